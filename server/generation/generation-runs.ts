import { and, eq, ne } from "drizzle-orm";
import { businessKindByCode } from "@core/chat/business-kinds";
import { briefPartsOf, parseSettled } from "@core/chat/understanding-review";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { NOTIFICATION_MESSAGES } from "@core/notifications/messages";
import type { SiteDocument } from "@core/sites/site-document";
import type { SiteWriter } from "@core/sites/site-document-constants";
import { DomainError } from "@core/errors";
import type { AppContext } from "@server/platform";
import { chargeAiUse, imageModelSettings } from "@server/ai";
import { projects, type Project } from "@server/db";
import { notifyUser } from "@server/accounts";
import { generateSite, regenerateSection, type GenerationStage } from "./generate-site";
import type { SiteBrief } from "./site-brief";
import { detectSiteLanguage } from "@server/chat";
import { picturesFor } from "./pictures";
import { projectDocument, recordVersion, statusWithoutNewSite, updateProject } from "@server/projects";
import { keepPhotos } from "@core/media/site-images";
import { keepLogo } from "@core/sites/logo";
import { randomSeed } from "@core/seeded-random";

/** What the generator needs to know about a project. */
export function briefOf(project: Project): SiteBrief {
  // The kind the owner picked in the editor's Details is the document's; before that, the one they confirmed in the chat.
  const documentKind = projectDocument(project)?.kind;
  const kindCode = documentKind && (documentKind === "OTHER" || businessKindByCode(documentKind)) ? documentKind : project.businessKind;
  const kind = businessKindByCode(kindCode);
  const settled = parseSettled(project.understood);
  const understood = settled ? briefPartsOf(settled) : null;
  return {
    name: project.name,
    business: project.business,
    kind: kindCode,
    family: kind?.family ?? projectDocument(project)?.family ?? "PERSONAL",
    location: project.location,
    template: project.template,
    notes: project.notes,
    seed: project.seed,
    // The owner's facts and chosen language live in the site document; a new version of the site keeps them. Before the
    // first version, they are what the owner confirmed in the chat (docs/decisions/0510-the-owner-confirms-what-may-understood.md).
    facts: projectDocument(project)?.facts ?? understood?.facts,
    language: projectDocument(project)?.language ?? understood?.language,
  };
}

/** One name when every section came from the same writer, else "mixed". */
function writerSummary(writers: Record<string, SiteWriter>): string {
  const names = new Set(Object.values(writers));
  return names.size === 1 ? [...names][0]! : "mixed";
}

/**
 * Charges the owner's AI limit, marks the project as generating and runs the generator after the response (waitUntil), or in the
 * project's Durable Object when pictures are made, recording each stage in D1 so the chat can show progress by polling. A failure
 * leaves a clear status and message.
 */
export async function startGeneration(app: AppContext, project: Project, { newSeed = false, charged = false } = {}): Promise<Project> {
  if (project.status === "generating") throw new DomainError("GENERATING", PROJECT_MESSAGES.alreadyGenerating);
  // Charged to the site's owner, whoever asks (docs/api.md, "AI"); `charged` when the caller already paid.
  if (!charged) await chargeAiUse(app, project.userId);
  const now = new Date();
  const [claimed] = await app.db
    .update(projects)
    .set({
      status: "generating",
      stage: "outline",
      error: null,
      generationStartedAt: now,
      updatedAt: now,
      ...(newSeed ? { seed: randomSeed() } : {}),
    })
    .where(and(eq(projects.id, project.id), ne(projects.status, "generating")))
    .returning();
  if (!claimed) throw new DomainError("GENERATING", PROJECT_MESSAGES.alreadyGenerating);
  if (imageModelSettings(app.env) && (await handedToGenerator(app, claimed))) return claimed;
  app.executionCtx.waitUntil(runGeneration(app, claimed));
  return claimed;
}

/**
 * A generation with pictures may take longer than `waitUntil` allows after the response, so it runs in the
 * project's SiteGenerator Durable Object (server/generation/site-generator.ts). False when the object could not
 * take it: the caller runs it here instead, pictures and all, rather than leaving the project "generating".
 */
async function handedToGenerator(app: AppContext, project: Project): Promise<boolean> {
  try {
    const generator = app.env.SITE_GENERATOR.get(app.env.SITE_GENERATOR.idFromName(`project:${project.id}`));
    await generator.start(project.id, app.requestId);
    return true;
  } catch (error) {
    console.warn(`[${app.requestId}] the site generator did not take project ${project.id}; generating after the response instead: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

async function setStage(app: AppContext, projectId: number, stage: GenerationStage) {
  await app.db.update(projects).set({ stage, updatedAt: new Date() }).where(and(eq(projects.id, projectId), eq(projects.status, "generating")));
}

/** A new version of the site keeps the owner's photos in the slots that had them (core/media/site-images.ts), and their logo. */
function keepPhotosOf(project: Project, document: SiteDocument): SiteDocument {
  const previous = projectDocument(project);
  return previous ? keepLogo(previous, keepPhotos(previous, document)) : document;
}

/** Runs one generation to the end; exported for tests that want to await it. */
export async function runGeneration(app: AppContext, project: Project): Promise<void> {
  try {
    const brief = briefOf(project);
    // A first version's language comes from the owner's own words in the chat; later ones keep the site's.
    brief.language ??= await detectSiteLanguage([project.business, project.notes]);
    const { document, writers, offline } = await generateSite(brief, { env: app.env, requestId: app.requestId }, (stage) => setStage(app, project.id, stage), { pictures: picturesFor(app, project.userId) });
    const status = project.publishedAt ? "published" : "ready";
    // The site is whole either way; the owner is told when it was written offline because of a refused key.
    const error = offline === "provider-refused-key" ? PROJECT_MESSAGES.writtenOffline : null;
    // A new version like any other: the site it replaces stays in the history, one click from coming back.
    await recordVersion(app, project, { document: keepPhotosOf(project, document), kind: project.document === null ? "generated" : "regenerated", checked: false, change: { status, stage: null, writer: writerSummary(writers), error } });
    await notifyUser(app.db, project.userId, {
      kind: "site_ready",
      ...NOTIFICATION_MESSAGES.siteReady,
      values: { name: project.name },
      link: `/u/projects/${project.id}`,
    });
  } catch (error) {
    console.error(`[${app.requestId}] generation of project ${project.id} failed`, error);
    const status = statusWithoutNewSite(project);
    await app.db
      .update(projects)
      .set({ status, stage: null, error: PROJECT_MESSAGES.generationFailed, updatedAt: new Date() })
      .where(eq(projects.id, project.id));
  }
}

/** Rewrites one section of a project's saved site and saves the result; the other sections stay as they are. */
/** The library's sections the writers never write (core/sites/structure.ts). */
const OWNER_FILLED_SECTIONS = new Set(["menu", "team", "pricing", "cta", "service-area", "social", "booking"]);

export async function regenerateProjectSection(app: AppContext, project: Project, sectionId: string): Promise<Project> {
  const document = projectDocument(project);
  if (!document) throw new DomainError("NOT_GENERATED", PROJECT_MESSAGES.notGenerated);
  const section = document.sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.unknownSection);
  if (OWNER_FILLED_SECTIONS.has(section.type)) throw new DomainError("INVALID", PROJECT_MESSAGES.notRewritable);
  await chargeAiUse(app, project.userId);
  const regenerated = await regenerateSection(document, sectionId, briefOf(project), { env: app.env, requestId: app.requestId });
  return updateProject(app, project, { document: keepPhotos(document, regenerated.document) }, { kind: "section-regenerated" });
}
