// First: zod is told not to probe for eval before any schema is built (docs/security.md, "Screens and headers").
import "./lib/zod-jitless";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import frauncesLatin from "./fonts/fraunces-latin-600.woff2?url";
import interLatin from "./fonts/inter-latin-400-600.woff2?url";
import stylesheet from "./app.css?url";
import { NavigationProgress } from "./components/spinner";
import { ErrorScreen } from "./components/error-screen";
import { NotFoundScreen } from "./components/not-found-screen";
import { shouldHydrate } from "./lib/route-handle";
import { sessionMiddleware } from "./.server/session";
import { requestLanguage } from "./.server/language";
import { namedWordsOf, useMessagesOfMatches, useT, WordsProvider } from "./lib/i18n";
import { DEFAULT_APP_LANGUAGE, PSEUDO_LANGUAGE, textDirection, type ScreenLanguage } from "@core/i18n/app-languages";
import { pageMessages } from "@server/platform";
import { appScriptFontCss } from "@server/render";

/** The session is looked up once per request, before any loader runs (docs/architecture.md). */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/** The page's language, its `common` words and, for Japanese and Arabic, the script's self-hosted faces (docs/decisions/0900-may-speaks-the-owners-language.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The root's data is what every error screen speaks with, so a failed session read must not take it down.
  const language = await requestLanguage(request, context).catch(() => DEFAULT_APP_LANGUAGE);
  return { language, messages: await pageMessages(language, ["common"]), fontCss: language === PSEUDO_LANGUAGE ? "" : appScriptFontCss(language) };
}

/** Where a form can change the page's language: the picker, and signing in, up or out (an account keeps its own). */
const LANGUAGE_CHANGING_ACTIONS = /^\/(language|login|signup|logout|email-confirmation|reset-password|auth\/)/;

/**
 * The root's data (the language and its common words) is read again after a form only when that form can change
 * the language: another page's form (a CMS contact form, an editor save) leaves it, so a failed send stays that
 * form's error and costs no extra request.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && !LANGUAGE_CHANGING_ACTIONS.test(new URL(formAction, "http://localhost").pathname)) return false;
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  // The test runner resolves CSS URLs to "", and an empty href would re-request the page itself.
  ...(stylesheet ? [{ rel: "stylesheet", href: stylesheet }] : []),
  // The two latin faces every page uses start downloading with the CSS instead of after it.
  ...[interLatin, frauncesLatin].filter(Boolean).map((href) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The words the document named, and only those: in the browser, the first render's (hydration's, the same as the
 * server's) are kept, so the head never changes after it and a navigation never preloads what its screen fetches.
 */
let documentWordsInBrowser: string[] | undefined;

function documentWordsOf(matches: ReturnType<typeof useMatches>): string[] {
  if (typeof document === "undefined") return namedWordsOf(matches);
  documentWordsInBrowser ??= namedWordsOf(matches);
  return documentWordsInBrowser;
}

/** The root loader's data, when it ran (a refusal before any loader leaves it out). */
function rootDataOf(matches: ReturnType<typeof useMatches>): { language?: ScreenLanguage; fontCss?: string } | undefined {
  return matches[0]?.loaderData as { language?: ScreenLanguage; fontCss?: string } | undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const hydrate = shouldHydrate(matches);
  const root = rootDataOf(matches);
  const language = root?.language ?? DEFAULT_APP_LANGUAGE;
  const messages = useMessagesOfMatches(matches, { waitForNamed: false });
  const documentWords = documentWordsOf(matches);
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf9f6" />
        <Meta />
        <Links />
        {/* Our own font data only (no user text): the script's faces for Japanese and Arabic screens. */}
        {root?.fontCss ? <style dangerouslySetInnerHTML={{ __html: root.fontCss }} /> : null}
        {/* Words named by URL start downloading with the document; the browser hydrates once they are here
            (entry.client.tsx). Only the document's: after it, the screen fetches what a navigation lacks itself. */}
        {hydrate ? documentWords.map((href) => <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />) : null}
      </head>
      <body className="min-h-dvh bg-paper font-sans text-ink">
        <WordsProvider language={language} messages={messages}>
          {children}
        </WordsProvider>
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  const matches = useMatches();
  const language = rootDataOf(matches)?.language ?? DEFAULT_APP_LANGUAGE;
  // The screen's words, those named by URL included (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md).
  const messages = useMessagesOfMatches(matches, { waitForNamed: true });
  return (
    <WordsProvider language={language} messages={messages}>
      <NavigationProgress active={navigation.state === "loading"} />
      <Outlet />
    </WordsProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <ErrorScreen code="400" title={t("common.error.badRequest.title")}>
        {t("common.error.badRequest.text")}
      </ErrorScreen>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 405) {
    return (
      <ErrorScreen code="405" title={t("common.error.methodNotAllowed.title")}>
        {t("common.error.methodNotAllowed.text")}
      </ErrorScreen>
    );
  }
  // Internals stay on the server: in development only, the stack helps whoever is fixing it.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorScreen code="500" title={t("common.error.unexpected.title")} stack={stack}>
      {t("common.error.unexpected.text")}
    </ErrorScreen>
  );
}
