import { expect, test } from "./test.ts";
import type { Page } from "@playwright/test";
import { overflowProblems, scrollThrough } from "./overflow-probe.ts";
import { pageText } from "./page-text.ts";
import { pathOf } from "./paths.ts";

/**
 * The two probes the market-leak and overflow checks run in every page, each on samples planted
 * in a real page: what they must find, and what they must leave alone.
 */

/** Adds an element styled through the CSSOM (the CSP refuses style attributes in markup). */
async function plant(
  page: Page,
  samples: {
    parent: string;
    tag: string;
    css?: string;
    text?: string;
    className?: string;
    attributes?: Record<string, string>;
  }[],
) {
  await page.evaluate((list) => {
    for (const { parent, tag, css, text, className, attributes } of list) {
      const element = document.createElement(tag);
      if (css) element.style.cssText = css;
      if (text) element.textContent = text;
      if (className) element.className = className;
      for (const [name, value] of Object.entries(attributes ?? {}))
        element.setAttribute(name, value);
      (parent === "main"
        ? document.querySelector("main")
        : document.getElementById(parent))!.append(element);
    }
  }, samples);
}

test("the overflow probe finds text crossing its box, cut off, and a page wider than the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(pathOf("contact"));
  await page.evaluate(scrollThrough); // as route-checks.spec.ts does, so every section has its height
  expect(await page.evaluate(overflowProblems), "the page as it is").toEqual([]);
  await plant(page, [
    {
      parent: "main",
      tag: "div",
      css: "border: 1px solid black; width: 200px",
      attributes: { id: "card" },
    },
    {
      parent: "card",
      tag: "p",
      css: "white-space: nowrap",
      text: "A long line that never wraps in the card",
    },
    {
      parent: "card",
      tag: "div",
      css: "height: 20px; background: #eee",
      attributes: { id: "short-box" },
    },
    {
      parent: "short-box",
      tag: "span",
      text: "Many words that wrap onto more lines than the short box has room for",
    },
    {
      parent: "card",
      tag: "p",
      css: "overflow: hidden; width: 80px; white-space: nowrap",
      text: "Clipped text goes here",
    },
    {
      parent: "card",
      tag: "p",
      css: "overflow: hidden; width: 80px; white-space: nowrap; text-overflow: ellipsis",
      text: "Shortened on purpose with an ellipsis",
    },
    {
      parent: "card",
      tag: "span",
      className: "sr-only",
      text: "Read by screen readers only, never seen",
    },
    { parent: "card", tag: "p", text: "Text that wraps inside the card as it should" },
  ]);
  const inCard = await page.evaluate(overflowProblems);
  expect(inCard).toEqual([
    expect.stringMatching(
      /^"A long line that never wraps in the card" in <p> crosses the edge of <div#card> by \d+px on the right$/,
    ),
    expect.stringMatching(
      /^"Many words .*" in <span> crosses the edge of <div#short-box> by \d+px on the bottom$/,
    ),
    expect.stringMatching(
      /^"Clipped text goes here" is cut off in <p> \(scrollWidth \d+ > clientWidth 80\)$/,
    ),
  ]);
  await plant(page, [{ parent: "main", tag: "div", css: "width: 500px; height: 10px" }]);
  const wide = await page.evaluate(overflowProblems);
  expect(wide[0]).toMatch(
    /^the page scrolls sideways: 500px wide on a 360px screen; <div> "" ends at 500px$/,
  );
});

test("the page text has one line per block, hidden parts, placeholders and labels", async ({
  page,
}) => {
  await page.goto(pathOf("contact"));
  await plant(page, [
    { parent: "main", tag: "div", attributes: { id: "sample" } },
    { parent: "sample", tag: "p", text: "Salió de" },
    { parent: "sample", tag: "p", text: "Naucalpan" },
    { parent: "sample", tag: "div", attributes: { hidden: "", id: "closed" } },
    { parent: "closed", tag: "p", text: "Texto de un panel cerrado" },
    {
      parent: "sample",
      tag: "input",
      attributes: { placeholder: "Ej. 06700", "aria-label": "Código postal" },
    },
    { parent: "sample", tag: "script", text: "const notText = 1;" },
  ]);
  const lines = (await page.evaluate(pageText)).split("\n");
  expect(lines).toEqual(
    expect.arrayContaining([
      "Salió de",
      "Naucalpan",
      "Texto de un panel cerrado",
      "Ej. 06700",
      "Código postal",
    ]),
  );
  expect(lines.join("\n")).not.toContain("notText");
});
