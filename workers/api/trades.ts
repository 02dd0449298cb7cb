import { Hono } from "hono";
import { isBusinessKindCode } from "@core/chat/business-kinds";
import { TRADE_SUGGESTION_MESSAGES, tradeSuggestionsQuerySchema } from "@core/chat/trade-suggestions";
import { DomainError } from "@core/errors";
import { usualServices } from "@server/generation";
import type { ApiEnv } from "./api-env";
import { parseInput } from "./validation";

/**
 * /api/v1/trades: public, like the templates: the trade's usual services for a kind of the business list, in a site
 * language, as suggestions the owner may tap (docs/decisions/0542-suggestions-in-the-understood-card-and-editor.md).
 * They change only with a deploy, so browsers may keep them briefly.
 */
export const tradesApi = new Hono<ApiEnv>().get("/:kind{[A-Z][A-Z0-9_]{0,39}}/suggestions", (c) => {
  const kind = c.req.param("kind");
  const { language } = parseInput(tradeSuggestionsQuerySchema, { language: c.req.query("language") });
  if (!isBusinessKindCode(kind)) throw new DomainError("NOT_FOUND", TRADE_SUGGESTION_MESSAGES.unknownKind);
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: { kind, language, services: usualServices(kind, language) } }, 200);
});
