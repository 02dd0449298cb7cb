import type { SiteTemplate } from "@core/sites/themes";
import type { ResolvedTheme } from "../theme";
import { boldModern } from "./bold-modern";
import { classicProfessional } from "./classic-professional";
import { freshGarden } from "./fresh-garden";
import { minimalStudio } from "./minimal-studio";
import { playfulBright } from "./playful-bright";
import { warmEditorial } from "./warm-editorial";

/** A template: its stylesheet over the shared layout, and the few markup choices CSS cannot make. */
export interface TemplateDesign {
  css(theme: ResolvedTheme): string;
  /** A "Call …" link in the header when the site has a phone number. */
  headerCall?: boolean;
}

export const TEMPLATE_DESIGNS: Record<SiteTemplate, TemplateDesign> = {
  "warm-editorial": warmEditorial,
  "bold-modern": boldModern,
  "minimal-studio": minimalStudio,
  "fresh-garden": freshGarden,
  "classic-professional": classicProfessional,
  "playful-bright": playfulBright,
};
