import { useEffect, useId, useState } from "react";
import { z } from "zod";
import { attachDomainSchema, customDomainViewSchema, DOMAIN_MESSAGES, domainProofSchema, type CustomDomainView, type DomainProof, type DomainStatus } from "@core/domains/schemas";
import { apiRequest, refusalMessage, type RequestFailure } from "~/lib/api-client";
import { useT } from "~/lib/i18n";

// The API's answers, envelope included.
const listSchema = z.object({ data: z.array(customDomainViewSchema) });
const attachedSchema = z.object({ data: customDomainViewSchema });
const removedSchema = z.object({ data: z.object({ hostname: z.string(), deleted: z.literal(true) }) });

const STATUS_STYLES: Record<DomainStatus, string> = {
  pending: "bg-amber-50 text-amber-900",
  active: "bg-emerald-50 text-emerald-800",
  failed: "bg-red-50 text-red-800",
};
const STATUS_LABELS = { pending: "panels.domains.status.pending", active: "panels.domains.status.active", failed: "panels.domains.status.failed" } as const satisfies Record<DomainStatus, string>;

/** The API's refusal (a message key, shown with `text()`), else a plain sentence. */
function failureText(failure: RequestFailure): string {
  return refusalMessage(failure, "panels.domains.failed");
}

/** The TXT record a refusal offers when another site's claim is unverified (docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md). */
function proofIn(failure: RequestFailure): DomainProof | null {
  const parsed = domainProofSchema.safeParse((failure as { data?: { error?: { details?: { proof?: unknown } } } }).data?.error?.details?.proof);
  return parsed.success ? parsed.data : null;
}


/** A domain's apex (two labels, like example.com) needs a DNS provider that can flatten a CNAME. */
const isApex = (hostname: string) => hostname.split(".").length === 2;

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useT();
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
      {copied ? t("panels.domains.copied") : t("panels.domains.copy")}<span className="sr-only"> {label}</span>
    </button>
  );
}

/** Another site claimed the name without verifying it: the TXT record that proves it is yours, and the button that checks it. */
function ProofBox({ hostname, proof, busy, onProve }: { hostname: string; proof: DomainProof; busy: boolean; onProve: () => void }) {
  const { t, rich } = useT();
  return (
    <div className="mt-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm" data-testid="domain-proof">
      <p>{rich("panels.domains.proof", { hostname, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <p className="mt-2 flex flex-wrap items-start gap-2">
        <span className="font-mono text-xs">{proof.type}</span>
        <code className="break-all text-xs">{proof.name}</code>
        <CopyButton value={proof.name} label={t("panels.domains.copyName", { type: "TXT" })} />
      </p>
      <p className="mt-1 flex flex-wrap items-start gap-2">
        <code className="break-all text-xs">{proof.value}</code>
        <CopyButton value={proof.value} label={t("panels.domains.copyValue", { type: "TXT" })} />
      </p>
      <button type="button" className="btn-primary mt-3 h-9 px-4 text-xs" disabled={busy} onClick={onProve}>{t("panels.domains.prove")}</button>
    </div>
  );
}

function DomainItem({ domain, busy, onRemove }: { domain: CustomDomainView; busy: boolean; onRemove: () => void }) {
  const { t, rich, locale } = useT();
  return (
    <li className="rounded-2xl border border-line bg-white p-4" data-testid="custom-domain" data-status={domain.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold break-all">
          {domain.status === "active" ? <a href={`https://${domain.hostname}/`} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-2">{domain.hostname}</a> : domain.hostname}
        </p>
        <div className="flex items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[domain.status]}`} data-testid="domain-status">{t(STATUS_LABELS[domain.status])}</span>
          <button type="button" className="btn-ghost h-8 px-3 text-xs text-red-700" disabled={busy} onClick={onRemove}>
            {rich("panels.domains.remove", { hostname: domain.hostname, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
          </button>
        </div>
      </div>
      {domain.status === "active" ? (
        <p className="mt-2 text-sm text-ink-soft">{t("panels.domains.live")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-soft">
            {domain.status === "failed" ? t("panels.domains.setupFailed") : t("panels.domains.addRecords")}
            {domain.problem ? <span className="block text-xs">{t("panels.domains.cloudflareSays", { problem: domain.problem })}</span> : null}
          </p>
          {domain.expiresAt ? (
            <p className="mt-1 text-xs text-ink-soft" data-testid="domain-expiry">
              {rich("panels.domains.expiry", {
                when: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(domain.expiresAt)),
                time: (chunks) => <time dateTime={domain.expiresAt ?? undefined}>{chunks}</time>,
              })}
            </p>
          ) : null}
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-start text-sm">
              <caption className="sr-only">{t("panels.domains.records", { hostname: domain.hostname })}</caption>
              <thead className="text-xs text-ink-soft">
                <tr>
                  <th scope="col" className="py-1 pe-3 font-semibold">{t("panels.domains.type")}</th>
                  <th scope="col" className="py-1 pe-3 font-semibold">{t("panels.domains.name")}</th>
                  <th scope="col" className="py-1 font-semibold">{t("panels.domains.value")}</th>
                </tr>
              </thead>
              <tbody>
                {domain.dns.map((record) => (
                  <tr key={`${record.type}-${record.name}`} className="border-t border-line align-top">
                    <td className="py-2 pe-3 font-mono text-xs">{record.type}</td>
                    <td className="py-2 pe-3"><span className="flex items-start gap-2"><code className="break-all text-xs" dir="ltr">{record.name}</code><CopyButton value={record.name} label={t("panels.domains.copyName", { type: record.type })} /></span></td>
                    <td className="py-2"><span className="flex items-start gap-2"><code className="break-all text-xs" dir="ltr">{record.value}</code><CopyButton value={record.value} label={t("panels.domains.copyValue", { type: record.type })} /></span></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {isApex(domain.hostname) ? (
            <p className="mt-2 text-xs text-ink-soft">{t("panels.domains.apex", { hostname: domain.hostname })}</p>
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
  const { t, text } = useT();
  const inputId = useId();
  const [domains, setDomains] = useState<CustomDomainView[] | null>(null);
  const [hostname, setHostname] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(0);
  const [proof, setProof] = useState<{ hostname: string; record: DomainProof } | null>(null);
  // This server has no Cloudflare settings (docs/operations.md, "Custom domains"): say what that means instead of a bare refusal.
  const unavailable = error === DOMAIN_MESSAGES.notSetUp;

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
      setError(parsed.error.issues[0]?.message ?? "panels.domains.error.invalid");
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
        <h2 id="domain-title" className="font-display text-2xl font-semibold">{t("panels.domains.title")}</h2>
        {domains && domains.length > 0 ? (
          <button type="button" className="btn-ghost h-8 px-3 text-xs" disabled={busy} onClick={() => {
            setError(null);
            setChecked((count) => count + 1);
          }}>{t("panels.domains.checkNow")}</button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-ink-soft">{t("panels.domains.intro")}</p>
      {unavailable ? (
        <div role="status" className="mt-3 rounded-2xl border border-line bg-stone-50 p-4 text-sm" data-testid="domains-unavailable">
          <p className="font-semibold">{t("panels.domains.unavailable.title")}</p>
          <p className="mt-1 text-ink-soft">{t("panels.domains.unavailable.text")}</p>
          <p className="mt-1 text-ink-soft">{t("panels.domains.unavailable.ask")}</p>
        </div>
      ) : published ? (
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(event) => void attach(event)} noValidate>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">{t("panels.domains.label")}</label>
            <input
              id={inputId}
              name="hostname"
              value={hostname}
              onChange={(event) => setHostname(event.currentTarget.value)}
              placeholder={t("panels.domains.placeholder")}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className="h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm"
            />
          </div>
          <button type="submit" className="btn-primary h-10" disabled={busy}>{t("panels.domains.attach")}</button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">{t("panels.domains.error.notPublished")}</p>
      )}
      {error && !unavailable ? <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-700">{text(error)}</p> : null}
      {proof ? <ProofBox hostname={proof.hostname} proof={proof.record} busy={busy} onProve={() => void prove(proof.hostname)} /> : null}
      {domains && domains.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-live="polite">
          {domains.map((domain) => <DomainItem key={domain.hostname} domain={domain} busy={busy} onRemove={() => void remove(domain)} />)}
        </ul>
      ) : null}
    </section>
  );
}
