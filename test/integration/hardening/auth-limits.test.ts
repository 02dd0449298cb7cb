import { describe, expect, it } from "vitest";
import { call, expectError, newPerson, outboxFor, signedUpUser, uniqueIp } from "../accounts/helpers";
import { awayFromWindowEdge } from "../rate-limit-window";

const TOO_MANY = "Too many requests, please try again later.";
/** The per-account (and per-address) limit: 20 a minute, whatever address the requests come from. */
const PER_ACCOUNT = 20;

/** Sends `count` requests, each from a new client address, and returns their statuses. */
async function fromManyAddresses(count: number, send: (ip: string, i: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await send(uniqueIp(), i);
    statuses.push(response.status);
    await response.body?.cancel();
  }
  return statuses;
}

describe("auth limits keyed by account and address as well as by client address", () => {
  it("PUT /users/:id: an account cannot mail confirmation links without end, however many addresses it uses", async () => {
    await awayFromWindowEdge();
    const { jwt, user } = await signedUpUser();
    const targets = Array.from({ length: PER_ACCOUNT + 1 }, () => newPerson("target").email);
    const statuses = await fromManyAddresses(PER_ACCOUNT, (ip, i) => call(`/users/${user.id}`, { method: "PUT", jwt, ip, json: { email: targets[i] } }));
    expect(statuses).toEqual(Array(PER_ACCOUNT).fill(200));
    await expectError(await call(`/users/${user.id}`, { method: "PUT", jwt, json: { email: targets[PER_ACCOUNT] } }), 429, "RateLimitError", TOO_MANY);
    expect(await outboxFor(targets[PER_ACCOUNT]!)).toHaveLength(0);
    // Renaming is not an email: it is not limited by this.
    expect((await call(`/users/${user.id}`, { method: "PUT", jwt, json: { username: `${user.username}x` } })).status).toBe(200);
  });

  it("PUT /users/:id: one address cannot be flooded by many accounts", async () => {
    await awayFromWindowEdge();
    const victim = newPerson("victim").email;
    const accounts: Awaited<ReturnType<typeof signedUpUser>>[] = [];
    for (let i = 0; i <= PER_ACCOUNT; i++) accounts.push(await signedUpUser());
    const statuses = await fromManyAddresses(PER_ACCOUNT, (ip, i) => call(`/users/${accounts[i]!.user.id}`, { method: "PUT", jwt: accounts[i]!.jwt, ip, json: { email: victim } }));
    expect(statuses).toEqual(Array(PER_ACCOUNT).fill(200));
    const last = accounts[PER_ACCOUNT]!;
    await expectError(await call(`/users/${last.user.id}`, { method: "PUT", jwt: last.jwt, json: { email: victim } }), 429, "RateLimitError", TOO_MANY);
    expect(await outboxFor(victim)).toHaveLength(PER_ACCOUNT);
  });

  it("send-email-confirmation keeps Strapi's answers but is limited per address", async () => {
    await awayFromWindowEdge();
    const { person } = await signedUpUser();
    const unknown = newPerson("nobody").email;
    const confirmed = await fromManyAddresses(PER_ACCOUNT, (ip) => call("/auth/send-email-confirmation", { ip, json: { email: person.email } }));
    expect(confirmed).toEqual(Array(PER_ACCOUNT).fill(400));
    await expectError(await call("/auth/send-email-confirmation", { json: { email: person.email } }), 429, "RateLimitError", TOO_MANY);
    const unknownStatuses = await fromManyAddresses(PER_ACCOUNT, (ip) => call("/auth/send-email-confirmation", { ip, json: { email: unknown } }));
    expect(unknownStatuses).toEqual(Array(PER_ACCOUNT).fill(200));
    await expectError(await call("/auth/send-email-confirmation", { json: { email: unknown } }), 429, "RateLimitError", TOO_MANY);
  });

  it("/users/count keeps Strapi's answer but is limited per account", async () => {
    await awayFromWindowEdge();
    const { jwt } = await signedUpUser();
    const statuses = await fromManyAddresses(PER_ACCOUNT, (ip) => call("/users/count", { ip, jwt }));
    expect(statuses).toEqual(Array(PER_ACCOUNT).fill(200));
    await expectError(await call("/users/count", { jwt }), 429, "RateLimitError", TOO_MANY);
    const ip = uniqueIp();
    const other = await signedUpUser();
    const perAddress = await fromManyAddresses(1, () => call("/users/count", { ip, jwt: other.jwt }));
    expect(perAddress).toEqual([200]);
  });

  it("login, forgot-password and change-password count per account across addresses, on the API and the screens alike", async () => {
    await awayFromWindowEdge();
    const { person, jwt } = await signedUpUser();
    // signedUpUser signed in once already: that counts too.
    const guesses = await fromManyAddresses(PER_ACCOUNT - 1, (ip) => call("/auth/local", { ip, json: { identifier: person.email, password: "wrong password" } }));
    expect(guesses).toEqual(Array(PER_ACCOUNT - 1).fill(400));
    await expectError(await call("/auth/local", { json: { identifier: person.email.toUpperCase(), password: person.password } }), 429, "RateLimitError", TOO_MANY);
    const screen = await call("http://localhost/login", { method: "POST", rawBody: new URLSearchParams({ identifier: person.email, password: person.password }), headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(screen.status).toBe(429);

    const resets = await fromManyAddresses(PER_ACCOUNT, (ip) => call("/auth/forgot-password", { ip, json: { email: person.email } }));
    expect(resets).toEqual(Array(PER_ACCOUNT).fill(200));
    await expectError(await call("/auth/forgot-password", { json: { email: person.email } }), 429, "RateLimitError", TOO_MANY);

    const changes = await fromManyAddresses(PER_ACCOUNT, (ip) => call("/auth/change-password", { ip, jwt, json: { currentPassword: "not it", password: "another one", passwordConfirmation: "another one" } }));
    expect(changes).toEqual(Array(PER_ACCOUNT).fill(400));
    await expectError(await call("/auth/change-password", { jwt, json: { currentPassword: "not it", password: "another one", passwordConfirmation: "another one" } }), 429, "RateLimitError", TOO_MANY);
  });
});
