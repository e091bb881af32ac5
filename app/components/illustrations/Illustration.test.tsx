import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroIllustration } from "./HeroIllustration.tsx";
import { ILLUSTRATION_NAMES, Illustration, isIllustrationName } from "./Illustration.tsx";

const ALLOWED = [
  "service-fulfillment",
  "service-last-mile",
  "service-b2b",
  "service-dedicated",
  "service-suite",
  "service-pickup",
  "service-directo",
  "service-carriers",
  "fleet-small-van",
  "fleet-large-van",
  "fleet-small-truck",
  "fleet-large-truck",
  "fleet-semi-trailer",
  "ecosystem",
  "suite-dashboard",
  "integrations-hub",
  "testimonial-1",
  "testimonial-2",
  "testimonial-3",
];

const LOCALES_DIR = path.join(import.meta.dirname, "../../i18n/locales");
const IMAGE_FIELDS = new Set(["image", "img", "headerImage"]);

/** Every string value of an image field, anywhere in the locale files that exist today. */
function localeImageKeys(): { where: string; value: string }[] {
  const found: { where: string; value: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((child, i) => walk(child, `${where}[${i}]`));
    else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (IMAGE_FIELDS.has(key) && typeof child === "string") {
          found.push({ where: `${where}.${key}`, value: child });
        } else walk(child, `${where}.${key}`);
      }
    }
  };
  if (!existsSync(LOCALES_DIR)) return found;
  for (const entry of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const locale = entry.name;
    const dir = path.join(LOCALES_DIR, locale);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      walk(JSON.parse(readFileSync(path.join(dir, file), "utf8")), `${locale}/${file}`);
    }
  }
  return found;
}

describe("Illustration", () => {
  it("knows exactly the allowed image keys", () => {
    expect([...ILLUSTRATION_NAMES].sort()).toEqual([...ALLOWED].sort());
  });

  for (const name of ALLOWED) {
    it(`renders ${name} as a decorative svg`, () => {
      const html = renderToStaticMarkup(<Illustration name={name} />);
      expect(html).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(html).toContain('aria-hidden="true"');
      expect(html).toContain('focusable="false"');
      expect(html).toContain("w-full");
      expect(html).not.toMatch(/<text|<image|<style|style="|href=/);
      // Compact: it ships in the JS bundle.
      expect(html.length).toBeGreaterThan(200);
      expect(html.length).toBeLessThan(8000);
    });
  }

  it("uses one viewBox per family", () => {
    const viewBox = (name: string) =>
      renderToStaticMarkup(<Illustration name={name} />).match(/viewBox="([^"]+)"/)?.[1];
    for (const name of ALLOWED) {
      const expected = name.startsWith("fleet-")
        ? "0 0 320 160"
        : name.startsWith("testimonial-")
          ? "0 0 240 240"
          : "0 0 320 240";
      expect(viewBox(name), name).toBe(expected);
    }
  });

  it("passes className through", () => {
    const html = renderToStaticMarkup(<Illustration name="ecosystem" className="w-40" />);
    expect(html).toContain('class="w-40"');
  });

  it("renders nothing for an unknown name", () => {
    expect(renderToStaticMarkup(<Illustration name="nope" />)).toBe("");
    expect(renderToStaticMarkup(<Illustration name="toString" />)).toBe("");
    expect(isIllustrationName("constructor")).toBe(false);
  });

  it("every image key in the locale files is a known illustration", () => {
    const keys = localeImageKeys();
    // Guards the walker itself: once the content namespace exists, it must find its images.
    if (existsSync(path.join(LOCALES_DIR, "es-MX/content.json"))) {
      expect(keys.length).toBeGreaterThan(0);
    }
    for (const { where, value } of keys) {
      expect(isIllustrationName(value), `${where}: "${value}"`).toBe(true);
    }
  });
});

describe("HeroIllustration", () => {
  const html = renderToStaticMarkup(<HeroIllustration label="Un paquete en camino" />);

  it("is an image with the given name", () => {
    expect(html).toMatch(/^<svg [^>]*role="img"/);
    expect(html).toContain('aria-label="Un paquete en camino"');
  });

  it("is a still picture whose moving parts are only marked for the CSS animations", () => {
    expect(html).not.toMatch(/<animate|<style|style="/);
    for (const part of ["hero-van", "hero-pulse", "hero-progress"]) {
      expect(html).toContain(`class="${part}"`);
    }
    expect(html.length).toBeLessThan(6500);
  });
});
