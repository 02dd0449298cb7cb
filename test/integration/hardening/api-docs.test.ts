import { describe, expect, it } from "vitest";
import apiMarkdown from "../../../docs/api.md?raw";
import { apiRoutes } from "../security/fuzz";

// docs/api.md documents every route of the API and no route it does not have. The routes come from the API
// router's own table (as the fuzz test reads it), so a new route fails here until docs/api.md has a row for it,
// and a row left behind by a removed route fails too.

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A route as docs/api.md writes it: `:id{[0-9]{1,15}}` is `:id`, no query, no trailing slash. */
function routeKey(method: string, path: string): string {
  let clean = "";
  // Hono's parameter patterns may nest braces (`{[0-9]{1,15}}`), so skip them by counting.
  for (let at = 0, depth = 0; at < path.length; at++) {
    const char = path[at]!;
    if (char === "{" && (depth > 0 || /:[A-Za-z0-9_]+$/.test(clean))) depth++;
    else if (char === "}" && depth > 0) depth--;
    else if (depth === 0) clean += char;
  }
  clean = clean.replace(/\?.*$/, "").replace(/(.)\/+$/, "$1");
  return `${method.toUpperCase()} ${clean}`;
}

/** The cells of a Markdown table row; `\|` inside a cell is not a border. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/**
 * The routes in docs/api.md's route tables: every table whose first column is headed "Method and path". Each row's
 * first cell names its route in backticks, `METHOD /path` (a query, ⏱ or words after it are fine; a further
 * backticked `/path` in the same cell takes the method before it). A row saying "outside `/api`" is a route of the
 * Worker, not of the API. A row in such a table that names no route is reported, so a typo cannot hide one.
 */
function documentedRoutes(markdown: string): { routes: string[]; unreadable: string[] } {
  const routes: string[] = [];
  const unreadable: string[] = [];
  const lines = markdown.split("\n");
  for (let at = 0; at < lines.length; at++) {
    const isTableStart = lines[at]!.trimStart().startsWith("|") && /^\s*\|[\s|:-]+\|\s*$/.test(lines[at + 1] ?? "");
    if (!isTableStart) continue;
    const routeTable = /^method and path$/i.test(cells(lines[at]!)[0] ?? "");
    at += 2;
    for (; at < lines.length && lines[at]!.trimStart().startsWith("|"); at++) {
      if (!routeTable) continue;
      const first = cells(lines[at]!)[0] ?? "";
      if (/outside `\/api`/.test(first)) continue;
      let method: string | undefined;
      const found: string[] = [];
      for (const [, code] of first.matchAll(/`([^`]+)`/g)) {
        const named = /^([A-Z]+)\s+(\/\S*)$/.exec(code!.trim());
        if (named && METHODS.includes(named[1]!)) {
          method = named[1];
          found.push(routeKey(named[1]!, named[2]!));
        } else if (method && /^\/\S*$/.test(code!.trim())) found.push(routeKey(method, code!.trim()));
      }
      if (found.length === 0) unreadable.push(`docs/api.md:${at + 1}: ${first}`);
      routes.push(...found);
    }
    at--;
  }
  return { routes: [...new Set(routes)], unreadable };
}

describe("docs/api.md and the API's route table", () => {
  it("reads route rows the way docs/api.md writes them", () => {
    const sample = [
      "| Method and path | Input |",
      "|---|---|",
      "| `POST /auth/local` ⏱ | `{ a \\| b }` |",
      "| `GET /auth/email-confirmation?confirmation=` | – |",
      "| `PUT /users/:id` ⏱ (with a new email) | – |",
      "| `GET /users/me`, `/users/count` | – |",
      "| `GET /media/:id/:width.webp` (outside `/api`, on the app's host) | – |",
      "| the list of `GET /nothing` | – |",
      "| no route here | – |",
      "",
      "| Path | Answer |",
      "|---|---|",
      "| `GET /_fonts/{file}.woff2` | fonts |",
    ].join("\n");
    expect(documentedRoutes(sample)).toEqual({
      routes: ["POST /auth/local", "GET /auth/email-confirmation", "PUT /users/:id", "GET /users/me", "GET /users/count", "GET /nothing"],
      unreadable: ["docs/api.md:9: no route here"],
    });
    expect(routeKey("get", "/projects/:id{[0-9]{1,15}}/messages/:messageId{[0-9]+}")).toBe("GET /projects/:id/messages/:messageId");
    expect(routeKey("GET", "/projects/:id{[0-9]{1,15}}/messages.csv")).toBe("GET /projects/:id/messages.csv");
    expect(routeKey("GET", "/chat/")).toBe("GET /chat");
    expect(routeKey("GET", "/")).toBe("GET /");
  });

  it("every route registered in workers/api is documented, and every documented route is registered", () => {
    const registered = [...new Set(apiRoutes().map((route) => routeKey(route.method, route.path)))].sort();
    const { routes: documented, unreadable } = documentedRoutes(apiMarkdown);
    expect(registered.length).toBeGreaterThan(40);
    expect(unreadable, "rows of a route table in docs/api.md that name no `METHOD /path`").toEqual([]);
    expect({
      undocumented: registered.filter((route) => !documented.includes(route)),
      notRegistered: documented.filter((route) => !registered.includes(route)).sort(),
    }).toEqual({ undocumented: [], notRegistered: [] });
  });
});
