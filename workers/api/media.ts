import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { DomainError } from "@core/errors";
import { MEDIA_MAX_UPLOAD_BYTES, MEDIA_MESSAGES, mediaIdSchema } from "@core/media/media";
import { chargeMediaWrite, deleteMedia, listMedia, uploadMedia } from "@server/media";
import { ApiError } from "./errors";
import { requireUser, type SignedInEnv } from "./require-user";

/** Room for the multipart envelope around a 15 MB file (boundaries, headers of the part). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const mediaRateLimit = createMiddleware<SignedInEnv>(async (c, next) => {
  await chargeMediaWrite(c.var.app, c.var.user.id);
  await next();
});

/**
 * /api/v1/media: the signed-in user's photo library (docs/api.md, "Media"). POST is the API's one
 * multipart route, exempt from the 64 KiB JSON rule (workers/api/index.ts) and limited to 15 MB here.
 */
export const mediaApi = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await listMedia(c.var.app, c.var.user) }, 200))
  .post(
    "/",
    mediaRateLimit,
    bodyLimit({ maxSize: MEDIA_MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES, onError: () => {
        throw new DomainError("TOO_LARGE", MEDIA_MESSAGES.tooLarge);
      } }),
    async (c) => {
      if (!/^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? "")) throw new ApiError(400, "ValidationError", MEDIA_MESSAGES.missingFile);
      let file: FormDataEntryValue | null;
      try {
        file = (await c.req.raw.formData()).get("file");
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw new ApiError(400, "ValidationError", MEDIA_MESSAGES.missingFile);
      }
      if (!file || typeof file === "string") throw new ApiError(400, "ValidationError", MEDIA_MESSAGES.missingFile);
      const { item, created } = await uploadMedia(c.var.app, c.var.user, file);
      return c.json({ data: item }, created ? 201 : 200);
    },
  )
  .delete("/:id", mediaRateLimit, async (c) => {
    const id = mediaIdSchema.safeParse(c.req.param("id"));
    if (!id.success) throw new DomainError("NOT_FOUND", MEDIA_MESSAGES.notFound);
    await deleteMedia(c.var.app, c.var.user, id.data);
    return c.json({ data: { id: id.data, deleted: true } }, 200);
  });
