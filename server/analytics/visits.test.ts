import { describe, expect, it } from "vitest";
import { addressKey, deviceKind, pageViewOf, referrerDomain, type Visitor } from "./visits";

describe("what a page view records", () => {
  it("reads the device class from the user agent", () => {
    expect(deviceKind("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1")).toBe("phone");
    expect(deviceKind("Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/141.0 Mobile Safari/537.36")).toBe("phone");
    expect(deviceKind("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/141.0 Safari/537.36")).toBe("tablet");
    expect(deviceKind("Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) Safari/604.1")).toBe("tablet");
    expect(deviceKind("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0 Safari/537.36")).toBe("desktop");
  });

  it("keeps only the referring domain, never the site itself", () => {
    expect(referrerDomain("https://www.google.com/search?q=private+words", "rise.example.com")).toBe("google.com");
    expect(referrerDomain("https://rise.example.com/", "www.rise.example.com")).toBe("");
    expect(referrerDomain("http://localhost:5173/s/rise", "localhost:5173")).toBe("");
    expect(referrerDomain("not a url", "rise.example.com")).toBe("");
    expect(referrerDomain(null, "rise.example.com")).toBe("");
  });

  it("keeps only a valid hostname from an http(s) referrer: no app links, scripts, addresses or garbage", () => {
    expect(referrerDomain("https://News.Example.ORG./story?id=1", "rise.example.com")).toBe("news.example.org");
    expect(referrerDomain("https://xn--bcher-kva.example/", "rise.example.com")).toBe("xn--bcher-kva.example");
    for (const referer of [
      "android-app://com.google.android.gm/",
      "javascript:alert(1)",
      "data:text/html,<p>x</p>",
      "file:///home/me/page.html",
      "ftp://files.example.com/",
      "chrome-extension://abcdefghijklmnop/page.html",
      "https://localhost/",
      "https://intranet/",
      "http://192.168.1.10:8080/",
      "http://[2001:db8::1]/",
      "https://bad_name.example.com/",
      "https://-dash.example.com/",
      "https://example.123/",
      `https://${"a".repeat(64)}.example.com/`,
      "https://%20.example.com/",
    ]) {
      expect(referrerDomain(referer, "rise.example.com"), referer).toBe("");
    }
  });

  it("keys an address for the per-address cap: an IPv4 address whole, an IPv6 address by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:0:7::1")).toBe("2001:db8:0:7");
    expect(addressKey("2001:DB8:0:7:a:b:c:d")).toBe("2001:db8:0:7");
    expect(addressKey("2001:db8::7")).toBe("2001:db8:0:0");
    expect(addressKey("::1")).toBe("0:0:0:0");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey(null)).toBe("local");
  });

  it("is not a view for bots, a missing user agent or a prefetch; a view keeps the country", () => {
    const visitor = (fields: Partial<Visitor>): Visitor => ({ userAgent: "", purpose: "", referrer: null, host: "rise.example.com", country: null, address: null, ...fields });
    const browser = "Mozilla/5.0 (Windows NT 10.0) Chrome/141.0";
    expect(pageViewOf(visitor({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }), 1, "/", 0)).toBeNull();
    expect(pageViewOf(visitor({}), 1, "/", 0)).toBeNull();
    expect(pageViewOf(visitor({ userAgent: browser, purpose: "prefetch;prerender" }), 1, "/", 0)).toBeNull();
    const view = pageViewOf(visitor({ userAgent: browser, address: "203.0.113.9", country: "PT" }), 7, "/", 5);
    expect(view).toEqual({ projectId: 7, path: "/", referrer: "", device: "desktop", country: "PT", visitorKey: `203.0.113.9\n${browser}`, addressKey: "203.0.113.9", at: 5 });
    expect(pageViewOf(visitor({ userAgent: browser, country: "not-a-code" }), 7, "/", 5)?.country).toBe("XX");
    expect(pageViewOf(visitor({ userAgent: browser }), 7, "/", 5)?.visitorKey).toBe(`local\n${browser}`);
  });
});
