import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

/** What a spreadsheet may read as the start of a formula: = + - @ and every character whose NFKC form is one. */
const TRIGGERS = ["=", "+", "-", "@", "＝", "＋", "－", "＠", "﹦", "﹢", "﹣", "﹫", "⁺", "⁼", "₊", "₌", "﬩"];

/**
 * How a reader may cut our file into cells: on its own separator (a comma, a semicolon, a tab, a bar), ignoring
 * our quotes, and on any line break. Each piece is what some reader could take as one cell's text, after the
 * blanks and quotes it may strip.
 */
function cellsAsReadBy(separator: string, csv: string): string[] {
  return csv
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator))
    .map((piece) => piece.replace(/^[\s"]+/, ""));
}

const startsFormula = (cell: string) => TRIGGERS.some((trigger) => cell.startsWith(trigger));

describe("CSV cells against spreadsheet formulas (docs/security.md, \"Leads and the site's public files\")", () => {
  it("lists every character whose NFKC form starts a formula", () => {
    for (let code = 0; code < 0x30000; code += 1) {
      if (code >= 0xd800 && code < 0xe000) continue;
      const char = String.fromCodePoint(code);
      if (["=", "+", "-", "@"].includes(char.normalize("NFKC"))) expect(TRIGGERS, `U+${code.toString(16)}`).toContain(char);
    }
  });

  it("neutralises a cell that starts with a trigger, a full-width one, a tab or a carriage return, after blanks or quotes too", () => {
    for (const trigger of TRIGGERS) expect(csvCell(`${trigger}1+1`), trigger).toBe(`'${trigger}1+1`);
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("  =1+1")).toBe("'  =1+1");
    expect(csvCell('"=1+1"')).toBe(`"'""=1+1"""`);
  });

  it("neutralises what a reader splitting on ; (or a tab, a bar, a line) would read as a cell starting a formula", () => {
    // The finding: a message `";=1+1;"` was a cell `=1+1` for a reader using ; as the separator.
    const message = '";=1+1;"';
    const line = toCsv([["Ana", message]]);
    expect(line).toBe(`Ana,""";'=1+1;"""\r\n`);
    for (const separator of [",", ";", "\t", "|"]) expect(cellsAsReadBy(separator, line).filter(startsFormula), separator).toEqual([]);
    expect(csvCell("a;＝1+1")).toBe("a;'＝1+1");
    expect(csvCell("a\t@SUM(A1)")).toBe("a\t'@SUM(A1)");
    expect(csvCell("line one\n-2+3")).toBe(`"line one\n'-2+3"`);
    expect(csvCell("a; \"=1")).toBe(`"a; ""'=1"`);
  });

  it("leaves ordinary text as it was", () => {
    for (const text of ["Do you bake rye on Sundays?", "ana@example.com", "2026-11-23T12:00:00.000Z", "a-b", "3+4 loaves", "Hi, Ana"]) {
      expect(csvCell(text).replace(/^"|"$/g, "")).toBe(text);
    }
    expect(csvCell(null)).toBe("");
    expect(csvCell(7)).toBe("7");
    expect(toCsv([["a", "b"], [1, "x"]])).toBe("a,b\r\n1,x\r\n");
  });

  it("never lets any reader's cell start a formula, whatever the text (property)", () => {
    const alphabet = fc.constantFrom("a", "1", " ", "\u3000", ",", ";", "\t", "|", "\r", "\n", '"', "'", ...TRIGGERS);
    const text = fc.array(alphabet, { maxLength: 24 }).map((chars) => chars.join(""));
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), (rows) => {
        const csv = toCsv(rows);
        for (const separator of [",", ";", "\t", "|"]) expect(cellsAsReadBy(separator, csv).filter(startsFormula)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
