import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { AI_MESSAGES, askToBotSchema, suggestInputContentSchema } from "@core/ai/schemas";
import { askToBotAction, suggestInputContent } from "@server/generation";
import { type AiContext, chargeAiUse } from "@server/ai";
import { requireUser, type SignedInEnv } from "./require-user";
import { readJsonBody, validationError } from "./validation";

const aiRateLimit = createMiddleware<SignedInEnv>(async (c, next) => {
  await chargeAiUse(c.var.app, c.var.user.id);
  await next();
});

function aiContext(app: SignedInEnv["Variables"]["app"]): AiContext {
  return { env: app.env, requestId: app.requestId };
}

/** /api/v1/ai: the AI writers (docs/product.md) for signed-in users, behind the per-user AI limit and daily budget. */
export const aiApi = new Hono<SignedInEnv>()
  .use(requireUser, aiRateLimit)
  .post("/suggest-input-content", async (c) => {
    const input = await readJsonBody(c, suggestInputContentSchema);
    return c.json({ data: await suggestInputContent(aiContext(c.var.app), input) }, 200);
  })
  .post("/ask-to-bot", async (c) => {
    const { action: name, data } = await readJsonBody(c, askToBotSchema);
    const action = askToBotAction(name);
    if (!action) throw validationError([{ code: "custom", path: ["action"], message: AI_MESSAGES.unknownAction, input: name }]);
    const parsed = action.data.safeParse(data);
    if (!parsed.success) throw validationError(parsed.error.issues.map((issue) => ({ ...issue, path: ["data", ...issue.path] })));
    return c.json({ data: await action.run(aiContext(c.var.app), parsed.data) }, 200);
  });
