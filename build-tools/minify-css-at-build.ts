import type { Plugin } from "vite";
import { minifyCss } from "../server/render/templates/base.ts";

const TEMPLATE_MODULE = /\/server\/sites\/render\/templates\/[\w-]+\.ts$/;
// `minifyCss(` + a template literal with no interpolation.
const CALL = /minifyCss\(`([^`$]*)`\)/g;

/**
 * The site templates' stylesheets are minified when the Worker is built, not when it starts: each
 * `minifyCss(`…`)` over a constant becomes its result (docs/performance.md). The function stays for tests and dev.
 */
export function minifyCssAtBuild(): Plugin {
  return {
    name: "may:minify-css-at-build",
    apply: "build",
    transform(code, id) {
      if (!TEMPLATE_MODULE.test(id) || !code.includes("minifyCss(`")) return null;
      // The literal is our own source with no `${}`: cooking it as JavaScript gives its runtime value.
      const cooked = (raw: string) => new Function(`return \`${raw}\`;`)() as string;
      return { code: code.replace(CALL, (_, raw: string) => JSON.stringify(minifyCss(cooked(raw)))), map: null };
    },
  };
}
