import places from "../../content/places/places.json" with { type: "json" };
import { normaliseText } from "../chat/classify-business";
import { SITE_LANGUAGES } from "../sites/languages";
import type { PlacesFile, SiteRegion } from "./places-schema";

/**
 * From a location as an owner types it, in any of the site languages ("Austin, Texas", "Lisboa", "東京都渋谷区",
 * "الرياض", "Perth, WA"), to a country and, where the text makes it clear, a subdivision; null when the text names
 * no known place or names places in more than one country equally (docs/decisions/0505-what-may-understood-and-where-the-business-is.md).
 *
 * Countries are named by Intl.DisplayNames in every site language (long names); content/places/places.json adds everyday names,
 * subdivisions with their postal abbreviations, and well-known cities. Every place named in the text is a piece of
 * evidence for the countries it can be in; the country with the most evidence wins, then the one named most
 * precisely (a country's name over a region's over a city's over a bare country code). "Perth" alone is a city in
 * Australia and in Scotland, so it gives null; "Perth, WA" gives Western Australia.
 */

/**
 * How precisely a piece of text names a country: its name, a region in it, a region known only by its abbreviation
 * (an Italian province: "MI" is also Michigan), a city in it, or only a two-letter code.
 */
const RANK = { country: 3, subdivision: 2, abbreviationOnly: 1.5, city: 1, countryCode: 0.5 } as const;

interface Candidate {
  country: string;
  subdivision: string | null;
  rank: number;
}

interface PlaceIndex {
  /** Normalised names (normaliseText) in scripts written with spaces, matched as whole words. */
  byWords: Map<string, Candidate[]>;
  /** The longest of those names, in words. */
  maxWords: number;
  /** Normalised names in Japanese or Chinese script, matched anywhere in the text (no spaces between words). */
  unspaced: Map<string, Candidate[]>;
  /** Abbreviations in upper case without dots ("TX", "NSW", "CALIF"), and every country's ISO code. */
  abbreviations: Map<string, Candidate[]>;
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function add(map: Map<string, Candidate[]>, key: string, candidate: Candidate): void {
  if (key === "") return;
  const list = map.get(key) ?? [];
  if (!list.some((known) => known.country === candidate.country && known.subdivision === candidate.subdivision && known.rank >= candidate.rank)) list.push(candidate);
  map.set(key, list);
}

const abbreviationKey = (text: string): string => text.replace(/\./g, "").toUpperCase();

/**
 * normaliseText, except that a shadda stays (as an alif wasla, a letter no place name here uses, since normaliseText
 * drops marks and the tatweel): "عمّان" is Amman and "عُمان" Oman, and without their marks both read "عمان".
 */
const placeKey = (text: string): string => normaliseText(text.replace(/\u0651/g, "\u0671"));

// The place list is checked against its schema (places-schema.ts) when the Worker is built and in the tests, so it
// is not parsed again here. The index is built once, on first use: a Worker that never resolves a location does not
// pay for some four thousand names (docs/performance.md).
const data: PlacesFile = places;
let index: PlaceIndex | undefined;
function placeIndex(): PlaceIndex {
  if (index) return index;
  const built: PlaceIndex = { byWords: new Map(), maxWords: 1, unspaced: new Map(), abbreviations: new Map() };
  const addName = (name: string, candidate: Candidate) => {
    const key = placeKey(name);
    if (UNSPACED_SCRIPT.test(key)) add(built.unspaced, key.replace(/ /g, ""), candidate);
    else {
      add(built.byWords, key, candidate);
      built.maxWords = Math.max(built.maxWords, key.split(" ").length);
    }
  };
  // The long names only: the short style adds little the list's aliases do not have, and some of it misleads ("RU"
  // is the United Kingdom's short name in Spanish and Russia's code).
  const displayNames = SITE_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: "region" }));
  for (const country of data.countries) {
    const candidate = { country: country.code, subdivision: null, rank: RANK.country };
    for (const names of displayNames) {
      const name = names.of(country.code);
      if (!name || name === country.code) continue;
      // A short name that is a code ("US", "UK") is an abbreviation, not a word: "us" is English.
      if (/^[A-Z.]{2,4}$/.test(name)) add(built.abbreviations, abbreviationKey(name), candidate);
      else addName(name, candidate);
    }
    for (const alias of country.aliases ?? []) addName(alias, candidate);
    for (const short of country.abbreviations ?? []) add(built.abbreviations, abbreviationKey(short), candidate);
    add(built.abbreviations, country.code, { ...candidate, rank: RANK.countryCode });
  }
  for (const subdivision of data.subdivisions) {
    const rank = subdivision.names.length > 0 ? RANK.subdivision : RANK.abbreviationOnly;
    const candidate = { country: subdivision.code.slice(0, 2), subdivision: subdivision.code, rank };
    for (const name of subdivision.names) addName(name, candidate);
    for (const short of subdivision.abbreviations ?? []) add(built.abbreviations, abbreviationKey(short), candidate);
  }
  for (const city of data.cities) {
    const candidate = { country: city.country, subdivision: city.subdivision ?? null, rank: RANK.city };
    for (const name of city.names) addName(name, candidate);
  }
  index = built;
  return built;
}

interface NameMatch {
  start: number;
  end: number;
  words: readonly string[];
  candidates: readonly Candidate[];
}

/** Every known name in the normalised text, longest first, none overlapping a longer one ("東京都" over "京都"). */
function findNames(normalised: string, places: PlaceIndex): NameMatch[] {
  const found: NameMatch[] = [];
  const words: { word: string; start: number }[] = [];
  for (const match of normalised.matchAll(/\S+/g)) words.push({ word: match[0], start: match.index });
  for (let first = 0; first < words.length; first++) {
    for (let count = Math.min(places.maxWords, words.length - first); count >= 1; count--) {
      const span = words.slice(first, first + count);
      const candidates = places.byWords.get(span.map((entry) => entry.word).join(" "));
      const last = span.at(-1);
      if (candidates && last) found.push({ start: words[first]?.start ?? 0, end: last.start + last.word.length, words: span.map((entry) => entry.word), candidates });
    }
  }
  if (UNSPACED_SCRIPT.test(normalised)) {
    for (const [name, candidates] of places.unspaced) {
      for (let at = normalised.indexOf(name); at !== -1; at = normalised.indexOf(name, at + 1)) found.push({ start: at, end: at + name.length, words: [name], candidates });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: NameMatch[] = [];
  for (const match of found) if (!kept.some((other) => match.start < other.end && other.start < match.end)) kept.push(match);
  return kept;
}

/**
 * Postal abbreviations and country codes ("Austin, TX", "Perth, WA", "Toronto, CA"): a token counts when it is not
 * the text's first and is written in capitals or follows a comma, a bracket, a dash or a slash, because "in", "or",
 * "me" and "us" are words. A token already inside a longer name ("Washington DC") is not counted again.
 */
function findAbbreviations(text: string, places: PlaceIndex, namedWords: ReadonlySet<string>): Candidate[][] {
  const found: Candidate[][] = [];
  let first = true;
  for (const match of text.matchAll(/\p{L}[\p{L}.]*/gu)) {
    const token = match[0];
    const isFirst = first;
    first = false;
    const key = abbreviationKey(token);
    const candidates = places.abbreviations.get(key);
    if (isFirst || !candidates || key.length < 2 || namedWords.has(key.toLowerCase())) continue;
    const letters = token.replace(/\./g, "");
    const before = text.slice(0, match.index).trimEnd().at(-1) ?? "";
    if (letters === letters.toUpperCase() || /[,(\-/–،、]/.test(before)) found.push(candidates);
  }
  return found;
}

/** The country and, when clear, the subdivision of a location typed by an owner; null when unknown or ambiguous. */
export function resolveLocation(text: string): SiteRegion | null {
  const normalised = placeKey(text);
  if (normalised === "") return null;
  const places = placeIndex();
  const names = findNames(normalised, places);
  const namedWords = new Set(names.filter((match) => match.words.length > 1).flatMap((match) => match.words));
  const evidence = [...names.map((match) => match.candidates), ...findAbbreviations(text, places, namedWords)];
  if (evidence.length === 0) return null;

  const support = new Map<string, { count: number; rank: number }>();
  for (const candidates of evidence) {
    for (const country of new Set(candidates.map((candidate) => candidate.country))) {
      const rank = Math.max(...candidates.filter((candidate) => candidate.country === country).map((candidate) => candidate.rank));
      const known = support.get(country) ?? { count: 0, rank: 0 };
      support.set(country, { count: known.count + 1, rank: Math.max(known.rank, rank) });
    }
  }
  const ranked = [...support.entries()].sort(([, a], [, b]) => b.count - a.count || b.rank - a.rank);
  const [best, second] = ranked;
  if (!best) return null;
  if (second && second[1].count === best[1].count && second[1].rank === best[1].rank) return null;
  const country = best[0];

  // A piece of evidence settles the subdivision when all its readings in this country agree ("Portland" does not:
  // Oregon or Maine); the most precise settled piece names it ("Milano (MI)": the province over the region), and
  // two equally precise pieces that disagree leave it unknown.
  const settled = new Map<string, number>();
  for (const candidates of evidence) {
    const inCountry = candidates.filter((candidate) => candidate.country === country);
    const [only] = new Set(inCountry.map((candidate) => candidate.subdivision));
    if (only && inCountry.every((candidate) => candidate.subdivision === only)) settled.set(only, Math.max(settled.get(only) ?? 0, ...inCountry.map((candidate) => candidate.rank)));
  }
  const bySpecificity = [...settled.entries()].sort(([, a], [, b]) => b - a);
  const [first, next] = bySpecificity;
  const subdivision = first && !(next && next[1] === first[1]) ? first[0] : null;
  return { country, subdivision };
}
