import js from "@eslint/js";
import { importX } from "eslint-plugin-import-x";
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
    // handlers and refs in app/ would render once on the server and never work. Widget behaviours
    // (app/widgets/<name>/<name>.behaviour.ts) are plain TypeScript and unaffected. A future folder of hydrated islands would be exempted by
    // adding it to `ignores` here (e.g. "app/islands/**"), with the hydration it needs.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: { "anden/no-browser-only-react": "error" },
  },
  {
    // The page table (domain/pages.ts) writes every page's path and every word of their URLs, in
    // each market's words (ADR 42, 55): production code builds its links from it. Tests may write
    // the paths they expect.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "domain/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "**/*test-helpers.ts", "domain/pages.ts"],
    rules: { "anden/no-path-literal": "error" },
  },
  {
    // Every colour and radius the app sets is a design token (domain/design-tokens.ts, ADR 59),
    // which the contrast checks and the e-mails read: none of Tailwind's default theme.
    files: ["app/**/*.{ts,tsx}"],
    rules: { "anden/design-tokens-only": "error" },
  },
  {
    // The code layout (docs/decisions/0026-code-layout.md): app/ is the UI, server/ the Node-only
    // back end, domain/ what both use. app/ and server/ never import each other, and domain/
    // imports neither. Tests may reach across (a widget's test renders with domain data, say).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "domain/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "**/test-helpers.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "./app",
              from: "./server",
              message: "The UI never imports server/: share the code through domain/.",
            },
            {
              target: "./server",
              from: "./app",
              message: "server/ never imports app/: share the code (and copy) through domain/.",
            },
            {
              target: "./domain",
              from: ["./app", "./server"],
              message: "domain/ is shared by the UI and the server: it imports neither.",
            },
            {
              target: "./server/tracking",
              from: "./server/tracking-updates",
              message:
                "Tracking does not know its e-mail updates: they plug in through onEventRecorded (ADR 54).",
            },
          ],
        },
      ],
    },
  },
  {
    // A section's content model (<Section>.content.ts, ADR 63) builds the editor's Keystatic
    // fields: the pages' code takes only its types (`import type`, erased), so none of the
    // editor reaches a market's bundle.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.content.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.content.ts", "**/cms/**", "@keystatic/*"],
              allowTypeImports: true,
              message:
                "The content model and the editor stay out of the pages: import its types only (`import type`, ADR 63).",
            },
          ],
        },
      ],
    },
  },
  {
    // Interactivity lives in widgets (app/widgets/<name>/: markup, contract, behaviour; ADR 24).
    // The DOM "enhancers" they replaced are gone: no module of that folder may come back.
    files: ["**/*.{ts,tsx,js}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/enhancers", "**/enhancers/**"],
              message:
                "There is no enhancers folder: interactivity is a widget (app/widgets/<name>/, ADR 24).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*", "react/*", "node:*", "hono", "hono/*", "kysely", "pg"],
              message:
                "domain/ is plain TypeScript that runs in the browser and on the server: no React, no Node APIs, no HTTP, no database.",
            },
            // The rule's options replace the ones above for domain/: it keeps theirs too.
            {
              group: ["**/enhancers", "**/enhancers/**"],
              message:
                "There is no enhancers folder: interactivity is a widget (app/widgets/<name>/, ADR 24).",
            },
          ],
        },
      ],
    },
  },
  {
    // Migrations and dialect helpers must not depend on the current schema type (Kysely's advice).
    files: ["server/db/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
