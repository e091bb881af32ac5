import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

/** Tailwind's own colour families, which the site's theme (the design tokens) does not name. */
const PALETTE_FAMILIES =
  "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose";

/**
 * The utilities that style with Tailwind's default theme instead of the tokens, each found
 * without its variants: a palette colour (`text-red-700`, `bg-sky-50/40`, `from-gray-950`) and a
 * radius of its scale (`rounded-xl`, `rounded-t-3xl`; the bare `rounded`, a word too, is let be).
 */
export const DEFAULT_THEME_UTILITIES = {
  colour: new RegExp(
    `(?<![\\w-])[a-z-]+-(?:${PALETTE_FAMILIES})-(?:50|[1-9]00|950)(?:/\\d+)?(?![\\w-])`,
  ),
  radius:
    /(?<![\w-])rounded(?:-(?:[trblse]|tl|tr|bl|br|ss|se|es|ee))?-(?:xs|sm|md|lg|[2-4]?xl)(?![\w-])/,
} as const;

/**
 * `anden/design-tokens-only`: refuses a class that styles with Tailwind's default theme in the
 * app, a colour of its palette or a radius of its scale: every colour and radius of the site is
 * a design token (domain/design-tokens.ts, ADR 59), which the stylesheet, the e-mails and the
 * contrast checks read, so a default one is one those never see.
 */
export const designTokensOnly: TSESLint.RuleModule<"defaultTheme"> = {
  meta: {
    type: "problem",
    docs: { description: "Disallow Tailwind's default colours and radii outside the tokens" },
    schema: [],
    messages: {
      defaultTheme:
        "`{{utility}}` is a {{kind}} of Tailwind's default theme: use a design token " +
        "(domain/design-tokens.ts: text-danger, rounded-card…), or add one there " +
        "(docs/decisions/0059-design-tokens.md).",
    },
  },
  create(context) {
    const check = (node: TSESTree.Node, text: string) => {
      for (const [kind, pattern] of Object.entries(DEFAULT_THEME_UTILITIES)) {
        const utility = pattern.exec(text)?.[0];
        if (utility) context.report({ node, messageId: "defaultTheme", data: { utility, kind } });
      }
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
