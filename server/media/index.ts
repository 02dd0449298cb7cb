export { chargeMediaWrite, deleteMedia, listMedia, mediaSize, serveMedia, storeImageBytes, uploadMedia } from "./media";
export type { ImagesApi, MediaEnv } from "./process";
export { requirePublishablePhotos, withOwnedPhotos } from "./site-photos";
