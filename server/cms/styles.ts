import { CMS } from "@core/constants";
import { hasControlCharacter } from "./urls";

/** Builder's three sizes: `large` is the base, `medium` and `small` are max-width overrides (docs/product.md breakpoints). */
export type DeviceSize = "large" | "medium" | "small";

export const MEDIA_QUERIES: Record<Exclude<DeviceSize, "large">, string> = {
  medium: `@media (max-width: ${CMS.breakpoints.medium}px)`,
  small: `@media (max-width: ${CMS.breakpoints.small}px)`,
};

const PROPERTY = /^-?[a-z][a-z0-9-]{0,40}$/;
// Nothing that could end a declaration, a rule or the style element, and no CSS escapes or comments.
const UNSAFE_VALUE = /[<>{};\\]|\/\*|\*\/|@import|expression\s*\(|javascript:|behavior|-moz-binding/i;
const URL_FUNCTION = /url\(\s*(['"]?)([^'"()\s]*)\1\s*\)/gi;
const BLOCKED_PROPERTIES = new Set(["behavior", "-moz-binding", "-ms-behavior"]);

/** `backgroundColor` → `background-color`, `WebkitLineClamp` → `-webkit-line-clamp`. */
export function cssPropertyName(name: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return undefined;
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const property = /^(-webkit|-moz|-ms)-/.test(kebab) ? kebab : kebab.replace(/^-/, "");
  return PROPERTY.test(property) && !BLOCKED_PROPERTIES.has(property) ? property : undefined;
}

/** A declaration value from content, or undefined when it could do more than style. */
export function cssValue(raw: unknown): string | undefined {
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== "string") return undefined;
  const value = raw.trim();
  if (!value || value.length > 400 || UNSAFE_VALUE.test(value) || hasControlCharacter(value, { allowSpace: true })) return undefined;
  // A url() may only name a site path or an https address; an unquoted or odd url( is refused.
  const urls = value.match(/url\(/gi)?.length ?? 0;
  const safeUrls = [...value.matchAll(URL_FUNCTION)].filter(([, , target]) => target && (/^https:\/\/[^/]/i.test(target) || /^\/(?![/\\])/.test(target))).length;
  return urls === safeUrls ? value : undefined;
}

/** One block's styles for one size as CSS declarations; unsafe entries are dropped. */
export function declarations(styles: unknown): string {
  if (!styles || typeof styles !== "object" || Array.isArray(styles)) return "";
  const out: string[] = [];
  for (const [name, raw] of Object.entries(styles as Record<string, unknown>)) {
    const property = cssPropertyName(name);
    const value = property ? cssValue(raw) : undefined;
    if (property && value !== undefined) out.push(`${property}:${value}`);
  }
  return out.join(";");
}

/** Collects rules per device size while the blocks are prepared, then prints them in cascade order. */
export class StyleSheet {
  private readonly rules: Record<DeviceSize, string[]> = { large: [], medium: [], small: [] };

  add(size: DeviceSize, selector: string, body: string): void {
    if (body) this.rules[size].push(`${selector}{${body}}`);
  }

  /** Builder's `responsiveStyles` of one block. */
  addResponsive(id: string, responsive: unknown): void {
    if (!responsive || typeof responsive !== "object") return;
    const sizes = responsive as Partial<Record<DeviceSize, unknown>>;
    for (const size of ["large", "medium", "small"] as const) this.add(size, `.${id}`, declarations(sizes[size]));
  }

  toString(): string {
    return [
      this.rules.large.join(""),
      this.rules.medium.length ? `${MEDIA_QUERIES.medium}{${this.rules.medium.join("")}}` : "",
      this.rules.small.length ? `${MEDIA_QUERIES.small}{${this.rules.small.join("")}}` : "",
    ].join("");
  }
}
