import { z } from "zod";
import { SITE_LANGUAGES } from "./languages";

/** A site language as input (apart from languages.ts, which the editor loads at once and which therefore has no zod). */
export const siteLanguageSchema = z.enum(SITE_LANGUAGES, { error: "common.language.unknown" });
