import { z } from "zod";
import { siteDocumentSchema } from "../sites/site-document";

/** PUT /api/v1/projects/:id and the dashboard's rename and the editor's save: a new name and/or an edited site. */
export const updateProjectSchema = z
  .object({
    name: z.string().trim().min(1, { error: "Name is required." }).max(80, { error: "Name must be at most 80 characters." }).optional(),
    document: siteDocumentSchema.optional(),
  })
  .refine((input) => input.name !== undefined || input.document !== undefined, { error: "Nothing to change." });

/** A visitor's message through a published site's contact form. */
export const siteMessageSchema = z.object({
  name: z.string().trim().min(1, { error: "Please tell us your name." }).max(100, { error: "Name must be at most 100 characters." }),
  email: z.string().trim().max(120).regex(z.regexes.email, { error: "Please enter a valid email address." }),
  // Optional; an empty box is no phone. Digits with the usual separators, at least 6 digits.
  phone: z
    .string()
    .trim()
    .max(40, { error: "Please enter a valid phone number." })
    .regex(/^(?:\+?[\d\s()./-]*\d[\d\s()./-]*)?$/, { error: "Please enter a valid phone number." })
    .refine((value) => value === "" || value.replace(/\D/g, "").length >= 6, { error: "Please enter a valid phone number." })
    .transform((value) => (value === "" ? null : value))
    .nullish(),
  message: z.string().trim().min(1, { error: "Please write a message." }).max(2000, { error: "Message must be at most 2,000 characters." }),
});

export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;
export type SiteMessageInput = z.infer<typeof siteMessageSchema>;
