import type { BrowserContext } from "@playwright/test";

export const ROOT: string;
export const ORIGIN: string;
export const WIDTHS: number[];
export const LANGUAGES: string[];
export const SAMPLES: Record<string, { name: string; kind: string; family: string; location: string; seed: number }>;
export const PHOTO_IDS: string[];
export function loadRenderer(): Promise<{ renderSite: (document: unknown, options?: unknown) => string; writeBuiltInSite: (brief: unknown) => unknown }>;
export function samplePage(template: string, language: string, photos: boolean): Promise<string>;
export function sampleUrl(template: string, language: string, photos: boolean): string;
export function serveSamples(context: BrowserContext): Promise<void>;
export function layoutProblems(): string[];
