/** Name of the hidden field on public forms: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = "company_website";

/** True when a bot filled the hidden field (a form's data, or the fields of a parsed body). */
export function isHoneypotFilled(fields: FormData | Record<string, unknown>): boolean {
  const value = fields instanceof FormData ? fields.get(HONEYPOT_FIELD) : fields[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim().length > 0;
}
