export { contentSecurityPolicy, serveSite, visitorPageFor } from "./serve-site";
export { serveSiteHost, siteForHost } from "./site-hosts";
export type { ContactFormValues, SitePageContent } from "./visitor-pages";
export { serveRobots, serveSitemap } from "./search-files";
