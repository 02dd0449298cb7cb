export { askToBotAction } from "./ai-actions";
export { usualServices } from "./built-in/write-site";
export { regenerateProjectSection, startGeneration } from "./generation-runs";
export { SiteGenerator } from "./site-generator";
export { suggestInputContent } from "./suggestions/suggest-input-content";
