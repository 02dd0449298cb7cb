import { useRef } from "react";
import { MarketingFooter, MarketingHeader } from "../marketing-chrome";
import type { PublicLinksData } from "./public-links";
import { CmsBlocks } from "./cms-blocks";
import type { CmsMode, CmsPageModel } from "@core/cms/model";
import { useHoverPrefetch } from "./prefetch";
import { CmsRenderContext } from "./render-context";

/** A CMS page in the marketing frame: header, the blocks with their compiled styles, footer. */
export function CmsPageView({ page, mode, links, chrome = true }: { page: CmsPageModel; mode: CmsMode; links: PublicLinksData; chrome?: boolean }) {
  const main = useRef<HTMLElement>(null);
  useHoverPrefetch(main);
  const content = (
    <CmsRenderContext.Provider value={{ mode }}>
      {/* The blocks' styles: compiled on the server from checked values only (server/cms/styles.ts). */}
      {page.css ? <style dangerouslySetInnerHTML={{ __html: page.css }} /> : null}
      <main ref={main} id="main" className="cms-page" data-cms-path={page.path}>
        <CmsBlocks nodes={page.blocks} />
      </main>
    </CmsRenderContext.Provider>
  );
  if (!chrome) return content;
  return (
    <>
      <MarketingHeader waitlistUrl={links.waitlistUrl} />
      {content}
      <MarketingFooter featureRequestUrl={links.featureRequestUrl} />
    </>
  );
}
