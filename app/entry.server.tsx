import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { createNonce, documentHydrates, documentIsPreview, documentPolicy } from "./.server/content-security-policy";

export const streamTimeout = 5_000;

/**
 * React Router's default web entry, plus the Content-Security-Policy: a fresh nonce per document, given to
 * ServerRouter (its inline scripts, <Scripts>, <ScrollRestoration>) and to React's own inline scripts.
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, _loadContext: RouterContextProvider) {
  const nonce = createNonce();
  responseHeaders.set("Content-Security-Policy", documentPolicy({ nonce, hydrates: documentHydrates(routerContext), preview: documentIsPreview(routerContext), origin: new URL(request.url).origin }));

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors while rendering the shell reject and are logged by React Router; later ones only here.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers (and SPA mode) get the whole document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
