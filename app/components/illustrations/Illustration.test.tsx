import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { everyLocaleFile } from "../../../tooling/locale-files.ts";
import { loader } from "../../routes/illustration.ts";
import { illustrationFile } from "./illustration-file.server.ts";
import { spriteUrl } from "virtual:sprite";
import { spriteSheet } from "../sprite/sheet.tsx";
import { HeroIllustration } from "./HeroIllustration.tsx";
import { HERO_PARTS } from "./hero-parts.tsx";
import { ILLUSTRATION_NAMES, Illustration, isIllustrationName } from "./Illustration.tsx";
import { IllustrationFromFile, IllustrationImage } from "./IllustrationImage.tsx";
import { ILLUSTRATION_PATHS } from "./names.ts";

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
  for (const { locale, namespace, json } of everyLocaleFile()) walk(json, `${locale}/${namespace}`);
  return found;
}

describe("Illustration", () => {
  it("has a drawing for every name, and no name twice", () => {
    expect(new Set(ILLUSTRATION_NAMES).size).toBe(ILLUSTRATION_NAMES.length);
    for (const name of ILLUSTRATION_NAMES) {
      expect(renderToStaticMarkup(<Illustration name={name} />), name).not.toBe("");
    }
  });

  for (const name of ILLUSTRATION_NAMES) {
    it(`renders ${name} as a decorative svg`, () => {
      const html = renderToStaticMarkup(<Illustration name={name} />);
      expect(html).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(html).toContain('aria-hidden="true"');
      expect(html).toContain('focusable="false"');
      expect(html).toContain("w-full");
      expect(html).not.toMatch(/<text|<image|<style|style="|href=|var\(/);
      // Compact: inline, it is part of the page.
      expect(html.length).toBeGreaterThan(200);
      expect(html.length).toBeLessThan(8000);
    });
  }

  it("uses one viewBox per family", () => {
    const viewBox = (name: string) =>
      renderToStaticMarkup(<Illustration name={name} />).match(/viewBox="([^"]+)"/)?.[1];
    for (const name of ILLUSTRATION_NAMES) {
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
    expect(keys.length).toBeGreaterThan(0);
    for (const { where, value } of keys) {
      expect(isIllustrationName(value), `${where}: "${value}"`).toBe(true);
    }
  });
});

describe("IllustrationImage", () => {
  it("is a lazily loaded, decorative image of the illustration's file, sized to its drawing", () => {
    const html = renderToStaticMarkup(<IllustrationImage name="fleet-small-van" />);
    expect(html).toBe(
      '<img src="/illustrations/fleet-small-van.svg" alt="" width="320" height="160" loading="lazy" decoding="async" class="block h-auto w-full"/>',
    );
    expect(
      renderToStaticMarkup(<IllustrationImage name="testimonial-2" className="size-full" />),
    ).toContain('width="240" height="240" loading="lazy" decoding="async" class="size-full"');
  });

  it("renders nothing for an unknown name", () => {
    expect(renderToStaticMarkup(<IllustrationImage name="nope" />)).toBe("");
    expect(renderToStaticMarkup(<IllustrationFromFile name="nope" />)).toBe("");
  });

  it("drawn from its file: a box of the drawing's proportions pointing at the file's drawing", () => {
    expect(
      renderToStaticMarkup(<IllustrationFromFile name="service-suite" className="w-full" />),
    ).toBe(
      '<svg viewBox="0 0 320 240" class="w-full" aria-hidden="true" focusable="false"><use href="/illustrations/service-suite.svg#drawing"></use></svg>',
    );
    expect(illustrationFile("service-suite")).toMatch(/^<svg [^>]*id="drawing"/);
  });
});

describe("illustration files", () => {
  it("are standalone SVG documents of the same drawing, with colours as values", () => {
    for (const name of ILLUSTRATION_NAMES) {
      const file = illustrationFile(name)!;
      expect(file, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" id="drawing" viewBox="/,
      );
      expect(file, name).not.toContain("class=");
      expect(file, name).not.toContain("var(");
      const inline = renderToStaticMarkup(<Illustration name={name} />);
      expect(file.replace(/^<svg [^>]*>/, ""), name).toBe(inline.replace(/^<svg [^>]*>/, ""));
    }
  });

  it("include the hero's still picture, the poster of a hero video", () => {
    expect(ILLUSTRATION_PATHS).toContain("/illustrations/hero.svg");
    const file = illustrationFile("hero")!;
    expect(file).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" id="drawing" viewBox="0 0 560 440"/,
    );
    expect(file).not.toMatch(/class=|var\(/);
    const inline = renderToStaticMarkup(<HeroIllustration />);
    expect(file.replace(/^<svg [^>]*>/, "")).toBe(inline.replace(/^<svg [^>]*>/, ""));
  });

  it("are served as image/svg+xml, and an unknown name or extension is a JSON 404", async () => {
    const args = (file: string) => ({ params: { file } }) as Parameters<typeof loader>[0];
    const found = loader(args("service-b2b.svg"));
    expect(found.status).toBe(200);
    expect(found.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(await found.text()).toBe(illustrationFile("service-b2b"));
    for (const file of ["service-b2b", "service-b2b.png", "nope.svg", "constructor.svg"]) {
      const missing = loader(args(file));
      expect(missing.status, file).toBe(404);
      expect(await missing.json()).toEqual({ error: "No such illustration." });
    }
  });
});

describe("HeroIllustration", () => {
  const html = renderToStaticMarkup(<HeroIllustration label="Un paquete en camino" moving />);

  it("is an image with the given name", () => {
    expect(html).toMatch(/^<svg [^>]*role="img"/);
    expect(html).toContain('aria-label="Un paquete en camino"');
  });

  it("is decorative without a name", () => {
    const still = renderToStaticMarkup(<HeroIllustration />);
    expect(still).toContain('aria-hidden="true"');
    expect(still).not.toContain("role=");
  });

  it("is a still picture whose moving parts are only marked for the CSS animations", () => {
    expect(html).not.toMatch(/<animate|<style|style="|var\(/);
    for (const part of ["hero-van", "hero-pin", "hero-pulse", "hero-progress"]) {
      expect(html).toMatch(new RegExp(`class="${part} [^"]*\\[animation-play-state:paused\\]`));
    }
    expect(html.length).toBeLessThan(7500);
  });

  it("drawn from the sprite, points at its parts there, the moving ones marked the same", () => {
    const page = renderToStaticMarkup(
      <HeroIllustration label="Un paquete en camino" moving fromSprite />,
    );
    expect(page).toMatch(/^<svg [^>]*role="img" aria-label="Un paquete en camino"/);
    expect(page).not.toMatch(/<(path|rect|circle)\b/);
    const uses = [...page.matchAll(/<use href="([^"]+)#([^"]+)"( class="([^"]*)")?/g)];
    expect(uses.map(([, url]) => url)).toEqual(uses.map(() => spriteUrl));
    expect(uses.map(([, , part]) => part)).toEqual(Object.keys(HERO_PARTS));
    for (const part of ["hero-van", "hero-pin", "hero-pulse", "hero-progress"]) {
      expect(page).toMatch(
        new RegExp(`#${part}" class="${part} [^"]*\\[animation-play-state:paused\\]`),
      );
    }
    // The parts the sprite draws are those of the still picture.
    const still = renderToStaticMarkup(<HeroIllustration />);
    for (const part of Object.keys(HERO_PARTS)) {
      const drawing = new RegExp(`<g id="${part}">([\\s\\S]*?)</g>(?=<g id=|</defs>)`).exec(
        spriteSheet(),
      )?.[1];
      expect(drawing, part).toBeTruthy();
      expect(still.replace(/<g opacity="[^"]*">/g, "<g>"), part).toContain(`<g>${drawing}</g>`);
    }
  });

  it("marks nothing to move unless asked", () => {
    expect(renderToStaticMarkup(<HeroIllustration label="x" />)).not.toContain("hero-");
  });
});
