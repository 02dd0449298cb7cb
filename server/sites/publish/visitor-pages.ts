import { escapeHtml } from "../../mail/templates";

/**
 * The few pages a published site's visitor can see besides the site itself (message sent, message
 * refused, no such site): small, self-contained and neutral, since they belong to someone else's site.
 */
export function visitorPage({ title, message, backHref, backLabel }: { title: string; message: string; backHref?: string; backLabel?: string }): string {
  const back = backHref ? `<p><a href="${escapeHtml(backHref)}">${escapeHtml(backLabel ?? "Back")}</a></p>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f5f2;color:#1c1917;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}main{max-width:32rem;padding:2.5rem 1.5rem;text-align:center}h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}p{margin:.5rem 0;color:#44403c}a{display:inline-block;margin-top:1rem;padding:.7rem 1.4rem;border-radius:999px;background:#1c1917;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #7c5cff;outline-offset:3px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}</main></body></html>`;
}
