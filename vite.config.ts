import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync, readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { ASSETS_ORIGIN } from "./core/static-assets.ts";
import { minifyCssAtBuild } from "./build-tools/minify-css-at-build.ts";
import { appMessagesAsset } from "./build-tools/app-messages-asset.ts";
import { languageTablesAsset } from "./build-tools/language-tables-asset.ts";
import { siteFontAssets } from "./build-tools/site-font-assets.ts";
import { tradeCopyProblems } from "./server/generation/built-in/trade-copy-schema.ts";
import { SITE_COPY_LANGUAGES, siteCopyProblems } from "./server/generation/built-in/site-copy-schema.ts";
import { siteMessageProblems } from "./core/sites/i18n/site-messages.ts";
import { placeProblems } from "./core/places/places-schema.ts";
import { understandingDataProblems } from "./core/chat/read-facts/lexicon-schema.ts";
import { honestyDataProblems } from "./core/sites/honesty-data.ts";
import { businessWordsProblems } from "./core/chat/business-words-schema.ts";

/** The build fails, naming each mistake, when the trade copy (content/trades/*.json) breaks its schema (docs/decisions/0502-trade-copy-is-data.md). */
function checkTradeCopy(): Plugin {
  const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`./content/trades/${file}`, import.meta.url), "utf8"));
  return {
    name: "may:check-trade-copy",
    buildStart() {
      const problems = tradeCopyProblems(read("families.json"), read("kinds.json"));
      if (problems.length > 0) this.error(`The trade copy has ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
}

/** The build fails, naming each mistake, when the classifier's words break their schema (docs/classifier.md). */
function checkBusinessWords(): Plugin {
  return {
    name: "may:check-business-words",
    buildStart() {
      const problems = businessWordsProblems(JSON.parse(readFileSync(new URL("./content/classifier/business-words.json", import.meta.url), "utf8")));
      if (problems.length > 0) this.error(`The classifier's words have ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
}

/** The build fails, naming each mistake, when a core copy file of the built-in writer (content/site-copy/<language>.json) is missing or breaks its schema (docs/decisions/0520-built-in-copy-in-every-site-language.md). */
function checkSiteCopy(): Plugin {
  const read = (language: string): unknown => {
    const url = new URL(`./content/site-copy/${language}.json`, import.meta.url);
    return existsSync(url) ? JSON.parse(readFileSync(url, "utf8")) : undefined;
  };
  return {
    name: "may:check-site-copy",
    buildStart() {
      const problems = siteCopyProblems(Object.fromEntries(SITE_COPY_LANGUAGES.map((language) => [language, read(language)])));
      if (problems.length > 0) this.error(`The core copy has ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
}

/** The build fails, naming each mistake, when the place list breaks its schema (docs/decisions/0505-what-may-understood-and-where-the-business-is.md). */
function checkPlaces(): Plugin {
  return {
    name: "may:check-places",
    buildStart() {
      const problems = placeProblems(JSON.parse(readFileSync(new URL("./content/places/places.json", import.meta.url), "utf8")));
      if (problems.length > 0) this.error(`The place list has ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
}

/** The build fails, naming each mistake, when the words May reads owners' facts by, or a trade's needs, break their schema (docs/decisions/0506-reading-the-owners-facts.md). */
function checkUnderstandingData(): Plugin {
  const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`./content/understanding/${file}`, import.meta.url), "utf8"));
  return {
    name: "may:check-understanding-data",
    buildStart() {
      const languages = ["en", "es", "fr", "de", "pt", "it", "ja", "ar"] as const;
      const problems = understandingDataProblems({ lexicons: Object.fromEntries(languages.map((language) => [language, read(`${language}.json`)])) as Record<(typeof languages)[number], unknown>, needs: read("needs.json") });
      if (problems.length > 0) this.error(`The understanding data has ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
}

/** The build fails, naming each mistake, when the claims a site may make only on its owner's word break their schema (docs/decisions/0530-honesty-rules-in-every-site-language.md). */
function checkHonestyRules(): Plugin {
  const read = (language: string): unknown => JSON.parse(readFileSync(new URL(`./content/honesty/${language}.json`, import.meta.url), "utf8"));
  return {
    name: "may:check-honesty-rules",
    buildStart() {
      const problems = honestyDataProblems(Object.fromEntries(["en", "es", "fr", "de", "pt", "it", "ja", "ar"].map((language) => [language, read(language)])));
      if (problems.length > 0) this.error(`The honesty rules have ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
}

/** The build fails, naming each one, when a language's message file misses a key or breaks a message (docs/decisions/0831-template-words-as-icu-message-files.md). */
function checkSiteMessages(): Plugin {
  return {
    name: "may:check-site-messages",
    buildStart() {
      const problems = siteMessageProblems();
      if (problems.length > 0) this.error(`The site's message files have ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
}

// Local runs (`npm run dev`, `npm run preview`) use Miniflare's fixed `request.cf` instead of fetching Cloudflare's
// from the network each start: the product runs offline, without a failed lookup in the log (docs/operations.md).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

export default defineConfig({
  plugins: [checkTradeCopy(), checkSiteCopy(), checkSiteMessages(), checkPlaces(), checkUnderstandingData(), checkHonestyRules(), checkBusinessWords(), siteFontAssets(), languageTablesAsset(), appMessagesAsset(), cloudflare({ viteEnvironment: { name: "ssr" }, auxiliaryWorkers: [{ configPath: "./workers/brand/wrangler.toml" }] }), tailwindcss(), reactRouter(), minifyCssAtBuild()],
  resolve: { tsconfigPaths: true },
  // The brand Worker's build sits beside the app's (build/brand/wrangler.json), where deploy and the budgets read it.
  // The main Worker's code is minified as the browser's is (Vite leaves server builds unminified), keeping functions'
  // and classes' names as wrangler's own bundler does: about a third of its upload was whitespace, comments and
  // long local names (docs/decisions/0857-the-worker-minified.md).
  environments: { may_brand: { build: { outDir: "build/brand" } }, ssr: { build: { minify: true, rolldownOptions: { output: { keepNames: true } } } } },
  // Owners' domains are tried locally under the reserved .test names: `curl -H 'Host: shop.example.test' http://localhost:5173/`
  // (docs/operations.md, "Custom domains"); Vite refuses other Host headers.
  // The Worker reads some static files through ASSETS with this host; in `npm run dev` Vite answers them (core/static-assets.ts).
  server: { port: 5173, strictPort: true, allowedHosts: [".test", new URL(ASSETS_ORIGIN).hostname] },
  preview: { port: 4173, strictPort: true, allowedHosts: [".test"] },
  // Listed up front so the first visit in dev does not trigger a reload while Vite optimises them.
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "zod", "@conform-to/react", "@conform-to/zod/v4"] },
});
