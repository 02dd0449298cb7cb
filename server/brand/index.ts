export { BRAND_PATH, brandBackground, FAVICON_ICO, makeBrandAssets } from "./brand-assets";
export { loadBrandPictures } from "./brand-pictures";
export { deleteBrandFiles, readBrandFile, storeBrandFiles } from "./brand-store";
