import { useEffect, useRef, useState } from "react";
import { CMS } from "@core/constants";
import { useT } from "~/lib/i18n";
import type { ImageNode } from "@core/cms/model";

/**
 * Image block: responsive srcset, native lazy loading below the fold, and a placeholder when the image
 * fails or has not loaded after CMS.imageLoadTimeoutMs. Without JavaScript the box's own background is
 * the placeholder; with it, loading starts half a viewport before the image scrolls into view.
 */
export function CmsImage({ node, className }: { node: ImageNode; className: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useT();

  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    if (img.complete) {
      if (img.naturalWidth === 0) setFailed(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startClock = () => {
      timer ??= setTimeout(() => {
        if (!img.complete || img.naturalWidth === 0) setFailed(true);
      }, CMS.imageLoadTimeoutMs);
    };
    let observer: IntersectionObserver | undefined;
    if (node.lazy && typeof IntersectionObserver !== "undefined") {
      const margin = `0px 0px ${CMS.lazyLoadThresholdViewportFraction * 100}% 0px`;
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          img.loading = "eager";
          startClock();
          observer?.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(img);
    } else {
      startClock();
    }
    const onLoad = () => clearTimeout(timer);
    img.addEventListener("load", onLoad);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      img.removeEventListener("load", onLoad);
    };
  }, [node.lazy]);

  const ratio = node.aspectRatio ? `${1 / node.aspectRatio}` : undefined;
  if (failed) {
    return (
      <div className={`${className} cms-image cms-image-placeholder`} style={{ aspectRatio: ratio ?? "16 / 9" }} role="img" aria-label={node.alt || t("public.cms.image.unavailable")}>
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="m3 16 5-5 4 4 3-3 6 6M15.5 9.5h.01" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span aria-hidden="true">{t("public.cms.image.unavailable")}</span>
      </div>
    );
  }
  return (
    <div className={`${className} cms-image`} style={ratio ? { aspectRatio: ratio } : undefined}>
      <img
        ref={ref}
        src={node.src}
        srcSet={node.srcset}
        sizes={node.srcset ? node.sizes : undefined}
        alt={node.alt}
        title={node.title}
        width={node.width}
        height={node.height}
        loading={node.lazy ? "lazy" : "eager"}
        decoding="async"
        fetchPriority={node.priority ? "high" : undefined}
        onError={() => setFailed(true)}
        className={ratio ? "absolute inset-0 size-full" : "h-auto w-full"}
        style={{ objectFit: node.fit, objectPosition: node.position }}
      />
    </div>
  );
}
