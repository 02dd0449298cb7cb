import { CMS_CACHE, CMS_FORM_LIMITS } from "@core/constants";
import { isHoneypotFilled } from "@core/forms/honeypot";
import type { AppContext, Settings } from "@server/platform";
import { cmsFormSubmissions } from "@server/db";
import { getCmsPage } from "./cache";
import type { FormSpec } from "./prepare";
import { builderEndpoint } from "./builder-source";
import { cmsSourceName } from "./sources";
import { CmsSourceError } from "./source";

/** Builder.io's form-submit endpoint (email mode, multipart body); the default of CMS_FORM_SUBMIT_URL. */
export const BUILDER_FORM_SUBMIT_URL = "https://builder.io/api/v1/form-submit";

/** ok, or why not: a bad answer (400), no such form (404), the receiver failed (502) or the page source is down (503). */
export type FormSubmitResult = { ok: true; stored: "d1" | "builder" | "discarded" } | { ok: false; status: 400 | 404 | 502 | 503; reason: string };

function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Builder's form-submit URL for a form: `apiKey`, `to` (base64 of the address) and `name`. */
export function builderFormSubmitUrl(apiKey: string, to: string, name: string, endpoint: string = BUILDER_FORM_SUBMIT_URL): string {
  return `${endpoint}?apiKey=${encodeURIComponent(apiKey)}&to=${encodeURIComponent(base64(to))}&name=${encodeURIComponent(name)}`;
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The submitted values of the form's own fields, checked; anything the form does not have is ignored. */
export function readFields(spec: FormSpec, formData: FormData): { ok: true; fields: Record<string, string> } | { ok: false; reason: string } {
  const fields: Record<string, string> = {};
  for (const field of spec.fields.slice(0, CMS_FORM_LIMITS.maxFields)) {
    const raw = formData.get(field.name);
    const value = typeof raw === "string" ? raw.trim() : "";
    if (value.length > CMS_FORM_LIMITS.maxValueLength) return { ok: false, reason: `${field.name} is too long` };
    if (!value) {
      if (field.required) return { ok: false, reason: `${field.name} is required` };
      continue;
    }
    if (field.type === "email" && !looksLikeEmail(value)) return { ok: false, reason: `${field.name} is not an email address` };
    if (field.type === "number" && !Number.isFinite(Number(value))) return { ok: false, reason: `${field.name} is not a number` };
    if (field.type === "select" && field.options?.length && !field.options.includes(value)) return { ok: false, reason: `${field.name} is not one of its choices` };
    fields[field.name] = value;
  }
  return { ok: true, fields };
}

async function sendToBuilder(env: Settings, apiKey: string, spec: FormSpec & { sendTo: string }, fields: Record<string, string>): Promise<boolean> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  try {
    const response = await fetch(builderFormSubmitUrl(apiKey, spec.sendTo, spec.name, builderEndpoint(env, "CMS_FORM_SUBMIT_URL", BUILDER_FORM_SUBMIT_URL)), {
      method: "POST",
      body,
      signal: AbortSignal.timeout(CMS_CACHE.formSubmitTimeoutMs),
    });
    await response.body?.cancel();
    return response.ok;
  } catch (error) {
    if (error instanceof CmsSourceError) console.warn(`CMS: ${error.message}`);
    return false;
  }
}

/**
 * One submission of a Form block on a CMS page: the form must exist on the published page, its required
 * fields must be filled. With CMS_SOURCE=builder (and a destination address) it goes to Builder's
 * form-submit; otherwise it is stored in D1. A filled honeypot is thanked and dropped.
 */
export async function submitCmsForm(app: AppContext, urlPath: string, formId: string, formData: FormData): Promise<FormSubmitResult> {
  const lookup = await getCmsPage(app, urlPath);
  if (lookup.status === "unavailable") return { ok: false, status: 503, reason: "the page source is unavailable" };
  const spec = lookup.status === "found" ? lookup.prepared.forms.find((form) => form.id === formId) : undefined;
  if (!spec) return { ok: false, status: 404, reason: "no such form on this page" };

  const read = readFields(spec, formData);
  if (!read.ok) return { ok: false, status: 400, reason: read.reason };
  if (isHoneypotFilled(formData)) return { ok: true, stored: "discarded" };

  const env = app.env;
  const apiKey = env.CMS_API_KEY?.trim();
  if (cmsSourceName(env) === "builder" && apiKey && spec.sendTo) {
    const sent = await sendToBuilder(env, apiKey, { ...spec, sendTo: spec.sendTo }, read.fields);
    if (!sent) console.warn(`[${app.requestId}] CMS: Builder form-submit failed for "${spec.name}" on ${urlPath}`);
    return sent ? { ok: true, stored: "builder" } : { ok: false, status: 502, reason: "the form service did not accept it" };
  }
  await app.db.insert(cmsFormSubmissions).values({ path: urlPath, formId: spec.id, formName: spec.name, fields: read.fields });
  return { ok: true, stored: "d1" };
}
