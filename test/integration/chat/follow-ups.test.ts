import { describe, expect, it } from "vitest";
import type { FollowUp } from "@core/chat/follow-up-schema";
import type { VersionView } from "@core/projects/versions";
import { answered } from "./helpers";
import { call, signedUpUser } from "../accounts/helpers";

/**
 * The chat after the site is made (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md): every
 * message is answered, a fact in it reaches the draft as a new version with a note of what changed and an Undo, a
 * request the chat cannot do gets the fixed answer naming the editor's place, and the history says what changed.
 */

interface ProjectBody {
  data: { id: number; status: string; versionId: number | null; document: { facts: { hours: unknown[]; phone: string; claims: string[] }; sections: { type: string; hours?: unknown[] }[] } | null };
}

/** A signed-up owner whose chat has made a site (built-in writer) in the language of the answers. */
async function ownerWithSite(answers: string[]) {
  const { jwt, user } = await signedUpUser();
  const steps = answered(...answers);
  const saved = await call("/chat", { method: "PUT", jwt, json: { steps, version: 0 } });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect((await call("/chat/understanding", { method: "PUT", jwt, json: { answer: "skipped" } })).status).toBe(200);
  const created = await call("/projects", { method: "POST", jwt, json: {} });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json<ProjectBody>()).data;
  let project: ProjectBody["data"] | null = null;
  for (let tries = 0; tries < 100; tries++) {
    project = (await (await call(`/projects/${id}`, { jwt })).json<ProjectBody>()).data;
    if (project.status !== "generating" && project.document) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(project?.document).toBeTruthy();
  return { jwt, user, project: project! };
}

async function send(jwt: string, message: string) {
  const response = await call("/chat/follow-ups", { method: "POST", jwt, json: { message } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ data: FollowUp }>()).data;
}

async function versions(jwt: string, projectId: number) {
  return (await (await call(`/projects/${projectId}/versions`, { jwt })).json<{ data: VersionView[] }>()).data;
}

const BAKERY = ["A vegan bakery with sourdough and cakes", "Bristol, UK", "Crumb & Leaf", "bold-modern", "We bake every morning."];

describe("the chat after the site is made", () => {
  it("applies the hours and a rule from a message as a new version, says what changed, and undoes it", async () => {
    const { jwt, project } = await ownerWithSite(BAKERY);
    const before = project.versionId;
    const followUp = await send(jwt, "please say that everything is 100% plant-based, and we're open Tuesday to Sunday 8:00-16:00");
    expect(followUp.reply.kind).toBe("applied");
    if (followUp.reply.kind !== "applied") return;
    expect(followUp.reply.previousVersionId).toBe(before);
    expect(followUp.reply.lines.join("\n")).toMatch(/Opening hours added: Tue – Sun .*8:00/);
    // The request is not part of the promise the site makes.
    expect(followUp.reply.lines).toContain("Your promises added: Everything is 100% plant-based");

    const after = (await (await call(`/projects/${project.id}`, { jwt })).json<ProjectBody>()).data;
    expect(after.versionId).toBe(followUp.reply.versionId);
    expect(after.document?.facts.hours.length).toBeGreaterThan(0);
    expect(after.document?.facts.claims).toContain("Everything is 100% plant-based");
    expect(after.document?.sections.find((section) => section.type === "hours-location")?.hours?.length).toBeGreaterThan(0);

    const history = await versions(jwt, project.id);
    expect(history[0]?.description).toContain("Opening hours added from the chat");

    // Stored with the conversation.
    const listed = (await (await call("/chat/follow-ups", { jwt })).json<{ data: FollowUp[] }>()).data;
    expect(listed.map((item) => item.id)).toEqual([followUp.id]);

    const undo = await call(`/chat/follow-ups/${followUp.id}/undo`, { method: "POST", jwt, json: {} });
    expect(undo.status, await undo.clone().text()).toBe(200);
    expect((await undo.json<{ data: FollowUp }>()).data.reply).toMatchObject({ undone: true });
    const undone = (await (await call(`/projects/${project.id}`, { jwt })).json<ProjectBody>()).data;
    expect(undone.document?.facts).toEqual(project.document?.facts);
    const restored = (await versions(jwt, project.id))[0];
    expect(restored).toMatchObject({ kind: "restored", restoredFrom: before });
    expect(restored?.description[0]).toBe("Restored from {when}");
    expect(restored?.restoredFromAt).toEqual(expect.any(String));

    // Twice is refused: it is undone already.
    expect((await call(`/chat/follow-ups/${followUp.id}/undo`, { method: "POST", jwt, json: {} })).status).toBe(409);
  });

  it("applies a phone, an email and offers; Undo is refused once the site changed since", async () => {
    const { jwt, project } = await ownerWithSite(BAKERY);
    const phone = await send(jwt, "Our phone number is 0117 496 0123");
    expect(phone.reply).toMatchObject({ kind: "applied", lines: [expect.stringMatching(/^Phone number added: 0117 496 0123/)] });
    const offers = await send(jwt, "Sourdough loaf £4.50, cinnamon bun £3");
    expect(offers.reply.kind).toBe("applied");
    const after = (await (await call(`/projects/${project.id}`, { jwt })).json<ProjectBody>()).data;
    expect(after.document?.facts.phone).toBe("0117 496 0123");
    // The phone's version is no longer the newest: the chat sends the owner to History instead.
    const refused = await call(`/chat/follow-ups/${phone.id}/undo`, { method: "POST", jwt, json: {} });
    expect(refused.status).toBe(409);
    expect((await refused.json<{ error: { message: string } }>()).error.message).toContain("History");
  });

  it("answers what it cannot do with the editor's place, in the site's language, and changes nothing", async () => {
    const { jwt, project } = await ownerWithSite(["Une boulangerie vegan avec pain au levain", "Lyon, France", "Mie Végétale", "bold-modern", "Nous faisons tout à la main."]);
    const photo = await send(jwt, "Pouvez-vous changer la photo du haut ?");
    expect(photo.reply).toMatchObject({ kind: "answer", topic: "photos", text: expect.stringContaining("« Pictures »") });
    expect(photo.language).toBe("fr");
    const colours = await send(jwt, "Mettez des couleurs plus vertes");
    expect(colours.reply).toMatchObject({ kind: "answer", topic: "colours" });
    const nothing = await send(jwt, "Merci beaucoup !");
    expect(nothing.reply).toMatchObject({ kind: "answer", topic: "other" });
    const after = (await (await call(`/projects/${project.id}`, { jwt })).json<ProjectBody>()).data;
    expect(after.versionId).toBe(project.versionId);
  });

  it("refuses a message before any site, an empty one, and another user's follow-up", async () => {
    const { jwt } = await signedUpUser();
    const early = await call("/chat/follow-ups", { method: "POST", jwt, json: { message: "We're open 9 to 5" } });
    expect(early.status).toBe(409);
    expect((await call("/chat/follow-ups", { method: "POST", jwt, json: { message: "  " } })).status).toBe(400);
    const owner = await ownerWithSite(BAKERY);
    const theirs = await send(owner.jwt, "Our email is hello@crumbandleaf.co.uk");
    const other = await ownerWithSite(BAKERY);
    expect((await call(`/chat/follow-ups/${theirs.id}/undo`, { method: "POST", jwt: other.jwt, json: {} })).status).toBe(404);
  });
});
