/**
 * A live miniature of the rendered site: the page at desktop width, scaled into the card. Sandboxed
 * (no scripts, no same-origin access) and lazy, so a long dashboard stays light.
 */
export function SiteThumbnail({ projectId, title, version }: { projectId: number; title: string; version: string }) {
  return (
    <div className="relative aspect-[16/10] overflow-hidden bg-paper" aria-hidden="true">
      <iframe
        title={`Preview of ${title}`}
        src={`/u/projects/${projectId}/render?v=${encodeURIComponent(version)}`}
        sandbox=""
        loading="lazy"
        tabIndex={-1}
        className="pointer-events-none absolute top-0 left-0 h-[400%] w-[400%] origin-top-left scale-[0.25] border-0"
      />
    </div>
  );
}
