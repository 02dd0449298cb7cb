import { describe, expect, it, vi } from "vitest";
import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";
import { call, signedUpUser } from "../accounts/helpers";
import { illustratedProject, pictured, projectDocument } from "./helpers";

interface ProjectBody {
  data: { id: number; status: string; stage: string | null; writer: string | null; error: string | null };
}

async function answeredChat(jwt: string) {
  let steps: Conversation = initialConversation();
  for (const text of ["A flower shop with wedding bouquets, dried flowers and weekly subscriptions", "Ghent, Belgium", "Bloom & Twine", "warm-editorial"]) {
    const result = answerCurrentStep(steps, text, Date.now());
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  const current = await (await call("/chat", { jwt })).json<{ data: { version: number } }>();
  expect((await call("/chat", { method: "PUT", jwt, json: { steps, version: current.data.version } })).status).toBe(200);
}

/** Reads the project the way the chat does, every 50 ms, until it is no longer generating; returns the stages seen. */
async function followGeneration(jwt: string, id: number): Promise<{ stages: string[]; project: ProjectBody["data"] }> {
  const stages: string[] = [];
  const until = Date.now() + 25_000;
  for (;;) {
    const project = (await (await call(`/projects/${id}`, { jwt })).json<ProjectBody>()).data;
    if (project.stage && stages[stages.length - 1] !== project.stage) stages.push(project.stage);
    if (project.status !== "generating" || Date.now() > until) return { stages, project };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a generation with pictures runs in the project's Durable Object", () => {
  it("answers at once, reports its stages while it runs, and finishes with the pictures in place", async () => {
    const { jwt } = await signedUpUser();
    await answeredChat(jwt);
    const created = await call("/projects", { method: "POST", jwt, json: {} });
    expect(created.status).toBe(201);
    const { data } = await created.json<ProjectBody>();
    // The response (and its waitUntil work) is over while the pictures are still being made.
    expect(data.status).toBe("generating");
    const { stages, project } = await followGeneration(jwt, data.id);
    expect(project).toMatchObject({ status: "ready", stage: null, writer: "built-in", error: null });
    // The chat's stages, in their order (a fast stage may pass between two reads); the pictures' one is seen.
    expect(stages).toContain("images");
    const order = ["outline", "copy", "images", "layout", "ready"];
    expect(stages.map((stage) => order.indexOf(stage))).toEqual([...stages.map((stage) => order.indexOf(stage))].sort());
    const document = await projectDocument(jwt, data.id);
    expect(pictured(document).length).toBe(8);
    const list = await (await call("/notifications", { jwt })).json<{ items: { kind: string; link: string }[] }>();
    expect(list.items[0]).toMatchObject({ kind: "site_ready", link: `/u/projects/${data.id}` });
  });

  it("regenerates through the object too: new pictures take the place of the old generated ones", async () => {
    const { account, id } = await illustratedProject();
    const regenerated = await call(`/projects/${id}/generate`, { method: "POST", jwt: account.jwt, json: {} });
    expect(regenerated.status).toBe(202);
    expect((await followGeneration(account.jwt, id)).project.status).toBe("ready");
    const first = pictured(await projectDocument(account.jwt, id)).map((slot) => slot.image.media);
    expect(first).toHaveLength(8);
    expect((await call(`/projects/${id}/generate`, { method: "POST", jwt: account.jwt, json: {} })).status).toBe(202);
    expect((await followGeneration(account.jwt, id)).project.status).toBe("ready");
    const second = pictured(await projectDocument(account.jwt, id)).map((slot) => slot.image.media);
    expect(second).toHaveLength(8);
    // A new seed asks for new pictures; none of the first set is kept over them.
    expect(second.filter((media) => first.includes(media))).toEqual([]);
  });

  it("runs after the response instead, pictures and all, when the object cannot take it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { jwt } = await signedUpUser();
    await answeredChat(jwt);
    const unreachable = { idFromName: () => ({}), get: () => ({ start: () => Promise.reject(new Error("Durable Object reset because its code was updated")) }) };
    const created = await call("/projects", { method: "POST", jwt, json: {}, env: { SITE_GENERATOR: unreachable } });
    expect(created.status).toBe(201);
    const { data } = await created.json<ProjectBody>();
    // `call` waits for the response's waitUntil work: the generation is over, not left "generating".
    const project = (await (await call(`/projects/${data.id}`, { jwt })).json<ProjectBody>()).data;
    expect(project.status).toBe("ready");
    expect(pictured(await projectDocument(jwt, data.id))).toHaveLength(8);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/the site generator did not take project \d+; generating after the response instead/);
    warn.mockRestore();
  });

  it("without pictures the generation still runs after the response, done when the request is", async () => {
    const { account, id } = await illustratedProject();
    const project = (await (await call(`/projects/${id}`, { jwt: account.jwt })).json<ProjectBody>()).data;
    expect(project.status).toBe("ready");
  });
});
