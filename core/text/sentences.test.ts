import { describe, expect, it } from "vitest";
import { sentences } from "./sentences";

describe("sentences", () => {
  it("cuts after . ! ? and … before the next sentence's capital", () => {
    expect(sentences("We bake daily. Come early! Why wait? Open now… Really.")).toEqual(["We bake daily.", "Come early!", "Why wait?", "Open now…", "Really."]);
    expect(sentences("Fresh bread")).toEqual(["Fresh bread"]);
    expect(sentences("Über uns. Ödön bäckt.")).toEqual(["Über uns.", "Ödön bäckt."]);
  });

  it("keeps a closing quote or bracket with the sentence it closes, and starts one at an opening quote", () => {
    expect(sentences('They said "the best bread." Then they came back.')).toEqual(['They said "the best bread."', "Then they came back."]);
    expect(sentences("Open late (till ten.) Call us.")).toEqual(["Open late (till ten.)", "Call us."]);
    expect(sentences('Ask us. "Anything?" Yes.')).toEqual(["Ask us.", '"Anything?"', "Yes."]);
  });

  it("does not cut at abbreviations, decimals or a lower-case word", () => {
    expect(sentences("Cakes from £3.50. Pies too.")).toEqual(["Cakes from £3.50.", "Pies too."]);
    expect(sentences("Fillings, e.g. the classic custard, change weekly.")).toEqual(["Fillings, e.g. the classic custard, change weekly."]);
    expect(sentences("Open approx. five days a week.")).toEqual(["Open approx. five days a week."]);
  });

  it("cuts Japanese after 。！？ without a space, and Arabic and Spanish sentences that begin without a capital", () => {
    expect(sentences("お気軽にどうぞ。創業30年です！ご予約は？")).toEqual(["お気軽にどうぞ。", "創業30年です！", "ご予約は？"]);
    expect(sentences("「おいしい」と評判です。 またどうぞ。")).toEqual(["「おいしい」と評判です。", "またどうぞ。"]);
    expect(sentences("راسلنا. منذ عام 1995 نخدم الحي؟ نعم.")).toEqual(["راسلنا.", "منذ عام 1995 نخدم الحي؟", "نعم."]);
    expect(sentences("Hola. ¿Tienes preguntas? ¡Escríbenos!")).toEqual(["Hola.", "¿Tienes preguntas?", "¡Escríbenos!"]);
  });

  it("keeps phrases whole: times with a.m., titles before a name, 24/7, 9–5, 1-to-1, prices", () => {
    expect(sentences("Open 9 a.m. Monday to Friday, 24/7 by phone. Classes 1-to-1, 9–5, $40.50 each. Call us.")).toEqual(["Open 9 a.m. Monday to Friday, 24/7 by phone.", "Classes 1-to-1, 9–5, $40.50 each.", "Call us."]);
    expect(sentences("Ask for Dr. Paula Mendes. Sra. López atiende los lunes. St. Mary's Road.")).toEqual(["Ask for Dr. Paula Mendes.", "Sra. López atiende los lunes.", "St. Mary's Road."]);
    expect(sentences("عيادة د. منى للأسنان. نعم.")).toEqual(["عيادة د. منى للأسنان.", "نعم."]);
    expect(sentences("Horario 9.30–13.30 h. Precios desde 25 €. Reserva ya.")).toEqual(["Horario 9.30–13.30 h.", "Precios desde 25 €.", "Reserva ya."]);
  });

  it("trims every sentence and has none for an empty or blank text", () => {
    expect(sentences("  One.   Two.  ")).toEqual(["One.", "Two."]);
    expect(sentences("")).toEqual([]);
    expect(sentences("   ")).toEqual([]);
  });
});
