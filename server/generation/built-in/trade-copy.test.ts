import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS, type BusinessFamily } from "@core/chat/business-kinds";
import familiesFile from "../../../content/trades/families.json";
import kindsFile from "../../../content/trades/kinds.json";
import type { CopyContext } from "./writing-context";
import { renderPhrase } from "./trade-copy";
import { phraseProblem, tradeCopyProblems, type FamilyCopy } from "./trade-copy-schema";
import { resolveBrief } from "./write-site";

const context: CopyContext = {
  name: "Golden Crumb",
  noun: "bakery",
  aNoun: "a bakery",
  kindName: "Bakery",
  location: "Lisbon",
  inLoc: " in Lisbon",
  place: "Lisbon",
  specialty: "slow sourdough",
  currency: "€",
};

describe("the trade copy files (content/trades)", () => {
  it("pass their schema, cover every kind of the business list and nothing else", () => {
    expect(tradeCopyProblems(familiesFile, kindsFile)).toEqual([]);
  });

  it("name every mistake: an unknown placeholder, a broken choice, a kind without copy, a missing set", () => {
    const kinds = structuredClone(kindsFile) as { kinds: Record<string, { hero: string; copySet?: string }> };
    const families = structuredClone(familiesFile) as { families: Record<string, { taglines: string[] }> };
    kinds.kinds.BAKERY!.hero = "Hello {nmae}";
    kinds.kinds.CAFE!.copySet = "nowhere";
    delete kinds.kinds.FLORIST;
    families.families.FOOD_DRINK!.taglines = ["[location:open"];
    const problems = tradeCopyProblems(families, kinds).join("\n");
    expect(problems).toContain("{nmae} is not one of");
    expect(problems).toContain("families.FOOD_DRINK.taglines.0");
    kinds.kinds.BAKERY!.hero = "Bread";
    const listProblems = tradeCopyProblems(familiesFile, kinds).join("\n");
    expect(listProblems).toMatch(/FLORIST \(.+\) has no copy/);
    expect(listProblems).toContain('CAFE uses the set "nowhere"');
  });
});

/** Promises only the owner can make (a response time, availability, a guarantee, a credential): docs/product.md. */
const OWNERS_PROMISE = /\b(guarantee[sd]?|certified|licensed|fully insured|24\/7|round the clock|same[- ]day|whenever you need (us|them|one)|be there fast|fixed fast|on the road fast|in touch quickly|fast turnarounds?)\b/i;

/** Every string that may be published as written: family and set lines, and each kind's own copy except its usual services (offered to the owner, never put on a site by themselves). */
function publishedLines(): string[] {
  const strings = (value: unknown): string[] => (typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === "object" ? Object.values(value).flatMap(strings) : []);
  const kinds = Object.values((kindsFile as { kinds: Record<string, Record<string, unknown>> }).kinds).flatMap(({ items: _items, ...own }) => strings(own));
  return [...strings(familiesFile), ...kinds, ...strings((kindsFile as { generic: { copy: unknown } }).generic.copy)];
}

describe("the published trade copy", () => {
  it("promises nothing only the owner can promise: no response times, availability, guarantees or credentials", () => {
    expect(publishedLines().filter((line) => OWNERS_PROMISE.test(line))).toEqual([]);
  });

  it("would name such a line", () => {
    expect(OWNERS_PROMISE.test("Locked out? We'll be there fast.")).toBe(true);
    expect(OWNERS_PROMISE.test("Smiles guaranteed")).toBe(true);
    expect(publishedLines().length).toBeGreaterThan(3000);
  });
});

describe("a phrase", () => {
  it("fills its placeholders, upper-cases the first letter when the placeholder does, and makes the location's choice", () => {
    expect(renderPhrase("{Specialty}{inLoc}, at {name}.", context)).toBe("Slow sourdough in Lisbon, at Golden Crumb.");
    expect(renderPhrase("[location:{kindName} · {location}|{kindName}]", context)).toBe("Bakery · Lisbon");
    expect(renderPhrase("[location:{kindName} · {location}|{kindName}]", { ...context, location: "", inLoc: "" })).toBe("Bakery");
  });

  it("never expands what the owner typed: a name with braces stays as it is", () => {
    expect(renderPhrase("Welcome to {name}", { ...context, name: "{specialty} & Co" })).toBe("Welcome to {specialty} & Co");
  });

  it("is refused with words when it is malformed", () => {
    expect(phraseProblem("Hello {name}")).toBeNull();
    expect(phraseProblem("Hello {owner}")).toMatch(/\{owner\} is not one of/);
    expect(phraseProblem("Hello {name")).toMatch(/brace/);
    expect(phraseProblem("[location:a]")).toMatch(/malformed/);
  });
});

/** Kinds of a family, but some. */
const kindsOf = (family: BusinessFamily, ...except: string[]): string[] => BUSINESS_KINDS.filter((entry) => entry.family === family && !except.includes(entry.kind)).map((entry) => entry.kind);
const FITNESS = ["YOGA_STUDIO", "PILATES_STUDIO", "GYM", "PERSONAL_TRAINER", "MARTIAL_ARTS_SCHOOL", "DANCE_STUDIO"];
const STAYS = ["HOTEL", "BED_AND_BREAKFAST", "VACATION_RENTAL", "CAMPSITE", "RETREAT_CENTER"];

/**
 * Subjects a family line may speak of only for the kinds they belong to: a car wash has no home to respect,
 * a gym gives no health care, a tour guide has no rooms (docs/decisions/0504-trade-copy-that-fits-every-kind.md).
 */
const SUBJECTS: readonly { subject: string; pattern: RegExp; fits: readonly string[] }[] = [
  {
    subject: "the customer's home",
    pattern: /\bhomes?\b|\bdust sheets?\b|\bfloors and furniture\b/i,
    fits: [...kindsOf("HOME_TRADES", "AUTO_REPAIR", "CAR_WASH", "TAXI_SERVICE"), ...kindsOf("HEALTH_FITNESS", ...FITNESS), ...STAYS, "FUNERAL_HOME", "ANIMAL_RESCUE"],
  },
  {
    subject: "health care",
    pattern: /\bcare that\b|\bfeel better\b|\bexpert care\b|\bcare with time\b|\bpersonal care\b|\bunhurried, expert\b|\bpatients\b/i,
    fits: kindsOf("HEALTH_FITNESS", ...FITNESS),
  },
  {
    subject: "a stay",
    pattern: /\byour stay\b|\bcheck-in\b|\bplace to stay\b|\baway from home\b|\bclean sheets\b|(?<!meeting )\brooms\b|\bat home at\b/i,
    fits: STAYS,
  },
  {
    subject: "a pet",
    pattern: /\bpets?\b|\bowners\b/i,
    fits: [...kindsOf("PETS", "RIDING_STABLES"), ...STAYS, "TAXI_SERVICE"],
  },
  {
    subject: "a menu",
    pattern: /\bmenu\b|\bdish(?:es)?\b|\bplates?\b/i,
    fits: kindsOf("FOOD_DRINK", "GROCERY_STORE", "FARM", "BUTCHER"),
  },
  {
    subject: "a car",
    pattern: /\bcars?\b|\bvehicles?\b|\bdriv(?:e|er|ers|ing)\b/i,
    fits: ["AUTO_REPAIR", "CAR_WASH", "TAXI_SERVICE", "DRIVING_SCHOOL"],
  },
];

/** Every line of a copy as written in the files (its plan aside). */
function linesOf(copy: FamilyCopy): string[] {
  const { plan: _plan, phoneFirst: _phoneFirst, ...slots } = copy;
  return Object.values(slots).flatMap((slot) => (typeof slot === "string" ? [slot] : (slot as (string | Record<string, string>)[]).flatMap((line) => (typeof line === "string" ? [line] : Object.values(line)))));
}

/** The family and set lines a kind receives, as the writer resolves them. */
const copyOf = (kind: string): FamilyCopy => resolveBrief({ name: "Example", business: "", kind, family: "", location: "", template: "", seed: 1 }).copy;

/** "KIND: subject: line" for every line a kind receives that speaks of a subject that is not the kind's. */
function misfits(copyFor: (kind: string) => FamilyCopy): string[] {
  return BUSINESS_KINDS.flatMap(({ kind }) =>
    linesOf(copyFor(kind)).flatMap((line) => SUBJECTS.filter((subject) => subject.pattern.test(line) && !subject.fits.includes(kind)).map((subject) => `${kind}: ${subject.subject}: ${line}`)),
  );
}

describe("the lines every kind receives", () => {
  it("speak of no subject that is not the kind's: no home for a car wash, no health care for a gym, no rooms for a tour guide", () => {
    expect(misfits(copyOf)).toEqual([]);
  });

  it("would name a car wash that got the home trades' lines again", () => {
    const withoutSet = (kind: string) => (kind === "CAR_WASH" ? { ...copyOf("PLUMBER") } : copyOf(kind));
    const found = misfits(withoutSet);
    expect(found.some((line) => line.startsWith("CAR_WASH: the customer's home:"))).toBe(true);
    expect(found.every((line) => line.startsWith("CAR_WASH:"))).toBe(true);
  });
});
