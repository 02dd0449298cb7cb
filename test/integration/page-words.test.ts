import { afterEach, describe, expect, it, vi } from "vitest";
import GERMAN_EDITOR from "../../content/app-messages/editor/de.json" with { type: "json" };
import GERMAN_DASHBOARD from "../../content/app-messages/dashboard/de.json" with { type: "json" };
import GERMAN_AUTH from "../../content/app-messages/auth/de.json" with { type: "json" };
import { FAILURE_KEPT_MS, knownWords, loadWords } from "~/lib/page-words";
import { call } from "./accounts/helpers";
import { generatedProject } from "./hardening/helpers";

/** Signed-in pages name their words by URL; the browser fetches them once (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md). */
const page = (path: string) => `http://localhost${path}`;
const sameSite = { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" };

async function germanOwner() {
  const { person, project } = await generatedProject();
  const login = await call(page("/login"), { method: "POST", rawBody: new URLSearchParams({ identifier: person.email, password: person.password }), headers: { "content-type": "application/x-www-form-urlencoded" } });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect((await call(page("/language"), { method: "POST", rawBody: new URLSearchParams({ language: "de", redirectTo: "/u/dashboard" }), headers: { ...sameSite, cookie } })).status).toBe(303);
  return { cookie, project };
}

/** The page's loader data as React Router streams it into the document. */
const loaderDataOf = (html: string) => [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(match[1]!) as string).join("");
const namedWordsOf = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" href="(\/_words\/[^"]+)"/g)].map((match) => match[1]!);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a signed-in page's words", () => {
  it("are rendered by the server and named by URL in the page's data, not sent in it", async () => {
    const { cookie, project } = await germanOwner();
    const editor = await call(page(`/u/projects/${project.id}`), { headers: { cookie } });
    expect(editor.status).toBe(200);
    const html = await editor.text();
    // The layout's words and the editor's, both in German.
    const named = namedWordsOf(html);
    expect(named).toHaveLength(2);
    expect(named[0]).toMatch(/^\/_words\/de\/dashboard\.[0-9a-z]+\.json$/);
    expect(named[1]).toMatch(/^\/_words\/de\/editor\+panels\+facts\.[0-9a-z]+\.json$/);
    // The server rendered with them (the nav's German words) and the data names them instead of carrying them.
    expect(html).toContain(GERMAN_DASHBOARD["dashboard.nav.chat"]);
    const data = loaderDataOf(html);
    expect(data).toContain("wordsHref");
    expect(data).not.toMatch(/"editor\.[a-zA-Z]/);
    expect(data).not.toMatch(/"dashboard\.nav\./);

    // Each URL answers its words, kept for good.
    for (const href of named) {
      const words = await call(page(href));
      expect(words.status).toBe(200);
      expect(words.headers.get("content-type")).toContain("application/json");
      expect(words.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = await words.json<Record<string, string>>();
      if (href.includes("/editor+")) for (const [key, message] of Object.entries(GERMAN_EDITOR)) expect(body[key]).toBe(message);
      else expect(body["dashboard.nav.chat"]).toBe(GERMAN_DASHBOARD["dashboard.nav.chat"]);
    }
    // The same page again names the same URLs: a browser fetches them once.
    expect(namedWordsOf(await (await call(page(`/u/projects/${project.id}`), { headers: { cookie } })).text())).toEqual(named);
  });

  it("of the welcome page at /u too: its title and panel drawn in German, its data naming the words' URL only", async () => {
    const { cookie } = await germanOwner();
    const html = await (await call(page("/u"), { headers: { cookie } })).text();
    const named = namedWordsOf(html);
    expect(named).toHaveLength(2);
    expect(named[1]).toMatch(/^\/_words\/de\/auth\.[0-9a-z]+\.json$/);
    expect(html).toContain(`<title>${GERMAN_AUTH["auth.welcome.metaTitle"]}</title>`);
    expect(html).toContain(GERMAN_AUTH["auth.welcome.title"]);
    const data = loaderDataOf(html);
    expect(data).toContain("wordsHref");
    expect(data).not.toMatch(/"auth\.[a-zA-Z]/);
  });

  it("are today's words at an older version, checked again on each use instead of kept", async () => {
    const today = await call(page("/_words/fr/chat+facts.0.json"));
    expect(today.status).toBe(200);
    expect(today.headers.get("cache-control")).toBe("no-cache");
    expect(Object.keys(await today.json<Record<string, string>>()).some((key) => key.startsWith("chat."))).toBe(true);
  });

  it("refuse a URL that names no language, an unknown or repeated namespace or a malformed file", async () => {
    for (const path of ["/_words/xx/chat.1.json", "/_words/de/chat+secrets.1.json", "/_words/de/chat+chat.1.json", "/_words/de/chat.json", "/_words/de/chat.1.js", "/_words/de/CHAT.1.json", "/_words/de/chat.1.json.map"]) {
      const response = await call(page(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("are fetched once by the browser's loader, and a failed fetch is tried again at the next use", async () => {
    const worker = vi.fn((input: RequestInfo | URL) => call(new URL(String(input), "http://localhost").href));
    vi.stubGlobal("fetch", worker);
    // A URL no page of this isolate rendered (the server remembers the ones its pages name): an older version's.
    const href = "/_words/fr/chat+facts.0.json";
    const [first, second] = await Promise.all([loadWords(href), loadWords(href)]);
    expect(first).toBe(second);
    expect(worker).toHaveBeenCalledTimes(1);
    expect(knownWords({ wordsHref: href })).toBe(first);
    await loadWords(href);
    expect(worker).toHaveBeenCalledTimes(1);

    // A broken connection: one retry, then a refusal; the next use fetches again.
    const broken = vi.fn(async () => new Response("unavailable", { status: 503 }));
    vi.stubGlobal("fetch", broken);
    const missing = "/_words/fr/chat+facts.zz.json";
    const refused = loadWords(missing);
    await expect(refused).rejects.toThrow(/503/);
    expect(broken).toHaveBeenCalledTimes(2);
    // Right after, the same refusal (React renders again and must meet it, not a new fetch); a moment later, a new try.
    expect(loadWords(missing)).toBe(refused);
    expect(broken).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, FAILURE_KEPT_MS + 50));
    vi.stubGlobal("fetch", worker);
    expect(Object.keys(await loadWords(missing)).length).toBeGreaterThan(0);
  });
});

