import { describe, expect, it } from "vitest";
import { PAGES } from "../domain/pages.ts";
import { linkedPageProblem, outsideLinkProblem, outsideLinksIn, sitePathProblem } from "./links.ts";

describe("an outside address", () => {
  it.each([
    "https://ayuda.anden.example/terminos-y-condiciones",
    "https://www.youtube.com/@anden.logistica",
    "https://ayuda.anden.example/buscar?q=env%C3%ADo#resultados",
    "https://andén.example",
    "https://anden.example:8443/api",
    "mailto:ventas@anden.example",
    "mailto:ventas@anden.example?subject=Cotizaci%C3%B3n",
    "tel:+525512345678",
    "tel:+1-555-010-0000",
  ])("takes %s", (link) => {
    expect(outsideLinkProblem(link)).toBeUndefined();
  });

  it.each([
    [
      "http://ayuda.anden.example",
      "starts with http://: the site links only secure addresses, https://",
    ],
    ["https://ayuda anden.example", "has a space in it: an address has none"],
    [
      "https://ayuda.anden.example/términos y condiciones",
      "has a space in it: an address has none",
    ],
    ["https://", "is not an address a browser can open"],
    ["https:ayuda.anden.example", "must start with https:// (two slashes)"],
    ["https://localhost/admin", 'names no site ("localhost" has no dot, like anden.example)'],
    [
      "https://192.168.0.10/",
      'names no site ("192.168.0.10" is not a well-formed name, like ayuda.anden.example)',
    ],
    [
      "https://ayuda.anden-.example",
      'names no site ("ayuda.anden-.example" is not a well-formed name, like ayuda.anden.example)',
    ],
    [
      "https://ayuda.anden.example_",
      'names no site ("ayuda.anden.example_" is not a well-formed name, like ayuda.anden.example)',
    ],
    ["https://editor:secreto@anden.example", "holds a user name or a password"],
    [
      "ayuda.anden.example/terminos",
      "is not a full address: an outside address starts with https:// (like https://ayuda.anden.example)",
    ],
    [
      "www.anden.example",
      "is not a full address: an outside address starts with https:// (like https://ayuda.anden.example)",
    ],
    [
      "//anden.example",
      "is not a full address: an outside address starts with https:// (like https://ayuda.anden.example)",
    ],
    [
      "javascript:alert(1)",
      "is a javascript: link, which the site does not open: an outside address starts with https://",
    ],
    ["mailto:ventas", "is not an e-mail link, like mailto:ventas@anden.example"],
    ["mailto:ventas@anden", 'names no site ("anden" has no dot, like anden.example)'],
    ["tel:5512345678", "is not a phone link with the country code, like tel:+525512345678"],
    ["tel:+52 55 1234 5678", "has a space in it: an address has none"],
    ["tel:+5255", "is not a phone link with the country code, like tel:+525512345678"],
  ])("refuses %s", (link, problem) => {
    expect(outsideLinkProblem(link)).toBe(problem);
  });

  it("is found as a whole text, or in copy without the punctuation after it", () => {
    expect(outsideLinksIn("https://ayuda anden.example")).toEqual(["https://ayuda anden.example"]);
    expect(outsideLinksIn("www.anden.example")).toEqual(["www.anden.example"]);
    expect(
      outsideLinksIn(
        "Lee la guía (https://ayuda.anden.example/guia) o escribe a mailto:ventas@anden.example.",
      ),
    ).toEqual(["https://ayuda.anden.example/guia", "mailto:ventas@anden.example"]);
    expect(outsideLinksIn("Abierto 24/7, también en www.anden.example")).toEqual([]);
  });
});

describe("an address of the site written in the content", () => {
  it("is refused, naming the page and its address in the market: a page is linked by its id", () => {
    expect(sitePathProblem("us", "/cotizador")).toBe(
      'writes "/cotizador", an address of the page "rates" (/rates here): the site links a page by its id, so that the link follows the page\'s address in every market',
    );
    expect(sitePathProblem("mx", "Escríbenos desde /contacto.")).toBe(
      'writes "/contacto", an address of the page "contact" (/contacto here): the site links a page by its id, so that the link follows the page\'s address in every market',
    );
    expect(sitePathProblem("mx", "/tracking/AND-1?historial=completo")).toMatch(
      /^writes "\/tracking\/AND-1\?historial=completo", an address of the page "tracking" \(\/tracking here\)/,
    );
  });

  it("is refused as no page when it is a path of none", () => {
    expect(sitePathProblem("mx", "/cotizadr")).toBe(
      `writes "/cotizadr", which is no page of the site (its pages here: ${PAGES.map((page) => page.paths.mx).join(", ")})`,
    );
  });

  it("is not read into copy that only has a slash", () => {
    for (const text of [
      "Abierto 24/7",
      "Pickup / Directo",
      "$99/mes",
      "https://ayuda.anden.example/contacto",
    ]) {
      expect(sitePathProblem("mx", text), text).toBeUndefined();
    }
  });
});

describe("a page linked by its id", () => {
  it("must be a page of the table", () => {
    expect(linkedPageProblem("contact")).toBeUndefined();
    expect(linkedPageProblem("contacto")).toBe(
      `links the page "contacto", which the site does not have (its pages: ${PAGES.map((page) => page.id).join(", ")})`,
    );
  });
});
