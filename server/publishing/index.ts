export { exportSite } from "./export/site-export";
export { deleteProject, findPublishedPage, findPublishedSite, messagesUrl, publicSiteUrl, publishProject, renderPublishedPage, type ServedSite, unpublishProject } from "./published-sites";
export { serveRobots, serveSitemap } from "./search";
