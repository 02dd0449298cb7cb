/**
 * The origin the Worker asks its ASSETS binding with, for the static files it reads itself (the language tables,
 * May's words beyond English, the site fonts an export packs). The binding ignores the host on Cloudflare and in
 * `npm run preview`; `npm run dev` answers through Vite's dev server, which refuses hosts it was not told about, so
 * vite.config.ts allows this one (docs/operations.md, "May's own languages").
 */
export const ASSETS_ORIGIN = "https://assets.invalid";
