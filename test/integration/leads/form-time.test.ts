import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FORM_STARTED_FIELD, SPAM_THRESHOLD } from "@core/forms/spam";
import { readFormTime, signFormTime } from "@server/leads/form-time";
import { readSettings } from "@server/platform/settings";
import { call } from "../accounts/helpers";
import { publishedSite, sendMessage } from "./helpers";

interface MessageView {
  name: string;
  spam: boolean;
  spamScore: number;
}

const settings = () => readSettings(env);

afterEach(() => vi.restoreAllMocks());
const formTimeOf = (html: string) => new RegExp(`<input type="hidden" name="${FORM_STARTED_FIELD}" value="([^"]*)"`).exec(html)?.[1];

describe("the contact form's signed start time (docs/decisions/0704-spam-scoring-normalised-and-a-signed-form-time.md)", () => {
  it("signs the time for one site: another site's, a changed time or a bare number is a forgery", async () => {
    const time = Date.now() - 40_000;
    const signed = await signFormTime(settings(), "rise-and-crumb", time);
    expect(signed).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await readFormTime(settings(), "rise-and-crumb", signed)).toEqual({ kind: "signed", startedAt: time });
    expect(await readFormTime(settings(), "another-site", signed)).toEqual({ kind: "forged" });
    expect(await readFormTime(settings(), "rise-and-crumb", signed.replace(/^\d+/, String(time - 60_000)))).toEqual({ kind: "forged" });
    for (const value of [String(time), "garbage", `${time}.${"A".repeat(43)}`, 42, ["x"]]) expect(await readFormTime(settings(), "rise-and-crumb", value), String(value)).toEqual({ kind: "forged" });
    for (const value of [undefined, null, ""]) expect(await readFormTime(settings(), "rise-and-crumb", value)).toEqual({ kind: "missing" });
  });

  it("serves each page's form with a time signed for its site", async () => {
    const { project } = await publishedSite({ name: "Signed Crumb" });
    const html = await (await call(`http://localhost/s/${project.slug}`)).text();
    const value = formTimeOf(html);
    expect(value).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const read = await readFormTime(settings(), project.slug, value);
    expect(read.kind).toBe("signed");
    expect(Math.abs((read as { startedAt: number }).startedAt - Date.now())).toBeLessThan(60_000);
  });

  it("serves the page without the time, and logs it, when the time cannot be signed (no JWT_SECRET in production)", async () => {
    const { project } = await publishedSite({ name: "Unsigned Crumb" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const production = { ENVIRONMENT: "production", JWT_SECRET: "", SESSION_SECRET: "s".repeat(40), MAIL_API_KEY: "k" };
    const response = await call(`http://localhost/s/${project.slug}`, { env: production });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Unsigned Crumb");
    expect(formTimeOf(html)).toBeUndefined();
    expect(logged.mock.calls.some((args) => String(args[0]).includes("the form's time was not signed"))).toBe(true);
  });

  it("files the finding's message as spam: look-alike letters, zero-width spaces, bare links and a client-set time", async () => {
    const { jwt, project } = await publishedSite({ name: "Bypass Crumb" });
    const hidden = "Cheap ЅЕО ѕеrvісеѕ and bас\u200bklіnks! Visit rаnk-bооst.соm/offer and bіt.\u200bly/deal";
    const sent = await sendMessage(project.slug, { name: "Mark", email: "mark@example.com", message: hidden, [FORM_STARTED_FIELD]: String(Date.now() - 40_000) });
    expect(sent.status).toBe(200);
    const spam = (await (await call(`/projects/${project.id}/messages?folder=spam`, { jwt })).json<{ data: MessageView[] }>()).data;
    expect(spam).toHaveLength(1);
    expect(spam[0]!.spamScore).toBeGreaterThanOrEqual(SPAM_THRESHOLD);
  });

  it("keeps a person's message in the inbox with our signed time, and scores another site's time as forged", async () => {
    const { jwt, project } = await publishedSite({ name: "Person Crumb" });
    const other = await publishedSite({ name: "Other Crumb" });
    const typed = { name: "Ana", email: "ana@example.com", message: "Do you bake rye on Sundays? I'd like two loaves." };
    await sendMessage(project.slug, { ...typed, [FORM_STARTED_FIELD]: await signFormTime(settings(), project.slug, Date.now() - 40_000) });
    await sendMessage(project.slug, { ...typed, name: "Borrowed", [FORM_STARTED_FIELD]: await signFormTime(settings(), other.project.slug, Date.now() - 40_000) });
    await sendMessage(project.slug, { ...typed, name: "Nothing" });
    const inbox = (await (await call(`/projects/${project.id}/messages`, { jwt })).json<{ data: MessageView[] }>()).data;
    expect(Object.fromEntries(inbox.map((message) => [message.name, message.spamScore]))).toEqual({ Ana: 0, Borrowed: 3, Nothing: 2 });
  });

  it("gives the signed time back, unchanged, with a refused form", async () => {
    const { project } = await publishedSite({ name: "Refused Crumb" });
    const signed = await signFormTime(settings(), project.slug, Date.now() - 40_000);
    const refused = await sendMessage(project.slug, { name: "Ana", email: "not an address", message: "Rye?", [FORM_STARTED_FIELD]: signed });
    expect(refused.status).toBe(400);
    expect(formTimeOf(await refused.text())).toBe(signed);
    const forged = await sendMessage(project.slug, { name: "Ana", email: "not an address", message: "Rye?", [FORM_STARTED_FIELD]: '1764244800000"><script>' });
    expect(formTimeOf(await forged.text())).toBeUndefined();
  });
});
