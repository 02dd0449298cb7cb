import { data } from "react-router";
import { isDomainError } from "@core/errors";
import type { AppContext } from "@server/platform";
import type { Project, User } from "@server/db";
import { parseProjectId } from "@server/project-actions";
import { requireOwnedProject } from "@server/projects";

/**
 * The request's form fields. A body that is not a form (none at all, JSON, a broken multipart) is the
 * 400 page, never a 500 (docs/security.md, "Screens and headers").
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("Bad Request", { status: 400 });
  }
}

/**
 * The signed-in person's project for a route's `:id` or a form's `projectId`: anything else (not a
 * number, no such project, someone else's) is the 404 page, as the API answers it.
 */
export async function ownedProjectOr404(app: AppContext, user: User, id: unknown): Promise<Project> {
  const projectId = parseProjectId(id);
  if (projectId === null) throw data("Not Found", { status: 404 });
  try {
    return await requireOwnedProject(app, user, projectId);
  } catch (error) {
    if (isDomainError(error, "NOT_FOUND")) throw data("Not Found", { status: 404 });
    throw error;
  }
}
