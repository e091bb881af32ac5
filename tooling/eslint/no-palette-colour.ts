import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

/** Tailwind's own colour families, which the site's theme (the design tokens) does not name. */
const PALETTE_FAMILIES =
  "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose";

/** A utility that colours with one of them (`text-red-700`, `bg-sky-50/40`, `from-gray-950`), without its variants. */
export const PALETTE_UTILITY = new RegExp(
  `(?<![\\w-])[a-z-]+-(?:${PALETTE_FAMILIES})-(?:50|[1-9]00|950)(?:/\\d+)?(?![\\w-])`,
);

/**
 * `anden/no-palette-colour`: refuses a class that colours with Tailwind's default palette
 * (`bg-red-50`, `text-green-800`) in the app: every colour of the site is a design token
 * (domain/design-tokens.ts, ADR 59), which the stylesheet, the e-mails and the contrast checks
 * read, so a palette colour is one those never see.
 */
export const noPaletteColour: TSESLint.RuleModule<"paletteColour"> = {
  meta: {
    type: "problem",
    docs: { description: "Disallow Tailwind's default palette colours outside the design tokens" },
    schema: [],
    messages: {
      paletteColour:
        "`{{utility}}` colours with Tailwind's default palette: use a design token " +
        "(domain/design-tokens.ts: ink, primary, accent, success, danger…), or add one there " +
        "with its contrast pairs (docs/decisions/0059-design-tokens.md).",
    },
  },
  create(context) {
    const check = (node: TSESTree.Node, text: string) => {
      const utility = PALETTE_UTILITY.exec(text)?.[0];
      if (utility) context.report({ node, messageId: "paletteColour", data: { utility } });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};
