import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { HONEYPOT_FIELD } from "@core/forms/honeypot";
import { useT } from "~/lib/i18n";

type InputType = "email" | "password" | "text";

/**
 * A labelled input tied to its conform field: errors are linked with aria-describedby, and the error
 * line keeps its height so nothing jumps when a password manager fills the form.
 */
export function TextField({
  field,
  label,
  type,
  autoComplete,
  placeholder,
  hint,
  onChange,
}: {
  field: FieldMetadata<string>;
  label: string;
  type: InputType;
  autoComplete: string;
  placeholder?: string;
  hint?: React.ReactNode;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const { key, ...inputProps } = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  const { text } = useT();
  const invalid = Boolean(field.errors?.length);
  const error = field.errors?.[0];
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <label htmlFor={field.id} className="text-sm font-medium text-ink">{label}</label>
        {hint ? <span id={`${field.id}-hint`} className="text-sm">{hint}</span> : null}
      </div>
      <input
        key={key}
        {...inputProps}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={onChange}
        // An address or a password is written left to right in every language, so it starts at the left in Arabic too.
        dir={type === "text" ? undefined : "ltr"}
        className={`mt-1.5 block h-11 w-full rounded-xl border bg-white px-3.5 text-[15px] text-ink shadow-xs transition outline-none placeholder:text-ink-soft/60 focus:ring-4 ${
          invalid ? "border-red-600 focus:border-red-600 focus:ring-red-600/15" : "border-line focus:border-brand-500 focus:ring-brand-500/15"
        }`}
      />
      <p id={field.errorId} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
        {error ? text(error) : ""}
      </p>
    </div>
  );
}

/**
 * Form-level message (the answer from the server), announced to screen readers. A message may be a key (a schema's,
 * a service's mapped to the screen's words) and is shown in the page's language; other text is shown as it is.
 */
export function FormAlert({ id, messages, tone = "error" }: { id?: string; messages?: string[] | null; tone?: "error" | "success" }) {
  const { text } = useT();
  if (!messages?.length) return null;
  const styles = tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900";
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`rounded-xl border px-4 py-3 text-sm ${styles}`}>
      {messages.map((message) => (
        <p key={message}>{text(message)}</p>
      ))}
    </div>
  );
}

/** The honeypot: off-screen, out of the tab order, ignored by assistive technology and autofill. */
export function HoneypotField() {
  const { t } = useT();
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{t("auth.honeypot")}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({ children, pending }: { children: React.ReactNode; pending: boolean }) {
  return (
    <button type="submit" className="btn-primary h-11 w-full text-[15px]" disabled={pending} aria-busy={pending}>
      {pending ? <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** Google sign-in is a plain navigation to the API, which redirects to Google (docs/product.md: connect/google). */
export function GoogleButton({ label }: { label: string }) {
  return (
    <a href="/api/v1/connect/google" className="btn-ghost h-11 w-full text-[15px]">
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z" />
        <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z" />
        <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3Z" />
        <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
      </svg>
      {label}
    </a>
  );
}

export function OrDivider() {
  const { t } = useT();
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-ink-soft uppercase">
      <span className="h-px flex-1 bg-line" />
      {t("auth.or")}
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}

/** The social sign-in block under each public form: an 'Or' divider, then Google. */
export function SocialSignIn({ label }: { label: string }) {
  return (
    <div className="mt-6 space-y-6">
      <OrDivider />
      <GoogleButton label={label} />
    </div>
  );
}
