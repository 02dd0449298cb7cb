import { DOMAIN_MESSAGES, type DomainProof } from "@core/domains/schemas";
import { DomainError } from "@core/errors";
import { ConfigurationError, endpointSetting, type Settings } from "@server/platform";

/** Cloudflare's public resolver over HTTPS (JSON), unless DNS_OVER_HTTPS_URL points elsewhere (a local fake). */
export const DNS_OVER_HTTPS_DEFAULT_URL = "https://cloudflare-dns.com/dns-query";
const TIMEOUT_MS = 5_000;

async function hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The TXT record a site publishes to prove it controls a name another site claimed without verifying it
 * (docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md). The value names the site and the
 * name; it need not be secret: the proof is being able to publish it in the name's DNS.
 */
export async function proofRecord(projectId: number, hostname: string): Promise<DomainProof> {
  return { type: "TXT", name: `_may-claim.${hostname}`, value: `may-claim-${(await hex(`may-domain-claim:v1:${projectId}:${hostname}`)).slice(0, 32)}` };
}

interface DnsJson {
  Status?: unknown;
  Answer?: { type?: unknown; data?: unknown }[];
}

/** A TXT answer's text: DNS gives long values as several quoted strings, joined here. */
function txtText(data: string): string {
  const parts = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1"));
  return parts.length > 0 ? parts.join("") : data;
}

/** Whether the name's TXT records, read through DNS over HTTPS, include the value. */
export async function hasTxtRecord(env: Settings, record: DomainProof): Promise<boolean> {
  const base = endpointSetting(env, "DNS_OVER_HTTPS_URL", DNS_OVER_HTTPS_DEFAULT_URL, (message) => new ConfigurationError(message));
  const url = new URL(base);
  url.searchParams.set("name", record.name);
  url.searchParams.set("type", "TXT");
  let answer: DnsJson;
  try {
    const response = await fetch(url, { headers: { Accept: "application/dns-json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`DNS over HTTPS answered ${response.status}`);
    answer = (await response.json()) as DnsJson;
  } catch (cause) {
    console.warn("DNS over HTTPS: no usable answer", cause);
    throw new DomainError("UNAVAILABLE", DOMAIN_MESSAGES.dnsUnreachable);
  }
  if (answer.Status !== 0 || !Array.isArray(answer.Answer)) return false;
  return answer.Answer.some((item) => item.type === 16 && typeof item.data === "string" && txtText(item.data).trim() === record.value);
}
