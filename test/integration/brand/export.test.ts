import { afterEach, describe, expect, it, vi } from "vitest";
import { fontFiles } from "@server/publishing/export/site-export";
import { allStaticFontFiles } from "@server/render/fonts/font-files";
import { call, expectError } from "../accounts/helpers";
import { publishedSite } from "../leads/helpers";
import { addPage } from "@core/sites/structure";
import type { SiteDocument } from "@core/sites/site-document";
import { unzip } from "./zip-reader";

describe("GET /projects/:id/export", () => {
  it("downloads a zip with the page, its fonts inside it and beside it, the icons and the share card", async () => {
    const { jwt, project } = await publishedSite({ name: "Zip & Co" });
    const response = await call(`/projects/${project.id}/export`, { jwt });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${project.slug}.zip"`);
    const files = await unzip(new Uint8Array(await response.arrayBuffer()));
    const names = [...files.keys()];
    expect(names[0]).toBe("index.html");
    expect(names).toEqual(expect.arrayContaining(["icons/favicon.ico"]));
    expect(names.filter((name) => /^icons\/share-card-[0-9a-f]{8}\.png$/.test(name))).toHaveLength(1);
    expect(names.filter((name) => /^fonts\/[a-z0-9-]+-latin-[a-z0-9]+-normal\.woff2$/.test(name)).length).toBeGreaterThan(0);

    const html = new TextDecoder().decode(files.get("index.html"));
    // Opens from disk: fonts in the page, icons by relative path, nothing from our host but the form's target.
    expect(html).toMatch(/@font-face\{font-family:"[^"]+";[^}]*src:url\(data:font\/woff2;base64,/);
    expect(html).not.toContain('rel="preload"');
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(icons).toHaveLength(4);
    for (const href of icons) expect(files.has(href), href).toBe(true);
    expect(html).not.toMatch(/(?:src|href)="\/(?!\/)/);
    expect(html).toContain(`action="http://localhost:5173/api/v1/sites/${project.slug}/messages"`);
  });

  it("writes a Japanese page's font slices into it, read from the static assets (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md)", async () => {
    const { jwt, project } = await publishedSite({ business: "天然酵母パンの小さなパン屋です", location: "京都", name: "金色のパン屋" });
    const response = await call(`/projects/${project.id}/export`, { jwt });
    expect(response.status).toBe(200);
    const archive = new Uint8Array(await response.arrayBuffer());
    const html = new TextDecoder().decode((await unzip(archive)).get("index.html"));
    expect(html).toMatch(/<html lang="ja(-[A-Z]{2})?"/);
    const faces = [...html.matchAll(/@font-face\{font-family:"Noto Sans JP";[^}]*\}/g)].map((match) => match[0]);
    expect(faces.length).toBeGreaterThan(1);
    for (const face of faces) expect(face).toMatch(/src:url\(data:font\/woff2;base64,d09GMg[A-Za-z0-9+/=]+\) format\("woff2"\);unicode-range:U\+/);
    expect(html).not.toContain("/_fonts/");
    // Measured in the report: a few dozen slices of the 120, so the zip stays a few megabytes at most.
    expect(archive.length).toBeLessThan(6_000_000);
  });

  it("carries every page, each linking to the others by relative file, so the whole site opens from disk", async () => {
    const { jwt, project } = await publishedSite({ name: "Two Pages" });
    const { document } = (await (await call(`/projects/${project.id}`, { jwt })).json<{ data: { document: SiteDocument } }>()).data;
    const added = addPage(document, "Our story");
    if (!added.ok) throw new Error(added.error);
    expect((await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document: added.document } })).status).toBe(200);

    const files = await unzip(new Uint8Array(await (await call(`/projects/${project.id}/export`, { jwt })).arrayBuffer()));
    const page = `${added.slug}.html`;
    expect([...files.keys()].slice(0, 2)).toEqual(["index.html", page]);
    const home = new TextDecoder().decode(files.get("index.html"));
    const other = new TextDecoder().decode(files.get(page));
    for (const html of [home, other]) {
      expect(html).toContain(`href="index.html"`);
      expect(html).toContain(`href="${page}"`);
      // Nothing points at our host's root: every page, icon and font is beside it in the folder.
      expect(html).not.toMatch(/(?:src|href)="\/(?!\/)/);
      expect(html).toMatch(/src:url\(data:font\/woff2;base64,/);
    }
    expect(other).toContain("Our story");
  });

  it("is 404 for someone else's project and 403 without signing in", async () => {
    const { project } = await publishedSite({ name: "Not Yours" });
    const stranger = await publishedSite({ name: "Stranger" });
    await expectError(await call(`/projects/${project.id}/export`, { jwt: stranger.jwt }), 404, "NotFoundError", "Not Found");
    expect((await call(`/projects/${project.id}/export`)).status).toBe(403);
  });
});

describe("the download's font files under npm run dev", () => {
  const file = allStaticFontFiles().find((candidate) => candidate.path.includes("inter"))!;
  // The dev server's assets binding: an HTML page for any path.
  const html = () => ({ fetch: async () => new Response("<!doctype html><title>app</title>", { headers: { "content-type": "text/html" } }) });
  const woff2 = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);

  afterEach(() => vi.restoreAllMocks());

  it("are read from the dev server (APP_URL) when the assets binding answers HTML, in development only", async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return new Response(woff2, { headers: { "content-type": "font/woff2" } });
    });
    const development = await fontFiles({ ASSETS: html(), ENVIRONMENT: "development", APP_URL: "http://localhost:5173" } as never, [file]);
    expect(development.get(file.path)).toEqual(woff2);
    expect(asked).toEqual([`http://localhost:5173/_fonts/${file.path}`]);
    // Anywhere else the binding is the only source: an HTML answer leaves the font out, nothing else is asked.
    const production = await fontFiles({ ASSETS: html(), ENVIRONMENT: "production", APP_URL: "https://may.example" } as never, [file]);
    expect(production.size).toBe(0);
    expect(asked).toHaveLength(1);
  });

  it("are read from the serving origin, not APP_URL, so a dev server on another port makes zips with fonts", async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return new Response(woff2, { headers: { "content-type": "font/woff2" } });
    });
    const fonts = await fontFiles({ ASSETS: html(), ENVIRONMENT: "development", APP_URL: "http://localhost:5173" } as never, [file], { origin: "http://localhost:5199" });
    expect(fonts.get(file.path)).toEqual(woff2);
    expect(asked).toEqual([`http://localhost:5199/_fonts/${file.path}`]);
  });

  it("GET /projects/:id/export on a dev server at another port than APP_URL's carries the fonts", async () => {
    const { jwt, project } = await publishedSite({ name: "Port Zip" });
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!url.pathname.startsWith("/_fonts/")) return realFetch(input, init);
      asked.push(url.origin);
      // Only the dev server that answered the request serves the fonts; APP_URL's port has nobody listening.
      if (url.origin !== "http://localhost:5199") throw new TypeError("connection refused");
      return new Response(woff2, { headers: { "content-type": "font/woff2" } });
    });
    const response = await call(`http://localhost:5199/api/v1/projects/${project.id}/export`, { jwt, env: { ASSETS: html() } });
    expect(response.status).toBe(200);
    const files = await unzip(new Uint8Array(await response.arrayBuffer()));
    expect([...files.keys()].filter((name) => name.startsWith("fonts/")).length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(["http://localhost:5199"]));
  });

  it("leave a font out when the dev server cannot be reached either", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("connection refused"));
    expect((await fontFiles({ ASSETS: html(), ENVIRONMENT: "development", APP_URL: "http://localhost:5173" } as never, [file])).size).toBe(0);
  });
});
