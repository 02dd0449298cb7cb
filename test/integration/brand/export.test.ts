import { describe, expect, it } from "vitest";
import { call, expectError } from "../accounts/helpers";
import { publishedSite } from "../leads/helpers";
import { crc32 } from "@server/sites/export/zip";

/** Reads a zip the way an unzip tool does: from the central directory, each entry inflated and its CRC checked. */
async function unzip(archive: Uint8Array): Promise<Map<string, Uint8Array>> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const localAt = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(archive.subarray(at + 46, at + 46 + nameLength));
    const dataAt = localAt + 30 + view.getUint16(localAt + 26, true) + view.getUint16(localAt + 28, true);
    const data = archive.slice(dataAt, dataAt + size);
    const bytes = method === 0 ? data : new Uint8Array(await new Response(new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"))).arrayBuffer());
    expect(crc32(bytes), name).toBe(crc);
    files.set(name, bytes);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}

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
    expect(html).toMatch(/<html lang="ja"/);
    const faces = [...html.matchAll(/@font-face\{font-family:"Noto Sans JP";[^}]*\}/g)].map((match) => match[0]);
    expect(faces.length).toBeGreaterThan(1);
    for (const face of faces) expect(face).toMatch(/src:url\(data:font\/woff2;base64,d09GMg[A-Za-z0-9+/=]+\) format\("woff2"\);unicode-range:U\+/);
    expect(html).not.toContain("/_fonts/");
    // Measured in the report: a few dozen slices of the 120, so the zip stays a few megabytes at most.
    expect(archive.length).toBeLessThan(6_000_000);
  });

  it("is 404 for someone else's project and 403 without signing in", async () => {
    const { project } = await publishedSite({ name: "Not Yours" });
    const stranger = await publishedSite({ name: "Stranger" });
    await expectError(await call(`/projects/${project.id}/export`, { jwt: stranger.jwt }), 404, "NotFoundError", "Not Found");
    expect((await call(`/projects/${project.id}/export`)).status).toBe(403);
  });
});
