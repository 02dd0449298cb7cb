import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import layers from "./eslint-rules/layers.js";
import uiText from "./eslint-rules/ui-text.js";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".wrangler/", "node_modules/", "worker-configuration.d.ts", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, local: layers },
    rules: {
      // Imports flow down the layers: core <- server <- workers, core <- app (docs/architecture.md).
      "local/layers": "error",
      // A moved module is imported from where it lives, never through a re-export left at its old path.
      "local/no-reexports": "error",
      // Server modules are imported through their index.ts faces, only down the order docs/architecture.md lists.
      "local/server-modules": "error",
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The literal-string guard: what a person reads comes from content/app-messages (docs/decisions/0900-may-speaks-the-owners-language.md).
    files: ["app/**/*.tsx"],
    ignores: ["**/*.test.tsx", "app/routes/bench-bare.tsx", "app/routes/bench-d1.tsx", "app/routes/dev-outbox.tsx"],
    plugins: { "ui-text": uiText },
    rules: { "ui-text/jsx": "error" },
  },
  {
    files: ["server/mail/**/*.ts", "core/**/*.ts", "app/**/*.ts"],
    ignores: ["**/*.test.ts"],
    plugins: { "ui-text": uiText },
    rules: { "ui-text/sentences": "error" },
  },
  {
    files: ["scripts/**", "*.config.*", "test/**"],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
);
