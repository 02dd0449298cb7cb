import { readFileSync } from "node:fs";

/** A [vars] value from wrangler.toml: the e2e tests check the app against its own configuration. */
export function wranglerVar(name: string): string {
  const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const match = toml.match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "m"));
  if (!match?.[1]) throw new Error(`${name} is not set in wrangler.toml [vars]`);
  return match[1];
}
