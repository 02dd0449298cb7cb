import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { NO_FACTS } from "@core/sites/facts-constants";
import { cleanSection, honestyRules, sentenceProblem, type Problem } from "@core/sites/honesty";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import { publishedSections } from "@core/sites/publishable";
import type { SiteSection } from "@core/sites/site-document";
import { writeBuiltInSite } from "./built-in/write-site";
import type { SiteBrief } from "./site-brief";

function brief(overrides: Partial<SiteBrief> = {}): SiteBrief {
  return { name: "Golden Crumb", business: "", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 7, ...overrides };
}

/** Every problem the rules find in what a built-in site would publish. */
function problemsOf(b: SiteBrief): Problem[] {
  const doc = writeBuiltInSite(b);
  const rules = honestyRules({ facts: doc.facts ?? NO_FACTS, ownerText: [b.name, b.business, b.location].join("\n"), language: b.language });
  return publishedSections(doc.sections).flatMap((section) => cleanSection(section, rules).problems);
}

describe("the built-in writer invents nothing", () => {
  it("states no claim, number or price the owner did not give, for any kind and several seeds", () => {
    const found: string[] = [];
    let checked = 0;
    for (const entry of BUSINESS_KINDS) {
      for (const seed of [1, 2, 3]) {
        for (const problem of problemsOf(brief({ kind: entry.kind, family: entry.family, seed, business: entry.name }))) found.push(`${entry.kind}: ${problem.kind} "${problem.match}" in "${problem.text}"`);
        checked++;
      }
    }
    console.info(`[honesty] ${found.length} invented claims in ${checked} built-in sites`);
    expect(found).toEqual([]);
  });
});

describe("the built-in writer respects the brief", () => {
  const text = (b: SiteBrief) => {
    const doc = writeBuiltInSite(b);
    return JSON.stringify({ ...doc, sections: publishedSections(doc.sections) });
  };
  const seeds = Array.from({ length: 20 }, (_, index) => index * 37 + 1);

  it("writes an unknown trade from the owner's own words, never a placeholder", () => {
    for (const seed of seeds) {
      const site = text(brief({ name: "Locked In", kind: "", family: "", business: "An escape room with themed puzzle rooms for groups", location: "Lyon", seed }));
      expect(site, String(seed)).not.toMatch(/Our main service|work in progress|Tailored packages/i);
      expect(site, String(seed)).toContain("escape room with themed puzzle rooms for groups");
    }
  });

  it("names the products the owner named", () => {
    const site = text(brief({ business: "A Japanese bakery selling melon pan and anpan", seed: 3 }));
    expect(site).toContain("Melon pan");
    expect(site).toContain("Anpan");
  });

  it.each([
    ["a vegan bakery", { kind: "BAKERY", family: "FOOD_DRINK", business: "A vegan bakery" }, /butter|custard|cream|egg|milk(?! chocolate)|cheese|honey/i],
    ["a vegetarian restaurant", { kind: "RESTAURANT", family: "FOOD_DRINK", business: "A vegetarian restaurant" }, /chicken|beef|ragù|fish|catch of the day|pork|lamb/i],
    ["a cats-only vet", { kind: "VETERINARIAN", family: "PETS", business: "A vet clinic for cats only" }, /\bdogs?\b|pupp/i],
    ["a mobile dog groomer", { kind: "PET_GROOMER", family: "PETS", business: "Mobile dog grooming, we come to you" }, /visit us|drop by|find us|pop in|walk-ins/i],
    ["an online bookkeeper", { kind: "ACCOUNTING", family: "PROFESSIONAL", business: "Online-only bookkeeping for freelancers" }, /visit us|drop by|find us|pop in|walk-ins/i],
  ])("keeps %s's constraint everywhere", (_name, overrides, forbidden) => {
    for (const seed of seeds) {
      const site = text(brief({ ...overrides, seed }));
      expect(site.replace(/"key":"[^"]*"/g, ""), `${_name} ${seed}`).not.toMatch(forbidden);
    }
  });
});

describe("the owner's words stay theirs in American wording", () => {
  // British spellings and words the US wording would change ("boiler" reads as "water heater" in US copy).
  const OWN = ["Boiler service", "Colour consultation", "Centre tours", "Favourite bakes", "Jewellery repair", "Programme planning", "Organised closets", "Flavour workshops"];
  it("publishes every service an owner in the US named exactly as they wrote it, for every kind", () => {
    const rng = random(20261127);
    const missing: string[] = [];
    for (const entry of BUSINESS_KINDS) {
      const services = [rng.pick(OWN), rng.pick(OWN)].filter((name, index, all) => all.indexOf(name) === index);
      const description = `${rng.pick(OWN)} for the neighbourhood`;
      const facts = { ...NO_FACTS, services: services.map((name, index) => ({ name, description: index === 0 ? description : "", price: "" })) };
      const doc = writeBuiltInSite(brief({ kind: entry.kind, family: entry.family, business: entry.name, location: "Phoenix, AZ", seed: rng.int(1, 10_000), facts }));
      const published = JSON.stringify(publishedSections(doc.sections));
      for (const own of [...services, description]) if (!published.includes(own)) missing.push(`${entry.kind}: ${own}`);
    }
    expect(missing).toEqual([]);
  });
});

/** A small seeded random source, so that a failing case can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)), pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

/**
 * Claims a site might make, per language: {y} is a year, {n} a count, both written by the property in the digits a
 * writer of that language might use (ASCII, full-width or Arabic-Indic). None was given by the owner. The lists
 * say the same things in the same order, so that an owner's claim in one language can be looked for in another.
 */
const CLAIMS: Record<SiteLanguage, readonly string[]> = {
  en: ["Proudly serving the area since {y}.", "Over {n} years of experience.", "Free estimates for every job.", "A family-run team.", "All work comes with a guarantee.", "Open 24 hours a day.", "Award-winning service.", "Certified professionals.", "The best prices in town.", "Same-day appointments.", "Trusted by {n} local families."],
  es: ["Desde {y} cuidando de tu casa.", "Más de {n} años de experiencia.", "Presupuesto gratis.", "Somos una empresa familiar.", "Garantía en todos los trabajos.", "Abiertos las 24 horas.", "Premiados por nuestros clientes.", "Profesionales certificados.", "Los mejores precios de la zona.", "Atención en el mismo día.", "Más de {n} clientes satisfechos."],
  fr: ["Depuis {y} à votre service.", "Plus de {n} ans d'expérience.", "Devis gratuit.", "Une entreprise familiale.", "Travaux garantis.", "Disponible 24 h/24.", "Primé au salon régional.", "Artisans certifiés.", "Les meilleurs prix du quartier.", "Intervention le jour même.", "Plus de {n} clients satisfaits."],
  de: ["Seit {y} für Sie da.", "Über {n} Jahre Erfahrung.", "Kostenlose Erstberatung.", "Ein echter Familienbetrieb.", "Mit Garantie auf alle Arbeiten.", "Rund um die Uhr erreichbar.", "Preisgekrönter Service.", "Zertifizierte Fachleute.", "Die günstigsten Preise der Stadt.", "Termine noch am selben Tag.", "Über {n} zufriedene Kunden."],
  pt: ["Desde {y} ao seu serviço.", "Mais de {n} anos de experiência.", "Orçamento grátis.", "Uma empresa familiar.", "Trabalhos com garantia.", "Atendimento 24 horas.", "Premiados pelos clientes.", "Profissionais certificados.", "Os melhores preços da zona.", "Atendimento no mesmo dia.", "Mais de {n} clientes satisfeitos."],
  it: ["Dal {y} al vostro servizio.", "Oltre {n} anni di esperienza.", "Preventivo gratuito.", "Un'azienda a conduzione familiare.", "Lavori garantiti.", "Disponibili 24 ore su 24.", "Premiati dai clienti.", "Tecnici certificati.", "I prezzi più bassi della zona.", "Interventi in giornata.", "Oltre {n} clienti soddisfatti."],
  ja: ["{y}年創業です。", "{n}年以上の経験があります。", "お見積もりは無料です。", "家族経営のお店です。", "すべての作業に保証があります。", "24時間対応します。", "コンテストで受賞しました。", "資格を持つスタッフが対応します。", "地域最安値です。", "即日対応します。", "{n}人以上のお客様にご愛顧いただいています。"],
  ar: ["منذ عام {y} في خدمتكم.", "أكثر من {n} سنة من الخبرة.", "استشارة مجانية.", "شركة عائلية.", "ضمان على كل الأعمال.", "خدمة على مدار الساعة.", "حائزون على جائزة محلية.", "فنيون معتمدون.", "أفضل الأسعار في المنطقة.", "خدمة في نفس اليوم.", "أكثر من {n} من العملاء يثقون بنا."],
};

const ascii = (digits: string) => digits;
const fullWidth = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
const arabicIndic = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const DIGIT_FORMS: Record<SiteLanguage, readonly ((digits: string) => string)[]> = {
  en: [ascii],
  es: [ascii],
  fr: [ascii],
  de: [ascii],
  pt: [ascii],
  it: [ascii],
  ja: [ascii, fullWidth],
  ar: [ascii, arabicIndic],
};

/** Keys the honesty check leaves alone (the owner's own facts and link targets). */
const OWNERS_OWN = new Set(["id", "type", "writer", "hold", "href", "key", "width", "height", "form", "email", "phone", "address", "area"]);

/** The section with `claim` added to one of its texts, chosen by `pick`; null when it has none to add to. */
function withClaim(section: SiteSection, claim: string, language: SiteLanguage, pick: (count: number) => number): SiteSection | null {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    const key = String(path.at(-1) ?? "");
    if (typeof value === "string") {
      if (value !== "" && !OWNERS_OWN.has(key)) paths.push(path);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === "object") for (const [child, item] of Object.entries(value)) walk(item, [...path, child]);
  };
  walk(section, []);
  if (paths.length === 0) return null;
  const path = paths[pick(paths.length)]!;
  const copy = structuredClone(section) as unknown as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const text = parent[last] as string;
  parent[last] = language === "ja" ? `${text}${/[。！？]$/.test(text) ? "" : "。"}${claim}` : `${text}${/[.!?؟]$/.test(text) ? "" : "."} ${claim}`;
  return copy as unknown as SiteSection;
}

describe("the rules in every site language (a property)", () => {
  const entries = BUSINESS_KINDS.filter((_, index) => index % 8 === 0);

  it("never publishes a claim the owner did not make: random claims × built-in sites in every language", () => {
    const rng = random(20261127);
    const published: string[] = [];
    let tried = 0;
    for (const language of SITE_LANGUAGES) {
      for (const entry of entries) {
        const b = brief({ kind: entry.kind, family: entry.family, business: entry.name, seed: rng.int(1, 10_000), language });
        const doc = writeBuiltInSite(b);
        const ownerText = [b.name, b.business, b.location].join("\n");
        for (const known of [true, false]) {
          const rules = honestyRules({ facts: doc.facts ?? NO_FACTS, ownerText, language: known ? language : undefined });
          for (const section of publishedSections(doc.sections)) {
            const digits = rng.pick(DIGIT_FORMS[language]);
            const claim = rng.pick(CLAIMS[language]).replace("{y}", digits(String(rng.int(1950, 2020)))).replace("{n}", digits(String(rng.int(3, 900))));
            const injected = withClaim(section, claim, language, (count) => rng.int(0, count - 1));
            if (!injected) continue;
            tried++;
            const cleaned = cleanSection(injected, rules).section;
            if (cleaned && JSON.stringify(cleaned).includes(claim)) published.push(`${language}${known ? "" : " (read as unknown)"} ${entry.kind}: ${claim}`);
          }
        }
      }
    }
    console.info(`[honesty] ${published.length} of ${tried} random claims published, in ${SITE_LANGUAGES.length} languages`);
    expect(tried).toBeGreaterThan(SITE_LANGUAGES.length * entries.length);
    expect(published).toEqual([]);
  });

  it("lets the owner's own claim through, in the site's language or another", () => {
    const rng = random(7);
    const refused: string[] = [];
    for (const language of SITE_LANGUAGES) {
      for (let round = 0; round < 30; round++) {
        const claim = rng.pick(CLAIMS[language]).replace("{y}", String(rng.int(1950, 2020))).replace("{n}", String(rng.int(3, 900)));
        // The owner said it in the site's language: the same words are allowed.
        const problem = sentenceProblem(claim, honestyRules({ facts: NO_FACTS, ownerText: `About us: ${claim}`, language }));
        if (problem) refused.push(`${language}: ${claim} (${problem.kind} "${problem.match}")`);
        // The owner said it in another language: the claim and its numbers are theirs.
        const index = rng.int(0, CLAIMS.en.length - 1);
        const [year, count] = [String(rng.int(1950, 2020)), String(rng.int(3, 900))];
        const other = rng.pick(SITE_LANGUAGES.filter((candidate) => candidate !== language));
        const said = CLAIMS[other][index]!.replace("{y}", year).replace("{n}", count);
        const shown = CLAIMS[language][index]!.replace("{y}", year).replace("{n}", count);
        const across = sentenceProblem(shown, honestyRules({ facts: NO_FACTS, ownerText: said, language }));
        if (across) refused.push(`${language} from ${other}: ${shown} after "${said}" (${across.kind} "${across.match}")`);
      }
    }
    expect(refused).toEqual([]);
  });
});
