import type { SiteTemplate } from "@core/sites/themes";
import type { TemplateDesign } from "./template-design";
import { boldModern } from "./bold-modern";
import { classicProfessional } from "./classic-professional";
import { freshGarden } from "./fresh-garden";
import { minimalStudio } from "./minimal-studio";
import { playfulBright } from "./playful-bright";
import { warmEditorial } from "./warm-editorial";

export const TEMPLATE_DESIGNS: Record<SiteTemplate, TemplateDesign> = {
  "warm-editorial": warmEditorial,
  "bold-modern": boldModern,
  "minimal-studio": minimalStudio,
  "fresh-garden": freshGarden,
  "classic-professional": classicProfessional,
  "playful-bright": playfulBright,
};
