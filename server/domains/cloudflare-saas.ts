import { DOMAIN_MESSAGES, type DomainStatus } from "@core/domains/schemas";
import { DomainError } from "@core/errors";
import { ConfigurationError, endpointSetting, type Settings } from "@server/platform";

/** Cloudflare's API, unless CLOUDFLARE_API_BASE_URL points elsewhere (a local fake; docs/operations.md, "Custom domains"). */
export const CLOUDFLARE_API_DEFAULT_BASE_URL = "https://api.cloudflare.com/client/v4";
const TIMEOUT_MS = 10_000;

/** A custom hostname as we keep it, read from Cloudflare's answer. */
export interface CustomHostname {
  id: string;
  hostname: string;
  status: DomainStatus;
  ownership: { name: string; value: string } | null;
  problem: string | null;
}

interface CloudflareEnvelope {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: unknown;
}

interface CloudflareHostname {
  id?: unknown;
  hostname?: unknown;
  status?: unknown;
  ssl?: { status?: unknown; validation_errors?: { message?: unknown }[] } | null;
  verification_errors?: unknown;
  ownership_verification?: { type?: unknown; name?: unknown; value?: unknown } | null;
}

// Cloudflare's hostname and certificate states that will not become active by waiting.
const FAILED_HOSTNAME = new Set(["blocked", "moved", "deleted", "test_failed"]);
const FAILED_CERTIFICATE = new Set(["validation_timed_out", "issuance_timed_out", "deletion_timed_out", "expired", "deleted"]);

/** Our three states from Cloudflare's: active once the name and its certificate are; failed when waiting will not help. */
export function statusOf(hostname: CloudflareHostname): DomainStatus {
  const status = String(hostname.status ?? "");
  const certificate = String(hostname.ssl?.status ?? "");
  if (FAILED_HOSTNAME.has(status) || FAILED_CERTIFICATE.has(certificate)) return "failed";
  return status === "active" && certificate === "active" ? "active" : "pending";
}

function toCustomHostname(raw: unknown): CustomHostname {
  const hostname = (raw ?? {}) as CloudflareHostname;
  if (typeof hostname.id !== "string" || typeof hostname.hostname !== "string") throw new Error("Cloudflare answered a custom hostname without an id");
  const ownership = hostname.ownership_verification;
  const problems = [
    ...(Array.isArray(hostname.verification_errors) ? hostname.verification_errors.filter((item): item is string => typeof item === "string") : []),
    ...(hostname.ssl?.validation_errors ?? []).map((item) => item.message).filter((item): item is string => typeof item === "string"),
  ];
  return {
    id: hostname.id,
    hostname: hostname.hostname,
    status: statusOf(hostname),
    ownership: ownership && typeof ownership.name === "string" && typeof ownership.value === "string" ? { name: ownership.name, value: ownership.value } : null,
    problem: problems.length > 0 ? problems.join(" ").slice(0, 500) : null,
  };
}

/** Cloudflare for SaaS custom hostnames of one zone (docs/decisions/0841-custom-domains-through-cloudflare-for-saas.md). */
export class SaasClient {
  constructor(
    private readonly baseUrl: string,
    private readonly zoneId: string,
    private readonly token: string,
  ) {}

  /** Creates the custom hostname, with a certificate validated over HTTP once the owner's CNAME points at us. */
  async create(hostname: string): Promise<CustomHostname> {
    return toCustomHostname(await this.call("POST", "", { hostname, ssl: { method: "http", type: "dv" } }));
  }

  /** The hostname's current state, or null when Cloudflare no longer has it. */
  async get(id: string): Promise<CustomHostname | null> {
    const result = await this.call("GET", `/${encodeURIComponent(id)}`, undefined, { missingIsNull: true });
    return result === null ? null : toCustomHostname(result);
  }

  /** Removes it; one that is already gone counts as removed. */
  async delete(id: string): Promise<void> {
    await this.call("DELETE", `/${encodeURIComponent(id)}`, undefined, { missingIsNull: true });
  }

  private async call(method: string, path: string, body?: unknown, { missingIsNull = false } = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/zones/${encodeURIComponent(this.zoneId)}/custom_hostnames${path}`, {
        method,
        headers: { Authorization: `Bearer ${this.token}`, Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      console.warn("Cloudflare for SaaS: no answer", cause);
      throw new DomainError("CONFLICT", DOMAIN_MESSAGES.unreachable);
    }
    const envelope = (await response.json().catch(() => ({}))) as CloudflareEnvelope;
    if (response.status === 404 && missingIsNull) return null;
    if (response.ok && envelope.success !== false) return envelope.result ?? null;
    const codes = (envelope.errors ?? []).map((error) => error.code);
    console.warn(`Cloudflare for SaaS: ${method} answered ${response.status}`, JSON.stringify(envelope.errors ?? []));
    // 1406: a custom hostname with this name exists already (in this zone or another account's).
    if (codes.includes(1406) || response.status === 409) throw new DomainError("ALREADY_TAKEN", DOMAIN_MESSAGES.taken);
    if (response.status === 401 || response.status === 403) throw new ConfigurationError("CLOUDFLARE_API_TOKEN was refused by Cloudflare");
    if (response.status >= 400 && response.status < 500) throw new DomainError("INVALID", DOMAIN_MESSAGES.refused);
    throw new DomainError("CONFLICT", DOMAIN_MESSAGES.unreachable);
  }
}

/** The zone's client, or null when custom domains are not configured (no zone, token or CNAME target). */
export function saasClient(env: Settings): SaasClient | null {
  const zone = env.CLOUDFLARE_ZONE_ID?.trim();
  const token = env.CLOUDFLARE_API_TOKEN?.trim();
  if (!zone || !token || !env.SAAS_CNAME_TARGET?.trim()) return null;
  const base = endpointSetting(env, "CLOUDFLARE_API_BASE_URL", CLOUDFLARE_API_DEFAULT_BASE_URL, (message) => new ConfigurationError(message));
  return new SaasClient(base.replace(/\/+$/, ""), zone, token);
}
