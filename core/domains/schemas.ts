import { z } from "zod";

export const DOMAIN_STATUSES = ["pending", "active", "failed"] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** A project may have its domain and its `www.` twin (one redirects to the other), nothing more. */
export const MAX_DOMAINS_PER_PROJECT = 2;

/**
 * How long a claim may stay unverified (Cloudflare never found it active) before it expires and stops blocking the
 * name (docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md).
 */
export const DOMAIN_CLAIM_TTL_MS = 72 * 60 * 60 * 1000;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A domain name an owner may attach: letters, digits and hyphens in dot-separated labels, a top-level name of letters. */
export function isAttachableHostname(hostname: string): boolean {
  const labels = hostname.split(".");
  return hostname.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && /^[a-z]{2,63}$/.test(labels.at(-1)!);
}

/** POST /api/v1/projects/:id/domains and the project page's form: the domain to attach. */
export const attachDomainSchema = z.object({
  hostname: z
    .string({ message: "panels.domains.error.invalid" })
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/^https?:\/\//, "").replace(/\/.*$/, "").replace(/\.$/, ""))
    .refine(isAttachableHostname, "panels.domains.error.hostnameOnly"),
});
export type AttachDomainInput = z.infer<typeof attachDomainSchema>;

export const dnsRecordSchema = z.object({ type: z.enum(["CNAME", "TXT"]), name: z.string(), value: z.string() });
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/** A domain as the API answers it and the project page shows it (docs/api.md, "Custom domains"). */
export const customDomainViewSchema = z.object({
  hostname: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  dns: z.array(dnsRecordSchema),
  /** What Cloudflare is waiting for or why it failed, in its words; null when there is nothing to say. */
  problem: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** When an unverified claim expires and the name is free again; null once Cloudflare found it active. */
  expiresAt: z.string().nullable(),
});
export type CustomDomainView = z.infer<typeof customDomainViewSchema>;

/** The record that proves control of a name another site claimed but never verified: refused attach's `details.proof`. */
export const domainProofSchema = z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() });
export type DomainProof = z.infer<typeof domainProofSchema>;

/** Message keys (content/app-messages/panels): the API answers their English, the screens their reader's language. */
export const DOMAIN_MESSAGES = {
  notSetUp: "panels.domains.error.notSetUp",
  notPublished: "panels.domains.error.notPublished",
  taken: "panels.domains.error.taken",
  tooMany: "panels.domains.error.tooMany",
  ours: "panels.domains.error.ours",
  refused: "panels.domains.error.refused",
  unreachable: "panels.domains.error.unreachable",
  notFound: "panels.domains.error.notFound",
  claimedUnverified: "panels.domains.error.claimedUnverified",
  proofNotFound: "panels.domains.error.proofNotFound",
  dnsUnreachable: "panels.domains.error.dnsUnreachable",
} as const;
