import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "@core/constants";
import { ACCOUNT_FIELD_MESSAGES, registerSchema, updateUserSchema } from "@core/accounts/schemas";
import { call, expectError, newPerson, signedUpUser } from "../accounts/helpers";

const hostile = {
  "bidi override": "\u202eadmin",
  "left-to-right isolate": "adm\u2066in",
  "zero-width space": "ad\u200bmin",
  "zero-width joiner": "ad\u200dmin",
  "byte order mark inside": "ad\ufeffmin",
  "control character": "ad\u0007min",
  "newline inside": "ad\nmin",
  "fullwidth letters": "\uff41\uff44\uff4d\uff49\uff4e",
  "ideographic space": "ad\u3000min",
};

describe("usernames", () => {
  it("refuse control, bidi, zero-width and fullwidth characters in the shared schema, with a clear message", () => {
    for (const [label, username] of Object.entries(hostile)) {
      const result = registerSchema.safeParse({ ...newPerson(), username });
      expect(result.success, label).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message), label).toEqual([ACCOUNT_FIELD_MESSAGES.usernameCharacters]);
      expect(updateUserSchema.safeParse({ username }).success, label).toBe(false);
    }
  });

  it("are stored NFKC-normalised, and ordinary names in any script still pass", () => {
    // "ﬁ" (a ligature) and a decomposed "é" become "fi" and "é".
    expect(registerSchema.parse({ ...newPerson(), username: "\ufb01lo cafe\u0301" }).username).toBe("filo caf\u00e9");
    for (const username of ["Zoë Müller", "山田太郎", "Ана", "o'brien-smith_2"]) expect(registerSchema.parse({ ...newPerson(), username }).username).toBe(username);
  });

  it("are refused by the API at signup and on PUT /users/:id", async () => {
    const response = await call("/auth/local/register", { json: { ...newPerson(), username: "\u202eadmin" } });
    const body = await expectError(response, 400, "ValidationError", VALIDATION_MESSAGES.usernameCharacters);
    expect(body.error.details.errors?.[0]?.path).toEqual(["username"]);
    const { jwt, user } = await signedUpUser();
    await expectError(await call(`/users/${user.id}`, { method: "PUT", jwt, json: { username: "ad\u200bmin" } }), 400, "ValidationError", VALIDATION_MESSAGES.usernameCharacters);
    const ok = await call(`/users/${user.id}`, { method: "PUT", jwt, json: { username: `\ufb01${user.username}` } });
    expect(ok.status).toBe(200);
    expect((await ok.json<{ username: string }>()).username).toBe(`fi${user.username}`);
  });
});
