import { Hono } from "hono";
import { markNotificationsReadSchema } from "@core/notifications/schemas";
import { listNotifications, markNotificationsRead } from "@server/accounts";
import { limitWrite } from "@server/platform";
import { requireUser, type SignedInEnv } from "./require-user";
import { readJsonBody } from "./validation";

/** /api/v1/notifications: the signed-in user's events and their unread count. */
export const notificationsApi = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await listNotifications(c.var.app.db, c.var.user.id), 200))
  .post("/read", async (c) => {
    const { ids } = await readJsonBody(c, markNotificationsReadSchema);
    await limitWrite(c.var.app.env, c.var.user);
    await markNotificationsRead(c.var.app.db, c.var.user.id, ids);
    return c.json(await listNotifications(c.var.app.db, c.var.user.id), 200);
  });
