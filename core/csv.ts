/**
 * Characters a spreadsheet may read as the start of a formula: = + - @ and every character whose NFKC form is
 * one of them (full-width ＝ ＋ － ＠, the small and raised forms), which some spreadsheets fold before reading.
 */
const FORMULA_START = "=+\\-@\u207a\u207c\u208a\u208c\ufb29\ufe62\ufe63\ufe66\ufe6b\uff0b\uff0d\uff1d\uff20";

/** A cell that starts a formula: a trigger after any blanks and quotes, or a tab or carriage return first. */
const STARTS_FORMULA = new RegExp(`^(?:[\\t\\r]|[\\s"]*[${FORMULA_START}])`);

/**
 * Inside a cell, a place where a reader that splits on another separator than ours (a semicolon, a tab, a bar),
 * or on every line break, would start a cell with a formula: such a separator, any blanks and quotes, then a trigger.
 */
const SPLIT_FORMULA = new RegExp(`([,;\\t|\\r\\n][\\s"]*)(?=[${FORMULA_START}])`, "g");

/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends), safe whichever separator the reader uses
 * (docs/security.md, "Leads and the site's public files"; docs/decisions/0705-csv-cells-safe-for-any-separator.md):
 * a cell that starts with = + - @ (or a full-width form), a tab or a carriage return gets a leading apostrophe,
 * and so does every trigger inside a cell that follows a comma, semicolon, tab, bar or line break, so a
 * spreadsheet shows text instead of running a formula. A cell with a quote, comma or line break is quoted.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  text = text.replace(SPLIT_FORMULA, "$1'");
  if (STARTS_FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first one the header) as a CSV document. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
