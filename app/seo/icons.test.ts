import { describe, expect, it } from "vitest";
import { svgDataUri } from "./icons.ts";

describe("svgDataUri", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8" stroke="#1d4ed8"/></svg>\n`;

  it("gives back the drawing when the browser decodes it", () => {
    const uri = svgDataUri(svg);
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(svg.trim());
  });

  it("leaves no character that would end the URI early or break out of an attribute", () => {
    expect(svgDataUri(svg)).not.toMatch(/[#<>"\n]/);
  });
});
