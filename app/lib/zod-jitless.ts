import { config } from "zod/v4/core";

// zod builds its object parsers with `new Function` where the page allows it, and finds out by trying once.
// Our pages allow no eval (docs/security.md, "Screens and headers"), so that try is refused and the browser
// reports a Content-Security-Policy violation on every page that builds a schema. Told not to try, zod parses
// the same way it does in the Worker. The root module imports this first, before any schema is built.
config({ jitless: true });
