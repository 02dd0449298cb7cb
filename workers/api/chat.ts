import { Hono } from "hono";
import { saveConversationSchema } from "@core/chat/sync-schema";
import { understandingAnswerSchema } from "@core/chat/understanding-review";
import { followUpInputSchema } from "@core/chat/follow-up-schema";
import { answerUnderstanding, getConversation, listFollowUps, saveConversation, siteLanguageOfReader } from "@server/chat";
import { chooseLanguage } from "@server/accounts";
import { answerFollowUp, undoFollowUp } from "@server/project-actions";
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
    // A new site's language is the answers', else the one the owner reads May in (docs/decisions/0830-site-language-detected-and-stored.md).
    const readerLanguage = siteLanguageOfReader(chooseLanguage(c.var.app, c.req.raw, c.var.user));
    return c.json({ data: await saveConversation(c.var.app.db, c.var.user.id, steps, version, readerLanguage) }, 200);
  })
  .put("/understanding", async (c) => {
    const answer = await readJsonBody(c, understandingAnswerSchema);
    await limitWrite(c.var.app.env, c.var.user);
    return c.json({ data: await answerUnderstanding(c.var.app.db, c.var.user.id, answer) }, 200);
  })
  // After the site is made: the owner's messages and May's answers (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md).
  .get("/follow-ups", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await listFollowUps(c.var.app.db, c.var.user.id) }, 200);
  })
  .post("/follow-ups", async (c) => {
    const input = await readJsonBody(c, followUpInputSchema);
    return c.json({ data: await answerFollowUp(c.var.app, c.var.user, input) }, 201);
  })
  .post("/follow-ups/:followUpId{[a-z0-9-]{1,40}}/undo", async (c) => c.json({ data: await undoFollowUp(c.var.app, c.var.user, c.req.param("followUpId")) }, 200));
