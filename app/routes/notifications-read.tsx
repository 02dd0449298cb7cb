import { data } from "react-router";
import { requireSessionUser } from "~/.server/session";
import { appContext } from "~/.server/context";
import { markNotificationsRead } from "@server/accounts";
import { limitWrite } from "@server/platform";
import { markNotificationsReadSchema } from "@core/notifications/schemas";
import { readFormData } from "~/.server/request-input";
import { screenError } from "~/lib/error-text";
import type { Route } from "./+types/notifications-read";

/** The bell's form: marks the listed notifications (or all) read for the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = await requireSessionUser(request, context);
  const formData = await readFormData(request);
  const parsed = markNotificationsReadSchema.safeParse({ ids: formData.getAll("id") });
  if (!parsed.success) return data({ ok: false }, { status: 400 });
  try {
    await limitWrite(app.env, user);
  } catch (error) {
    return data({ ok: false }, { status: screenError(error).status });
  }
  await markNotificationsRead(app.db, user.id, parsed.data.ids);
  return { ok: true };
}
