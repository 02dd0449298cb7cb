export { exportSite } from "./export/site-export";
export { findPublishedPage, forgetPublishedSite, findPublishedSite, messagesUrl, publicSiteUrl, publishedPageSlugs, publishProject, renderPublishedPage, type ServedSite, unpublishProject } from "./published-sites";
