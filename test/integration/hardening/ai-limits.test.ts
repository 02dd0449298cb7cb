import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AI_MESSAGES } from "@core/ai/schemas";
import { englishText } from "@server/platform";
import { call, expectError } from "../accounts/helpers";
import { aiUser, awayFromWindowEdge } from "../ai/helpers";
import { finishConversation, type ProjectData } from "./helpers";

const TOO_MANY = "Too many requests, please try again later.";

async function projectCount(userId: number) {
  return (await env.DB.prepare("SELECT count(*) AS n FROM projects WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;
}

describe("every route that calls a model or starts a generation", () => {
  it("shares the per-user AI limit of 20 a minute: POST /projects, /generate, section regenerations and /ai", async () => {
    await awayFromWindowEdge();
    const { id, jwt } = await aiUser();
    await finishConversation(jwt);
    const created = await call("/projects", { method: "POST", jwt, json: {} });
    expect(created.status).toBe(201);
    const project = (await created.json<{ data: ProjectData }>()).data;
    const section = (await (await call(`/projects/${project.id}`, { jwt })).json<{ data: ProjectData }>()).data.document!.sections[0]!.id;
    let used = 1;
    for (; used < 10; used++) expect((await call("/ai/suggest-input-content", { jwt, json: { prompt: "bakery" } })).status).toBe(200);
    expect((await call(`/projects/${project.id}/generate`, { method: "POST", jwt, json: {} })).status).toBe(202);
    used++;
    for (; used < 20; used++) expect((await call(`/projects/${project.id}/sections/${section}/regenerate`, { method: "POST", jwt, json: {} })).status, `use ${used + 1}`).toBe(200);

    await expectError(await call(`/projects/${project.id}/sections/${section}/regenerate`, { method: "POST", jwt, json: {} }), 429, "RateLimitError", TOO_MANY);
    await expectError(await call(`/projects/${project.id}/generate`, { method: "POST", jwt, json: {} }), 429, "RateLimitError", TOO_MANY);
    await expectError(await call("/projects", { method: "POST", jwt, json: {} }), 429, "RateLimitError", TOO_MANY);
    await expectError(await call("/ai/suggest-input-content", { jwt, json: { prompt: "bakery" } }), 429, "RateLimitError", TOO_MANY);
    // A refused creation leaves no half-made project behind.
    expect(await projectCount(id)).toBe(1);
  });

  it("counts against a daily per-user budget kept in D1, which AI_DAILY_BUDGET sets", async () => {
    const { id, jwt } = await aiUser();
    const budget = { AI_DAILY_BUDGET: "3" };
    await finishConversation(jwt);
    const created = await call("/projects", { method: "POST", jwt, json: {}, env: budget });
    expect(created.status).toBe(201);
    const project = (await created.json<{ data: ProjectData }>()).data;
    expect((await call(`/projects/${project.id}/generate`, { method: "POST", jwt, json: {}, env: budget })).status).toBe(202);
    expect((await call("/ai/suggest-input-content", { jwt, json: { prompt: "bakery" }, env: budget })).status).toBe(200);

    const section = (await (await call(`/projects/${project.id}`, { jwt })).json<{ data: ProjectData }>()).data.document!.sections[0]!.id;
    await expectError(await call(`/projects/${project.id}/sections/${section}/regenerate`, { method: "POST", jwt, json: {}, env: budget }), 429, "RateLimitError", englishText(AI_MESSAGES.dailyBudgetSpent));
    await expectError(await call("/ai/ask-to-bot", { jwt, json: { action: "suggest-input-content", data: { prompt: "x" } }, env: budget }), 429, "RateLimitError", englishText(AI_MESSAGES.dailyBudgetSpent));
    const day = new Date().toISOString().slice(0, 10);
    expect(await env.DB.prepare("SELECT uses FROM ai_usage WHERE user_id = ? AND day = ?").bind(id, day).first<{ uses: number }>()).toEqual({ uses: 3 });
    // Another user's budget is their own.
    const other = await aiUser();
    expect((await call("/ai/suggest-input-content", { jwt: other.jwt, json: { prompt: "bakery" }, env: budget })).status).toBe(200);
  });
});
