/** True when a string holds a control character: C0 (U+0000–U+001F), DEL (U+007F) or C1 (U+0080–U+009F). A space is not one. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
