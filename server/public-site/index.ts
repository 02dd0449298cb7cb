export { answerSiteRequest, sharedFileAnswer, type SiteAddress } from "./answer-site-request";
export { contentSecurityPolicy, visitorPageFor } from "./serve-site";
export type { Caching, SiteAnswer, SiteRequest, StoredFile } from "./site-answer";
export { siteForHost } from "./site-hosts";
export type { ContactFormValues, SitePageContent } from "./visitor-pages";
