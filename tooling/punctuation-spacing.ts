import { glyphOf, readSfnt, writeSfnt, type SfntTables } from "./sfnt.ts";
import {
  componentsOf,
  contourCount,
  decodeSimpleGlyph,
  decodeTupleVariations,
  encodeSimpleGlyph,
  encodeTupleVariations,
  everyPointDeltas,
  peakOf,
  readAdvanceVariations,
  readGlyphs,
  readGlyphVariations,
  readMetrics,
  variedPointCount,
  writeAdvanceVariations,
  writeGlyphs,
  writeGlyphVariations,
  writeMetrics,
  type GlyphVariations,
  type TupleVariation,
} from "./truetype-glyphs.ts";

/**
 * The punctuation that closes a word, respaced so that it sits against that word (ADR 21, issue 33).
 *
 * Plus Jakarta Sans widens these marks' side bearings as it gets bolder (the comma's left side
 * bearing goes from 80 units at 400 to 110 at 800, the period's from 103 to 129) while its letters'
 * narrow (the o's from 55 to 33, the n's from 77 to 55). In the headings, extra bold and tracked
 * at -0.025em, a comma then stood twice as far from its word as two letters stand from each
 * other ("Pedidos , almacén").
 *
 * The rule, a type designer's: a mark that follows a word takes the left side bearing of the round
 * lowercase letter, the o, at every weight (its dot is round); its right side bearing, the room
 * before the next word, stays. The glyph's outline moves left and its advance narrows by the same
 * amount, at the default weight (glyf, hmtx) and at the heaviest (gvar, HVAR), so the weights in
 * between follow. A composite made of such marks (the ellipsis: three periods) moves with them.
 */
export const WORD_FINAL_MARKS = ",.:;!";
export const SPACING_REFERENCE = "o";

/** A glyph's left side bearing, in font units, at the default weight and at the heaviest. */
export interface SideBearings {
  atDefault: number;
  atMax: number;
}

/** The tuples of a glyph that reach the axis' maximum, where their scalar is 1. */
const isAtMax = (tuple: TupleVariation, variations: GlyphVariations) =>
  peakOf(tuple, variations).every((coordinate) => coordinate === 1);

function checkSingleAxis(variations: GlyphVariations) {
  if (variations.axisCount !== 1) throw new Error("only a font with one axis is respaced");
}

/** The left side bearing of a simple glyph at the default weight and at the heaviest. */
export function leftSideBearings(tables: SfntTables, glyph: number): SideBearings {
  const variations = readGlyphVariations(tables);
  checkSingleAxis(variations);
  const glyf = readGlyphs(tables)[glyph]!;
  const outline = decodeSimpleGlyph(glyf);
  const { lsb } = readMetrics(tables, glyph);
  const origin = Math.min(...outline.x) - lsb;
  const x = [...outline.x, origin];
  const tuples = decodeTupleVariations(
    variations.data[glyph]!,
    variations.axisCount,
    variedPointCount(glyf),
  );
  for (const tuple of tuples.filter((candidate) => isAtMax(candidate, variations))) {
    const deltas = everyPointDeltas(tuple, outline).x;
    outline.x.forEach((_, point) => (x[point]! += deltas[point]!));
    x[outline.x.length]! += deltas[outline.x.length]!;
  }
  const originAtMax = x.pop()!;
  return { atDefault: lsb, atMax: Math.min(...x) - originAtMax };
}

interface Shift {
  atDefault: number;
  atMax: number;
}

/** The font with its word-final marks respaced (see WORD_FINAL_MARKS). */
export function respacePunctuation(font: Buffer): Buffer {
  const tables = readSfnt(font);
  const variations = readGlyphVariations(tables);
  checkSingleAxis(variations);
  const glyphs = readGlyphs(tables);
  const advances = readAdvanceVariations(tables);

  const reference = leftSideBearings(tables, glyphOf(tables, SPACING_REFERENCE));
  const shifts = new Map<number, Shift>();
  for (const mark of WORD_FINAL_MARKS) {
    const glyph = glyphOf(tables, mark);
    if (glyph === 0) continue;
    const own = leftSideBearings(tables, glyph);
    const shift = {
      atDefault: Math.round(own.atDefault - reference.atDefault),
      atMax: Math.round(own.atMax - reference.atMax),
    };
    // Only tightened: a mark already closer than the o is left as drawn.
    if (shift.atDefault > 0 && shift.atMax > 0) shifts.set(glyph, shift);
  }
  glyphs.forEach((glyf, glyph) => {
    const components = componentsOf(glyf);
    const moved = components.filter((component) => shifts.has(component));
    if (moved.length === 0) return;
    const first = shifts.get(components[0]!);
    const same = components.every((component) => {
      const shift = shifts.get(component);
      return shift && first && shift.atDefault === first.atDefault && shift.atMax === first.atMax;
    });
    if (!same) {
      throw new Error(`glyph ${glyph} is made of a respaced mark and other glyphs: not handled`);
    }
    shifts.set(glyph, first!);
  });

  let minLeftSideBearing = tables.get("hhea")!.readInt16BE(12);
  for (const [glyph, shift] of shifts) {
    const glyf = glyphs[glyph]!;
    const extra = shift.atMax - shift.atDefault;
    const pointCount = variedPointCount(glyf);
    const advancePoint = pointCount - 3;
    const tuples = decodeTupleVariations(variations.data[glyph]!, variations.axisCount, pointCount);
    const atMax = tuples.filter((tuple) => isAtMax(tuple, variations));
    if (atMax.length !== 1) throw new Error(`glyph ${glyph} has no single tuple at the maximum`);
    const tuple = atMax[0]!;

    if (contourCount(glyf) >= 0) {
      const outline = decodeSimpleGlyph(glyf);
      const deltas = everyPointDeltas(tuple, outline);
      glyphs[glyph] = encodeSimpleGlyph({
        ...outline,
        x: outline.x.map((x) => x - shift.atDefault),
      });
      tuple.points = "all";
      tuple.x = deltas.x.map((delta, point) =>
        Math.round(point < outline.x.length || point === advancePoint ? delta - extra : delta),
      );
      tuple.y = deltas.y.map(Math.round);
    } else {
      // A composite: its components move with their glyphs; its box and its advance follow.
      const moved = Buffer.from(glyf);
      moved.writeInt16BE(glyf.readInt16BE(2) - shift.atDefault, 2);
      moved.writeInt16BE(glyf.readInt16BE(6) - shift.atDefault, 6);
      glyphs[glyph] = moved;
      const explicit = tuple.points === "all" ? null : tuple.points;
      const at = explicit ? explicit.indexOf(advancePoint) : advancePoint;
      if (at >= 0) tuple.x[at]! -= extra;
      else {
        const points = [...explicit!, advancePoint].sort((a, b) => a - b);
        const index = points.indexOf(advancePoint);
        tuple.points = points;
        tuple.x.splice(index, 0, -extra);
        tuple.y.splice(index, 0, 0);
      }
    }
    variations.data[glyph] = encodeTupleVariations(tuples);

    const metrics = readMetrics(tables, glyph);
    const lsb = metrics.lsb - shift.atDefault;
    writeMetrics(tables, glyph, { advance: metrics.advance - shift.atDefault, lsb });
    minLeftSideBearing = Math.min(minLeftSideBearing, lsb);

    while (advances.advanceMap.length <= glyph)
      advances.advanceMap.push(advances.advanceMap.at(-1)!);
    const [outer, inner] = advances.advanceMap[glyph]!;
    const store = advances.data[outer]!;
    const column = store.regionIndexes.findIndex((region) =>
      advances.regions[region]!.every(
        ({ start, peak, end }) => start === 0 && peak === 1 && end === 1,
      ),
    );
    if (column < 0)
      throw new Error(`glyph ${glyph}'s advance varies on no region up to the maximum`);
    const row = [...store.rows[inner]!];
    row[column]! -= extra;
    store.rows.push(row);
    advances.advanceMap[glyph] = [outer, store.rows.length - 1];
  }
  tables.get("hhea")!.writeInt16BE(minLeftSideBearing, 12);
  writeGlyphs(tables, glyphs);
  writeGlyphVariations(tables, variations);
  writeAdvanceVariations(tables, advances);
  return writeSfnt(tables);
}
