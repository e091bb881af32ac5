import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COLORS } from "../domain/design-tokens.ts";
import { DESIGN_TOKENS_CSS, designTokensCss } from "./design-tokens.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("the stylesheet's design tokens", () => {
  it("are what domain/design-tokens.ts generates (npm run tokens writes them)", async () => {
    const committed = await readFile(path.join(ROOT, DESIGN_TOKENS_CSS), "utf8");
    expect(committed, `${DESIGN_TOKENS_CSS} is stale: run \`npm run tokens\``).toBe(
      await designTokensCss(),
    );
  });

  it("are the only colours the stylesheet and the components write", async () => {
    const { readdir } = await import("node:fs/promises");
    const entries = await readdir(path.join(ROOT, "app"), { recursive: true, withFileTypes: true });
    const palette = new Set<string>(Object.values(COLORS));
    const strays: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(css|tsx?)$/.test(entry.name) || /\.test\./.test(entry.name)) {
        continue;
      }
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(ROOT, file);
      // Third parties' brand colours (carrier and platform logos) are theirs, not the palette's.
      if (relative === DESIGN_TOKENS_CSS || relative.startsWith("app/components/logos/")) continue;
      const text = await readFile(file, "utf8");
      for (const [colour] of text.matchAll(/#[0-9a-fA-F]{6}\b/g)) {
        if (palette.has(colour.toLowerCase())) strays.push(`${relative}: ${colour}`);
      }
      // The same colours as rgb(), as a Tailwind arbitrary value writes them: rgb(11_31_58/0.04).
      for (const [colour, ...channels] of text.matchAll(
        /rgba?\((\d{1,3})[\s,_]+(\d{1,3})[\s,_]+(\d{1,3})/g,
      )) {
        const hex = `#${channels.map((channel) => Number(channel).toString(16).padStart(2, "0")).join("")}`;
        if (palette.has(hex)) strays.push(`${relative}: ${colour})`);
      }
    }
    expect(strays, "write the token (COLORS.x, var(--color-x) or a Tailwind class)").toEqual([]);
  });
});
