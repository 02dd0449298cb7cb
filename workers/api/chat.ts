import { Hono } from "hono";
import { saveConversationSchema } from "@core/chat/sync-schema";
import { understandingAnswerSchema } from "@core/chat/understanding-review";
import { answerUnderstanding, getConversation, saveConversation } from "@server/chat";
import { limitWrite } from "@server/platform";
import { requireUser, type SignedInEnv } from "./require-user";
import { readJsonBody } from "./validation";

/** /api/v1/chat: the signed-in user's conversation (the same one the chat screen shows and syncs). */
export const chatApi = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await getConversation(c.var.app.db, c.var.user.id) }, 200);
  })
  .put("/", async (c) => {
    const { steps, version } = await readJsonBody(c, saveConversationSchema);
    await limitWrite(c.var.app.env, c.var.user);
    return c.json({ data: await saveConversation(c.var.app.db, c.var.user.id, steps, version) }, 200);
  })
  .put("/understanding", async (c) => {
    const answer = await readJsonBody(c, understandingAnswerSchema);
    await limitWrite(c.var.app.env, c.var.user);
    return c.json({ data: await answerUnderstanding(c.var.app.db, c.var.user.id, answer) }, 200);
  });
