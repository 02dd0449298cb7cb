import { data } from "react-router";
import { requireSessionAccount, requireSessionUser, sessionReads } from "~/.server/session";
import { appContext } from "~/.server/context";
import { projectDocument, projectQuery, versionDocumentOf, versionQuery } from "@server/projects";
import { parseProjectId } from "@server/project-actions";
import { screenError } from "~/lib/error-text";
import { canvasStyle, renderSite } from "@server/render";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import { ownedProjectOr404, ownedRowOr404, projectIdOr404 } from "~/.server/owned-project";
import type { SiteDocument } from "@core/sites/site-document";
import type { Route } from "./+types/project-render";
import type { EditorWords } from "@core/sites/sections";
import type { AppMessageKey } from "@core/i18n/keys";
import { appLanguageOf, textDirection } from "@core/i18n/app-languages";
import { serverText } from "@server/platform";
import { requestLanguage } from "~/.server/language";

/** The preview is the real page with no script allowed and nowhere to send its form. */
const PREVIEW_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'",
  "X-Frame-Options": "SAMEORIGIN",
  "Cache-Control": "private, no-store",
};

/** May's words on the preview's notes (held and hidden sections), in the reader's language, not the site's. */
async function previewWords(request: Request, context: Route.LoaderArgs["context"]): Promise<EditorWords> {
  const language = await requestLanguage(request, context);
  const words = await serverText(appLanguageOf(language), ["editor"]);
  return { language, dir: textDirection(language), t: (key, values) => words.t(key as AppMessageKey, values) };
}

async function ownedProject(request: Request, context: Route.LoaderArgs["context"], id: string) {
  const app = context.get(appContext);
  const user = await requireSessionAccount(request, context);
  return ownedProjectOr404(app, user, id);
}

// In the session's round trip (docs/decisions/0915-a-signed-in-page-in-one-round-trip.md): the project, and with
// `?version=N` that version beside it; the version is shown only once the project is the person's.
const canvasReads = sessionReads("routes/project-render", ({ db, request, params }) => {
  const projectId = parseProjectId(params.id);
  if (projectId === null) return null;
  const versionId = versionAsked(request);
  return versionId === null || versionId === undefined ? ([projectQuery(db, projectId)] as const) : ([projectQuery(db, projectId), versionQuery(db, projectId, versionId)] as const);
});

export const middleware: Route.MiddlewareFunction[] = [canvasReads.middleware];

/** The history's version the preview asks for: undefined when none, null when `?version=` is no id. */
function versionAsked(request: Request): number | null | undefined {
  const asked = new URL(request.url).searchParams.get("version");
  return asked === null ? undefined : parseProjectId(asked);
}

/** GET: the saved site as the owner's full-page preview; `?version=N` one version of its history (opened from the history panel). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = await requireSessionAccount(request, context);
  projectIdOr404(params.id);
  const {
    rows: [projectRows, versionRows],
  } = await canvasReads.rows({ request, params, context });
  const project = await ownedRowOr404(app, user, projectRows[0], (await requireSessionUser(request, context)).role === "admin");
  const versionId = versionAsked(request);
  if (versionId !== undefined) {
    if (versionId === null || !versionRows) throw data("Not Found", { status: 404 });
    let version: SiteDocument;
    try {
      version = versionDocumentOf(versionRows[0]);
    } catch (error) {
      throw data(screenError(error).message, { status: 404 });
    }
    return new Response(renderSite(version, { editor: true, editorWords: await previewWords(request, context) }), { headers: PREVIEW_HEADERS });
  }
  const document = projectDocument(project);
  if (!document) throw data("Not generated yet", { status: 404 });
  return new Response(renderSite(document, { editor: true, editorWords: await previewWords(request, context) }), { headers: PREVIEW_HEADERS });
}

/**
 * POST: renders the editor's unsaved document, so the preview follows every edit before saving; with
 * `?as=canvas`, the stylesheet and images the editor's canvas needs after a change of design, as JSON.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await ownedProject(request, context, params.id);
  const parsed = storedSiteDocumentSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response("The edited site is not valid.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (new URL(request.url).searchParams.get("as") === "canvas") return Response.json(canvasStyle(parsed.data), { headers: { "Cache-Control": "private, no-store" } });
  return new Response(renderSite(parsed.data, { editor: true, editorWords: await previewWords(request, context) }), { headers: PREVIEW_HEADERS });
}
