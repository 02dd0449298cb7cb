import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WordsProvider } from "~/lib/i18n";
import english from "../../content/app-messages/editor/en.json";
import portuguese from "../../content/app-messages/editor/pt.json";
import { lazyPanel, PanelLoadFailed, PanelLoading, retryUrlOf } from "./lazy-panel";

async function serverHtml(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe("a panel loaded on its own", () => {
  it("is fetched only when it first renders, and the server's page holds the panel itself", async () => {
    let loads = 0;
    const Panel = lazyPanel(
      async () => {
        loads++;
        return { Hello: ({ who }: { who: string }) => <p data-testid="panel">Hello {who}</p> };
      },
      (module) => module.Hello,
      "editor.lazy.name.inbox",
    );
    expect(loads).toBe(0);
    const html = await serverHtml(<Panel who="Ada" />);
    expect(loads).toBe(1);
    expect(html).toContain('<p data-testid="panel">Hello <!-- -->Ada</p>');
    // Until its code runs in the browser, the server's panel takes no input that its state would lose.
    expect(html).toMatch(/^<fieldset disabled="" class="contents" data-testid="panel-controls">.*Hello.*<\/fieldset>$/s);
    await serverHtml(<Panel who="Bob" />);
    expect(loads).toBe(1);
  });

  it("says it is loading, and when its code cannot be fetched says so and offers to try again", () => {
    const loading = renderToStaticMarkup(<WordsProvider language="en" messages={english}><PanelLoading name="editor.lazy.name.inbox" /></WordsProvider>);
    expect(loading).toContain('role="status"');
    expect(loading).toContain("Loading the inbox");
    const failed = renderToStaticMarkup(<WordsProvider language="en" messages={english}><PanelLoadFailed name="editor.lazy.name.inbox" onRetry={() => {}} /></WordsProvider>);
    expect(failed).toContain('role="alert"');
    expect(failed).toContain("Could not load the inbox.");
    expect(failed).toContain(">Try again</button>");
  });

  it("says so in the reader's language", () => {
    const loading = renderToStaticMarkup(<WordsProvider language="pt" messages={portuguese}><PanelLoading name="editor.lazy.name.inbox" /></WordsProvider>);
    expect(loading).toContain("A carregar a caixa de entrada…");
    const failed = renderToStaticMarkup(<WordsProvider language="pt" messages={portuguese}><PanelLoadFailed name="editor.lazy.name.inbox" onRetry={() => {}} /></WordsProvider>);
    expect(failed).toContain("Não foi possível carregar a caixa de entrada. Verifique a sua ligação.");
    expect(failed).toContain(">Tentar de novo</button>");
  });

  it("asks for a chunk the browser refused under another URL of this site, and only of this site", () => {
    const here = "http://localhost/assets/domain-panel-CpADgicN.js";
    const origin = "http://localhost";
    expect(retryUrlOf(new TypeError(`Failed to fetch dynamically imported module: ${here}`), 1, origin)).toBe(`${here}?retry=1`);
    expect(retryUrlOf(new TypeError(`error loading dynamically imported module: ${here}?retry=1`), 2, origin)).toBe(`${here}?retry=2`);
    // Safari names no file; another origin is never imported; no page, no retry address.
    expect(retryUrlOf(new TypeError("Importing a module script failed."), 1, origin)).toBeNull();
    expect(retryUrlOf(new TypeError("Failed to fetch dynamically imported module: https://evil.example/x.js"), 1, origin)).toBeNull();
    expect(retryUrlOf("not an error", 1, origin)).toBeNull();
    expect(retryUrlOf(new TypeError(`Failed to fetch dynamically imported module: ${here}`), 1, undefined)).toBeNull();
  });
});
