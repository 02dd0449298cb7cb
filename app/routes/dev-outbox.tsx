import { data, Link } from "react-router";
import { appContext } from "~/.server/context";
import { listOutbox } from "@server/mail";
import { BrandMark } from "../components/brand";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dev-outbox";

// Complete as HTML: <details> opens each message without JavaScript.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Dev outbox · May" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Development only: the emails the console transport kept. Anywhere else this page does not exist. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  if (env.ENVIRONMENT !== "development") throw data(null, { status: 404 });
  const messages = await listOutbox(db);
  return {
    messages: messages.map(({ id, to, from, subject, text, html, replyTo, createdAt }) => ({ id, to, from, subject, text, html, replyTo, sentAt: createdAt.toISOString() })),
  };
}

/** The text part with its links made clickable (links are what a developer comes here for). */
function TextPart({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className="overflow-x-auto rounded-xl bg-paper p-4 font-sans text-sm leading-6 whitespace-pre-wrap text-ink-soft ring-1 ring-line">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="break-all font-medium text-brand-700 underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-5 py-12 sm:px-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <Link to="/" aria-label="May home" className="inline-flex rounded-lg">
          <BrandMark />
        </Link>
        <span className="rounded-full bg-coral-400/15 px-3 py-1 text-xs font-semibold text-[#b3401f]">Development only</span>
      </header>
      <h1 className="mt-10 font-display text-4xl font-semibold tracking-tight">Outbox</h1>
      <p className="mt-3 text-sm leading-6 text-ink-soft">
        Emails the <code className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-900">console</code> mail transport kept, newest first
        (the latest 50). This page exists only while <code className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-900">ENVIRONMENT=development</code>.
      </p>

      {messages.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center text-sm text-ink-soft">
          Nothing sent yet. Sign up or ask for a password reset, then reload this page.
        </p>
      ) : (
        <ol className="mt-10 space-y-4">
          {messages.map((message, index) => (
            <li key={message.id}>
              <details open={index === 0} className="group rounded-2xl border border-line bg-white shadow-sm shadow-brand-900/5">
                <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-6 py-4 [&::-webkit-details-marker]:hidden">
                  <span className="font-semibold">{message.subject}</span>
                  <span className="text-xs text-ink-soft">
                    to <span className="font-medium text-ink">{message.to}</span> · <time dateTime={message.sentAt}>{message.sentAt.replace("T", " ").slice(0, 19)} UTC</time>
                  </span>
                </summary>
                <div className="space-y-4 border-t border-line px-6 py-5">
                  <p className="text-xs text-ink-soft">
                    From {message.from}
                    {message.replyTo ? ` · Reply to ${message.replyTo}` : ""}
                  </p>
                  <TextPart text={message.text} />
                  <details className="rounded-xl ring-1 ring-line">
                    <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-brand-700">HTML part</summary>
                    {/* Sandboxed: no scripts, no same-origin access, whatever the message contains. */}
                    <iframe title={`HTML part of “${message.subject}”`} sandbox="" srcDoc={message.html} className="h-[560px] w-full rounded-b-xl border-t border-line bg-white" />
                  </details>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
