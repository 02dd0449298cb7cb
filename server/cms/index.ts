export { type LegalPage, type LegalPageSlug, renderLegalPage } from "./legal-pages";
export { listLocalPages } from "./local-source";
export { submitCmsForm } from "./forms";
export { cmsPath, type CmsRouteData, loadCmsRoute, requestPagePath } from "./page";
export { cmsModeFromQuery, parseQueryString } from "./query";
export { cmsSourceName } from "./sources";
