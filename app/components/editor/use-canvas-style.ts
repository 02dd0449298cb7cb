import { useEffect, useState } from "react";
import type { CanvasStyle } from "@core/sites/canvas-style";
import type { SiteDocument } from "@core/sites/site-document";
import { requestJson } from "~/lib/api-client";

/**
 * The template's stylesheet and illustrations for the draft: the saved ones until the design changes, then
 * asked from the server (the same renderer as publishing), after a short pause. A failed or malformed
 * answer keeps the saved style. Its schema (zod) is fetched with the first such request, not with the editor
 * (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md).
 */
export function useCanvasStyle(projectId: number, draft: SiteDocument, saved: SiteDocument, savedStyle: CanvasStyle): CanvasStyle {
  const [style, setStyle] = useState<{ key: string; value: CanvasStyle } | null>(null);
  // The language changes the stylesheet too: right to left, and a script's fonts (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md).
  const key = JSON.stringify([draft.theme, draft.template, draft.language]);
  const savedKey = JSON.stringify([saved.theme, saved.template, saved.language]);
  useEffect(() => {
    if (key === savedKey) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { canvasStyleSchema } = await import("@core/sites/canvas-style");
        const result = await requestJson(`/u/projects/${projectId}/render?as=canvas`, canvasStyleSchema, { method: "POST", body: draft, signal: controller.signal });
        if (result.data && !controller.signal.aborted) setStyle({ key, value: result.data });
      } catch {
        // The schema's chunk could not be fetched: the saved style stays, as for a failed answer.
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Only the design and the language matter here; the draft's texts do not change the stylesheet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, savedKey, projectId]);
  if (key === savedKey) return savedStyle;
  return style?.key === key ? style.value : savedStyle;
}
