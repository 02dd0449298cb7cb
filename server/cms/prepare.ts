import {
  ALLOWED_BLOCK_CLASSES,
  type BoxNode,
  type CmsNode,
  type CmsPageModel,
  type FormNode,
  type InputNode,
} from "@core/cms/model";
import { CMS } from "@core/constants";
import type { BuilderContent, BuilderElement } from "./content";
import { iframeSource, plainText, sanitizeInlineText, sanitizeRichText } from "./sanitize";
import { breakpointsOf, cssValue, StyleSheet } from "./styles";
import { builderSrcset, isBuilderImage, safeEmbedUrl, safeCmsHref, safeMediaUrl, safeSrcset } from "./urls";

/** What the server keeps about a form to check and route a submission; never sent to the browser. */
export interface FormSpec {
  id: string;
  name: string;
  /** Builder's `sendSubmissionsToEmail` (email mode), for Builder's form-submit. */
  sendTo?: string;
  fields: { name: string; required: boolean; type: string; options?: string[] }[];
}

/** A page ready to cache and render: the model for the browser, the form specs for the server. */
export interface PreparedPage {
  page: CmsPageModel;
  forms: FormSpec[];
}

const MAX_DEPTH = 24;
const MAX_NODES = 3000;
const BOX_TAGS = new Set<BoxNode["tag"]>(["div", "header", "footer", "article", "aside", "nav", "ul", "ol", "li", "span"]);
const INPUT_TYPES = new Set<InputNode["type"]>(["text", "email", "tel", "number", "url", "date", "checkbox"]);
const FIELD_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const BLOCK_ID = /^[A-Za-z][A-Za-z0-9_-]{0,80}$/;

// Each unsupported block type is reported once per isolate, not once per page view.
const reportedTypes = new Set<string>();

/** Logs an unsupported block type the first time it is seen. */
export function reportUnknownBlock(name: string): void {
  if (reportedTypes.has(name)) return;
  reportedTypes.add(name);
  console.warn(`CMS: block type "${name.slice(0, 80)}" is not supported; it renders nothing`);
}

interface FormScope {
  spec: FormSpec;
  /** Field names some Form:Label points at: those fields are named by their label. */
  labelled: Set<string>;
}

interface State {
  css: StyleSheet;
  ids: Set<string>;
  forms: FormSpec[];
  count: number;
  form?: FormScope;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);
const text = (value: unknown, max = 300): string | undefined => (typeof value === "string" && value.trim() ? value.trim().slice(0, max) : undefined);
const number = (value: unknown, min: number, max: number): number | undefined => {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= min && n <= max ? n : undefined;
};
const humanize = (name: string) => name.replace(/[_.-]+/g, " ").replace(/^\w/, (c) => c.toUpperCase());

function blockId(element: BuilderElement, state: State): string {
  const raw = typeof element.id === "string" ? element.id : "";
  const id = BLOCK_ID.test(raw) && !state.ids.has(raw) ? raw : `cms-block-${state.ids.size + 1}`;
  state.ids.add(id);
  return id;
}

function blockClasses(element: BuilderElement): string[] | undefined {
  if (typeof element.class !== "string") return undefined;
  const allowed = new Set<string>(ALLOWED_BLOCK_CLASSES);
  const classes = element.class.split(/\s+/).filter((name) => allowed.has(name));
  return classes.length ? classes : undefined;
}

function prepareList(raw: unknown, state: State, depth: number): CmsNode[] {
  if (!Array.isArray(raw) || depth > MAX_DEPTH) return [];
  const nodes: CmsNode[] = [];
  for (const item of raw) {
    if (state.count >= MAX_NODES) break;
    const node = prepareElement(item, state, depth);
    if (node) nodes.push(node);
  }
  return nodes;
}

/** Field names that a Form:Label inside this (raw) subtree points at. */
function labelTargets(raw: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (!Array.isArray(raw) || depth > MAX_DEPTH) return found;
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const element = item as BuilderElement;
    const target = element.component?.name === "Form:Label" ? element.component.options?.for : undefined;
    if (typeof target === "string" && FIELD_NAME.test(target)) found.add(target);
    labelTargets(element.children, found, depth + 1);
  }
  return found;
}

/** Whether a node is or holds something interactive, which HTML forbids inside a link. */
function isInteractive(node: CmsNode): boolean {
  switch (node.kind) {
    case "button":
    case "form":
    case "input":
    case "textarea":
    case "select":
    case "label":
    case "submit":
    case "embed":
      return true;
    case "text":
      return /<a\b|<details\b/i.test(node.html);
    case "video":
      return node.controls || !!node.href || (node.children ?? []).some(isInteractive);
    case "box":
      return !!node.href || node.children.some(isInteractive);
    case "section":
      return node.children.some(isInteractive);
    case "columns":
      return node.columns.some((column) => !!column.href || column.children.some(isInteractive));
    default:
      return false;
  }
}

/**
 * Builder's `linkUrl` on a component block (docs/decisions/0406-builder-rendering-gaps.md): the block is
 * wrapped in a link, unless it is or holds something interactive (a link inside a link is not HTML). Plain
 * elements and Videos place their own link.
 */
function prepareElement(raw: unknown, state: State, depth: number): CmsNode | null {
  const node = prepareBlock(raw, state, depth);
  if (!node || !isRecord(raw)) return node;
  const element = raw as BuilderElement;
  if (typeof element.component?.name !== "string" || node.kind === "video") return node;
  const href = safeCmsHref(element.linkUrl);
  if (!href || isInteractive(node)) return node;
  const id = BLOCK_ID.test(`${node.id}-link`) && !state.ids.has(`${node.id}-link`) ? `${node.id}-link` : `cms-block-${state.ids.size + 1}`;
  state.ids.add(id);
  return { id, kind: "box", tag: "div", href, children: [node] };
}

function prepareBlock(raw: unknown, state: State, depth: number): CmsNode | null {
  if (!isRecord(raw)) return null;
  const element = raw as BuilderElement;
  if (element.hide === true || element.show === false) return null;
  state.count += 1;
  const name = typeof element.component?.name === "string" ? element.component.name : undefined;
  const options: Record<string, unknown> = isRecord(element.component?.options) ? element.component.options : {};
  const id = blockId(element, state);
  const classes = blockClasses(element);
  const base = { id, ...(classes ? { classes } : {}) };
  const css = state.css;

  const structural = (): void => css.addResponsive(id, element.responsiveStyles);

  switch (name) {
    case undefined: {
      const tag = typeof element.tagName === "string" && BOX_TAGS.has(element.tagName as BoxNode["tag"]) ? (element.tagName as BoxNode["tag"]) : "div";
      structural();
      const href = safeCmsHref(element.linkUrl);
      return { ...base, kind: "box", tag, ...(href ? { href } : {}), children: prepareList(element.children, state, depth + 1) };
    }
    case "Core:Section":
    case "Section": {
      structural();
      return { ...base, kind: "section", maxWidth: number(options.maxWidth, 200, 4000) ?? CMS.sectionMaxWidth, children: prepareList(element.children, state, depth + 1) };
    }
    case "Columns": {
      const rawColumns = Array.isArray(options.columns) ? options.columns.filter(isRecord).slice(0, 12) : [];
      const gap = number(options.space, 0, 400) ?? CMS.columnGap;
      const stackAt = options.stackColumnsAt === "mobile" || options.stackColumnsAt === "never" ? options.stackColumnsAt : "tablet";
      const reverseWhenStacked = options.reverseColumnsWhenStacked === true;
      const count = rawColumns.length || 1;
      const columns = rawColumns.map((column, index) => {
        const width = number(column.width, 1, 100) ?? 100 / count;
        const href = safeCmsHref(column.link);
        css.add("large", `.${id}-c${index}`, `width:calc(${+width.toFixed(4)}% - ${+((gap * (count - 1)) / count).toFixed(4)}px)`);
        return { width, ...(href ? { href } : {}), children: prepareList(column.blocks, state, depth + 1) };
      });
      css.add("large", `.${id}`, `display:flex;flex-direction:row;align-items:stretch;gap:${gap}px`);
      if (stackAt !== "never") {
        const size = stackAt === "tablet" ? "medium" : "small";
        css.add(size, `.${id}`, `flex-direction:${reverseWhenStacked ? "column-reverse" : "column"}`);
        columns.forEach((_, index) => css.add(size, `.${id}-c${index}`, "width:100%"));
      }
      structural();
      return { ...base, kind: "columns", gap, stackAt, reverseWhenStacked, columns };
    }
    case "Image": {
      const src = safeMediaUrl(options.image);
      if (!src) return null;
      structural();
      const srcset = isBuilderImage(src) ? builderSrcset(src, CMS.imageSrcsetWidths) : safeSrcset(options.srcset);
      const sizes = typeof options.sizes === "string" && /^[\w\s(),:.%-]{1,300}$/.test(options.sizes) ? options.sizes : undefined;
      const priority = options.highPriority === true;
      const fit = options.backgroundSize === "contain" ? "contain" : options.backgroundSize === "fill" ? "fill" : "cover";
      const aspectRatio = number(options.aspectRatio, 0.01, 20);
      const width = number(options.width, 1, 10000);
      const height = number(options.height, 1, 10000);
      return {
        ...base,
        kind: "image",
        src,
        ...(srcset ? { srcset, sizes: sizes ?? "100vw" } : {}),
        alt: plainText(options.altText).slice(0, 300),
        ...(text(options.title) ? { title: text(options.title) } : {}),
        fit,
        position: cssValue(options.backgroundPosition) ?? "center",
        ...(aspectRatio ? { aspectRatio } : width && height ? { aspectRatio: height / width } : {}),
        ...(width ? { width } : {}),
        ...(height ? { height } : {}),
        lazy: options.lazy !== false && !priority,
        priority,
      };
    }
    case "Text": {
      structural();
      return { ...base, kind: "text", html: sanitizeRichText(options.text) };
    }
    case "Core:Button":
    case "Button": {
      structural();
      const href = safeCmsHref(options.link);
      return { ...base, kind: "button", text: plainText(options.text).slice(0, 120) || "Click me!", ...(href ? { href } : {}), newTab: options.openLinkInNewTab === true };
    }
    case "Video": {
      const src = safeMediaUrl(options.video);
      if (!src) return null;
      structural();
      const poster = safeMediaUrl(options.posterImage);
      const autoPlay = options.autoPlay !== false;
      const preload = options.lazyLoad !== false ? "none" : options.preload === "auto" || options.preload === "none" ? options.preload : "metadata";
      const extension = new URL(src, "https://x.invalid").pathname.split(".").pop()?.toLowerCase();
      const type = extension === "mp4" ? "video/mp4" : extension === "webm" ? "video/webm" : undefined;
      const label = text(options.title) ?? text(options.altText);
      const children = prepareList(element.children, state, depth + 1);
      const controls = options.controls === true || autoPlay;
      // The link goes on the children shown over the video, or on the whole video when it has neither
      // children nor controls; a video with controls and no children cannot be a link (docs/decisions/).
      const linkable = children.length ? !children.some(isInteractive) : !controls;
      const href = linkable ? safeCmsHref(element.linkUrl) : undefined;
      return {
        ...base,
        kind: "video",
        ...(children.length ? { children } : {}),
        ...(href ? { href } : {}),
        src,
        ...(type ? { type } : {}),
        ...(poster ? { poster } : {}),
        ...(label ? { label } : {}),
        autoPlay,
        // Moving pictures need a way to stop them: an autoplaying video always shows its controls.
        controls,
        muted: options.muted !== false || autoPlay,
        loop: options.loop !== false,
        playsInline: options.playsInline !== false,
        fit: options.fit === "contain" ? "contain" : options.fit === "fill" ? "fill" : "cover",
        position: cssValue(options.position) ?? "center",
        ...(number(options.aspectRatio, 0.01, 20) ? { aspectRatio: number(options.aspectRatio, 0.01, 20) } : {}),
        preload,
      };
    }
    case "Embed": {
      structural();
      const title = text(options.title, 200) ?? "Embedded content";
      const aspectRatio = number(options.aspectRatio, 0.05, 5) ?? 0.5625;
      const embed = { ...base, kind: "embed" as const, title, aspectRatio };
      const hasContent = typeof options.content === "string" && options.content.trim().length > 0;
      if (hasContent) {
        // Builder stores the provider's HTML; only a plain https iframe in it can be shown safely.
        const src = safeEmbedUrl(iframeSource(options.content));
        return src ? { ...embed, src } : { ...embed, error: "failed" };
      }
      const src = safeEmbedUrl(options.url);
      return src ? { ...embed, src } : { ...embed, error: "invalid" };
    }
    case "Form:Form": {
      // A form inside a form is not valid HTML: its fields join the outer form.
      if (state.form) return { ...base, kind: "box", tag: "div", children: prepareList(element.children, state, depth + 1) };
      structural();
      const spec: FormSpec = {
        id,
        name: text(options.name, 120) ?? "Form",
        ...((options.sendSubmissionsTo ?? "email") === "email" && text(options.sendSubmissionsToEmail) ? { sendTo: text(options.sendSubmissionsToEmail) } : {}),
        fields: [],
      };
      const outer = state.form;
      state.form = { spec, labelled: labelTargets(element.children) };
      const children = prepareList(element.children, state, depth + 1);
      state.form = outer;
      const message = (key: string) => {
        const nodes = prepareList(options[key], state, depth + 1);
        return nodes.length ? nodes : undefined;
      };
      const messages: FormNode["messages"] = {};
      const sending = message("sendingMessage");
      const success = message("successMessage");
      const error = message("errorMessage");
      if (sending) messages.sending = sending;
      if (success) messages.success = success;
      if (error) messages.error = error;
      state.forms.push(spec);
      return { ...base, kind: "form", name: spec.name, children, messages };
    }
    case "Form:Input":
    case "Form:TextArea":
    case "Form:Select": {
      const scope = state.form;
      const fieldName = typeof options.name === "string" && FIELD_NAME.test(options.name) ? options.name : undefined;
      if (!scope || !fieldName) return null;
      structural();
      const required = options.required === true;
      const placeholder = text(options.placeholder, 200);
      const defaultValue = typeof options.defaultValue === "string" || typeof options.defaultValue === "number" ? String(options.defaultValue).slice(0, 500) : undefined;
      const field = {
        ...base,
        inputId: `${scope.spec.id}-${fieldName}`,
        name: fieldName,
        required,
        ...(defaultValue ? { defaultValue } : {}),
        ...(scope.labelled.has(fieldName) ? {} : { ariaLabel: placeholder ?? humanize(fieldName) }),
      };
      if (name === "Form:Select") {
        const choices = (Array.isArray(options.options) ? options.options : [])
          .filter(isRecord)
          .map((choice) => ({ value: String(choice.value ?? choice.name ?? "").slice(0, 200), name: plainText(String(choice.name ?? choice.value ?? "")).slice(0, 200) }))
          .filter((choice) => choice.name)
          .slice(0, 100);
        scope.spec.fields.push({ name: fieldName, required, type: "select", options: choices.map((choice) => choice.value) });
        return { ...field, kind: "select", options: choices };
      }
      if (name === "Form:TextArea") {
        scope.spec.fields.push({ name: fieldName, required, type: "textarea" });
        return { ...field, kind: "textarea", ...(placeholder ? { placeholder } : {}) };
      }
      const type = typeof options.type === "string" && INPUT_TYPES.has(options.type as InputNode["type"]) ? (options.type as InputNode["type"]) : "text";
      scope.spec.fields.push({ name: fieldName, required, type });
      return { ...field, kind: "input", type, ...(placeholder ? { placeholder } : {}) };
    }
    case "Form:Label": {
      if (!state.form) return null;
      structural();
      const target = typeof options.for === "string" && FIELD_NAME.test(options.for) ? `${state.form.spec.id}-${options.for}` : undefined;
      return { ...base, kind: "label", html: sanitizeInlineText(options.text), ...(target ? { htmlFor: target } : {}) };
    }
    case "Form:SubmitButton": {
      if (!state.form) return null;
      structural();
      return { ...base, kind: "submit", text: plainText(options.text).slice(0, 80) || "Submit" };
    }
    case "Symbol": {
      // A reusable block whose content the API inlined (includeRefs): render its blocks in place.
      const symbol = isRecord(options.symbol) ? options.symbol : {};
      const content = isRecord(symbol.content) ? symbol.content : {};
      const data = isRecord(content.data) ? content.data : {};
      structural();
      return { ...base, kind: "box", tag: "div", children: prepareList(data.blocks, state, depth + 1) };
    }
    default:
      reportUnknownBlock(name);
      return null;
  }
}

/** Turns a content entry into a page the browser can render as is: checked, sanitised, styled. */
export function preparePage(content: BuilderContent, path: string): PreparedPage {
  const state: State = { css: new StyleSheet(breakpointsOf(content.meta)), ids: new Set(), forms: [], count: 0 };
  const blocks = prepareList(content.data.blocks, state, 0);
  const title = plainText(content.data.title ?? content.name ?? "").slice(0, 200) || "May";
  const description = plainText(content.data.description ?? "").slice(0, 500);
  return {
    page: { path, title, ...(description ? { description } : {}), css: state.css.toString(), blocks, needsJs: state.forms.length > 0 },
    forms: state.forms,
  };
}
