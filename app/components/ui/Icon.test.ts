import { everyLocaleFile } from "../../../tooling/locale-files.ts";
import { describe, expect, it } from "vitest";
import { isIconName } from "./Icon.tsx";

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
  for (const { json } of everyLocaleFile()) walk(json, false);
  return found;
}

describe("icons", () => {
  it("every icon named in the locale resources is registered", () => {
    const icons = iconsNamedInCopy();
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((name) => !isIconName(name))).toEqual([]);
  });
});
