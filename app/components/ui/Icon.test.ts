import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isIconName } from "./Icon.tsx";

const LOCALES_DIR = path.join(import.meta.dirname, "../../../domain/locales");

/** Every `icon` value in the copy, except brand icons (integration cards, social profiles). */
function iconsNamedInCopy(): string[] {
  const found: string[] = [];
  const walk = (value: unknown, brandIcons: boolean) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, brandIcons));
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "icon" && typeof child === "string" && !brandIcons) found.push(child);
        else walk(child, brandIcons || key === "integrations" || key === "social");
      }
    }
  };
  for (const locale of readdirSync(LOCALES_DIR)) {
    for (const file of readdirSync(path.join(LOCALES_DIR, locale))) {
      walk(JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, file), "utf8")), false);
    }
  }
  return found;
}

describe("icons", () => {
  it("every icon named in the locale resources is registered", () => {
    const icons = iconsNamedInCopy();
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((name) => !isIconName(name))).toEqual([]);
  });
});
