export { exportSite } from "./export/site-export";
export { findPublishedPage, forgetPublishedSite, findPublishedSite, messagesUrl, onPublishedSiteChange, publicSiteUrl, publishedPageSlugs, publishProject, renderPublishedPage, type ServedSite, unpublishProject } from "./published-sites";
