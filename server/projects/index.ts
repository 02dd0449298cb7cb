export { createProjectFromConversation, listProjects, projectDocument, requireOwnedProject, statusWithoutNewSite, toProjectView, updateProject } from "./projects";
export { listTemplates } from "./site-templates";
export { listVersions, recordPublished, recordVersion, restoreVersion, versionDocument } from "./versions";
