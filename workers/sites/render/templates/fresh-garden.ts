import { minifyCss } from "./base";
import type { TemplateDesign } from "./index";

const CSS = minifyCss(``);

export const freshGarden: TemplateDesign = { css: () => CSS };
