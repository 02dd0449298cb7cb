import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { canvasStyleSchema } from "@core/sites/canvas-style";
import { requestJson } from "~/lib/api-client";
import { call, uniqueIp } from "../accounts/helpers";
import { generatedProject } from "../hardening/helpers";

describe("the editor's canvas style after a change of design", () => {
  it("comes from the project's render route through the typed client, its answer checked against the shared schema", async () => {
    const owner = await generatedProject();
    const form = new URLSearchParams({ identifier: owner.person.email, password: owner.person.password });
    const signedIn = await call("http://localhost/login", { method: "POST", rawBody: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const ip = uniqueIp();
    // The browser's same-origin call: the session cookie and our own origin.
    const browser: typeof fetch = (input, init) =>
      exports.default.fetch(new Request(new URL(String(input), "http://localhost"), { ...init, headers: { ...(init?.headers as Record<string, string>), cookie, origin: "http://localhost", "cf-connecting-ip": ip } }));
    const url = `/u/projects/${owner.project.id}/render?as=canvas`;

    const redesigned = { ...owner.project.document!, template: "bold-modern" };
    const style = await requestJson(url, canvasStyleSchema, { method: "POST", body: redesigned }, browser);
    expect(style.error).toBeUndefined();
    expect(style.data!.stylesheet).toContain(":root{");
    // A new document's picture slots hold no illustration key (docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md).
    expect(style.data!.images).toEqual({});
    // A document stored before then still names its drawings: the canvas gets a source for each.
    const hero = redesigned.sections.find((section) => section.type === "hero")!;
    const stored = { ...redesigned, sections: redesigned.sections.map((section) => (section === hero && "image" in section && section.image ? { ...section, image: { ...section.image, key: "bread-1" } } : section)) };
    const storedStyle = await requestJson(url, canvasStyleSchema, { method: "POST", body: stored }, browser);
    expect(Object.keys(storedStyle.data!.images)).toEqual(["bread-1"]);
    for (const source of Object.values(storedStyle.data!.images)) expect(source).toMatch(/^data:image\/svg\+xml,/);

    // A document the schema refuses is a 400 in plain text: a failure as a value, never a throw or a cast.
    const refused = await requestJson(url, canvasStyleSchema, { method: "POST", body: { sections: [] } }, browser);
    expect(refused.data).toBeUndefined();
    expect(refused.error).toMatchObject({ status: "PARSING_ERROR", originalStatus: 400 });
  });
});
