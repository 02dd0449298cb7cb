export { exportSite } from "./export/site-export";
export { deleteProject, findPublishedPage, findPublishedSite, messagesUrl, publicSiteUrl, publishedPageSlugs, publishProject, renderPublishedPage, type ServedSite, unpublishProject } from "./published-sites";
