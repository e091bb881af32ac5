import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import anden from "./tooling/eslint/plugin.ts";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  { plugins: { anden } },
  {
    // No page hydrates (docs/decisions/0024-rendering-model.md): React state, effects, event
    // handlers and refs in app/ would render once on the server and never work. Enhancers are
    // plain TypeScript and unaffected. A future folder of hydrated islands would be exempted by
    // adding it to `ignores` here (e.g. "app/islands/**"), with the hydration it needs.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: { "anden/no-browser-only-react": "error" },
  },
  {
    // Migrations and dialect helpers must not depend on the current schema type (Kysely's advice).
    files: ["server/db/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
