import { describe, expect, it } from "vitest";
import type { SiteAnswer } from "@server/public-site";
import { normaliseHostname, respond, visitorOf } from "./public-site";

const get = (headers: Record<string, string> = {}, method = "GET") => new Request("https://rise.example.com/menu?x=1", { method, headers });

describe("the public site's transport", () => {
  it("compares hosts in one form: lower case, no port, no trailing dot", () => {
    expect(normaliseHostname(new URL("https://Rise.Example.COM.:8443/x"))).toBe("rise.example.com");
    expect(normaliseHostname(new URL("http://localhost:5173/"))).toBe("localhost");
    expect(normaliseHostname(new URL("http://[::1]:5173/"))).toBe("[::1]");
  });

  it("gives the counter the site's host in the router's one form, whatever the Host header's spelling", () => {
    for (const spelling of ["https://Rise.Example.COM.:8443/", "https://rise.example.com./menu", "http://RISE.example.com:80/"]) {
      expect(visitorOf(new Request(spelling, { headers: { "user-agent": "Firefox" } })).host, spelling).toBe("rise.example.com");
    }
  });

  it("reads a visitor off the request's headers and Cloudflare's country, nothing else", () => {
    const request = new Request("https://rise.example.com/", { headers: { "user-agent": "Firefox", "sec-purpose": "prefetch", referer: "https://google.com/", "cf-connecting-ip": "203.0.113.9" }, cf: { country: "PT" } } as RequestInit);
    expect(visitorOf(request)).toEqual({ userAgent: "Firefox", purpose: "prefetch", referrer: "https://google.com/", host: "rise.example.com", country: "PT", address: "203.0.113.9" });
    expect(visitorOf(get({ purpose: "prefetch" }))).toMatchObject({ userAgent: "", purpose: "prefetch", referrer: null, country: null, address: null });
  });

  it("answers a page with its validators, 304 when the browser's copy is current, and no body to HEAD", async () => {
    const page: SiteAnswer = { kind: "page", page: { html: "<!DOCTYPE html><p>hi</p>", etag: '"abc"', source: "kv", contentSecurityPolicy: "default-src 'none'" } };
    const full = respond(page, get());
    expect(full.status).toBe(200);
    expect(Object.fromEntries(full.headers)).toMatchObject({ "cache-control": "public, max-age=60, must-revalidate", etag: '"abc"', "content-security-policy": "default-src 'none'", "x-may-source": "kv", "x-content-type-options": "nosniff" });
    expect(await full.text()).toBe("<!DOCTYPE html><p>hi</p>");
    expect(respond(page, get({ "if-none-match": '"abc"' })).status).toBe(304);
    expect(respond(page, get({ "if-none-match": '"old"' })).status).toBe(200);
    expect(await respond(page, get({}, "HEAD")).text()).toBe("");
  });

  it("answers text, redirects, refusals and not-found in the value's terms", async () => {
    const robots = respond({ kind: "text", body: "User-agent: *\n", contentType: "text/plain", caching: { maxAgeSeconds: 300 } }, get());
    expect([robots.status, robots.headers.get("content-type"), robots.headers.get("cache-control")]).toEqual([200, "text/plain; charset=utf-8", "public, max-age=300"]);
    const font = respond({ kind: "redirect", location: "/_fonts/a.woff2", caching: { maxAgeSeconds: 86_400 }, crossOrigin: true }, get());
    expect([font.status, font.headers.get("location"), font.headers.get("access-control-allow-origin")]).toEqual([301, "/_fonts/a.woff2", "*"]);
    const apex = respond({ kind: "redirect", location: "https://www.rise.example.com/", caching: { maxAgeSeconds: 3600 } }, get());
    expect(apex.headers.get("access-control-allow-origin")).toBeNull();
    const post = respond({ kind: "not-allowed", page: "<p>no</p>", allow: "GET, HEAD" }, get({}, "POST"));
    expect([post.status, post.headers.get("allow"), post.headers.get("cache-control")]).toEqual([405, "GET, HEAD", "no-store"]);
    const missing = respond({ kind: "not-found" }, get());
    expect([missing.status, missing.headers.get("content-type"), missing.headers.get("cache-control"), await missing.text()]).toEqual([404, "text/plain; charset=utf-8", "no-store", "Not found"]);
    const missingPage = respond({ kind: "not-found", page: "<p>gone</p>" }, get());
    expect([missingPage.status, missingPage.headers.get("content-type"), await missingPage.text()]).toEqual([404, "text/html; charset=utf-8", "<p>gone</p>"]);
  });
});
