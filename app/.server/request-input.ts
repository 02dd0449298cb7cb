import { data } from "react-router";
import { INTENT_MESSAGES, parseProjectIntent } from "@core/projects/intents";

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

/** The request's JSON body, whatever its value. A body that is not JSON is the 400 page, with the words. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    throw data(INTENT_MESSAGES.notJson, { status: 400 });
  }
}

/** A form's text fields as one object for a schema to parse (a file is left out; a repeated name keeps its last value). */
export function formFields(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** A project action's body: its fields (the dashboard's `projectId` is one) and the one intent they make, or the words refusing it. */
export interface ProjectIntentInput {
  fields: Readonly<Record<string, unknown>>;
  intent: ReturnType<typeof parseProjectIntent>;
}

/**
 * Reads a screen's project action (docs/decisions/0300-one-door-per-project-action.md): the dashboard's form
 * posts (`intent`, `projectId`, `name`) and the editor's JSON both parse into the one `projectIntentSchema`.
 * A body that cannot be read as what the screen sends is the 400 page; a readable one that is not an intent
 * is a refusal with words (`intent.ok === false`), for the screen to answer with 400.
 */
export async function readProjectIntent(request: Request, sent: "form" | "json"): Promise<ProjectIntentInput> {
  const body = sent === "form" ? formFields(await readFormData(request)) : await readJson(request);
  const fields = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { fields, intent: parseProjectIntent(body) };
}
