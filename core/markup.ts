/**
 * The one escaper for markup we write as text: emails, the sitemap, SVG logos and share cards, the legal
 * pages' support address. Pages and screens are React, which escapes by itself. The five characters with a
 * meaning in markup are escaped (attributes included); control characters, invalid in HTML, XML and SVG, are dropped.
 */
export function escapeMarkup(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[char]};`);
}
