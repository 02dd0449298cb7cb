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
} from "react-router";
import type { Route } from "./+types/root";
import frauncesLatin from "./fonts/fraunces-latin-600.woff2?url";
import interLatin from "./fonts/inter-latin-400-600.woff2?url";
import stylesheet from "./app.css?url";
import { NavigationProgress } from "./components/spinner";
import { ErrorScreen } from "./components/error-screen";
import { NotFoundScreen } from "./components/not-found-screen";
import { MESSAGES } from "@core/constants";
import { shouldHydrate } from "./lib/route-handle";
import { sessionMiddleware } from "./.server/session";

/** The session is looked up once per request, before any loader runs (docs/architecture.md). */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export const links: Route.LinksFunction = () => [
  // The test runner resolves CSS URLs to "", and an empty href would re-request the page itself.
  ...(stylesheet ? [{ rel: "stylesheet", href: stylesheet }] : []),
  // The two latin faces every page uses start downloading with the CSS instead of after it.
  ...[interLatin, frauncesLatin].filter(Boolean).map((href) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrate = shouldHydrate(useMatches());
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf9f6" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-paper font-sans text-ink">
        {children}
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
  return (
    <>
      <NavigationProgress active={navigation.state === "loading"} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <ErrorScreen code="400" title={MESSAGES.badRequest}>
        This page couldn’t read what was sent. Go back and try again from the page itself.
      </ErrorScreen>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 405) {
    return (
      <ErrorScreen code="405" title={MESSAGES.methodNotAllowed}>
        This page can’t handle that kind of request. Go back and try again from the page itself.
      </ErrorScreen>
    );
  }
  // Internals stay on the server: in development only, the stack helps whoever is fixing it.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorScreen code="500" title={MESSAGES.unexpectedError} stack={stack}>
      Something went wrong on our side. Please try again in a moment.
    </ErrorScreen>
  );
}
