import { describe, expect, it } from "vitest";
import { siteCopyPhraseProblem, siteCopyProblems, SITE_COPY_LANGUAGES } from "./site-copy-schema";

const files = import.meta.glob<unknown>("../../../content/site-copy/*.json", { eager: true, import: "default" });
const byLanguage = Object.fromEntries(Object.entries(files).map(([path, data]) => [path.replace(/^.*\/([a-z]{2})\.json$/, "$1"), data]));

describe("the core copy files (content/site-copy)", () => {
  it("exist for every site language but English and pass their schema", () => {
    expect(siteCopyProblems(byLanguage)).toEqual([]);
  });

  it("name a missing file, an unknown placeholder and a place used where none may be known", () => {
    expect(siteCopyProblems({})).toEqual(SITE_COPY_LANGUAGES.map((language) => `content/site-copy/${language}.json is missing`));
    expect(siteCopyPhraseProblem("Hola {nombre}")).toContain("{nombre} is not one of {name}, {location}");
    expect(siteCopyPhraseProblem("Bienvenue à {location}")).toContain("may only appear where a location is known");
    expect(siteCopyPhraseProblem("[location:En {location}|Cerca de ti]")).toBeNull();
    expect(siteCopyPhraseProblem("[location:broken")).toContain("malformed");
  });
});
