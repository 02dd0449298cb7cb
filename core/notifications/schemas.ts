import { z } from "zod";

/** POST /api/v1/notifications/read and the bell's form: some ids, or none for "all". */
export const markNotificationsReadSchema = z.object({
  ids: z.array(z.coerce.number().int().positive()).max(100).optional(),
});

export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>;
