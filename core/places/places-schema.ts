import { z } from "zod";
import type { AppMessageKey } from "../i18n/keys";

/**
 * Where a business is, as May stores it: a country (ISO 3166-1 alpha-2) and, when the owner's text makes it
 * clear, a subdivision (ISO 3166-2: a US state, a Canadian province, a Japanese prefecture). Null when the
 * place is not known (docs/decisions/0505-what-may-understood-and-where-the-business-is.md).
 */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, "facts.error.country" satisfies AppMessageKey);
export const subdivisionCodeSchema = z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, "facts.error.subdivision" satisfies AppMessageKey);

export const siteRegionSchema = z
  .strictObject({ country: countryCodeSchema, subdivision: subdivisionCodeSchema.nullable() })
  .refine((region) => region.subdivision === null || region.subdivision.startsWith(`${region.country}-`), "facts.error.subdivisionCountry" satisfies AppMessageKey);

export type SiteRegion = z.infer<typeof siteRegionSchema>;

const placeName = z.string().trim().min(1).max(80);
/** A postal abbreviation as written ("TX", "NSW", "Calif."): recognised only in upper case or after a comma. */
// eslint-disable-next-line ui-text/sentences -- checks of content/places/places.json at build, read by developers only
const abbreviation = z.string().regex(/^\p{Lu}[\p{L}.]{0,5}$/u, "An abbreviation starts with a capital letter and has at most six characters.");

/** content/places/places.json: countries (their names come from Intl.DisplayNames), subdivisions and cities. */
export const placesFileSchema = z.strictObject({
  about: z.string(),
  countries: z.array(
    z.strictObject({
      code: countryCodeSchema,
      /** Everyday names Intl.DisplayNames does not give ("USA", "السعودية"), in any of the site languages. */
      aliases: z.array(placeName).optional(),
      abbreviations: z.array(abbreviation).optional(),
    }),
  ),
  /** A subdivision known only by its abbreviation (Italy's provinces: "Bergamo (BG)") has no names. */
  subdivisions: z.array(
    z
      .strictObject({ code: subdivisionCodeSchema, names: z.array(placeName), abbreviations: z.array(abbreviation).optional() })
      // eslint-disable-next-line ui-text/sentences -- checks of content/places/places.json at build, read by developers only
      .refine((subdivision) => subdivision.names.length > 0 || (subdivision.abbreviations ?? []).length > 0, "A subdivision needs a name or an abbreviation."),
  ),
  cities: z.array(z.strictObject({ names: z.array(placeName).min(1), country: countryCodeSchema, subdivision: subdivisionCodeSchema.optional() })),
});

export type PlacesFile = z.infer<typeof placesFileSchema>;

/**
 * Every problem with the places file, as readable lines: the schema's, a country or subdivision listed twice,
 * a subdivision or city of a country that is not listed, and a city's subdivision that is not its country's
 * or not listed. Empty when the data is good (checked at build, vite.config.ts, and by a test).
 */
export function placeProblems(data: unknown): string[] {
  const file = "content/places/places.json";
  const parsed = placesFileSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${file}: ${issue.path.join(".")}: ${issue.message}`);
  const problems: string[] = [];
  const countries = new Set<string>();
  for (const { code } of parsed.data.countries) {
    if (countries.has(code)) problems.push(`${file}: the country ${code} is listed twice`);
    countries.add(code);
  }
  const subdivisions = new Set<string>();
  const countriesWithSubdivisions = new Set<string>();
  for (const { code } of parsed.data.subdivisions) {
    if (subdivisions.has(code)) problems.push(`${file}: the subdivision ${code} is listed twice`);
    subdivisions.add(code);
    const country = code.slice(0, 2);
    countriesWithSubdivisions.add(country);
    if (!countries.has(country)) problems.push(`${file}: the subdivision ${code} belongs to ${country}, which is not a listed country`);
  }
  for (const city of parsed.data.cities) {
    const name = city.names[0] ?? "";
    if (!countries.has(city.country)) problems.push(`${file}: ${name} is in ${city.country}, which is not a listed country`);
    if (city.subdivision === undefined) continue;
    if (!city.subdivision.startsWith(`${city.country}-`)) problems.push(`${file}: ${name} is in ${city.country} but its subdivision is ${city.subdivision}`);
    else if (countriesWithSubdivisions.has(city.country) && !subdivisions.has(city.subdivision)) problems.push(`${file}: ${name}'s subdivision ${city.subdivision} is not listed`);
  }
  return problems;
}
