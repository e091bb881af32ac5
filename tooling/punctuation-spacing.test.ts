import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { drawnBrandFontSubset } from "./brand-font.ts";
import {
  leftSideBearings,
  respacePunctuation,
  SPACING_REFERENCE,
  WORD_FINAL_MARKS,
} from "./punctuation-spacing.ts";
import { glyphOf, readSfnt, writeSfnt, type SfntTables } from "./sfnt.ts";
import {
  readAdvanceVariations,
  readGlyphs,
  readGlyphVariations,
  readMetrics,
} from "./truetype-glyphs.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** A glyph's advance at the default weight and at the heaviest (hmtx, plus HVAR's one region). */
function advances(tables: SfntTables, glyph: number) {
  const hvar = readAdvanceVariations(tables);
  const [outer, inner] = hvar.advanceMap[Math.min(glyph, hvar.advanceMap.length - 1)]!;
  const store = hvar.data[outer]!;
  const delta = store.regionIndexes.reduce(
    (sum, region, column) =>
      hvar.regions[region]!.every(({ peak }) => peak === 1)
        ? sum + store.rows[inner]![column]!
        : sum,
    0,
  );
  const { advance } = readMetrics(tables, glyph);
  return { atDefault: advance, atMax: advance + delta };
}

let drawn: Buffer;
let respaced: Buffer;
beforeAll(async () => {
  drawn = await drawnBrandFontSubset(ROOT);
  respaced = respacePunctuation(drawn);
});

describe("respacePunctuation", () => {
  it("gives each word-final mark the o's left side bearing at the lightest and heaviest weights", () => {
    const tables = readSfnt(respaced);
    const reference = leftSideBearings(tables, glyphOf(tables, SPACING_REFERENCE));
    for (const mark of WORD_FINAL_MARKS) {
      expect(leftSideBearings(tables, glyphOf(tables, mark)), mark).toEqual(reference);
    }
  });

  it("keeps each mark's right side bearing: its advance narrows by what its left one lost", () => {
    const before = readSfnt(drawn);
    const after = readSfnt(respaced);
    for (const mark of [...WORD_FINAL_MARKS, "…"]) {
      const glyph = glyphOf(before, mark);
      const lost = (end: "atDefault" | "atMax") =>
        [...WORD_FINAL_MARKS].includes(mark)
          ? leftSideBearings(before, glyph)[end] - leftSideBearings(after, glyph)[end]
          : leftSideBearings(before, glyphOf(before, "."))[end] -
            leftSideBearings(after, glyphOf(after, "."))[end];
      const narrowed = (end: "atDefault" | "atMax") =>
        advances(before, glyph)[end] - advances(after, glyph)[end];
      expect(lost("atDefault"), mark).toBeGreaterThan(0);
      expect(narrowed("atDefault"), mark).toBe(lost("atDefault"));
      expect(narrowed("atMax"), mark).toBe(lost("atMax"));
    }
  });

  it("leaves every other glyph as drawn", () => {
    const before = readSfnt(drawn);
    const after = readSfnt(respaced);
    const marks = new Set([...WORD_FINAL_MARKS, "…"].map((mark) => glyphOf(before, mark)));
    const glyphsBefore = readGlyphs(before);
    const glyphsAfter = readGlyphs(after);
    const variationsBefore = readGlyphVariations(before).data;
    const variationsAfter = readGlyphVariations(after).data;
    const changed = glyphsBefore
      .map((_, glyph) => glyph)
      .filter(
        (glyph) =>
          !glyphsBefore[glyph]!.equals(glyphsAfter[glyph]!) ||
          !variationsBefore[glyph]!.equals(variationsAfter[glyph]!) ||
          JSON.stringify(readMetrics(before, glyph)) !==
            JSON.stringify(readMetrics(after, glyph)) ||
          JSON.stringify(advances(before, glyph)) !== JSON.stringify(advances(after, glyph)),
      );
    expect(new Set(changed)).toEqual(marks);
    for (const tag of ["GPOS", "GSUB", "GDEF", "cmap", "fvar", "MVAR", "OS/2", "name"]) {
      expect(after.get(tag)?.equals(before.get(tag)!), tag).toBe(true);
    }
  });

  it("changes nothing in a font already respaced", () => {
    expect(respacePunctuation(respaced).equals(respaced)).toBe(true);
  });
});

describe("writeSfnt", () => {
  it("writes back the tables it reads, with a whole-font checksum of 0xB1B0AFBA", () => {
    const tables = readSfnt(drawn);
    const written = writeSfnt(tables);
    const reread = readSfnt(written);
    const head = (table: SfntTables) => Buffer.from(table.get("head")!).fill(0, 8, 12);
    expect([...reread.keys()].sort()).toEqual([...tables.keys()].sort());
    for (const [tag, data] of tables) {
      if (tag !== "head") expect(reread.get(tag)!.equals(data), tag).toBe(true);
    }
    expect(head(reread).equals(head(tables))).toBe(true);
    let sum = 0;
    for (let offset = 0; offset < written.length; offset += 4) {
      sum = (sum + written.readUInt32BE(offset)) >>> 0;
    }
    expect(sum).toBe(0xb1b0afba);
  });
});
