/**
 * eld's detector without a database (its src/languageDetector.js, which the package does not export): tsconfig.json
 * maps "@vendor/eld-detector" to it, so the tables can come from a static asset instead of a bundled module
 * (docs/decisions/0856-language-tables-as-a-static-asset.md). Only what server/chat/detect-language.ts uses.
 */
declare module "@vendor/eld-detector" {
  type DetectionResult = { language: string; isReliable(): boolean; getScores(): Record<string, number> };
  /** A new detector and the hook that loads a database into it (its loaded database type, falsy when nothing loaded). */
  export function createEld(): { instance: { detect(text: string): DetectionResult }; loadData(data: unknown): string };
}
