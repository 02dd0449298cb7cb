import { MESSAGES } from "@core/constants";

/** Last-resort page when the UI handler itself fails; static, so it cannot fail in turn. */
export const UNEXPECTED_ERROR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Error · May</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#faf8f5;color:#1c1917}main{max-width:32rem;padding:2rem;text-align:center}a{color:#6d28d9}</style>
</head><body><main><h1>${MESSAGES.unexpectedError}</h1><p>Something went wrong on our side. Please try again in a moment.</p><p><a href="/">Go back home</a></p></main></body></html>`;

/** The page for a 503: the service (or its database) cannot answer right now; static, like the one above. */
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Unavailable · May</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#faf8f5;color:#1c1917}main{max-width:32rem;padding:2rem;text-align:center}a{color:#6d28d9}</style>
</head><body><main><h1>May is unavailable right now</h1><p>Please try again in a moment.</p><p><a href="/">Go back home</a></p></main></body></html>`;
