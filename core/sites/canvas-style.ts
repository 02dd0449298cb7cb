import { z } from "zod";

/** What the editor's canvas needs after a change of design: the template's stylesheet, each image key's source, and whether the template's header has a call link. */
export const canvasStyleSchema = z.object({ stylesheet: z.string(), images: z.record(z.string(), z.string()), headerCall: z.boolean() });
export type CanvasStyle = z.infer<typeof canvasStyleSchema>;
