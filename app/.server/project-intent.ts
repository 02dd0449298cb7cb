import { data } from "react-router";
import type { AppContext } from "@server/platform";
import type { Project, User } from "@server/db";
import { runProjectIntent } from "@server/project-actions";
import { screenError } from "~/lib/error-text";
import { staleAnswer } from "~/lib/editor-history/stale-answer";
import type { ProjectIntentInput } from "./request-input";

/**
 * Runs a screen's project intent on the person's project (found by `ownedProjectOr404`, read by
 * `readProjectIntent`) with the one runner, and answers it the one way every screen reads it
 * (docs/decisions/0300-one-door-per-project-action.md): `{ ok: true, error: null, status, versionId }` after
 * the action; a bad intent is a 400 with its words; a service's refusal keeps the service's words (a key and the
 * values it names, `errorValues`) and its code's status (`screenError`), a stale save also says which version is
 * the newest (`staleAnswer`).
 * Anything that is not a refusal goes on to the error page.
 */
export async function answerProjectIntent(app: AppContext, user: User, project: Project, input: ProjectIntentInput["intent"]) {
  if (!input.ok) return data({ ok: false, error: input.error }, { status: 400 });
  try {
    const { project: after } = await runProjectIntent(app, project, input.intent, user);
    return { ok: true, error: null, status: after.status, versionId: after.versionId };
  } catch (error) {
    const refusal = screenError(error);
    return data({ ok: false, error: refusal.message, errorValues: refusal.values, ...staleAnswer(error) }, { status: refusal.status });
  }
}
