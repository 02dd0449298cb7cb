import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../sites/languages";
import type { OpeningHoursRow } from "../../sites/opening-hours";
import { readHours } from "./hours";
import { answerOf } from "./lexicon";

const read = (text: string, language: SiteLanguage) => readHours(answerOf("final", text, language)).map((fact) => ({ row: fact.value, span: fact.span.text }));
const WEEK = ["mo", "tu", "we", "th", "fr"] as const;
const open = (days: readonly string[], opens: string, closes: string, second?: [string, string]): OpeningHoursRow =>
  ({ type: "open", days: [...days], ranges: second ? [{ opens, closes }, { opens: second[0], closes: second[1] }] : [{ opens, closes }] }) as OpeningHoursRow;

describe("readHours", () => {
  it("reads the issue's examples", () => {
    expect(read("Mo–Fr 8–18 Uhr", "de")).toEqual([{ row: open(WEEK, "08:00", "18:00"), span: "Mo–Fr 8–18 Uhr" }]);
    expect(read("9:00〜18:00、水曜定休", "ja")).toEqual([
      { row: open(["mo", "tu", "th", "fr", "sa", "su"], "09:00", "18:00"), span: "9:00〜18:00、水曜定休" },
      { row: { type: "closed", days: ["we"] }, span: "水曜定休" },
    ]);
    expect(read("Open Mon–Sat 9am–5pm, closed Sundays.", "en")).toEqual([
      { row: open(["mo", "tu", "we", "th", "fr", "sa"], "09:00", "17:00"), span: "Open Mon–Sat 9am–5pm" },
      { row: { type: "closed", days: ["su"] }, span: "closed Sundays" },
    ]);
    expect(read("We're open 24/7 for emergencies.", "en")).toEqual([{ row: { type: "allDay", days: ["mo", "tu", "we", "th", "fr", "sa", "su"] }, span: "open 24/7" }]);
    expect(read("Viewings by appointment.", "en")).toEqual([{ row: { type: "appointment" }, span: "by appointment" }]);
  });

  it("reads every language's usual wording", () => {
    expect(read("Horario: L-V, de 10 a 14 h", "es")).toEqual([{ row: open(WEEK, "10:00", "14:00"), span: "Horario: L-V, de 10 a 14 h" }]);
    expect(read("Du mardi au samedi de 9h à 18h30, fermé le dimanche", "fr")).toEqual([
      { row: open(["tu", "we", "th", "fr", "sa"], "09:00", "18:30"), span: "Du mardi au samedi de 9h à 18h30" },
      { row: { type: "closed", days: ["su"] }, span: "fermé le dimanche" },
    ]);
    expect(read("Horário: Segunda a sexta, das 9h às 18h", "pt")).toEqual([{ row: open(WEEK, "09:00", "18:00"), span: "Horário: Segunda a sexta, das 9h às 18h" }]);
    expect(read("Aperti Mar–Sab dalle 9 alle 13 e dalle 15:30 alle 19:30", "it")).toEqual([{ row: open(["tu", "we", "th", "fr", "sa"], "09:00", "13:00", ["15:30", "19:30"]), span: "Aperti Mar–Sab dalle 9 alle 13 e dalle 15:30 alle 19:30" }]);
    expect(read("営業時間は平日 10時〜19時、土日は11:00〜17:00です。", "ja")).toEqual([
      { row: open(WEEK, "10:00", "19:00"), span: "営業時間は平日 10時〜19時" },
      { row: open(["sa", "su"], "11:00", "17:00"), span: "土日は11:00〜17:00です" },
    ]);
    expect(read("ساعات العمل من السبت إلى الخميس من ١٠ صباحًا إلى ١٠ مساءً، الجمعة مغلق", "ar")).toEqual([
      { row: open(["mo", "tu", "we", "th", "sa", "su"], "10:00", "22:00"), span: "ساعات العمل من السبت إلى الخميس من ١٠ صباحًا إلى ١٠ مساءً" },
      { row: { type: "closed", days: ["fr"] }, span: "الجمعة مغلق" },
    ]);
    expect(read("نفتح يوميًا 4:00 - 11:00 م", "ar")).toEqual([{ row: open(["mo", "tu", "we", "th", "fr", "sa", "su"], "16:00", "23:00"), span: "نفتح يوميًا 4:00 - 11:00 م" }]);
    expect(read("月〜金 ９：００〜１８：００", "ja")).toEqual([{ row: open(WEEK, "09:00", "18:00"), span: "月〜金 ９：００〜１８：００" }]);
  });

  it("reads evening closes, past midnight and 24 hours on some days", () => {
    expect(read("Weekdays 10–6", "en")[0]?.row).toEqual(open(WEEK, "10:00", "18:00"));
    expect(read("Fri & Sat 18:00–02:00", "en")[0]?.row).toEqual(open(["fr", "sa"], "18:00", "02:00"));
    expect(read("Sat 10am to midnight", "en")[0]?.row).toEqual(open(["sa"], "10:00", "24:00"));
    expect(read("Sábados 24 horas", "es")[0]?.row).toEqual({ type: "allDay", days: ["sa"] });
  });

  it("reads closed days after the times, and days taken out with except", () => {
    expect(read("Closed on Mondays.", "en")).toEqual([{ row: { type: "closed", days: ["mo"] }, span: "Closed on Mondays" }]);
    expect(read("Open 8-4 every day except Monday", "en")).toEqual([
      { row: open(["tu", "we", "th", "fr", "sa", "su"], "08:00", "16:00"), span: "Open 8-4 every day except Monday" },
      { row: { type: "closed", days: ["mo"] }, span: "except Monday" },
    ]);
    expect(read("Tous les jours 8h-20h sauf le mercredi", "fr").map((fact) => fact.row)).toEqual([open(["mo", "tu", "th", "fr", "sa", "su"], "08:00", "20:00"), { type: "closed", days: ["we"] }]);
    expect(read("dal martedì alla domenica 12-15 e 19-23", "it")[0]?.row).toEqual(open(["tu", "we", "th", "fr", "sa", "su"], "12:00", "15:00", ["19:00", "23:00"]));
  });

  it("reads nothing from numbers that are not hours", () => {
    expect(read("We have 2-3 vans and 10-12 staff.", "en")).toEqual([]);
    expect(read("東京都渋谷区神南3-4-5", "ja")).toEqual([]);
    expect(read("Sizes 8-14, from $10-15.", "en")).toEqual([]);
    expect(read("So kommen wir zu Ihnen.", "de")).toEqual([]);
  });
});
