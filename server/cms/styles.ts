import { CMS } from "@core/constants";
import { hasControlCharacter } from "@core/text/control-characters";

/** Builder's three sizes: `large` is the base, `medium` and `small` are max-width overrides (docs/product.md breakpoints). */
export type DeviceSize = "large" | "medium" | "small";

export interface Breakpoints {
  small: number;
  medium: number;
}

/** Builder's `meta.breakpoints` when they make sense (whole pixels, small below medium), else ours. */
export function breakpointsOf(meta: unknown): Breakpoints {
  const raw = meta && typeof meta === "object" ? (meta as { breakpoints?: unknown }).breakpoints : undefined;
  const value = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const pixels = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n >= 100 && n <= 4000 ? n : undefined);
  const small = pixels(value.small) ?? CMS.breakpoints.small;
  const medium = pixels(value.medium) ?? CMS.breakpoints.medium;
  return small < medium ? { small, medium } : { ...CMS.breakpoints };
}

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
  if (!value || value.length > 400 || UNSAFE_VALUE.test(value) || hasControlCharacter(value)) return undefined;
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

  constructor(private readonly breakpoints: Breakpoints = CMS.breakpoints) {}

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
      this.rules.medium.length ? `@media (max-width: ${this.breakpoints.medium}px){${this.rules.medium.join("")}}` : "",
      this.rules.small.length ? `@media (max-width: ${this.breakpoints.small}px){${this.rules.small.join("")}}` : "",
    ].join("");
  }
}
