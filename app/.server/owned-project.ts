import { data } from "react-router";
import { isDomainError } from "@core/errors";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import type { AppContext } from "@server/platform";
import type { Project, User } from "@server/db";
import { parseProjectId } from "@server/project-actions";
import { ownedProjectOf, projectQuery } from "@server/projects";

/**
 * The screens' one ownership check (the API's is `requireOwnedProject` too): the signed-in person's project
 * for a route's `:id` or a form's `projectId`, as every loader and action that needs it asks. Anything else
 * (an id that cannot be one, no such project, someone else's) is the 404 page, as the API answers it
 * (docs/decisions/0041-another-users-project-is-404.md). An admin reaches any project.
 */
export async function ownedProjectOr404(app: AppContext, user: User, id: unknown): Promise<Project> {
  const projectId = projectIdOr404(id);
  return ownedRowOr404(app, user, (await projectQuery(app.db, projectId))[0]);
}

/** A route's `:id` as a project id; anything that cannot be one is the 404 page. */
export function projectIdOr404(id: unknown): number {
  const projectId = parseProjectId(id);
  if (projectId === null) throw notFound();
  return projectId;
}

/**
 * The project a page's batch read (`projectQuery`), checked as `requireOwnedProject` checks it, else the 404 page;
 * `admin` is the role the session read with the account (docs/decisions/0858-a-signed-in-page-in-two-round-trips.md).
 */
export async function ownedRowOr404(app: AppContext, user: User, row: Project | undefined, admin?: boolean): Promise<Project> {
  try {
    return await ownedProjectOf(app, user, row, admin);
  } catch (error) {
    if (isDomainError(error, "NOT_FOUND")) throw notFound();
    throw error;
  }
}

const notFound = () => data(PROJECT_MESSAGES.notFound, { status: 404 });
