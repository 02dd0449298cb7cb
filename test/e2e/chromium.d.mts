import type { LaunchOptions } from "@playwright/test";

export const CHROMIUM_ARGS: string[];
export function findChromium(): string | undefined;
export function chromiumLaunchOptions(): LaunchOptions;
