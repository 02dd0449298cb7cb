import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { DOMAIN_CLAIM_TTL_MS, DOMAIN_MESSAGES, MAX_DOMAINS_PER_PROJECT, type CustomDomainView, type DnsRecord } from "@core/domains/schemas";
import { DomainError } from "@core/errors";
import { AUTH_MESSAGES } from "@core/constants";
import type { AppContext } from "@server/platform";
import { customDomains, type CustomDomain, type Project } from "@server/db";
import { saasClient, type CustomHostname, type SaasClient } from "./cloudflare-saas";
import { forgetHost } from "./host-cache";
import { hasTxtRecord, proofRecord } from "./dns-proof";

/** How many pending domains one Cron run checks, and how long a check counts as fresh. */
const CHECKS_PER_RUN = 20;
const CHECK_INTERVAL_MS = 60_000;

/** 10 domain actions per 60 s per user (the DOMAIN_RATE_LIMITER binding): each one calls Cloudflare's API. */
export async function limitDomainActions(app: AppContext, userId: number): Promise<void> {
  const { success } = await app.env.DOMAIN_RATE_LIMITER.limit({ key: `domains:${userId}` });
  if (!success) throw new DomainError("RATE_LIMITED", AUTH_MESSAGES.tooManyRequests);
}

function requireClient(app: AppContext): SaasClient {
  const client = saasClient(app.env);
  if (!client) throw new DomainError("INVALID", DOMAIN_MESSAGES.notSetUp);
  return client;
}

/** The records the owner adds at their DNS provider: the CNAME that routes the name to us, the TXT that proves it is theirs. */
export function dnsRecords(app: AppContext, domain: Pick<CustomDomain, "hostname" | "ownershipName" | "ownershipValue">): DnsRecord[] {
  const records: DnsRecord[] = [{ type: "CNAME", name: domain.hostname, value: app.env.SAAS_CNAME_TARGET?.trim() ?? "" }];
  if (domain.ownershipName && domain.ownershipValue) records.push({ type: "TXT", name: domain.ownershipName, value: domain.ownershipValue });
  return records;
}

/** When an unverified claim expires; null once verified (docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md). */
function expiresAt(domain: Pick<CustomDomain, "verifiedAt" | "createdAt">): Date | null {
  return domain.verifiedAt ? null : new Date(domain.createdAt.getTime() + DOMAIN_CLAIM_TTL_MS);
}

const hasExpired = (domain: Pick<CustomDomain, "verifiedAt" | "createdAt">, now: Date) => (expiresAt(domain)?.getTime() ?? Infinity) <= now.getTime();

export function toDomainView(app: AppContext, domain: CustomDomain): CustomDomainView {
  return { hostname: domain.hostname, status: domain.status, dns: dnsRecords(app, domain), problem: domain.problem, checkedAt: domain.checkedAt?.toISOString() ?? null, expiresAt: expiresAt(domain)?.toISOString() ?? null };
}

/**
 * Gives up an unverified claim: the custom hostname at Cloudflare first (so the name can be created again), then
 * our record, only while it is still the same unverified claim, and the host cache.
 */
async function releaseClaim(app: AppContext, client: SaasClient | null, domain: CustomDomain): Promise<void> {
  await client?.delete(domain.cloudflareId);
  await app.db.delete(customDomains).where(and(eq(customDomains.hostname, domain.hostname), eq(customDomains.cloudflareId, domain.cloudflareId), isNull(customDomains.verifiedAt)));
  await forgetHost(app, domain.hostname);
}

/** An address the app already serves (its own host, the sites' subdomains) cannot be someone's domain. */
function isOurs(app: AppContext, hostname: string): boolean {
  const appHost = new URL(app.env.APP_URL).hostname.toLowerCase();
  const sites = app.env.SITES_DOMAIN?.trim().toLowerCase();
  const within = (domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);
  return within(appHost) || (!!sites && within(sites)) || (!!app.env.SAAS_CNAME_TARGET && within(app.env.SAAS_CNAME_TARGET.trim().toLowerCase()));
}

/**
 * Attaches a domain to a published site: creates the custom hostname at Cloudflare, then records it. A
 * record that loses a race for the same name removes what it created, so Cloudflare keeps one.
 */
export async function attachDomain(app: AppContext, project: Project, hostname: string, now = new Date()): Promise<CustomDomain> {
  const client = requireClient(app);
  if (!project.publishedAt) throw new DomainError("INVALID", DOMAIN_MESSAGES.notPublished);
  if (isOurs(app, hostname)) throw new DomainError("INVALID", DOMAIN_MESSAGES.ours);
  const existing = await app.db.select().from(customDomains).where(or(eq(customDomains.hostname, hostname), eq(customDomains.projectId, project.id)));
  const holder = existing.find((row) => row.hostname === hostname);
  // An expired claim blocks nobody: released here, whatever the Cron Trigger has not cleaned up yet.
  if (holder && hasExpired(holder, now)) {
    await releaseClaim(app, client, holder);
    console.info(`[${app.requestId}] custom domain claim ${hostname} expired: not verified within 72 hours; released`);
  } else if (holder) {
    // Another site's unverified claim: the refusal names the TXT record that proves control and releases it.
    if (holder.projectId !== project.id && !holder.verifiedAt) throw new DomainError("ALREADY_TAKEN", DOMAIN_MESSAGES.claimedUnverified, { proof: await proofRecord(project.id, hostname) });
    throw new DomainError("ALREADY_TAKEN", DOMAIN_MESSAGES.taken);
  }
  if (existing.filter((row) => row.projectId === project.id && row.hostname !== hostname).length >= MAX_DOMAINS_PER_PROJECT) throw new DomainError("INVALID", DOMAIN_MESSAGES.tooMany);
  const created = await client.create(hostname);
  const [row] = await app.db
    .insert(customDomains)
    .values({ hostname, projectId: project.id, cloudflareId: created.id, ...fromCloudflare(created), checkedAt: now, verifiedAt: created.status === "active" ? now : null })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    await client.delete(created.id);
    throw new DomainError("ALREADY_TAKEN", DOMAIN_MESSAGES.taken);
  }
  await forgetHost(app, hostname);
  return row;
}

/**
 * Proves control of a name another site claimed and never verified, with the TXT record May issues for this site
 * (read through DNS over HTTPS), then releases that claim and attaches the name here. A verified domain is never
 * released this way; a name nobody holds is simply attached.
 */
export async function proveDomainControl(app: AppContext, project: Project, hostname: string, now = new Date()): Promise<CustomDomain> {
  const client = requireClient(app);
  if (!project.publishedAt) throw new DomainError("INVALID", DOMAIN_MESSAGES.notPublished);
  if (isOurs(app, hostname)) throw new DomainError("INVALID", DOMAIN_MESSAGES.ours);
  const [holder] = await app.db.select().from(customDomains).where(eq(customDomains.hostname, hostname));
  if (holder && (holder.projectId === project.id || holder.verifiedAt)) throw new DomainError("ALREADY_TAKEN", DOMAIN_MESSAGES.taken);
  if (holder && !hasExpired(holder, now)) {
    if (!(await hasTxtRecord(app.env, await proofRecord(project.id, hostname)))) throw new DomainError("INVALID", DOMAIN_MESSAGES.proofNotFound);
    await releaseClaim(app, client, holder);
    console.info(`[${app.requestId}] custom domain claim ${hostname} of project ${holder.projectId} released: project ${project.id} proved control with its TXT record`);
  }
  return attachDomain(app, project, hostname, now);
}

function fromCloudflare(hostname: CustomHostname) {
  return { status: hostname.status, ownershipName: hostname.ownership?.name ?? "", ownershipValue: hostname.ownership?.value ?? "", problem: hostname.status === "active" ? null : hostname.problem };
}

/** Asks Cloudflare where a domain stands and records it; a hostname Cloudflare no longer has is failed. */
export async function refreshDomain(app: AppContext, client: SaasClient, domain: CustomDomain, now = new Date()): Promise<CustomDomain> {
  const current = await client.get(domain.cloudflareId);
  const change = current ? fromCloudflare(current) : { status: "failed" as const, problem: "Cloudflare no longer has this domain. Remove it and attach it again." };
  // The first time Cloudflare finds it active, the claim is verified for good.
  const verified = change.status === "active" ? { verifiedAt: sql`coalesce(${customDomains.verifiedAt}, ${now.getTime()})` as unknown as Date } : {};
  const [row] = await app.db
    .update(customDomains)
    .set({ ...change, ...verified, checkedAt: now })
    .where(and(eq(customDomains.hostname, domain.hostname), eq(customDomains.cloudflareId, domain.cloudflareId)))
    .returning();
  return row ?? domain;
}

/**
 * The project's domains; with `refresh`, each one's status is read from Cloudflare first. Claims that expired
 * unverified are left out (the Cron Trigger, or the next attach of the name, removes them).
 */
export async function listDomains(app: AppContext, project: Project, { refresh = false, now = new Date() } = {}): Promise<CustomDomain[]> {
  const rows = (await app.db.select().from(customDomains).where(eq(customDomains.projectId, project.id)).orderBy(asc(customDomains.createdAt))).filter((row) => !hasExpired(row, now));
  const client = refresh ? saasClient(app.env) : null;
  if (!client) return rows;
  return Promise.all(rows.map((row) => refreshDomain(app, client, row)));
}

/** Removes a domain: from Cloudflare first (so it stops routing to us), then our record and the host cache. */
export async function detachDomain(app: AppContext, project: Project, hostname: string): Promise<void> {
  const [domain] = await app.db.select().from(customDomains).where(and(eq(customDomains.projectId, project.id), eq(customDomains.hostname, hostname)));
  if (!domain) throw new DomainError("NOT_FOUND", DOMAIN_MESSAGES.notFound);
  await requireClient(app).delete(domain.cloudflareId);
  await app.db.delete(customDomains).where(eq(customDomains.hostname, hostname));
  await forgetHost(app, hostname);
}

/**
 * Before a project is deleted: its domains are removed at Cloudflare. A failure is logged and the deletion
 * goes on (the owner asked for it); the hostname then answers the app's 404 until removed by hand.
 */
export async function detachProjectDomains(app: AppContext, project: Project): Promise<void> {
  const rows = await app.db.select().from(customDomains).where(eq(customDomains.projectId, project.id));
  if (rows.length === 0) return;
  const client = saasClient(app.env);
  for (const row of rows) {
    try {
      await client?.delete(row.cloudflareId);
    } catch (error) {
      console.warn(`[${app.requestId}] custom hostname ${row.hostname} (${row.cloudflareId}) could not be removed at Cloudflare`, error);
    }
    await forgetHost(app, row.hostname);
  }
}

/**
 * The Cron Trigger's part for expired claims: unverified for 72 hours, a few per run, removed at Cloudflare and
 * here; each is logged for the operator. A Cloudflare failure leaves the row for the next run (it blocks nobody
 * meanwhile: an attach of the name releases it). Answers how many were released.
 */
export async function expireDomainClaims(app: AppContext, now: Date): Promise<number> {
  const expired = await app.db
    .select()
    .from(customDomains)
    .where(and(isNull(customDomains.verifiedAt), lte(customDomains.createdAt, new Date(now.getTime() - DOMAIN_CLAIM_TTL_MS))))
    .orderBy(asc(customDomains.createdAt))
    .limit(CHECKS_PER_RUN);
  const client = saasClient(app.env);
  let released = 0;
  for (const domain of expired) {
    try {
      await releaseClaim(app, client, domain);
      released += 1;
      console.info(`[${app.requestId}] custom domain claim ${domain.hostname} expired: not verified within 72 hours; released`);
    } catch (error) {
      console.warn(`[${app.requestId}] custom domain claim ${domain.hostname}: expiry failed`, error);
    }
  }
  return released;
}

/** The Cron Trigger's part: pending domains not checked in the last minute, oldest check first, a few per run. */
export async function refreshPendingDomains(app: AppContext, now: Date): Promise<number> {
  const client = saasClient(app.env);
  if (!client) return 0;
  const due = await app.db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.status, "pending"), or(isNull(customDomains.checkedAt), lt(customDomains.checkedAt, new Date(now.getTime() - CHECK_INTERVAL_MS)))))
    .orderBy(asc(customDomains.checkedAt))
    .limit(CHECKS_PER_RUN);
  for (const domain of due) {
    try {
      await refreshDomain(app, client, domain, now);
    } catch (error) {
      console.warn(`[${app.requestId}] custom hostname ${domain.hostname}: status check failed`, error);
    }
  }
  return due.length;
}
