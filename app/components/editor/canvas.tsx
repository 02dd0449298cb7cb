import { useEffect, useEffectEvent, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { siteLanguageOf } from "@core/sites/languages";
import { directionOf } from "@core/sites/language-direction";
import { siteText } from "@core/sites/i18n/site-text";
import { createPortal } from "react-dom";
import { SiteFooter, SiteSectionView, type SiteContext } from "@core/sites/sections";
import { SiteHeader } from "@core/sites/site-header";
import { navLinks, withPhotosInSlots } from "@core/sites/site-page";
import { pageNavigation } from "@core/sites/pages";
import type { SiteDocument, SiteSection } from "@core/sites/site-document";
import { duplicateSection, moveSection, pageSections, removeSection, type PageRef } from "@core/sites/structure";
import { EditableText } from "./editable-text";
import { isLongText, sectionTitleKey, textLabel } from "./section-names";
import { useT } from "~/lib/i18n";
import type { AppMessageKey } from "@core/i18n/keys";

/** The canvas's own marks (outlines, the section bar), in the frame beside the template's stylesheet. */
const CANVAS_CSS = `
.ed-section{position:relative}
.ed-section:hover,.ed-section[data-selected]{outline:2px solid #6366f1;outline-offset:-2px}
.ed-bar{position:absolute;top:8px;right:8px;z-index:5;display:none;gap:4px;padding:4px;border-radius:10px;background:#111827;box-shadow:0 4px 14px rgba(0,0,0,.25);font:500 13px/1 system-ui,sans-serif}
.ed-section:hover>.ed-bar,.ed-section[data-selected]>.ed-bar,.ed-bar:focus-within{display:flex}
.ed-bar span{align-self:center;padding:0 8px;color:#c7d2fe}
.ed-bar button{min-height:32px;padding:0 10px;border:0;border-radius:7px;background:transparent;color:#fff;font:inherit;cursor:pointer}
.ed-bar button:hover,.ed-bar button:focus-visible{background:#374151;outline:2px solid #a5b4fc;outline-offset:0}
.ed-bar button:disabled{color:#6b7280;cursor:not-allowed;background:transparent}
.ed-text{cursor:text;border-radius:3px;outline:1px dashed transparent;outline-offset:3px}
.ed-text:hover{outline-color:currentColor}
.ed-text:focus{outline:2px solid #6366f1;outline-offset:3px;background:rgba(99,102,241,.08)}
.ed-add{display:flex;justify-content:center;padding:18px 0;background:repeating-linear-gradient(90deg,#e5e7eb 0 8px,transparent 8px 14px) center/100% 1px no-repeat}
.ed-add button{min-height:40px;padding:0 18px;border:1px solid #6366f1;border-radius:999px;background:#fff;color:#3730a3;font:600 14px/1 system-ui,sans-serif;cursor:pointer}
.ed-add button:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
@media (max-width:640px){.ed-bar{display:flex;position:static;flex-wrap:wrap;border-radius:0}}
`;

const FRAME_DOCUMENT = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body></html>';

export interface CanvasActions {
  select: (sectionId: string) => void;
  commitText: (sectionId: string, path: readonly (string | number)[], text: string) => boolean;
  undoKey: (which: "undo" | "redo") => void;
  change: (next: SiteDocument | null) => void;
  toggleHidden: (section: SiteSection) => void;
  openLibrary: (afterSectionId: string | null) => void;
}

/**
 * The site as the owner edits it: the same section components as the published page, in a frame of its
 * own (so the template's stylesheet and its breakpoints apply as on a phone or a desktop), rendered by
 * the editor's React through a portal: no script runs inside the frame and none is added to the site.
 */
export function Canvas({
  document,
  page,
  stylesheet,
  images,
  headerCall,
  width,
  selected,
  actions,
  title,
}: {
  document: SiteDocument;
  page: PageRef;
  stylesheet: string;
  images: Record<string, string>;
  /** The template's header has a call link (from the canvas style, as the template decides). */
  headerCall: boolean;
  width: "desktop" | "phone";
  selected: string | null;
  actions: CanvasActions;
  title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const onUndoKey = useEffectEvent((which: "undo" | "redo") => actions.undoKey(which));

  function attach() {
    const inner = frame.current?.contentDocument;
    if (inner?.body) setBody(inner.body);
  }

  useEffect(() => {
    // The frame may have loaded before React attached its onLoad.
    if (frame.current?.contentDocument?.readyState === "complete") attach();
  }, []);

  useEffect(() => {
    const frameBody = frame.current?.contentDocument?.body;
    if (!body || !frameBody) return;
    frameBody.setAttribute("class", `t-${document.template} fam-${String(document.family).toLowerCase().replace(/[^a-z_]/g, "")}`);
  }, [body, document.template, document.family]);

  // The draft's language on the frame, as on the published page: words, hyphenation and right to left.
  const language = siteLanguageOf(document);
  useEffect(() => {
    const root = body?.ownerDocument.documentElement;
    if (!root) return;
    root.setAttribute("lang", language);
    root.setAttribute("dir", directionOf(language));
  }, [body, language]);

  useEffect(() => {
    const inner = body?.ownerDocument;
    if (!inner) return;
    // Undo and redo from anywhere in the frame (inside a text, the text handles it itself).
    const onKey = (event: KeyboardEvent) => {
      if ((event.target as HTMLElement | null)?.closest?.("[data-editable]")) return;
      const key = event.ctrlKey || event.metaKey ? event.key.toLowerCase() : "";
      if (key === "z" || key === "y") {
        event.preventDefault();
        onUndoKey(key === "y" || event.shiftKey ? "redo" : "undo");
      }
    };
    inner.addEventListener("keydown", onKey);
    // Questions show open in the editor, so their answers can be edited; the header's folded phone menu stays folded
    // (open, it would lie over the hero's words).
    const open = () => inner.querySelectorAll<HTMLDetailsElement>("details:not(.nav-fold)").forEach((details) => (details.open = true));
    open();
    const observer = new MutationObserver(open);
    observer.observe(inner.body, { childList: true, subtree: true });
    return () => {
      inner.removeEventListener("keydown", onKey);
      observer.disconnect();
    };
  }, [body]);

  return (
    <>
      <iframe
        ref={frame}
        title={title}
        srcDoc={FRAME_DOCUMENT}
        onLoad={attach}
        data-testid="editor-canvas"
        className={`mx-auto block h-[75dvh] rounded-xl border-0 bg-white shadow-sm transition-[width] ${width === "phone" ? "w-[390px] max-w-full" : "w-full"}`}
      />
      {body ? createPortal(<CanvasPage document={document} page={page} stylesheet={stylesheet} images={images} headerCall={headerCall} selected={selected} actions={actions} />, body) : null}
    </>
  );
}

/** The page inside the canvas's frame: the site's header, its sections each with the editor's bar, and the footer. */
export function CanvasPage({ document, page, stylesheet, images, headerCall, selected, actions }: { document: SiteDocument; page: PageRef; stylesheet: string; images: Record<string, string>; headerCall: boolean; selected: string | null; actions: CanvasActions }) {
  // The owner's photos fill the hero's and about section's slots as on the published page (one rule: withPhotosInSlots).
  const sections = withPhotosInSlots(page === null ? document.sections : [...pageSections(document, page), ...document.sections.filter((section) => section.type === "footer")]);
  const footer = sections.find((section) => section.type === "footer");
  const { t, dir, language } = useT();
  const text = siteText(siteLanguageOf(document), document.region?.country);
  const nav = pageNavigation(document, "", page) ?? navLinks(sections, text);
  const heroHeadline = sections[0]?.type === "hero";
  const site: SiteContext = {
    document: { ...document, sections },
    imageSrc: (image) => (image.key ? (images[image.key] ?? "") : ""),
    formAction: null,
    heroHeadline,
    editor: true,
    editorWords: { language, dir, t: (key, values) => t(key as AppMessageKey, values) },
    text,
    editText: (sectionId, path, value) => {
      const section = sections.find((candidate) => candidate.id === sectionId);
      return <EditableText key={path.join(".")} value={value} label={textLabel(t, section?.type ?? "hero", path)} multiline={isLongText(path)} onCommit={(text) => actions.commitText(sectionId, path, text)} onUndoKey={actions.undoKey} />;
    },
  };

  // Links and questions do nothing on the canvas: a click edits or selects.
  function onClick(event: MouseEvent) {
    const target = event.target as HTMLElement;
    if (target.closest("a, summary, button[type=submit]") && !target.closest(".ed-bar, .ed-add")) event.preventDefault();
  }

  return (
    <div onClickCapture={onClick}>
      <style>{stylesheet + CANVAS_CSS}</style>
      <SiteHeader document={document} sections={sections} nav={nav} heading={!heroHeadline} headerCall={headerCall} text={text} />
      <main id="main">
        {sections
          .filter((section) => section.type !== "footer")
          .map((section, index, shown) => (
            <EditableSection key={section.id} section={section} document={document} page={page} selected={selected === section.id} actions={actions} first={index === 0} last={index === shown.length - 1}>
              <SiteSectionView section={section} site={site} />
            </EditableSection>
          ))}
        <div className="ed-add" lang={language} dir={dir}>
          <button type="button" onClick={() => actions.openLibrary(null)}>
            {t("editor.addSection")}
          </button>
        </div>
      </main>
      {footer ? (
        <EditableSection section={footer} document={document} page={null} selected={selected === footer.id} actions={actions} first last>
          <SiteFooter section={footer.hidden ? undefined : footer} site={site} year={new Date().getUTCFullYear()} />
        </EditableSection>
      ) : null}
    </div>
  );
}

function EditableSection({ section, document, page, selected, actions, first, last, children }: { section: SiteSection; document: SiteDocument; page: PageRef; selected: boolean; actions: CanvasActions; first: boolean; last: boolean; children: ReactNode }) {
  const { t, dir, language } = useT();
  const name = t(sectionTitleKey(section.type));
  const footer = section.type === "footer";
  const up = first ? null : moveSection(document, page, section.id, -1);
  const down = last ? null : moveSection(document, page, section.id, 1);
  const copy = duplicateSection(document, page, section.id);
  const without = removeSection(document, page, section.id);
  return (
    <div className="ed-section" data-section-id={section.id} data-section-type={section.type} data-selected={selected || undefined} onFocusCapture={() => actions.select(section.id)} onClick={() => actions.select(section.id)}>
      <div className="ed-bar" role="toolbar" aria-label={t("editor.bar.label", { section: name })} lang={language} dir={dir}>
        <span aria-hidden="true">{name}</span>
        {footer ? null : (
          <>
            <button type="button" aria-label={t("editor.bar.up", { section: name })} disabled={!up} onClick={() => actions.change(up)}>
              ↑
            </button>
            <button type="button" aria-label={t("editor.bar.down", { section: name })} disabled={!down} onClick={() => actions.change(down)}>
              ↓
            </button>
            <button type="button" aria-label={t("editor.bar.addAfter", { section: name })} onClick={() => actions.openLibrary(section.id)}>
              +
            </button>
            <button type="button" disabled={!copy} onClick={() => actions.change(copy)}>
              {t("editor.bar.duplicate")}
            </button>
          </>
        )}
        <button type="button" aria-pressed={section.hidden ?? false} onClick={() => actions.toggleHidden(section)}>
          {t(section.hidden ? "editor.bar.show" : "editor.bar.hide")}
        </button>
        {footer ? null : (
          <button type="button" disabled={!without} onClick={() => actions.change(without)}>
            {t("editor.bar.remove")}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
