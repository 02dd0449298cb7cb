/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends). A cell that starts with =, +, -, @, a tab or a carriage
 * return gets a leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula
 * (docs/security.md, "Leads and the site's public files"); a cell with a quote, comma or line break is quoted.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first one the header) as a CSV document. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
