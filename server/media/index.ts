export { chargeMediaWrite, deleteMedia, listMedia, mediaSize, servedMedia, storeImageBytes, uploadMedia } from "./media";
export type { ImagesApi, MediaEnv } from "./process";
export { requirePublishablePhotos, withOwnedPhotos } from "./site-photos";
