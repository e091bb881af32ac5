import { expect, test } from "./test.ts";
import type { FactId } from "../../domain/facts.ts";
import { MARKETS } from "../../domain/site.ts";
import { copyVariables, everyLocaleFile } from "../../tooling/locale-files.ts";
import { CLAIM_WORDS, claimsIn } from "./claims.ts";
import { marketOf } from "./copy.ts";

/** Every string of a JSON value, depth first. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value !== null && typeof value === "object"
      ? Object.values(value).flatMap(stringsOf)
      : [];

// The route checks (route-checks.spec.ts) read every claim on every page of the table and on a
// quote; this makes sure the words they look for are the copy's, so that a changed wording cannot
// hide a claim from them.
test("each claim the route checks read is written in the market's copy, with its sheet's figure", () => {
  const market = marketOf(test.info().project.name);
  const { locale } = MARKETS[market];
  const variables = copyVariables(locale) as unknown as Record<string, Record<string, string>>;
  const copy = everyLocaleFile()
    .filter((file) => file.locale === locale)
    .flatMap((file) => stringsOf(file.json))
    .map((text) =>
      text.replace(
        /\{\{(\w+)\.(\w+)\}\}/g,
        (all, group: string, key: string) => variables[group]?.[key] ?? all,
      ),
    )
    .join("\n");
  const { disagreements, found } = claimsIn(market, copy);
  expect(disagreements).toEqual([]);
  for (const id of Object.keys(CLAIM_WORDS[market]) as FactId[]) {
    expect(found.has(id), `${id} is written nowhere in the ${locale} copy`).toBe(true);
  }
});
