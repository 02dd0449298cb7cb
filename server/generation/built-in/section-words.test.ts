import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS, type BusinessFamily } from "@core/chat/business-kinds";
import { type OwnerFacts } from "@core/sites/facts";
import { NO_FACTS } from "@core/sites/facts-constants";
import type { SiteDocument } from "@core/sites/site-document";
import { absentSectionsNamed, NAMED_SECTIONS, SITE_COPY_LANGUAGES } from "./site-copy-schema";
import { languageCopy, siteCopyFile } from "./write-in-language";
import { writeBuiltInSite } from "./write-site";

// A sentence of the core copy that names a section (the menu, the way to us) is written only when that section is
// published (docs/decisions/0532-a-sentence-names-only-a-published-section.md).

/** One kind of each family, so every family's copy is written. */
const KINDS = [...new Map(BUSINESS_KINDS.map((entry) => [entry.family, entry])).values()];

/** The words of every published section of a site (held sections wait in the editor), but the footer's links, which are the sections' names. */
function publishedText(site: SiteDocument): string {
  const published = site.sections.filter((section) => !section.hold && !section.hidden).map((section) => (section.type === "footer" ? { ...section, links: [] } : section));
  return JSON.stringify(published).toLocaleLowerCase();
}

function site(language: (typeof SITE_COPY_LANGUAGES)[number], kind: (typeof KINDS)[number], seed: number, facts: OwnerFacts) {
  return writeBuiltInSite({ name: "Nara", business: kind.name, kind: kind.kind, family: kind.family, location: seed % 2 ? "Lyon" : "", template: "warm-editorial", seed, language, facts });
}

describe("sentences that name a section", () => {
  it("recognise the menu and the way to us in every language's words", () => {
    const shownNone = () => false;
    expect(absentSectionsNamed("[location:{location}の{name}です。メニューと行き方を、こちらでご案内しています。|{name}のメニューとアクセスを、こちらでご案内しています。]", siteCopyFile("ja")!.sectionWords, shownNone)).toEqual(["services", "hours-location"]);
    expect(absentSectionsNamed("Guarda il menu, vieni a trovarci o scrivici se hai qualche domanda.", siteCopyFile("it")!.sectionWords, shownNone)).toEqual(["services"]);
    expect(absentSectionsNamed("Une question sur la carte, un ingrédient ou comment venir ?", siteCopyFile("fr")!.sectionWords, (section) => section === "services")).toEqual(["hours-location"]);
    expect(absentSectionsNamed("Schreiben Sie uns, wir melden uns.", siteCopyFile("de")!.sectionWords, shownNone)).toEqual([]);
  });

  it("are left out of every language's site whose owner gave no services, hours or place, and written when they did", () => {
    let namedWhenShown = 0;
    for (const language of SITE_COPY_LANGUAGES) {
      const words = siteCopyFile(language)!.sectionWords;
      for (const kind of KINDS) {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const bare = publishedText(site(language, kind, seed, NO_FACTS));
          for (const section of NAMED_SECTIONS) {
            const named = words[section].filter((word) => bare.includes(word.toLocaleLowerCase()));
            expect(named, `${language} ${kind.kind} seed ${seed}: names ${section}`).toEqual([]);
          }
          const full = publishedText(site(language, kind, seed, { ...NO_FACTS, services: [{ name: "Tea", description: "", price: "" }], address: "1 Rue Neuve", hours: [{ days: "Mon", time: "9-5" }] }));
          if (NAMED_SECTIONS.some((section) => words[section].some((word) => full.includes(word.toLocaleLowerCase())))) namedWhenShown++;
        }
      }
    }
    // With the sections published, their sentences are written again (the rule leaves out only what would mislead).
    expect(namedWhenShown).toBeGreaterThan(50);
  });

  it("are found in the copy of every family that names its sections: each language's words catch the Japanese pattern's kin", () => {
    // Every language has a food family whose copy names its menu: the words must know them.
    for (const language of SITE_COPY_LANGUAGES) {
      const { core } = languageCopy(siteCopyFile(language), "FOOD_DRINK" as BusinessFamily, null);
      const lines = [...(core.subheadlines ?? []), ...(core.aboutOpeners ?? []), ...(core.contactIntros ?? [])];
      const naming = lines.filter((line) => absentSectionsNamed(line, siteCopyFile(language)!.sectionWords, () => false).length > 0);
      expect(naming.length, language).toBeGreaterThan(0);
    }
  });
});
