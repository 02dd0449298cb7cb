import { z } from "zod";
import { SITE_CONTACT_LIMITS as LIMITS } from "../sites/contact-form";
import { siteDocumentSchema } from "../sites/site-document";

/** PUT /api/v1/projects/:id and the dashboard's rename and the editor's save: a new name and/or an edited site. */
export const updateProjectSchema = z
  .object({
    name: z.string().trim().min(1, { error: "Name is required." }).max(80, { error: "Name must be at most 80 characters." }).optional(),
    document: siteDocumentSchema.optional(),
  })
  .refine((input) => input.name !== undefined || input.document !== undefined, { error: "Nothing to change." });

/** A phone number as people type one: within the form's limit, digits with the usual separators, at least six digits. */
function isPhoneNumber(value: string): boolean {
  return value.length <= LIMITS.phone && /^\+?[\d\s()./-]+$/.test(value) && value.replace(/\D/g, "").length >= 6;
}

/** A visitor's message through a published site's contact form. */
export const siteMessageSchema = z.object({
  name: z.string().trim().min(1, { error: "Please tell us your name." }).max(LIMITS.name, { error: "Name must be at most 100 characters." }),
  email: z.string().trim().max(LIMITS.email).regex(z.regexes.email, { error: "Please enter a valid email address." }),
  // Optional: an empty box is no phone.
  phone: z
    .string()
    .trim()
    .refine((value) => value === "" || isPhoneNumber(value), { error: "Please enter a valid phone number." })
    .transform((value) => (value === "" ? null : value))
    .nullish(),
  message: z.string().trim().min(1, { error: "Please write a message." }).max(LIMITS.message, { error: "Message must be at most 2,000 characters." }),
});

export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;
export type SiteMessageInput = z.infer<typeof siteMessageSchema>;
