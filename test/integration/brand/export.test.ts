import { describe, expect, it } from "vitest";
import { call, expectError } from "../accounts/helpers";
import { publishedSite } from "../leads/helpers";
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
    expect(names.filter((name) => /^fonts\/[a-z0-9-]+-[0-9a-f]{8}\.woff2$/.test(name)).length).toBeGreaterThan(0);

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

  it("is 404 for someone else's project and 403 without signing in", async () => {
    const { project } = await publishedSite({ name: "Not Yours" });
    const stranger = await publishedSite({ name: "Stranger" });
    await expectError(await call(`/projects/${project.id}/export`, { jwt: stranger.jwt }), 404, "NotFoundError", "Not Found");
    expect((await call(`/projects/${project.id}/export`)).status).toBe(403);
  });
});
