import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { englishText } from "@server/platform";
import { STALE_VERSION_REASON, VERSION_LIMITS, VERSION_MESSAGES, type VersionView } from "@core/projects/versions";
import type { SiteDocument } from "@core/sites/site-document";
import { call, expectError, signedUpUser } from "../accounts/helpers";
import { generatedProject } from "../hardening/helpers";

interface ProjectAnswer {
  data: { id: number; versionId: number | null; publishedVersionId: number | null; unpublishedChanges: boolean; published: boolean; document: SiteDocument };
}

/** The same document with another headline (the owner's edit). */
function withHeadline(document: SiteDocument, headline: string): SiteDocument {
  return { ...document, sections: document.sections.map((section) => (section.type === "hero" ? { ...section, headline, writer: "person" as const } : section)) };
}

function headlineOf(document: SiteDocument): string | undefined {
  const hero = document.sections.find((section) => section.type === "hero");
  return hero?.type === "hero" ? hero.headline : undefined;
}

async function versions(jwt: string, id: number): Promise<VersionView[]> {
  const response = await call(`/projects/${id}/versions`, { jwt });
  expect(response.status).toBe(200);
  return (await response.json<{ data: VersionView[] }>()).data;
}

async function read(jwt: string, id: number) {
  const response = await call(`/projects/${id}`, { jwt });
  expect(response.status).toBe(200);
  return { etag: response.headers.get("ETag"), project: (await response.json<ProjectAnswer>()).data };
}

function save(jwt: string, id: number, document: SiteDocument, extra: { baseVersion?: number; headers?: Record<string, string> } = {}) {
  const { headers, ...body } = extra;
  return call(`/projects/${id}`, { method: "PUT", jwt, json: { document, ...body }, ...(headers ? { headers } : {}) });
}

/** Moves every version of a project back in time, as if the owner had paused that long since. */
async function age(projectId: number, ms: number) {
  await env.DB.prepare("UPDATE project_versions SET created_at = created_at - ?1, started_at = started_at - ?1 WHERE project_id = ?2").bind(ms, projectId).run();
}

describe("a site's versions", () => {
  it("start with the generated site, and the project names it as its version (ETag)", async () => {
    const { jwt, project } = await generatedProject();
    const list = await versions(jwt, project.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: "generated", current: true, live: false, restoredFrom: null });
    expect(list[0]?.summary.headline).toBe(headlineOf(project.document!));
    expect(list[0]?.summary.colors).toHaveLength(3);
    const { etag, project: view } = await read(jwt, project.id);
    expect(view.versionId).toBe(list[0]?.id);
    expect(etag).toBe(`"v${list[0]?.id}"`);
  });

  it("list newest first, one per thing that made them, and fold a burst of edits into one", async () => {
    const { jwt, project } = await generatedProject();
    const [generated] = await versions(jwt, project.id);
    let base = generated!.id;
    for (const headline of ["Fresh bread", "Fresh bread daily", "Fresh bread every day"]) {
      const saved = await save(jwt, project.id, withHeadline(project.document!, headline), { baseVersion: base });
      expect(saved.status, await saved.clone().text()).toBe(200);
      base = (await saved.json<ProjectAnswer>()).data.versionId!;
    }
    let list = await versions(jwt, project.id);
    expect(list.map((version) => version.kind)).toEqual(["edited", "generated"]);
    expect(list[0]).toMatchObject({ id: base, current: true, summary: { headline: "Fresh bread every day" } });
    // The burst's version remembers when it began.
    expect(Date.parse(list[0]!.startedAt)).toBeLessThanOrEqual(Date.parse(list[0]!.createdAt));

    // A pause ends the burst: the next edit is a version of its own.
    await age(project.id, VERSION_LIMITS.burstPauseMs + 1000);
    const later = await save(jwt, project.id, withHeadline(project.document!, "Bread after a pause"), { baseVersion: base });
    expect(later.status).toBe(200);
    const section = await call(`/projects/${project.id}/sections/about/regenerate`, { method: "POST", jwt, json: {} });
    expect(section.status, await section.clone().text()).toBe(200);
    list = await versions(jwt, project.id);
    expect(list.map((version) => version.kind)).toEqual(["section-regenerated", "edited", "edited", "generated"]);
    expect(list.map((version) => version.id)).toEqual([...list.map((version) => version.id)].sort((a, b) => b - a));
  });

  it("never fold saves that named no base (older clients): each is kept", async () => {
    const { jwt, project } = await generatedProject();
    expect((await save(jwt, project.id, withHeadline(project.document!, "One"))).status).toBe(200);
    expect((await save(jwt, project.id, withHeadline(project.document!, "Two"))).status).toBe(200);
    const list = await versions(jwt, project.id);
    expect(list.map((version) => version.summary.headline)).toEqual(["Two", "One", headlineOf(project.document!)]);
  });

  it("keep a save marked keepCopy as its own version, even within a burst", async () => {
    const { jwt, project } = await generatedProject();
    const base = (await read(jwt, project.id)).project.versionId!;
    const first = await save(jwt, project.id, withHeadline(project.document!, "Theirs"), { baseVersion: base });
    const theirs = (await first.json<ProjectAnswer>()).data.versionId!;
    const mine = await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document: withHeadline(project.document!, "Mine"), baseVersion: theirs, keepCopy: true } });
    expect(mine.status).toBe(200);
    expect((await versions(jwt, project.id)).map((version) => version.summary.headline)).toEqual(["Mine", "Theirs", headlineOf(project.document!)]);
  });

  it("refuse a save based on an older version with its own 409, by field or If-Match, and keep the newer one", async () => {
    const { jwt, project } = await generatedProject();
    const base = (await read(jwt, project.id)).project.versionId!;
    const first = await save(jwt, project.id, withHeadline(project.document!, "From the first tab"), { baseVersion: base });
    expect(first.status).toBe(200);
    const newest = (await first.json<ProjectAnswer>()).data.versionId!;

    const stale = await save(jwt, project.id, withHeadline(project.document!, "From the second tab"), { baseVersion: base });
    const body = await expectError(stale, 409, "ApplicationError", englishText(VERSION_MESSAGES.stale));
    expect(body.error.details).toEqual({ reason: STALE_VERSION_REASON, currentVersion: newest });
    expect(VERSION_MESSAGES.stale).not.toBe(PROJECT_MESSAGES.alreadyGenerating);
    await expectError(await save(jwt, project.id, withHeadline(project.document!, "Second tab again"), { headers: { "If-Match": `"v${base}"` } }), 409, "ApplicationError", englishText(VERSION_MESSAGES.stale));
    expect(headlineOf((await read(jwt, project.id)).project.document)).toBe("From the first tab");

    // The newest version as If-Match is accepted; a header that names no version is a 400.
    expect((await save(jwt, project.id, withHeadline(project.document!, "Up to date"), { headers: { "If-Match": `"v${newest}"` } })).status).toBe(200);
    await expectError(await save(jwt, project.id, project.document!, { headers: { "If-Match": "yesterday" } }), 400, "ValidationError", englishText(VERSION_MESSAGES.badBase));
    // A base the project never had is stale too.
    await expectError(await save(jwt, project.id, project.document!, { baseVersion: 999_999_999 }), 409, "ApplicationError", englishText(VERSION_MESSAGES.stale));
  });

  it("tell a save during a generation apart from a stale one", async () => {
    const { jwt, project } = await generatedProject();
    const base = (await read(jwt, project.id)).project.versionId!;
    await env.DB.prepare("UPDATE projects SET status = 'generating', generation_started_at = ?1 WHERE id = ?2").bind(Date.now(), project.id).run();
    await expectError(await save(jwt, project.id, project.document!, { baseVersion: base }), 409, "ApplicationError", englishText(PROJECT_MESSAGES.alreadyGenerating));
    await expectError(await call(`/projects/${project.id}/versions/${base}/restore`, { method: "POST", jwt, json: {} }), 409, "ApplicationError", englishText(PROJECT_MESSAGES.alreadyGenerating));
  });

  it("restore an earlier version as a new version, so the state it replaces is kept", async () => {
    const { jwt, project } = await generatedProject();
    const original = headlineOf(project.document!);
    const [generated] = await versions(jwt, project.id);
    expect((await save(jwt, project.id, withHeadline(project.document!, "My own words"), { baseVersion: generated!.id })).status).toBe(200);
    const restored = await call(`/projects/${project.id}/versions/${generated!.id}/restore`, { method: "POST", jwt, json: {} });
    expect(restored.status, await restored.clone().text()).toBe(201);
    const after = (await restored.json<ProjectAnswer>()).data;
    expect(headlineOf(after.document)).toBe(original);
    expect(restored.headers.get("ETag")).toBe(`"v${after.versionId}"`);
    const list = await versions(jwt, project.id);
    expect(list.map((version) => version.kind)).toEqual(["restored", "edited", "generated"]);
    expect(list[0]).toMatchObject({ id: after.versionId, restoredFrom: generated!.id, current: true });
    expect(list[1]?.summary.headline).toBe("My own words");

    // An unknown version, or another project's, is not there.
    const other = await generatedProject();
    const [othersVersion] = await versions(other.jwt, other.project.id);
    await expectError(await call(`/projects/${project.id}/versions/${othersVersion!.id}/restore`, { method: "POST", jwt, json: {} }), 404, "NotFoundError", englishText(VERSION_MESSAGES.notFound));
    await expectError(await call(`/projects/${project.id}/versions/999999999/restore`, { method: "POST", jwt, json: {} }), 404, "NotFoundError", englishText(VERSION_MESSAGES.notFound));
  });

  it("undo a whole-site regeneration by restoring the version before it", async () => {
    const { jwt, project } = await generatedProject();
    const [generated] = await versions(jwt, project.id);
    const edited = await save(jwt, project.id, withHeadline(project.document!, "The owner's headline"), { baseVersion: generated!.id });
    const mine = (await edited.json<ProjectAnswer>()).data.versionId!;
    expect((await call(`/projects/${project.id}/generate`, { method: "POST", jwt, json: {} })).status).toBe(202);
    expect((await versions(jwt, project.id)).map((version) => version.kind)).toEqual(["regenerated", "edited", "generated"]);
    expect((await call(`/projects/${project.id}/versions/${mine}/restore`, { method: "POST", jwt, json: {} })).status).toBe(201);
    expect(headlineOf((await read(jwt, project.id)).project.document)).toBe("The owner's headline");
  });

  it("record publishing: the live version, and unpublished changes until the next publish", async () => {
    const { jwt, project } = await generatedProject();
    const published = await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    expect(published.status).toBe(200);
    let view = (await read(jwt, project.id)).project;
    expect(view).toMatchObject({ published: true, unpublishedChanges: false });
    expect(view.publishedVersionId).toBe(view.versionId);
    let list = await versions(jwt, project.id);
    expect(list[0]).toMatchObject({ kind: "published", live: true, current: true });
    // Publishing again with nothing changed records nothing new.
    expect((await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    expect(await versions(jwt, project.id)).toHaveLength(2);

    // A save based on the version before the publish is not stale: publishing changed nothing.
    expect((await save(jwt, project.id, withHeadline(project.document!, "Edited after publishing"), { baseVersion: list[1]!.id })).status).toBe(200);
    view = (await read(jwt, project.id)).project;
    expect(view.unpublishedChanges).toBe(true);
    list = await versions(jwt, project.id);
    expect(list.map((version) => [version.kind, version.live])).toEqual([["edited", false], ["published", true], ["generated", false]]);

    expect((await call(`/projects/${project.id}/unpublish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    view = (await read(jwt, project.id)).project;
    expect(view).toMatchObject({ published: false, unpublishedChanges: false, publishedVersionId: null });
  });

  it("keep the newest 50, one a day before them, and always the live one", async () => {
    const { jwt, project } = await generatedProject();
    expect((await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    const [live] = await versions(jwt, project.id);
    // Older history: 3 saves made two days ago, and 1 made 40 days ago (beyond the daily window).
    for (const headline of ["Old 1", "Old 2", "Old 3"]) expect((await save(jwt, project.id, withHeadline(project.document!, headline))).status).toBe(200);
    await age(project.id, 2 * 24 * 60 * 60 * 1000);
    const ancient = (await versions(jwt, project.id)).find((version) => version.kind === "generated")!;
    await env.DB.prepare("UPDATE project_versions SET created_at = ?1 WHERE id = ?2").bind(Date.now() - 40 * 24 * 60 * 60 * 1000, ancient.id).run();
    for (let at = 1; at <= VERSION_LIMITS.keepRecent; at += 1) {
      const saved = await save(jwt, project.id, withHeadline(project.document!, `Recent ${at}`));
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
    const list = await versions(jwt, project.id);
    const headlines = list.map((version) => version.summary.headline);
    expect(headlines.slice(0, VERSION_LIMITS.keepRecent)).toEqual(Array.from({ length: VERSION_LIMITS.keepRecent }, (_, at) => `Recent ${VERSION_LIMITS.keepRecent - at}`));
    // Beyond them: the last of the day two days ago, the live version; the 40-day-old one and the rest of that day are gone.
    expect(list.slice(VERSION_LIMITS.keepRecent).map((version) => [version.kind, version.summary.headline])).toEqual([["edited", "Old 3"], ["published", live!.summary.headline]]);
    expect(list.find((version) => version.live)?.id).toBe(live!.id);
    expect(list.some((version) => version.id === ancient.id)).toBe(false);
  });

  it("are another user's business: 404 for a stranger", async () => {
    const { jwt, project } = await generatedProject();
    const [generated] = await versions(jwt, project.id);
    const stranger = await signedUpUser();
    await expectError(await call(`/projects/${project.id}/versions`, { jwt: stranger.jwt }), 404, "NotFoundError", englishText(PROJECT_MESSAGES.notFound));
    await expectError(await call(`/projects/${project.id}/versions/${generated!.id}/restore`, { method: "POST", jwt: stranger.jwt, json: {} }), 404, "NotFoundError", englishText(PROJECT_MESSAGES.notFound));
    expect(await versions(jwt, project.id)).toHaveLength(1);
    // Signed out: refused like every signed-in route (Strapi's 403).
    expect((await call(`/projects/${project.id}/versions`)).status).toBe(403);
  });

  it("follow the same rules through the editor's actions: a stale save is a 409 that says so, keepCopy keeps both, restore is an intent", async () => {
    const owner = await generatedProject();
    const form = new URLSearchParams({ identifier: owner.person.email, password: owner.person.password });
    const signedIn = await call("http://localhost/login", { method: "POST", rawBody: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const editor = (body: unknown) => call(`http://localhost/u/projects/${owner.project.id}.data`, { method: "POST", rawBody: JSON.stringify(body), headers: { cookie, "content-type": "application/json" } });
    const [generated] = await versions(owner.jwt, owner.project.id);

    const first = await editor({ intent: "save", document: withHeadline(owner.project.document!, "Tab one"), baseVersion: generated!.id });
    expect(first.status).toBe(200);
    const stale = await editor({ intent: "save", document: withHeadline(owner.project.document!, "Tab two"), baseVersion: generated!.id });
    expect(stale.status).toBe(409);
    const staleText = await stale.text();
    expect(staleText).toContain(VERSION_MESSAGES.stale);
    expect(staleText).toContain("stale");
    const newest = (await read(owner.jwt, owner.project.id)).project.versionId!;
    expect((await editor({ intent: "save", document: withHeadline(owner.project.document!, "Tab two"), baseVersion: newest, keepCopy: true })).status).toBe(200);
    expect((await versions(owner.jwt, owner.project.id)).map((version) => version.summary.headline)).toEqual(["Tab two", "Tab one", headlineOf(owner.project.document!)]);

    expect((await editor({ intent: "restore", versionId: generated!.id })).status).toBe(200);
    expect(headlineOf((await read(owner.jwt, owner.project.id)).project.document)).toBe(headlineOf(owner.project.document!));
    expect((await editor({ intent: "restore", versionId: "one" })).status).toBe(400);

    // Each version can be previewed by its owner, and by no one else.
    const preview = await call(`http://localhost/u/projects/${owner.project.id}/render?version=${generated!.id}`, { headers: { cookie } });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain(headlineOf(owner.project.document!)!.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
    const tabOne = (await versions(owner.jwt, owner.project.id)).find((version) => version.summary.headline === "Tab one")!;
    expect(await (await call(`http://localhost/u/projects/${owner.project.id}/render?version=${tabOne.id}`, { headers: { cookie } })).text()).toContain("Tab one");
    expect((await call(`http://localhost/u/projects/${owner.project.id}/render?version=999999999`, { headers: { cookie } })).status).toBe(404);
    expect((await call(`http://localhost/u/projects/${owner.project.id}/render?version=abc`, { headers: { cookie } })).status).toBe(404);
    const other = await generatedProject();
    const [othersVersion] = await versions(other.jwt, other.project.id);
    expect((await call(`http://localhost/u/projects/${owner.project.id}/render?version=${othersVersion!.id}`, { headers: { cookie } })).status).toBe(404);
  });
});
