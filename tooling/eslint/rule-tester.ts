import { RuleTester, type Rule } from "eslint";
import type { TSESLint } from "@typescript-eslint/utils";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** ESLint's RuleTester on Vitest, parsing TypeScript and JSX as the project's lint does. */
export const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

/**
 * One of the project's rules as ESLint's tester takes it: the two packages type a rule's context
 * differently (typescript-eslint's still lists ESLint 8's methods); at run time it is the same.
 */
export const asEslintRule = <Messages extends string>(
  rule: TSESLint.RuleModule<Messages>,
): Rule.RuleModule => rule as unknown as Rule.RuleModule;
