import { noPaletteColour } from "./no-palette-colour.ts";
import { asEslintRule, ruleTester } from "./rule-tester.ts";

const rule = asEslintRule(noPaletteColour);

ruleTester.run("no-palette-colour", rule, {
  valid: [
    // The design tokens, with opacity and variants.
    `export const a = <p className="text-danger border-success/30 bg-danger-soft hover:bg-primary-strong" />;`,
    "export const b = `${base} text-ink-soft aria-[invalid=true]:border-danger`;",
    // Words that only look like a family, and sizes.
    `export const c = ["green", "text-2xl", "red-flag", "max-w-700", "grid-cols-50"];`,
  ],
  invalid: [
    {
      code: `export const a = <p className="mt-1 text-red-700" />;`,
      errors: [{ messageId: "paletteColour", data: { utility: "text-red-700" } }],
    },
    {
      code: "export const b = `${base} hover:bg-sky-50/40`;",
      errors: [{ messageId: "paletteColour", data: { utility: "bg-sky-50/40" } }],
    },
    {
      code: `export const c = cn("rounded", "aria-[invalid=true]:border-gray-950");`,
      errors: [{ messageId: "paletteColour", data: { utility: "border-gray-950" } }],
    },
  ],
});
