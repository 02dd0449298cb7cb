export { createProjectFromConversation, listProjects, ownedProjectOf, projectDocument, projectQuery, publishedProjectIds, requireOwnedProject, settledProjects, statusWithoutNewSite, toProjectView, updateProject, userProjectsQuery } from "./projects";
export { listTemplates, templatesQuery } from "./site-templates";
export { listVersions, recordPublished, recordVersion, restoreVersion, versionDocument, versionDocumentOf, versionQuery } from "./versions";
