import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { imageSlots, type ImageSlot } from "@core/media/site-images";
import type { SiteDocument } from "@core/sites/site-document";
import type { AiBinding } from "@server/platform/settings";
import { buildAppContext } from "@server/platform/context";
import { projects } from "@server/db/schema";
import { runGeneration } from "@server/generation/generation-runs";
import { call } from "../accounts/helpers";
import { projectFromChat } from "../leads/helpers";

/** The fake Workers AI binding this test project binds as AI (test/fakes/workers-ai.js), seen through its `run`. */
export const fakeAi = (env as unknown as { AI: AiBinding }).AI;

/** The binding wrapped so a test sees every prompt and may answer some itself (a failure, silence); the rest go to the fake. */
export function watchedAi(answer?: (prompt: string) => Promise<unknown> | undefined) {
  const prompts: string[] = [];
  const binding: AiBinding = {
    run: (model, inputs, options) => {
      const prompt = String(inputs.prompt);
      prompts.push(prompt);
      return answer?.(prompt) ?? fakeAi.run(model, inputs, options);
    },
  };
  return { binding, prompts };
}

/** An owner's project whose first version has only illustrations (pictures off for that request). */
export async function illustratedProject(business = "A neighbourhood bakery with sourdough, cinnamon buns and weekend brunch") {
  const made = await projectFromChat({ business, location: "Porto, Portugal", name: "Rise & Crumb", env: { AI_IMAGE_MODEL: "off" } });
  const document = await projectDocument(made.account.jwt, made.id);
  expect(imageSlots(document).every((slot) => !slot.image.media)).toBe(true);
  return made;
}

export async function projectDocument(jwt: string, id: number): Promise<SiteDocument> {
  return (await (await call(`/projects/${id}`, { jwt })).json<{ data: { document: SiteDocument } }>()).data.document;
}

/** Runs a whole generation of the project with these settings (e.g. another AI binding), as the Worker runs it. */
export async function regenerate(projectId: number, settings: Record<string, unknown> = {}): Promise<void> {
  const ctx = createExecutionContext();
  const app = buildAppContext({ ...env, ...settings } as Env, ctx, null);
  const project = await app.db.query.projects.findFirst({ where: eq(projects.id, projectId) });
  if (!project) throw new Error(`no project ${projectId}`);
  await runGeneration(app, project);
  await waitOnExecutionContext(ctx);
}

export const pictured = (document: SiteDocument): ImageSlot[] => imageSlots(document).filter((slot) => slot.image.media);
export const illustrated = (document: SiteDocument): ImageSlot[] => imageSlots(document).filter((slot) => !slot.image.media);
