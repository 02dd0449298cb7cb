import { env } from "cloudflare:workers";
import fc from "fast-check";
import { expect } from "vitest";
import type { MediaItem } from "@core/media/media";
import type { SiteDocument, SiteSection } from "@core/sites/site-document";
import { addPage } from "@core/sites/structure";
import { makePng, multipart } from "../media/images";
import { api } from "../../../workers/api";
import { app } from "../../../workers/app";
import routeConfig from "../../../app/routes";
import { call, signedUpUser } from "../accounts/helpers";
import { page, signedInWithProject } from "./helpers";

// The property-based fuzz test's harness (docs/security.md, "Screens and headers"). The routes come from
// the app's own tables, so a new API route or form action is fuzzed without anyone listing it here.

/** Cases per route; CI runs at least this many. */
export const FUZZ_RUNS = 200;

// ---------------------------------------------------------------- route tables

export interface ApiRoute {
  method: string;
  /** Hono's path under /api/v1, with its parameter patterns (`/projects/:id{[0-9]{1,15}}`). */
  path: string;
}

/** Every endpoint of the API router: its own route table, without middleware (`ALL`). */
export function apiRoutes(): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of api.routes) {
    if (method === "ALL") continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/**
 * The Worker's own routes outside the API and React Router (published sites and their pages, brand files,
 * photos, fonts, robots.txt, sitemaps): its root router's table, GET only (each HEAD is the same route).
 */
export function rootRoutes(): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (method !== "GET" || path.startsWith("/api/") || path.includes("*")) continue;
    seen.set(path, { method, path });
  }
  return [...seen.values()];
}

interface RouteConfigEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteConfigEntry[];
}

export interface FormRoute {
  /** The URL pattern (`/u/projects/:id`, `/*`). */
  path: string;
  file: string;
  /** A screen (has a component): it answers HTML pages. A resource route answers data. */
  screen: boolean;
}

const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>("../../../app/routes/*.tsx");

function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.path !== undefined || entry.index ? [{ path: path || "/", file: entry.file }] : [];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

/** Every route of app/routes.ts whose module exports an action. */
export async function formRoutes(): Promise<FormRoute[]> {
  const routes: FormRoute[] = [];
  for (const { path, file } of flatten(routeConfig as RouteConfigEntry[])) {
    const load = ROUTE_MODULES[`../../../app/${file}`];
    if (!load) throw new Error(`No module for ${file}`);
    const module = await load();
    if (typeof module.action === "function") routes.push({ path, file, screen: typeof module.default === "function" });
  }
  return routes;
}

// ---------------------------------------------------------------- arbitraries

const HOSTILE_STRINGS = [
  "",
  " ",
  "__proto__",
  "constructor",
  "prototype",
  "../../../etc/passwd",
  "\u0000",
  "%00",
  "%0A",
  "%E0%A4%A",
  "\r\nSet-Cookie: x=1",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  "\u202eadmin",
  "\uD800",
  "9".repeat(400),
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "null",
  "true",
  "[]",
  "{}",
  "//evil.example",
  "/\t/evil.example",
  "a".repeat(70_000),
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** Field names our forms and the API read, and some nobody reads. */
const FIELD_NAMES = [
  "identifier", "password", "email", "username", "code", "confirmation", "passwordConfirmation", "currentPassword",
  "redirectTo", "intent", "projectId", "name", "id", "ids", "document", "steps", "version", "message", "phone",
  "sectionId", "text", "field", "__cms_form", "website", "__proto__", "constructor", "data", "role", "confirmed",
];
const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

const jsonLeaf = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String));
const jsonObject = fc.dictionary(fieldName, fc.oneof(jsonLeaf, fc.array(jsonLeaf, { maxLength: 120 }), fc.jsonValue({ maxDepth: 3 })), { maxKeys: 8 });

export interface FuzzBody {
  body?: BodyInit;
  contentType?: string;
}

const formPairs = fc.array(fc.tuple(fieldName, hostileString), { maxLength: 8 });

const CONTENT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----nope",
  "text/plain",
  "application/xml",
  "application/json; charset=utf-16",
  "",
  "garbage/;;;",
];

/** A body and a content type, matching or not. */
export const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  jsonObject.map((value) => ({ body: JSON.stringify(value), contentType: "application/json" })),
  fc.jsonValue({ maxDepth: 6 }).map((value) => ({ body: JSON.stringify(value), contentType: "application/json" })),
  formPairs.map((pairs) => ({ body: new URLSearchParams(pairs).toString(), contentType: "application/x-www-form-urlencoded" })),
  // Multipart written by hand, so names and values the platform's FormData would refuse still reach the server.
  fc.tuple(formPairs, fc.boolean()).map(([pairs, closed]) => {
    const boundary = "----may-fuzz-boundary";
    const parts = pairs.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    return { body: `${parts.join("")}${closed ? `--${boundary}--\r\n` : ""}`, contentType: `multipart/form-data; boundary=${boundary}` };
  }),
  fc.tuple(fc.oneof(hostileString, fc.string({ unit: "binary", maxLength: 300 })), fc.constantFrom(...CONTENT_TYPES)).map(([body, contentType]) => ({ body, contentType })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ body: bytes, contentType: "application/json" })),
  fc.constant({}),
);

/** A query string: Strapi/qs style keys, nesting, repeats and hostile values. */
export const fuzzQuery = fc
  .array(fc.tuple(fc.oneof(fieldName, fc.constantFrom("a[b][c][d][e][f]", "filters[$eq]", "pagination[page]", "populate", "sort", "preview", "__builder_editing__", "path", "redirectTo")), hostileString), { maxLength: 6 })
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs)}` : ""));

/** Percent-encodes anything, lone surrogates included (encodeURIComponent throws on those). */
function encodeSegment(value: string, max: number): string {
  return encodeURIComponent(value.toWellFormed()).slice(0, max) || "x";
}

/** What the fuzzer knows exists: the account's project, and for the Worker's own routes its published site. */
export interface Known {
  projectId: number;
  /** The published site's address and the names that really exist under it (a page, brand files). */
  slug?: string;
  names?: string[];
}

/** A path segment for a parameter: mostly one the pattern accepts, sometimes anything. */
function segmentFor(pattern: string | undefined, known: Known): fc.Arbitrary<string> {
  const anything = fc.oneof(hostileString.map((value) => encodeSegment(value, 200)), fc.constantFrom("abc", "0", "-1", "1.5", "1e3", "99999999999999999999", "%2e%2e", "%00"));
  if (pattern === "[0-9]{1,15}") {
    return fc.oneof({ weight: 3, arbitrary: fc.oneof(fc.constant(String(known.projectId)), fc.nat().map(String), fc.constant("999999999999999")) }, { weight: 1, arbitrary: anything });
  }
  const shape = pattern ? new RegExp(`^(?:${pattern})$`) : null;
  // What exists and fits the parameter (the site's address, a page, a photo's id, a brand file's name).
  const real = [known.slug, ...(known.names ?? [])].filter((value): value is string => value !== undefined && (!shape || shape.test(value)));
  // A parameter without a pattern (`/u/projects/:id`, `/auth/:providerName/callback`) takes anything, the real project too.
  const accepted = shape ? fc.stringMatching(shape) : fc.constantFrom("google", "github", "x", String(known.projectId));
  return fc.oneof({ weight: 2, arbitrary: real.length ? fc.constantFrom(...real) : accepted }, { weight: 2, arbitrary: accepted }, { weight: 1, arbitrary: anything });
}

/** A concrete path for a route pattern (`:param{pattern}`, `:param`, `*`). */
export function fuzzPath(pattern: string, known: Known): fc.Arbitrary<string> {
  const parts = pattern.split("/").map((part): fc.Arbitrary<string> => {
    if (part === "*") return fc.array(fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,12}$/), hostileString.map((value) => encodeSegment(value, 80))), { minLength: 1, maxLength: 3 }).map((segments) => segments.join("/"));
    const param = /^:(\w+)(?:\{(.*)\})?$/.exec(part);
    return param ? segmentFor(param[2], known) : fc.constant(part);
  });
  return fc.tuple(...parts).map((segments) => segments.join("/") || "/");
}

// ---------------------------------------------------------------- site documents with pages and photos

/**
 * What a fuzzed account's site holds for the document cases: its document, the owner's photo (live on the
 * published site's second page only), another account's photo, and the names of both.
 */
export interface PhotoSite {
  document: SiteDocument;
  own: Pick<MediaItem, "id" | "width" | "height">;
  foreign: string;
  userId: number;
}

async function uploaded(jwt: string, width: number, height: number, seed: number): Promise<MediaItem> {
  const png = await makePng(width, height, (x, y) => [(x + seed) % 256, (y * 3 + seed) % 256, 60 + seed]);
  const response = await call("/media", { method: "POST", jwt, rawBody: multipart(png, "photo.png", "image/png") });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ data: MediaItem }>()).data;
}

/** The hero, copied onto a page with a photo in it (a new id, so the page's section is its own). */
function photoSection(document: SiteDocument, id: string, image: Record<string, unknown>): SiteSection {
  const hero = document.sections.find((section) => section.type === "hero")!;
  if (hero.type !== "hero" || !hero.image) throw new Error("the hero has no image");
  return { ...structuredClone(hero), id, image: { ...hero.image, alt: "A photo", altAccepted: true, ...image } };
}

/**
 * Gives a fuzzed account's project a second page whose hero shows the owner's photo, publishes it, and uploads
 * another account's photo: the state a photo shown only on another page needs (docs/security.md, "Photos").
 */
export async function photoSite(account: { jwt: string; projectId: number; user: { id: number } }): Promise<PhotoSite> {
  const stranger = await signedUpUser();
  const [own, foreign] = await Promise.all([uploaded(account.jwt, 480, 320, 1), uploaded(stranger.jwt, 400, 300, 2)]);
  const { document } = (await (await call(`/projects/${account.projectId}`, { jwt: account.jwt })).json<{ data: { document: SiteDocument } }>()).data;
  const added = addPage(document, "Gallery");
  if (!added.ok) throw new Error(added.error);
  const withPhoto: SiteDocument = { ...added.document, pages: added.document.pages.map((page) => (page.slug === added.slug ? { ...page, sections: [photoSection(document, "gallery-photo", { media: own.id }), ...page.sections] } : page)) };
  const saved = await call(`/projects/${account.projectId}`, { method: "PUT", jwt: account.jwt, json: { document: withPhoto } });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const published = await call(`/projects/${account.projectId}/publish`, { method: "POST", jwt: account.jwt, json: {} });
  expect(published.status, await published.clone().text()).toBe(200);
  return { document: withPhoto, own: { id: own.id, width: own.width, height: own.height }, foreign: foreign.id, userId: account.user.id };
}

/**
 * Site documents as an editor or an API client might send them: up to three more pages, photos on the home page
 * and on any page (the owner's, another account's, an id nobody has), each claiming any size.
 */
export function fuzzDocument(site: PhotoSite): fc.Arbitrary<SiteDocument> {
  const media = fc.oneof(fc.constant(site.own.id), fc.constant(site.foreign), fc.stringMatching(/^[0-9a-f]{24}$/));
  const photo = fc.record({ media, width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) });
  const pageCount = fc.integer({ min: 0, max: 3 });
  return fc.tuple(pageCount, fc.array(fc.tuple(fc.integer({ min: -1, max: 3 }), photo), { maxLength: 4 })).map(([pages, photos]) => {
    let document = structuredClone(site.document);
    for (let index = 0; index < pages; index++) {
      const added = addPage(document, `Page ${index + 1}`);
      if (added.ok) document = added.document;
    }
    photos.forEach(([where, image], index) => {
      const section = photoSection(site.document, `fuzz-photo-${index}`, image);
      // -1: the home page (as its first section); otherwise one of the pages, when there is one.
      const page = document.pages[where];
      if (where < 0 || !page) document = { ...document, sections: [section, ...document.sections] };
      else document = { ...document, pages: document.pages.map((candidate) => (candidate === page ? { ...candidate, sections: [section, ...candidate.sections] } : candidate)) };
    });
    return document;
  });
}

/** Bodies that carry a site document (the project's save), beside the hostile ones. */
export function documentBody(site: PhotoSite): fc.Arbitrary<FuzzBody> {
  return fuzzDocument(site).map((document) => ({ body: JSON.stringify({ document }), contentType: "application/json" }));
}

/**
 * What must hold after any request (docs/security.md, "Photos"): the project's draft names no other account's
 * photo and each of the owner's at its real size, on every page; and every photo a published page shows (the
 * home page or another) is still in a library.
 */
export async function expectPhotoInvariants(site: PhotoSite, projectId: number, label: string): Promise<void> {
  const project = await env.DB.prepare("SELECT document FROM projects WHERE id = ?").bind(projectId).first<{ document: string | null }>();
  if (project?.document) {
    // Its own walk over the whole stored JSON (every page, any section), not the code under test's.
    const photos: { media: string; width?: unknown; height?: unknown }[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (typeof value !== "object" || value === null) return;
      const record = value as Record<string, unknown>;
      if (typeof record.media === "string") photos.push(record as { media: string });
      Object.values(record).forEach(visit);
    };
    visit(JSON.parse(project.document));
    for (const photo of photos) {
      const row = await env.DB.prepare("SELECT user_id AS userId, width, height FROM media WHERE id = ?").bind(photo.media).first<{ userId: number; width: number; height: number }>();
      // Absent is a photo deleted after the draft was saved (publishing refuses it); anyone else's is never saved.
      if (!row) continue;
      expect(row.userId, `${label}: the draft shows another account's photo ${photo.media}`).toBe(site.userId);
      expect({ width: photo.width, height: photo.height }, `${label}: photo ${photo.media} at a size not its own`).toEqual({ width: row.width, height: row.height });
    }
  }
  const live = await env.DB.prepare("SELECT html, pages FROM published_sites WHERE project_id = ?").bind(projectId).first<{ html: string; pages: string }>();
  if (!live) return;
  const shown = new Set([...`${live.html}${live.pages}`.matchAll(/\/media\/([0-9a-f]{24})\//g)].map((match) => match[1]!));
  for (const id of shown) {
    const row = await env.DB.prepare("SELECT id FROM media WHERE id = ?").bind(id).first();
    expect(row, `${label}: a published page shows photo ${id}, which is gone`).not.toBeNull();
  }
}

// ---------------------------------------------------------------- who is asking

export interface Caller {
  kind: "visitor" | "cookie" | "bearer";
  headers: Record<string, string>;
}

/** A signed-in account with a project (screen cookie and JWT), made once per route. */
export async function fuzzAccount() {
  return signedInWithProject();
}

export function callers(account: { cookie: string; jwt: string }): fc.Arbitrary<Caller> {
  return fc.constantFrom<Caller>(
    { kind: "visitor", headers: {} },
    { kind: "cookie", headers: { cookie: account.cookie } },
    { kind: "cookie", headers: { cookie: account.cookie, origin: "http://localhost" } },
    { kind: "cookie", headers: { cookie: account.cookie, origin: "http://evil.example" } },
    { kind: "bearer", headers: { authorization: `Bearer ${account.jwt}` } },
    { kind: "bearer", headers: { authorization: "Bearer not.a.token" } },
  );
}

// ---------------------------------------------------------------- the request and its checks

export async function send(url: string, method: string, body: FuzzBody, caller: Caller): Promise<Response> {
  const headers: Record<string, string> = { ...caller.headers };
  if (body.contentType) headers["content-type"] = body.contentType;
  return call(url.startsWith("/api/") ? url : page(url), { method, headers, ...(body.body === undefined || method === "GET" || method === "HEAD" ? {} : { rawBody: body.body }) });
}

/**
 * Routes a published site's form posts to natively (docs/api.md): a browser's form post (anything but
 * JSON) gets an HTML page back, an API client's JSON gets the envelope.
 */
const NATIVE_FORM_ROUTES: ReadonlySet<string> = new Set(["POST /sites/:slug{[a-z0-9-]{1,60}}/messages"]);

/** The headers every answer carries, whatever was asked (docs/security.md, "Headers"). */
export function expectSecurityHeaders(response: Response, label: string): void {
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), label).toBeTruthy();
  expect(response.headers.get("content-security-policy"), label).toMatch(/default-src '(none|self)'/);
}

/** An API answer: never a 5xx; every error in Strapi's envelope; JSON that parses. */
export async function expectApiAnswer(response: Response, label: string, { route, body }: { route: ApiRoute; body: FuzzBody }): Promise<void> {
  expect(response.status, label).toBeLessThan(500);
  expectSecurityHeaders(response, label);
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  const nativeForm = NATIVE_FORM_ROUTES.has(`${route.method} ${route.path}`) && !(body.contentType ?? "").includes("application/json");
  if (nativeForm && type.includes("text/html")) {
    expect(text, label).toMatch(/^<!DOCTYPE html>/i);
  } else if (response.status >= 400) {
    expect(type, label).toContain("application/json");
    const body = JSON.parse(text) as { data: unknown; error: { status: number; name: unknown; message: unknown; details: unknown } };
    expect(body.data, label).toBeNull();
    expect(body.error.status, label).toBe(response.status);
    expect(typeof body.error.name, label).toBe("string");
    expect(typeof body.error.message, label).toBe("string");
    expect(typeof body.error.details, label).toBe("object");
  } else if (type.includes("application/json")) {
    expect(() => JSON.parse(text), label).not.toThrow();
  }
}

/** A screen's answer: never a 5xx; an HTML page unless it is a redirect (or a resource route's data). */
export async function expectScreenAnswer(response: Response, screen: boolean, label: string): Promise<void> {
  expect(response.status, label).toBeLessThan(500);
  expectSecurityHeaders(response, label);
  const body = await response.text();
  if (screen && response.status !== 204 && (response.status < 300 || response.status >= 400)) {
    expect(response.headers.get("content-type") ?? "", label).toContain("text/html");
    expect(body, label).toMatch(/^<!DOCTYPE html>/i);
  }
}
