/**
 * The render-ready shape of a CMS page. The server turns the source's Builder-style block JSON into
 * these nodes (server/cms/prepare.ts): URLs checked, rich text sanitised, styles compiled to CSS.
 * The components only render what is here, so nothing unchecked reaches the browser.
 */

export interface NodeBase {
  /** A CSS-safe block id (`builder-…`); the page CSS targets `.{id}`. */
  id: string;
  /** Our own design classes the block asked for (an allow-list, see ALLOWED_BLOCK_CLASSES). */
  classes?: string[];
}

export interface BoxNode extends NodeBase {
  kind: "box";
  tag: "div" | "header" | "footer" | "article" | "aside" | "nav" | "ul" | "ol" | "li" | "span";
  /** Builder's `linkUrl`: the whole box is a link. */
  href?: string;
  children: CmsNode[];
}

export interface SectionNode extends NodeBase {
  kind: "section";
  maxWidth: number;
  children: CmsNode[];
}

export interface ColumnsNode extends NodeBase {
  kind: "columns";
  gap: number;
  stackAt: "tablet" | "mobile" | "never";
  reverseWhenStacked: boolean;
  columns: { width: number; href?: string; children: CmsNode[] }[];
}

export interface ImageNode extends NodeBase {
  kind: "image";
  src: string;
  srcset?: string;
  sizes?: string;
  alt: string;
  title?: string;
  fit: "cover" | "contain" | "fill";
  position: string;
  /** Height divided by width, as Builder stores it; the box keeps this shape while the image loads. */
  aspectRatio?: number;
  width?: number;
  height?: number;
  lazy: boolean;
  priority: boolean;
}

export interface TextNode extends NodeBase {
  kind: "text";
  /** Sanitised HTML. */
  html: string;
}

export interface ButtonNode extends NodeBase {
  kind: "button";
  text: string;
  href?: string;
  newTab: boolean;
}

export interface VideoNode extends NodeBase {
  kind: "video";
  src: string;
  type?: string;
  poster?: string;
  label?: string;
  autoPlay: boolean;
  controls: boolean;
  muted: boolean;
  loop: boolean;
  playsInline: boolean;
  fit: "cover" | "contain" | "fill";
  position: string;
  aspectRatio?: number;
  preload: "none" | "metadata" | "auto";
  /** Builder's Video children: blocks shown over the video. */
  children?: CmsNode[];
  /** Builder's `linkUrl`: links the children (or, with no controls and no children, the whole video). */
  href?: string;
}

export interface EmbedNode extends NodeBase {
  kind: "embed";
  /** An https URL to frame; absent when `error` says why nothing is framed. */
  src?: string;
  title: string;
  aspectRatio: number;
  error?: "invalid" | "failed";
}

export interface FormNode extends NodeBase {
  kind: "form";
  name: string;
  children: CmsNode[];
  /** Builder's per-state messages; absent ones use CMS_MESSAGES. */
  messages: { sending?: CmsNode[]; success?: CmsNode[]; error?: CmsNode[] };
}

export interface InputNode extends NodeBase {
  kind: "input";
  inputId: string;
  name: string;
  type: "text" | "email" | "tel" | "number" | "url" | "date" | "checkbox";
  placeholder?: string;
  defaultValue?: string;
  required: boolean;
  /** Set when no Form:Label names this field: the accessible name comes from here instead. */
  ariaLabel?: string;
}

export interface TextAreaNode extends NodeBase {
  kind: "textarea";
  inputId: string;
  name: string;
  placeholder?: string;
  defaultValue?: string;
  required: boolean;
  ariaLabel?: string;
}

export interface SelectNode extends NodeBase {
  kind: "select";
  inputId: string;
  name: string;
  options: { name: string; value: string }[];
  defaultValue?: string;
  required: boolean;
  ariaLabel?: string;
}

export interface LabelNode extends NodeBase {
  kind: "label";
  /** Sanitised inline HTML. */
  html: string;
  htmlFor?: string;
}

export interface SubmitNode extends NodeBase {
  kind: "submit";
  text: string;
}

export type CmsNode =
  | BoxNode
  | SectionNode
  | ColumnsNode
  | ImageNode
  | TextNode
  | ButtonNode
  | VideoNode
  | EmbedNode
  | FormNode
  | InputNode
  | TextAreaNode
  | SelectNode
  | LabelNode
  | SubmitNode;

export interface CmsPageModel {
  path: string;
  title: string;
  description?: string;
  /** The blocks' responsive styles compiled to CSS, every value checked. */
  css: string;
  blocks: CmsNode[];
  /** True when a block needs JavaScript (a form); other pages ship none. */
  needsJs: boolean;
}

/** How a page is being looked at: live, a preview (`?preview=`), or the editing canvas. */
export type CmsMode = "live" | "preview" | "editing";

/** The name of the hidden field that says which form on the page was sent. */
export const CMS_FORM_ID_FIELD = "_cms_form";

/** Our own classes a block may ask for through Builder's `class` field; anything else is dropped. */
export const ALLOWED_BLOCK_CLASSES = [
  "btn-brand",
  "btn-primary",
  "btn-ghost",
  "cms-card",
  "cms-card-featured",
  "cms-dark",
  "cms-tint",
  "cms-hero",
  "cms-kicker",
  "cms-badge",
  "cms-price",
  "cms-lead",
  "cms-center",
  "cms-media-frame",
] as const;

/** A form action's answer: which form, and whether the submission was accepted. */
export interface CmsFormResult {
  form: string;
  ok: boolean;
}
