export { BRAND_PATH, brandBackground, FAVICON_ICO, makeBrandAssets } from "./brand-assets";
export { loadBrandPictures } from "./brand-pictures";
export { deleteBrandFiles, readBrandFile, storeBrandFiles } from "./brand-store";
export type { BrandEnv, BrandService, RasterJob, RasterRequest } from "./rasteriser";
