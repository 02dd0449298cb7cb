export { chargeAiUse } from "./ai-budget";
export { AI_DEADLINES } from "./ai-settings";
export { imageModelSettings, type ImageModelSettings, IMAGES_DEADLINE_MS, runImageModel } from "./image-model";
export { lastRefusedKey } from "./provider-status";
export { type AiContext, type AiTask, writeWithFallback } from "./write";
