import { data } from "react-router";
import { requireSessionUser } from "../../workers/auth/session";
import { appContext } from "../../workers/context";
import { markNotificationsRead } from "../../workers/notifications/notifications";
import { markNotificationsReadSchema } from "~/lib/notification-schemas";
import { readFormData } from "~/lib/request-input.server";
import type { Route } from "./+types/notifications-read";

/** The bell's form: marks the listed notifications (or all) read for the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = await requireSessionUser(request, app);
  const formData = await readFormData(request);
  const parsed = markNotificationsReadSchema.safeParse({ ids: formData.getAll("id") });
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  await markNotificationsRead(app.db, user.id, parsed.data.ids);
  return { ok: true };
}
