/** Name of the hidden field on public forms: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = "company_website";

/** True when a bot filled the hidden field. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim().length > 0;
}
