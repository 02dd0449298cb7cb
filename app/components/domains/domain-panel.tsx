import { useEffect, useId, useState } from "react";
import { z } from "zod";
import { attachDomainSchema, customDomainViewSchema, domainProofSchema, type CustomDomainView, type DomainProof, type DomainStatus } from "@core/domains/schemas";
import { apiRequest, refusalMessage, type RequestFailure } from "~/lib/api-client";

// The API's answers, envelope included.
const listSchema = z.object({ data: z.array(customDomainViewSchema) });
const attachedSchema = z.object({ data: customDomainViewSchema });
const removedSchema = z.object({ data: z.object({ hostname: z.string(), deleted: z.literal(true) }) });

const STATUS_STYLES: Record<DomainStatus, string> = {
  pending: "bg-amber-50 text-amber-900",
  active: "bg-emerald-50 text-emerald-800",
  failed: "bg-red-50 text-red-800",
};
const STATUS_LABELS: Record<DomainStatus, string> = { pending: "Waiting for DNS", active: "Active", failed: "Failed" };

/** The API's own words for a refusal, else a plain sentence. */
function failureText(failure: RequestFailure): string {
  return refusalMessage(failure, "That did not work. Check your connection and try again.");
}

/** The TXT record a refusal offers when another site's claim is unverified (docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md). */
function proofIn(failure: RequestFailure): DomainProof | null {
  const parsed = domainProofSchema.safeParse((failure as { data?: { error?: { details?: { proof?: unknown } } } }).data?.error?.details?.proof);
  return parsed.success ? parsed.data : null;
}

const expiryFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** A domain's apex (two labels, like example.com) needs a DNS provider that can flatten a CNAME. */
const isApex = (hostname: string) => hostname.split(".").length === 2;

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-brand-700 ring-1 ring-line hover:bg-brand-50"
      onClick={() => void navigator.clipboard?.writeText(value).then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      })}
    >
      {copied ? "Copied" : "Copy"}<span className="sr-only"> {label}</span>
    </button>
  );
}

/** Another site claimed the name without verifying it: the TXT record that proves it is yours, and the button that checks it. */
function ProofBox({ hostname, proof, busy, onProve }: { hostname: string; proof: DomainProof; busy: boolean; onProve: () => void }) {
  return (
    <div className="mt-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm" data-testid="domain-proof">
      <p>
        Another site claimed <strong>{hostname}</strong> but has not verified it. Add this TXT record at your DNS provider to show the domain is yours; the claim is then released and the domain attached here.
      </p>
      <p className="mt-2 flex flex-wrap items-start gap-2">
        <span className="font-mono text-xs">TXT</span>
        <code className="break-all text-xs">{proof.name}</code>
        <CopyButton value={proof.name} label="TXT name" />
      </p>
      <p className="mt-1 flex flex-wrap items-start gap-2">
        <code className="break-all text-xs">{proof.value}</code>
        <CopyButton value={proof.value} label="TXT value" />
      </p>
      <button type="button" className="btn-primary mt-3 h-9 px-4 text-xs" disabled={busy} onClick={onProve}>Prove it is mine</button>
    </div>
  );
}

function DomainItem({ domain, busy, onRemove }: { domain: CustomDomainView; busy: boolean; onRemove: () => void }) {
  return (
    <li className="rounded-2xl border border-line bg-white p-4" data-testid="custom-domain" data-status={domain.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-all">
          {domain.status === "active" ? <a href={`https://${domain.hostname}/`} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-2">{domain.hostname}</a> : domain.hostname}
        </p>
        <div className="flex items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[domain.status]}`} data-testid="domain-status">{STATUS_LABELS[domain.status]}</span>
          <button type="button" className="btn-ghost h-8 px-3 text-xs text-red-700" disabled={busy} onClick={onRemove}>
            Remove<span className="sr-only"> {domain.hostname}</span>
          </button>
        </div>
      </div>
      {domain.status === "active" ? (
        <p className="mt-2 text-sm text-ink-soft">Your site is live on this domain, with HTTPS.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-soft">
            {domain.status === "failed" ? "Cloudflare could not set this domain up." : "Add these records at the company where you bought the domain. It can take a few minutes to a day to work."}
            {domain.problem ? <span className="block text-xs">Cloudflare says: {domain.problem}</span> : null}
          </p>
          {domain.expiresAt ? (
            <p className="mt-1 text-xs text-ink-soft" data-testid="domain-expiry">
              Unless Cloudflare finds these records by <time dateTime={domain.expiresAt}>{expiryFormat.format(new Date(domain.expiresAt))}</time>, this claim is released and the domain can be attached again, by any site.
            </p>
          ) : null}
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">DNS records for {domain.hostname}</caption>
              <thead className="text-xs text-ink-soft">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-semibold">Type</th>
                  <th scope="col" className="py-1 pr-3 font-semibold">Name</th>
                  <th scope="col" className="py-1 font-semibold">Value</th>
                </tr>
              </thead>
              <tbody>
                {domain.dns.map((record) => (
                  <tr key={`${record.type}-${record.name}`} className="border-t border-line align-top">
                    <td className="py-2 pr-3 font-mono text-xs">{record.type}</td>
                    <td className="py-2 pr-3"><span className="flex items-start gap-2"><code className="break-all text-xs">{record.name}</code><CopyButton value={record.name} label={`${record.type} name`} /></span></td>
                    <td className="py-2"><span className="flex items-start gap-2"><code className="break-all text-xs">{record.value}</code><CopyButton value={record.value} label={`${record.type} value`} /></span></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {isApex(domain.hostname) ? (
            <p className="mt-2 text-xs text-ink-soft">
              This is a bare domain (no www). A CNAME there works only if your DNS provider can flatten it (some call it ALIAS or ANAME). If yours cannot, attach www.{domain.hostname} as well: this one then sends visitors there.
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

/**
 * The project page's "Your own domain": attach a domain, see the DNS records to add and the status Cloudflare
 * reports (checked every minute, and again with "Check now"), remove it (docs/api.md, "Custom domains").
 */
export function DomainPanel({ projectId, published }: { projectId: number; published: boolean }) {
  const inputId = useId();
  const [domains, setDomains] = useState<CustomDomainView[] | null>(null);
  const [hostname, setHostname] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(0);
  const [proof, setProof] = useState<{ hostname: string; record: DomainProof } | null>(null);

  // Reading the list asks Cloudflare for each domain's status; "Check now" reads it again.
  useEffect(() => {
    const controller = new AbortController();
    void apiRequest(`/projects/${projectId}/domains`, listSchema, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.data) setDomains(result.data.data);
      else setError(failureText(result.error));
    });
    return () => controller.abort();
  }, [projectId, checked]);

  async function attach(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = attachDomainSchema.safeParse({ hostname });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter a domain, like www.example.com.");
      return;
    }
    setBusy(true);
    setError(null);
    setProof(null);
    const result = await apiRequest(`/projects/${projectId}/domains`, attachedSchema, { method: "POST", body: parsed.data });
    setBusy(false);
    if (result.error) {
      const record = proofIn(result.error);
      if (record) setProof({ hostname: parsed.data.hostname, record });
      return setError(failureText(result.error));
    }
    setHostname("");
    setDomains((current) => [...(current ?? []), result.data.data]);
  }

  async function prove(target: string) {
    setBusy(true);
    setError(null);
    const result = await apiRequest(`/projects/${projectId}/domains/${encodeURIComponent(target)}/proof`, attachedSchema, { method: "POST", body: {} });
    setBusy(false);
    if (result.error) return setError(failureText(result.error));
    setProof(null);
    setHostname("");
    setDomains((current) => [...(current ?? []), result.data.data]);
  }

  async function remove(domain: CustomDomainView) {
    setBusy(true);
    setError(null);
    const result = await apiRequest(`/projects/${projectId}/domains/${encodeURIComponent(domain.hostname)}`, removedSchema, { method: "DELETE" });
    setBusy(false);
    if (result.error) return setError(failureText(result.error));
    setDomains((current) => (current ?? []).filter((item) => item.hostname !== domain.hostname));
  }

  return (
    <section id="domain" className="mt-10 scroll-mt-20" aria-labelledby="domain-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="domain-title" className="font-display text-2xl font-semibold">Your own domain</h2>
        {domains && domains.length > 0 ? (
          <button type="button" className="btn-ghost h-8 px-3 text-xs" disabled={busy} onClick={() => {
            setError(null);
            setChecked((count) => count + 1);
          }}>Check now</button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-ink-soft">Put your site on a domain you own, like www.yourbakery.com. We set up HTTPS for it.</p>
      {published ? (
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(event) => void attach(event)} noValidate>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">Domain</label>
            <input
              id={inputId}
              name="hostname"
              value={hostname}
              onChange={(event) => setHostname(event.currentTarget.value)}
              placeholder="www.example.com"
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className="h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm"
            />
          </div>
          <button type="submit" className="btn-primary h-10" disabled={busy}>Attach domain</button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">Publish the site first, then attach a domain.</p>
      )}
      {error ? <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-700">{error}</p> : null}
      {proof ? <ProofBox hostname={proof.hostname} proof={proof.record} busy={busy} onProve={() => void prove(proof.hostname)} /> : null}
      {domains && domains.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-live="polite">
          {domains.map((domain) => <DomainItem key={domain.hostname} domain={domain} busy={busy} onRemove={() => void remove(domain)} />)}
        </ul>
      ) : null}
    </section>
  );
}
