import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, latestLinkParam, newPerson, outboxFor, type PublicUserBody } from "./helpers";

const RESEND = { MAIL_TRANSPORT: "resend", MAIL_API_KEY: "re_test_key", MAIL_API_BASE_URL: "https://mail-provider.test/", MAIL_FROM: "May <hello@may.test>" };

interface SentEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The mail provider at its HTTP boundary, answering as Resend does (`{ id }`), or failing with `status`. */
function fakeProvider(status = 200) {
  const sent: { url: string; headers: Headers; body: SentEmail }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, headers: request.headers, body: await request.json<SentEmail>() });
    if (status !== 200) return Response.json({ statusCode: status, name: "application_error", message: "Something went wrong" }, { status });
    return Response.json({ id: crypto.randomUUID() });
  });
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the HTTP mail transport (Resend's API shape)", () => {
  it("posts the confirmation email as JSON with the key, sender, both parts and an absolute link", async () => {
    const sent = fakeProvider();
    const person = newPerson();
    expect((await call("/auth/local/register", { json: person, env: RESEND })).status).toBe(200);
    expect(sent).toHaveLength(1);
    const [{ url, headers, body }] = sent as [(typeof sent)[number]];
    expect(url).toBe("https://mail-provider.test/emails");
    expect(headers.get("authorization")).toBe("Bearer re_test_key");
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("user-agent")).toBeTruthy();
    expect(body).toEqual({ from: "May <hello@may.test>", to: [person.email], subject: "Confirm your email for May", text: expect.any(String), html: expect.any(String) });
    expect(body.text).toContain(`${env.APP_URL}/email-confirmation?confirmation=`);
    expect(body.html).toContain(`${env.APP_URL}/email-confirmation?confirmation=`);
    expect(body.html).toMatch(/^<!doctype html>/);
    expect(await outboxFor(person.email)).toEqual([]);
  });

  it("never loses the account when the provider fails: the error is logged and a resend works later", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeProvider(500);
    const person = newPerson();
    const response = await call("/auth/local/register", { json: person, env: RESEND });
    expect(response.status).toBe(200);
    const { user } = await response.json<{ user: PublicUserBody }>();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/confirmation email for user \d+ failed/);
    expect(String(error.mock.calls[0]?.[1])).toContain("Mail provider answered 500");
    const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(person.email).first<{ id: number }>();
    expect(row?.id).toBe(user.id);

    vi.restoreAllMocks();
    const sent = fakeProvider();
    const resend = await call("/auth/send-email-confirmation", { json: { email: person.email }, env: RESEND });
    expect(await resend.json()).toEqual({ email: person.email, sent: true });
    expect(sent).toHaveLength(1);
    const token = new URL(/https?:\/\/\S+/.exec(sent[0]!.body.text)![0]).searchParams.get("confirmation");
    expect((await call(`/auth/email-confirmation?confirmation=${token}`)).status).toBe(302);
  });

  it("logs a missing MAIL_API_KEY as a configuration error and still keeps the account", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const seen = fakeProvider();
    const person = newPerson();
    const response = await call("/auth/local/register", { json: person, env: { ...RESEND, MAIL_API_KEY: undefined } });
    expect(response.status).toBe(200);
    expect(seen).toEqual([]);
    expect(String(error.mock.calls[0]?.[1])).toContain("MAIL_API_KEY is not set");
  });

  it("uses the HTTP provider by default outside development", async () => {
    const sent = fakeProvider();
    const person = newPerson();
    expect((await call("/auth/local/register", { json: person, env: { ...RESEND, MAIL_TRANSPORT: undefined, ENVIRONMENT: "production" } })).status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it("uses the console transport by default in development: logged and kept in the outbox", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const person = newPerson();
    expect((await call("/auth/local/register", { json: person })).status).toBe(200);
    expect(info).toHaveBeenCalledOnce();
    expect(String(info.mock.calls[0]?.[0])).toContain(`to ${person.email}: Confirm your email for May`);
    expect(await latestLinkParam(person.email, "confirmation")).toMatch(/^[\w-]{43}$/);
  });
});
