export { type LegalPage, type LegalPageSlug, renderLegalPage } from "./legal-pages";
export { listLocalPages } from "./local-source";
export { type CmsRouteData, loadCmsRoute, requestPagePath } from "./page";
export { cmsModeFromQuery, parseQueryString } from "./query";
export { handleCmsFormPost } from "./route-helpers";
export { cmsSourceName } from "./sources";
