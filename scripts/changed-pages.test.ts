import { describe, expect, it } from "vitest";
import { PAGES } from "../domain/pages.ts";
import { changedKeys, changedPages, changedPagesMarkdown } from "./changed-pages.ts";

const paths = (changes: Parameters<typeof changedPages>[0]) =>
  Object.fromEntries(
    [...changedPages(changes)].map(([market, pages]) => [market, pages.map((page) => page.path)]),
  );

describe("changedKeys", () => {
  it("names the leaves that differ, added and removed keys included", () => {
    expect(
      changedKeys({ a: { b: 1, c: [1, 2] }, d: "x" }, { a: { b: 1, c: [1, 3] }, e: "y" }),
    ).toEqual([["a", "c"], ["d"], ["e"]]);
    expect(changedKeys({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe("changedPages", () => {
  it("maps a service's own key to its page, in the market of the file's locale", () => {
    expect(
      paths([
        {
          file: "domain/locales/en-US/services.json",
          before: { fullpack: { title: "A" }, b2b: { title: "B" } },
          after: { fullpack: { title: "A2" }, b2b: { title: "B" } },
        },
      ]),
    ).toEqual({ us: ["/fulfillment"] });
  });

  it("maps an FAQ and a page's title to their page, and the rest of a file to the file's pages", () => {
    expect(
      paths([
        {
          file: "domain/locales/es-MX/services.json",
          before: { faq: { b2b: [1] } },
          after: { faq: { b2b: [1, 2] } },
        },
        {
          file: "domain/locales/es-AR/common.json",
          before: { meta: { contact: { title: "a" } } },
          after: { meta: { contact: { title: "b" } } },
        },
        {
          file: "domain/locales/es-AR/services.json",
          before: { promise: { title: "a" } },
          after: { promise: { title: "b" } },
        },
      ]),
    ).toEqual({
      mx: ["/logistica-b2b"],
      ar: [
        "/fullpack",
        "/logistica-b2b",
        "/distribucion-dedicada",
        "/ultima-milla",
        "/suite-tecnologica",
        "/contacto",
      ],
    });
  });

  it("takes a key that only reads like a page (a home section, a fact, a footer link) as the file's", () => {
    const every = PAGES.map((page) => page.paths.mx);
    expect(
      paths([
        {
          file: "domain/locales/es-MX/home.json",
          before: { stories: { title: "a" } },
          after: { stories: { title: "b" } },
        },
      ]),
    ).toEqual({ mx: ["/"] });
    expect(
      paths([
        {
          file: "domain/locales/es-MX/facts.json",
          before: { items: { carriers: { amount: 16 } } },
          after: { items: { carriers: { amount: 17 } } },
        },
      ]),
    ).toEqual({ mx: every });
    expect(
      paths([
        {
          file: "domain/locales/es-MX/common.json",
          before: { footer: { links: { contact: "Contacto" } } },
          after: { footer: { links: { contact: "Escríbenos" } } },
        },
      ]),
    ).toEqual({ mx: every });
  });

  it("maps a story to its page, the stories' list and the home page, and marks a removed one", () => {
    const pages = changedPages([
      { file: "domain/locales/es-MX/stories/casa-nopal.json", before: {}, after: undefined },
    ]).get("mx")!;
    expect(pages.map((page) => [page.path, page.removed ?? false])).toEqual([
      ["/", false],
      ["/casos-de-exito", false],
      ["/casos-de-exito/casa-nopal", true],
    ]);
  });

  it("maps an uploaded image to every page of its market, and ignores files outside the content", () => {
    expect(
      paths([
        { file: "domain/locales/en-US/images/ana.jpg", before: {}, after: {} },
        { file: "domain/site.ts", before: {}, after: {} },
        { file: "domain/locales/xx-XX/home.json", before: {}, after: { a: 1 } },
      ]),
    ).toEqual({ us: PAGES.map((page) => page.paths.us) });
  });

  it("lists each page once with every file that feeds it", () => {
    const [page] = changedPages([
      { file: "domain/locales/es-MX/home.json", before: { a: 1 }, after: { a: 2 } },
      {
        file: "domain/locales/es-MX/stories/lumbre-cafe.json",
        before: undefined,
        after: { customer: "Lumbre" },
      },
    ]).get("mx")!;
    expect(page).toEqual({
      path: "/",
      files: ["domain/locales/es-MX/home.json", "domain/locales/es-MX/stories/lumbre-cafe.json"],
    });
  });
});

describe("changedPagesMarkdown", () => {
  it("lists each market's pages as links on its address, with the files", () => {
    const markdown = changedPagesMarkdown(
      changedPages([
        { file: "domain/locales/es-MX/contact.json", before: { a: 1 }, after: { a: 2 } },
      ]),
      { mx: "https://preview.example/" },
    );
    expect(markdown).toContain("**mx (es-MX)**");
    expect(markdown).toContain("- <https://preview.example/contacto> · `es-MX/contact.json`");
  });

  it("says so when no page changes", () => {
    expect(changedPagesMarkdown(new Map())).toBe("This change feeds no page of the site.\n");
  });
});
