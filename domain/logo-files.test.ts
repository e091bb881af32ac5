import { describe, expect, it } from "vitest";
import { svgSanitiser } from "../tooling/svg-sanitiser.ts";
import { isLogoFilePath, logoFileUrl, sanitizeSvgLogo, svgLogoProblem } from "./logo-files.ts";

const purify = svgSanitiser();

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 24"><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs><path d="M0 0h24v24H0z" fill="url(#g)"/></svg>';

describe("an uploaded SVG logo", () => {
  it("passes when it is a drawing only, and the pages serve it unchanged", () => {
    expect(svgLogoProblem(DRAWING, purify)).toBeUndefined();
    expect(sanitizeSvgLogo(DRAWING, purify)).toContain('<path d="M0 0h24v24H0z"');
  });

  it.each([
    [
      "a script",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><path d="M0 0h1v1z"/></svg>',
      "<script>",
    ],
    [
      "an event handler",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><path d="M0 0h1v1z"/></svg>',
      "onload",
    ],
    [
      "embedded HTML",
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>hi</div></foreignObject><path d="M0 0h1v1z"/></svg>',
      "<foreignObject>",
    ],
    [
      "a link to another site",
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png" width="1" height="1"/></svg>',
      'href="https://tracker.example/p.png"',
    ],
    [
      "a link to another file",
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="other.svg#mark"/></svg>',
      "<use>",
    ],
  ])("refuses %s, naming it, and the pages never serve it", (_what, svg, named) => {
    const problem = svgLogoProblem(svg, purify);
    expect(problem).toMatch(/^the SVG holds more than a drawing \(/);
    expect(problem).toContain(named);
    expect(problem).toContain("export it again as a plain SVG, or upload a PNG or WebP");
    const clean = sanitizeSvgLogo(svg, purify);
    expect(clean).not.toMatch(/script|onload|foreignObject|tracker\.example|other\.svg/i);
  });

  it("refuses a file that is no SVG", () => {
    expect(svgLogoProblem("<html><body>hi</body></html>", purify)).toBe(
      "the file is not an SVG drawing",
    );
  });
});

describe("a logo's file name", () => {
  it("is an SVG, PNG or WebP in the market's images folder, served as SVG or WebP", () => {
    expect(isLogoFilePath("customers/items/0/logoFile.svg")).toBe(true);
    expect(isLogoFilePath("customers/items/0/logoFile.png")).toBe(true);
    expect(isLogoFilePath("customers/items/0/logoFile.jpg")).toBe(false);
    expect(isLogoFilePath("../secrets.svg")).toBe(false);
    expect(logoFileUrl("customers/items/0/logoFile.svg")).toBe(
      "/images/customers/items/0/logoFile.svg",
    );
    expect(logoFileUrl("customers/items/0/logoFile.png")).toBe(
      "/images/customers/items/0/logoFile.webp",
    );
  });
});
