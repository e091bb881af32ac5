import { designTokensOnly } from "./design-tokens-only.ts";
import { asEslintRule, ruleTester } from "./rule-tester.ts";

const rule = asEslintRule(designTokensOnly);

ruleTester.run("design-tokens-only", rule, {
  valid: [
    // The design tokens, with opacity and variants.
    `export const a = <p className="text-danger border-success/30 bg-danger-soft hover:bg-primary-strong" />;`,
    "export const b = `${base} rounded-card sm:rounded-panel rounded-full aria-[invalid=true]:border-danger`;",
    // Words that only look like a family or a radius, and sizes.
    `export const c = ["green", "text-2xl", "red-flag", "max-w-700", "grid-cols-50", "rounded-control", "surrounded", "rounded"];`,
  ],
  invalid: [
    {
      code: `export const a = <p className="mt-1 text-red-700" />;`,
      errors: [{ messageId: "defaultTheme", data: { utility: "text-red-700", kind: "colour" } }],
    },
    {
      code: "export const b = `${base} hover:bg-sky-50/40`;",
      errors: [{ messageId: "defaultTheme", data: { utility: "bg-sky-50/40", kind: "colour" } }],
    },
    {
      code: `export const c = cn("p-4", "aria-[invalid=true]:border-gray-950");`,
      errors: [{ messageId: "defaultTheme", data: { utility: "border-gray-950", kind: "colour" } }],
    },
    {
      code: `export const d = <div className="sm:rounded-3xl border" />;`,
      errors: [{ messageId: "defaultTheme", data: { utility: "rounded-3xl", kind: "radius" } }],
    },
    {
      code: `export const f = "rounded-t-xl";`,
      errors: [{ messageId: "defaultTheme", data: { utility: "rounded-t-xl", kind: "radius" } }],
    },
  ],
});
