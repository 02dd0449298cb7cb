import { HONEYPOT_FIELD } from "../forms/honeypot";

/**
 * The published site's contact form (rendered by core/sites/sections through server/render, posted to the messages
 * endpoint as application/x-www-form-urlencoded, no JavaScript): its field names and limits.
 */
export const SITE_CONTACT_FIELDS = {
  name: "name",
  email: "email",
  /** Optional: so the owner can call back (a trade's customer usually wants that). */
  phone: "phone",
  message: "message",
  /** Hidden from people; a bot that fills it is ignored. */
  honeypot: HONEYPOT_FIELD,
} as const;

/** What a visitor typed into the form, to give back with an error. */
export type ContactFieldValues = Partial<Record<"name" | "email" | "phone" | "message", string>>;

/** The form's maxlength attributes and the messages endpoint's schema (core/projects/schemas.ts) both read these. */
export const SITE_CONTACT_LIMITS = { name: 100, email: 120, phone: 40, message: 2000 } as const;
