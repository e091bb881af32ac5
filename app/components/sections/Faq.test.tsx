// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FAQ_ENTRIES } from "../../../cms/schema/services.ts";
import { i18n, market } from "../../i18n/i18n.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import type { FaqEntry } from "../../seo/structured-data.ts";
import { Faq } from "./Faq.tsx";

const original = structuredClone(i18n.getResourceBundle(market.locale, "services")) as {
  faq: Record<string, FaqEntry[]>;
};

/** The market's services file with the pickup page's FAQ replaced, as an editor's save would. */
function useFaq(entries: FaqEntry[]) {
  i18n.addResourceBundle(
    market.locale,
    "services",
    { ...original, faq: { ...original.faq, pickup: entries } },
    false,
    true,
  );
}
afterEach(() => i18n.addResourceBundle(market.locale, "services", original, false, true));

const entries = (count: number): FaqEntry[] =>
  Array.from({ length: count }, (_, n) => ({
    question: `Question ${n + 1}?`,
    answer: `The answer to question ${n + 1}.`,
  }));

const faqPageOf = (page: "pickup") => {
  const block = pageMeta(page).find((tag) => "script:ld+json" in tag) as {
    "script:ld+json": { "@graph": Record<string, unknown>[] };
  };
  return block["script:ld+json"]["@graph"].find((node) => node["@type"] === "FAQPage") as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
};

describe("a service page's FAQ", () => {
  it.each([FAQ_ENTRIES.min, FAQ_ENTRIES.max])(
    "shows all of %i questions, and its FAQPage JSON-LD holds the same",
    (count) => {
      const faq = entries(count);
      useFaq(faq);
      document.body.innerHTML = renderToStaticMarkup(createElement(Faq, { page: "pickup" }));
      const shown = [...document.querySelectorAll("#faq dl > div")].map((row) => ({
        question: row.querySelector("dt")?.textContent,
        answer: row.querySelector("dd")?.textContent,
      }));
      expect(shown).toEqual(faq);
      expect(
        faqPageOf("pickup").mainEntity.map((entry) => ({
          question: entry.name,
          answer: entry.acceptedAnswer.text,
        })),
      ).toEqual(faq);
    },
  );
});
