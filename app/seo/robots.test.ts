import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.ts";

describe("robotsTxt", () => {
  it("allows the site, keeps crawlers out of the APIs and points at the sitemap", () => {
    const lines = robotsTxt("https://anden.us").split("\n");
    expect(lines).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "",
      "Sitemap: https://anden.us/sitemap.xml",
      "",
    ]);
  });

  it("does not block tracking deep links, whose noindex a crawler must be able to read", () => {
    expect(robotsTxt("https://anden.mx")).not.toMatch(/Disallow: \/tracking/);
  });
});
