export { BRAND_PATH, brandBackground, makeBrandAssets } from "./brand-assets";
export { loadBrandPictures } from "./brand-pictures";
export { deleteBrandFiles, serveBrandFile, storeBrandFiles } from "./brand-store";
