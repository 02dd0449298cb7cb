import { siteDocumentSchema, type SiteDocument, type SiteSection } from "@core/sites/site-document";
import { type SiteWriter } from "@core/sites/site-document-constants";
import { AI_DEADLINES, type AiContext, writeWithFallback } from "@server/ai";
import { fnv1a } from "@core/hash";
import { rewriteBuiltIn } from "./built-in/rewrite";
import { resolveBrief, seoFor, siteDocumentFor, writeBuiltInSection, writeBuiltInSections, type ResolvedBrief } from "./built-in/write-site";
import { modelWritesSection, outlineTask, rewriteTask, sectionTask, type Outline } from "./model-tasks";
import { picturePrompts, withPictures, type PictureMaker } from "./pictures";
import type { SiteBrief } from "./site-brief";

export type GenerationStage = "outline" | "copy" | "images" | "layout" | "ready";

export interface GeneratedSite {
  document: SiteDocument;
  /** Who wrote each section, by section id (also on each section's `writer`). */
  writers: Record<string, SiteWriter>;
  /** Set when the built-in writer answered because the AI provider refused the key. */
  offline?: "provider-refused-key";
}

/** regenerateSection was given a section id the document does not have. */
export class SectionNotFoundError extends Error {
  override name = "SectionNotFoundError";
}

type StageListener = ((stage: GenerationStage) => void | Promise<void>) | undefined;

function footerWith(section: SiteSection, outline: Outline, writer: SiteWriter): SiteSection {
  return section.type === "footer" ? { ...section, tagline: outline.tagline, writer } : section;
}

function builtInOutline(resolved: ResolvedBrief, hero: SiteSection | undefined, footer: SiteSection | undefined): Outline {
  const seo = seoFor(resolved, hero);
  return { title: seo.title, description: seo.description, tagline: footer?.type === "footer" && footer.tagline ? footer.tagline : resolved.context.specialty };
}

/**
 * Generates a site from a brief: the outline (title, description, tagline), the copy of each section
 * (in parallel, each by the configured model with the built-in writer as its fallback), `pictures`' photos in
 * the picture slots (left empty without them), then the theme and layout; the result always passes
 * the site document schema. `onStage` hears each stage as it starts, then "ready".
 */
export async function generateSite(brief: SiteBrief, context: AiContext, onStage?: StageListener, { pictures }: { pictures?: PictureMaker } = {}): Promise<GeneratedSite> {
  // One deadline for every call of the generation (docs/decisions/0401-model-calls-have-a-total-deadline.md).
  const ai: AiContext = { ...context, deadlineAt: context.deadlineAt ?? Date.now() + AI_DEADLINES.generationMs };
  const resolved = resolveBrief(brief);
  const builtIn = writeBuiltInSections(resolved);
  const hero = builtIn.find((section) => section.type === "hero");
  const footer = builtIn.find((section) => section.type === "footer");
  const input = { resolved, notes: brief.notes };

  await onStage?.("outline");
  // Every call starts now; the stages report them as they complete, in order.
  const outlinePromise = writeWithFallback(outlineTask(builtInOutline(resolved, hero, footer), resolved.rules), input, ai);
  const copyPromises = builtIn.map((section) =>
    modelWritesSection(section.type) ? writeWithFallback(sectionTask(section.type, section, resolved.rules), input, ai) : Promise.resolve({ value: section, writer: "built-in" as SiteWriter }),
  );
  // Pictures are asked for from the owner's facts alone, so they start with the copy and do not wait for it.
  const picturesPromise = pictures ? pictures(picturePrompts(resolved, builtIn, brief.seed)) : Promise.resolve(new Map());
  const outline = await outlinePromise;

  await onStage?.("copy");
  const written = await Promise.all(copyPromises);

  await onStage?.("images");
  // The built-in plan leaves its picture slots empty (no illustration key: docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md);
  // an image model's pictures, when one is configured, take them (server/generation/pictures.ts), and a text model never picks one.
  const made = await picturesPromise;
  let sections = withPictures(
    written.map(({ value, writer }) => (value.type === "footer" ? footerWith(value, outline.value, outline.writer) : { ...value, writer })),
    made,
  );

  await onStage?.("layout");
  const document: SiteDocument = { ...siteDocumentFor(resolved, { title: outline.value.title, description: outline.value.description }, sections), ...(brief.language ? { language: brief.language } : {}) };
  let parsed = siteDocumentSchema.safeParse(document);
  if (!parsed.success) {
    // Each part was checked on its own; if the whole still fails, the built-in site answers.
    console.warn(`[${ai.requestId}] generated site failed the document schema; using the built-in writer: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
    sections = withPictures(builtIn, made);
    parsed = siteDocumentSchema.safeParse({ ...document, seo: seoFor(resolved, hero), sections });
    if (!parsed.success) throw new Error(`the built-in site failed its own schema: ${parsed.error.message}`);
  }

  await onStage?.("ready");
  const refused = [outline, ...written].some((result) => "offline" in result && result.offline === "provider-refused-key");
  return {
    document: parsed.data,
    writers: Object.fromEntries(parsed.data.sections.map((section) => [section.id, section.writer])),
    ...(refused ? { offline: "provider-refused-key" as const } : {}),
  };
}

/**
 * Writes one section again (a model when configured, else the built-in writer with a different
 * seed, so the text changes) and returns the document with it replaced. Throws SectionNotFoundError.
 */
export async function regenerateSection(document: SiteDocument, sectionId: string, brief: SiteBrief, ai: AiContext): Promise<{ document: SiteDocument; writer: SiteWriter }> {
  const index = document.sections.findIndex((section) => section.id === sectionId);
  const current = document.sections[index];
  if (!current) throw new SectionNotFoundError(`no section "${sectionId}"`);
  // The section is written in the site's language, whatever the brief says.
  const resolved = resolveBrief({ ...brief, template: document.template, language: document.language ?? brief.language });
  const sameText = (a: SiteSection, b: SiteSection) => JSON.stringify({ ...a, id: "", writer: "" }) === JSON.stringify({ ...b, id: "", writer: "" });
  // A salt from the current text: deterministic, yet a different version each time it is asked.
  let fallback = writeBuiltInSection(resolved, current.type, fnv1a(JSON.stringify(current)) || 1);
  for (let salt = 1; salt < 8 && sameText(fallback, current); salt++) fallback = writeBuiltInSection(resolved, current.type, fnv1a(JSON.stringify(current), salt));
  fallback = { ...fallback, id: current.id };

  let section: SiteSection;
  let writer: SiteWriter;
  if (modelWritesSection(current.type)) {
    const result = await writeWithFallback(sectionTask(current.type, fallback, resolved.rules), { resolved, notes: brief.notes, current }, ai);
    section = { ...result.value, id: current.id, writer: result.writer };
    writer = result.writer;
  } else {
    section = fallback;
    writer = "built-in";
  }
  const sections = document.sections.map((existing, at) => (at === index ? section : existing));
  return { document: siteDocumentSchema.parse({ ...document, sections }), writer };
}

/** Rewrites one text of a site by an instruction ("make it shorter"); plain text, at most 700 characters. */
export async function rewriteText(text: string, instruction: string, ai: AiContext): Promise<{ text: string; writer: SiteWriter }> {
  const { value, writer } = await writeWithFallback(rewriteTask(rewriteBuiltIn), { text, instruction }, ai);
  return { text: value.text, writer };
}
