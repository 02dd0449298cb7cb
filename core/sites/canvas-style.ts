import { z } from "zod";

/** What the editor's canvas needs after a change of design: the template's stylesheet and each image key's source. */
export const canvasStyleSchema = z.object({ stylesheet: z.string(), images: z.record(z.string(), z.string()) });
export type CanvasStyle = z.infer<typeof canvasStyleSchema>;
