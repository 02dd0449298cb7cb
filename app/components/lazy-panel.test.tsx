import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPanel, PanelLoadFailed, PanelLoading } from "./lazy-panel";

async function serverHtml(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe("a panel loaded on its own", () => {
  it("is fetched only when it first renders, and the server's page holds the panel itself", async () => {
    let loads = 0;
    const Panel = lazyPanel(async () => {
      loads++;
      return ({ who }: { who: string }) => <p data-testid="panel">Hello {who}</p>;
    }, "the greeting");
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
    const loading = renderToStaticMarkup(<PanelLoading name="the inbox" />);
    expect(loading).toContain('role="status"');
    expect(loading).toContain("Loading the inbox");
    const failed = renderToStaticMarkup(<PanelLoadFailed name="the inbox" onRetry={() => {}} />);
    expect(failed).toContain('role="alert"');
    expect(failed).toContain("Could not load the inbox.");
    expect(failed).toContain(">Try again</button>");
  });
});
