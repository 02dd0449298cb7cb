import { minifyCss } from "./base";
import type { TemplateDesign } from "./index";

const CSS = minifyCss(``);

export const playfulBright: TemplateDesign = { css: () => CSS };
