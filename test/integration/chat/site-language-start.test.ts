import { describe, expect, it } from "vitest";
import type { Conversation } from "@core/chat/conversation";
import type { UnderstandingReview } from "@core/chat/understanding-review";
import { answered } from "./helpers";
import { call, signedUpUser } from "../accounts/helpers";

/**
 * A new site starts in the language the owner's answers are in, and when they do not settle it (too few letters, or a
 * language sites are not written in) in the language the owner reads May in, not English
 * (docs/decisions/0830-site-language-detected-and-stored.md, docs/decisions/0900-may-speaks-the-owners-language.md).
 */
interface ChatBody {
  data: { version: number; understanding: UnderstandingReview | null };
}

async function save(jwt: string, steps: Conversation, headers: Record<string, string>) {
  const current = await (await call("/chat", { jwt, headers })).json<ChatBody>();
  const response = await call("/chat", { method: "PUT", jwt, headers, json: { steps, version: current.data.version } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<ChatBody>()).data;
}

/** Answers with nothing to read a language from: three letters in all. */
const WORDLESS = ["B&B", "92", "7", "bold-modern", "+351 912 345 678"];
const PORTUGUESE = ["Uma pastelaria em Lisboa com pastéis de nata e pão de massa-mãe", "Lisboa", "Pastelaria Sol", "bold-modern", "Abrimos todos os dias de manhã."];
const ENGLISH = ["Emergency plumbing, burst pipes and boilers", "Phoenix, AZ", "Desert Flow Plumbing", "bold-modern", "Please put our number on the site."];

describe("a new site's language starts from the owner's chat language", () => {
  it.each([
    ["pt-PT,pt;q=0.9", { "Accept-Language": "pt-PT,pt;q=0.9" }, "pt"],
    ["the cookie's ar", { Cookie: "may_lang=ar" }, "ar"],
    ["ja", { "Accept-Language": "ja" }, "ja"],
    ["no language at all", {}, "en"],
  ] as const)("answers that say no language: the reader's (%s)", async (_, headers, expected) => {
    const { jwt } = await signedUpUser();
    const saved = await save(jwt, answered(...WORDLESS), headers);
    expect(saved.understanding?.reading.language).toBe(expected);
  });

  it("answers that say their language win over the reader's", async () => {
    const { jwt } = await signedUpUser();
    expect((await save(jwt, answered(...ENGLISH), { "Accept-Language": "pt-PT" })).understanding?.reading.language).toBe("en");
    const other = await signedUpUser();
    expect((await save(other.jwt, answered(...PORTUGUESE), { "Accept-Language": "de" })).understanding?.reading.language).toBe("pt");
  });
});
