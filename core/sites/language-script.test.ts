import { describe, expect, it } from "vitest";
import { fitsLanguage, fitsLanguageScript, functionWordCounts, readsAsLanguage, shareInScript, wordsOf } from "./language-script";

describe("the script of a model's words", () => {
  it("fits the site's language when most letters are in its script, names in another script included", () => {
    expect(fitsLanguageScript({ headline: "Bread worth the early start", items: [{ title: "Pastel de nata", price: "€1.40" }] }, "en")).toBe(true);
    expect(fitsLanguageScript({ headline: "Pan que merece el madrugón" }, "es")).toBe(true);
    expect(fitsLanguageScript({ headline: "Fresh sushi every day at 寿司初" }, "en")).toBe(true);
    expect(fitsLanguageScript({ headline: "毎朝焼きたてのパン", note: "Golden Crumb" }, "ja")).toBe(true);
    expect(fitsLanguageScript({ headline: "خبز طازج كل صباح" }, "ar")).toBe(true);
    // Numbers, prices and empty answers have no letters to judge.
    expect(fitsLanguageScript({ price: "€6", hours: "8:00–12:00" }, "ja")).toBe(true);
  });

  it("does not fit when the words are in another script", () => {
    expect(fitsLanguageScript({ headline: "毎朝焼きたてのパン" }, "en")).toBe(false);
    expect(fitsLanguageScript({ headline: "Bread worth the early start" }, "ja")).toBe(false);
    expect(fitsLanguageScript({ headline: "Свежий хлеб каждое утро" }, "de")).toBe(false);
    expect(fitsLanguageScript({ headline: "Fresh bread every morning" }, "ar")).toBe(false);
  });

  it("reads every string of an answer, nested", () => {
    expect(wordsOf({ a: "one", b: ["two", { c: "three" }], d: 4, e: null })).toBe("one two three");
    expect(shareInScript("abc デ", "en")).toBe(0.75);
  });
});

// One section of copy in each Latin-script language, as a model writes it (a heading, an intro, three items).
const COPY = {
  en: { heading: "Made with care, every day", intro: "We bake our bread with time and patience, and you can taste it in every loaf.", items: ["Sourdough with a crisp crust and a soft crumb.", "Pastries from the oven at seven, while they are warm.", "Coffee from a roaster in our town, made the way you like it."] },
  es: { heading: "Hecho con cariño, cada día", intro: "Horneamos nuestro pan con tiempo y paciencia, y se nota en cada hogaza.", items: ["Masa madre con la corteza crujiente y la miga tierna.", "Los bollos salen del horno a las siete, muy calientes.", "El café es de un tostador del barrio, y también hay té."] },
  fr: { heading: "Fait avec soin, chaque jour", intro: "Nous préparons notre pain avec le temps qu'il faut, et vous le sentez dans chaque miche.", items: ["Un levain à la croûte croustillante et à la mie tendre.", "Des viennoiseries qui sortent du four pour vous, encore chaudes.", "Le café de notre torréfacteur, servi avec les douceurs du jour."] },
  de: { heading: "Mit Sorgfalt gebacken, jeden Tag", intro: "Wir backen unser Brot mit Zeit und Geduld, und das schmeckt man in jedem Laib.", items: ["Sauerteigbrot mit knuspriger Kruste und weicher Krume.", "Das Gebäck kommt um sieben aus dem Ofen, noch warm.", "Der Kaffee ist von einer Rösterei in der Stadt, und es gibt auch Tee."] },
  pt: { heading: "Feito com carinho, todos os dias", intro: "Fazemos o nosso pão com tempo e paciência, e isso nota-se em cada pão.", items: ["Pão de fermentação natural com a côdea estaladiça.", "Os bolos saem do forno às sete, ainda quentes, para você.", "O café é de uma torrefação do bairro, e também há chá."] },
  it: { heading: "Fatto con cura, ogni giorno", intro: "Prepariamo il nostro pane con tempo e pazienza, e si sente in ogni pagnotta.", items: ["Pane di pasta madre con la crosta croccante e la mollica morbida.", "Le paste escono dal forno alle sette, ancora calde.", "Il caffè è di una torrefazione della città, e c'è anche il tè."] },
} as const;

describe("the little words of a model's copy, for the Latin-script languages", () => {
  it("accept each language's own copy, and the built-in English on an English site", () => {
    for (const [language, copy] of Object.entries(COPY)) expect(fitsLanguage(copy, language as keyof typeof COPY), language).toBe(true);
  });

  it("refuse copy that plainly reads as another language: English on a Spanish site, Spanish on an English one", () => {
    expect(readsAsLanguage(COPY.en, "es")).toBe(false);
    expect(readsAsLanguage(COPY.en, "fr")).toBe(false);
    expect(readsAsLanguage(COPY.es, "en")).toBe(false);
    expect(readsAsLanguage(COPY.de, "it")).toBe(false);
    expect(fitsLanguage(COPY.en, "de")).toBe(false);
    // Every other language's copy, on every site, is told apart.
    for (const [site] of Object.entries(COPY)) {
      for (const [written, copy] of Object.entries(COPY)) if (written !== site) expect(readsAsLanguage(copy, site as keyof typeof COPY), `${written} on ${site}`).toBe(false);
    }
  });

  it("leave the owner's own names out: an English business name does not make a Spanish page English", () => {
    const answer = { heading: "Bienvenidos a The Bread and Butter of the Town", intro: "Pan de masa madre, hecho a mano." };
    expect(readsAsLanguage(answer, "es")).toBe(false);
    expect(readsAsLanguage(answer, "es", ["The Bread and Butter of the Town", "Lisboa"])).toBe(true);
    expect(readsAsLanguage(COPY.en, "es", ["The Bread and Butter of the Town"])).toBe(false);
  });

  it("do not judge short answers, names, or scripts they do not cover", () => {
    expect(readsAsLanguage({ headline: "The Daily Bread" }, "es")).toBe(true);
    expect(readsAsLanguage({ items: ["Pastel de nata", "Bolo de arroz", "Croissant"] }, "en")).toBe(true);
    expect(readsAsLanguage(COPY.en, "ja")).toBe(true);
    expect(functionWordCounts("The bread and the coffee, with you")).toMatchObject({ en: 5, es: 0 });
  });
});
