import type { ResolvedTheme } from "../theme";

/** A template: its stylesheet over the shared layout, and the few markup choices CSS cannot make. */
export interface TemplateDesign {
  css(theme: ResolvedTheme): string;
  /** A "Call …" link in the header when the site has a phone number. */
  headerCall?: boolean;
}
