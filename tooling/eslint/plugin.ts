import { designTokensOnly } from "./design-tokens-only.ts";
import { noBrowserOnlyReact } from "./no-browser-only-react.ts";
import { noPathLiteral } from "./no-path-literal.ts";

/** The project's own lint rules, registered in eslint.config.js as the `anden` plugin. */
export default {
  meta: { name: "anden" },
  rules: {
    "no-browser-only-react": noBrowserOnlyReact,
    "no-path-literal": noPathLiteral,
    "design-tokens-only": designTokensOnly,
  },
};
