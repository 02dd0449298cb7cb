import type { Context } from "hono";
import type { z } from "zod";
import { AUTH_MESSAGES } from "@core/constants";
import { ApiError } from "./errors";

interface ValidationIssue {
  path: string[];
  message: string;
  name: "ValidationError";
}

/** Strapi's validation failure: one issue → its message; several → "N errors occurred"; all in details.errors. */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  const errors: ValidationIssue[] = issues.map((issue) => ({ path: issue.path.map(String), message: issue.message, name: "ValidationError" }));
  const message = errors.length === 1 && errors[0] ? errors[0].message : `${errors.length} errors occurred`;
  return new ApiError(400, "ValidationError", message, { errors });
}

/** Parses input with a shared schema, or throws the 400 envelope listing every problem. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads a JSON object body and validates it: another content type, malformed JSON or a non-object
 * body is a 400 in the envelope, never a 500. (Bodies over 64 KiB never get here: 413.)
 */
export async function readJsonBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  if (!JSON_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(400, "ValidationError", AUTH_MESSAGES.jsonContentTypeRequired);
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, "ValidationError", AUTH_MESSAGES.malformedJson);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "ValidationError", AUTH_MESSAGES.jsonObjectRequired);
  }
  return parseInput(schema, body);
}
