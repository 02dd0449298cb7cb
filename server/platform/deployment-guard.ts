import { isDevelopment } from "./settings";

/** Hosts that only this machine can reach: localhost (and *.localhost), 127.0.0.0/8 and ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Names under `.test` (reserved, RFC 2606: no public DNS, no Cloudflare zone can route one to a deployed
 * Worker) reach only a local server: how an owner's domain is tried locally (`curl -H 'Host: shop.example.test'`).
 */
export function isLocalOnlyHost(hostname: string): boolean {
  return isLoopbackHost(hostname) || /\.test\.?$/i.test(hostname);
}

/**
 * Whether this request must be refused because the Worker runs with development settings (the public
 * fallback secrets, the console mailer and /dev/outbox) on a host other than loopback: what a plain
 * `wrangler deploy` of the top-level environment would otherwise publish (docs/operations.md).
 * On Cloudflare the Host header selects the Worker, so a request cannot pretend to be local.
 */
export function refusesDevelopmentOnNetwork(env: Env, request: Request): boolean {
  return isDevelopment(env) && !isLocalOnlyHost(new URL(request.url).hostname);
}

let warned = false;

/** Logs the refusal once per isolate, for the operator; the visitor sees only a neutral 503. */
export function logDevelopmentRefusal(request: Request): void {
  if (warned) return;
  warned = true;
  console.error(`refusing ${new URL(request.url).host}: ENVIRONMENT=development serves loopback hosts only; deploy with \`npm run deploy\` (env.production)`);
}
