/**
 * Codecs for the TrueType tables that place a glyph in a variable font: its outline (glyf, loca),
 * its metrics (hmtx), their variations (gvar) and the advances' variations (HVAR). Written for
 * tooling/punctuation-spacing.ts; each follows the OpenType 1.9 specification of its table.
 */
import type { SfntTables } from "./sfnt.ts";

const table = (tables: SfntTables, tag: string): Buffer => {
  const data = tables.get(tag);
  if (!data) throw new Error(`the font has no ${tag} table`);
  return data;
};

export const glyphCount = (tables: SfntTables) => table(tables, "maxp").readUInt16BE(4);

// ---------------------------------------------------------------------------------------- glyf

/** Each glyph's bytes in glyf, as loca delimits them. */
export function readGlyphs(tables: SfntTables): Buffer[] {
  const glyf = table(tables, "glyf");
  const loca = table(tables, "loca");
  const long = table(tables, "head").readInt16BE(50) === 1;
  const offset = (glyph: number) =>
    long ? loca.readUInt32BE(4 * glyph) : 2 * loca.readUInt16BE(2 * glyph);
  return Array.from({ length: glyphCount(tables) }, (_, glyph) =>
    glyf.subarray(offset(glyph), offset(glyph + 1)),
  );
}

/** glyf and loca from each glyph's bytes, each padded to an even length (loca's short format). */
export function writeGlyphs(tables: SfntTables, glyphs: Buffer[]): void {
  const evenGlyphs = glyphs.map((glyph) =>
    glyph.length % 2 === 0 ? glyph : Buffer.concat([glyph, Buffer.alloc(1)]),
  );
  const glyf = Buffer.concat(evenGlyphs);
  const long = glyf.length / 2 > 0xffff;
  const loca = Buffer.alloc((glyphs.length + 1) * (long ? 4 : 2));
  let offset = 0;
  for (let glyph = 0; glyph <= glyphs.length; glyph++) {
    if (long) loca.writeUInt32BE(offset, 4 * glyph);
    else loca.writeUInt16BE(offset / 2, 2 * glyph);
    offset += evenGlyphs[glyph]?.length ?? 0;
  }
  tables.set("glyf", glyf);
  tables.set("loca", loca);
  table(tables, "head").writeInt16BE(long ? 1 : 0, 50);
}

export interface SimpleGlyph {
  endPoints: number[];
  instructions: Buffer;
  onCurve: boolean[];
  /** OVERLAP_SIMPLE on the first point's flag. */
  overlap: boolean;
  x: number[];
  y: number[];
}

export const contourCount = (glyph: Buffer) => (glyph.length === 0 ? 0 : glyph.readInt16BE(0));

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;

export function decodeSimpleGlyph(glyph: Buffer): SimpleGlyph {
  const contours = contourCount(glyph);
  if (contours < 0) throw new Error("a composite glyph is not a simple one");
  let offset = 10;
  const endPoints = Array.from({ length: contours }, (_, index) =>
    glyph.readUInt16BE(offset + 2 * index),
  );
  offset += 2 * contours;
  const instructionLength = glyph.readUInt16BE(offset);
  const instructions = Buffer.from(glyph.subarray(offset + 2, offset + 2 + instructionLength));
  offset += 2 + instructionLength;
  const points = contours === 0 ? 0 : endPoints[contours - 1]! + 1;
  const flags: number[] = [];
  while (flags.length < points) {
    const flag = glyph.readUInt8(offset++);
    flags.push(flag);
    if (flag & REPEAT) {
      for (let count = glyph.readUInt8(offset++); count > 0; count--) flags.push(flag);
    }
  }
  const coordinates = (short: number, sameOrPositive: number) => {
    let value = 0;
    return flags.map((flag) => {
      if (flag & short) {
        const magnitude = glyph.readUInt8(offset++);
        value += flag & sameOrPositive ? magnitude : -magnitude;
      } else if (!(flag & sameOrPositive)) {
        value += glyph.readInt16BE(offset);
        offset += 2;
      }
      return value;
    });
  };
  const x = coordinates(X_SHORT, X_SAME_OR_POSITIVE);
  const y = coordinates(Y_SHORT, Y_SAME_OR_POSITIVE);
  return {
    endPoints,
    instructions,
    onCurve: flags.map((flag) => (flag & ON_CURVE) !== 0),
    overlap: ((flags[0] ?? 0) & OVERLAP_SIMPLE) !== 0,
    x,
    y,
  };
}

export function encodeSimpleGlyph(glyph: SimpleGlyph): Buffer {
  const flags: number[] = [];
  const xBytes: Buffer[] = [];
  const yBytes: Buffer[] = [];
  const encode = (delta: number, short: number, sameOrPositive: number, out: Buffer[]) => {
    if (delta === 0) return sameOrPositive;
    if (Math.abs(delta) <= 0xff) {
      out.push(Buffer.from([Math.abs(delta)]));
      return short | (delta > 0 ? sameOrPositive : 0);
    }
    const word = Buffer.alloc(2);
    word.writeInt16BE(delta);
    out.push(word);
    return 0;
  };
  glyph.x.forEach((x, index) => {
    const dx = x - (glyph.x[index - 1] ?? 0);
    const dy = glyph.y[index]! - (glyph.y[index - 1] ?? 0);
    flags.push(
      (glyph.onCurve[index] ? ON_CURVE : 0) |
        (index === 0 && glyph.overlap ? OVERLAP_SIMPLE : 0) |
        encode(dx, X_SHORT, X_SAME_OR_POSITIVE, xBytes) |
        encode(dy, Y_SHORT, Y_SAME_OR_POSITIVE, yBytes),
    );
  });
  const packedFlags: number[] = [];
  for (let index = 0; index < flags.length;) {
    let repeats = 0;
    while (repeats < 0xff && flags[index + repeats + 1] === flags[index]) repeats++;
    if (repeats > 0) packedFlags.push(flags[index]! | REPEAT, repeats);
    else packedFlags.push(flags[index]!);
    index += repeats + 1;
  }
  const header = Buffer.alloc(10 + 2 * glyph.endPoints.length + 2);
  header.writeInt16BE(glyph.endPoints.length, 0);
  header.writeInt16BE(Math.min(...glyph.x), 2);
  header.writeInt16BE(Math.min(...glyph.y), 4);
  header.writeInt16BE(Math.max(...glyph.x), 6);
  header.writeInt16BE(Math.max(...glyph.y), 8);
  glyph.endPoints.forEach((end, index) => header.writeUInt16BE(end, 10 + 2 * index));
  header.writeUInt16BE(glyph.instructions.length, 10 + 2 * glyph.endPoints.length);
  return Buffer.concat([
    header,
    glyph.instructions,
    Buffer.from(packedFlags),
    ...xBytes,
    ...yBytes,
  ]);
}

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** The glyphs a composite glyph is made of, in order. */
export function componentsOf(glyph: Buffer): number[] {
  if (contourCount(glyph) >= 0) return [];
  const components: number[] = [];
  let offset = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(offset);
    components.push(glyph.readUInt16BE(offset + 2));
    offset += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) offset += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) offset += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) offset += 8;
    if (!(flags & MORE_COMPONENTS)) return components;
  }
}

/** Points gvar varies for a glyph: its outline's (a composite's: one per component), then four phantom points. */
export function variedPointCount(glyph: Buffer): number {
  const contours = contourCount(glyph);
  if (contours < 0) return componentsOf(glyph).length + 4;
  if (contours === 0) return 4;
  return glyph.readUInt16BE(10 + 2 * (contours - 1)) + 1 + 4;
}

// ---------------------------------------------------------------------------------------- hmtx

export interface HorizontalMetrics {
  advance: number;
  lsb: number;
}

export function readMetrics(tables: SfntTables, glyph: number): HorizontalMetrics {
  const hmtx = table(tables, "hmtx");
  const longMetrics = table(tables, "hhea").readUInt16BE(34);
  if (glyph >= longMetrics) throw new Error(`glyph ${glyph} shares the last advance width`);
  return { advance: hmtx.readUInt16BE(4 * glyph), lsb: hmtx.readInt16BE(4 * glyph + 2) };
}

export function writeMetrics(tables: SfntTables, glyph: number, metrics: HorizontalMetrics) {
  const hmtx = table(tables, "hmtx");
  if (glyph >= table(tables, "hhea").readUInt16BE(34)) {
    throw new Error(`glyph ${glyph} shares the last advance width`);
  }
  hmtx.writeUInt16BE(metrics.advance, 4 * glyph);
  hmtx.writeInt16BE(metrics.lsb, 4 * glyph + 2);
}

// ---------------------------------------------------------------------------------------- gvar

export interface TupleVariation {
  /** The tuple index field without the private-points flag (peak and region flags, shared index). */
  tupleIndex: number;
  /** Embedded peak and intermediate coordinates, as stored (F2Dot14). */
  coordinates: Buffer;
  /** The points it moves, or every point. */
  points: number[] | "all";
  x: number[];
  y: number[];
}

export interface GlyphVariations {
  axisCount: number;
  /** The font's shared peak tuples, as numbers from -1 to 1. */
  sharedTuples: number[][];
  /** Each glyph's variation data, undecoded. */
  data: Buffer[];
}

const EMBEDDED_PEAK_TUPLE = 0x8000;
const INTERMEDIATE_REGION = 0x4000;
const PRIVATE_POINT_NUMBERS = 0x2000;
const TUPLE_INDEX_MASK = 0x0fff;
const SHARED_POINT_NUMBERS = 0x8000;
const COUNT_MASK = 0x0fff;

export function readGlyphVariations(tables: SfntTables): GlyphVariations {
  const gvar = table(tables, "gvar");
  const axisCount = gvar.readUInt16BE(4);
  const sharedTupleCount = gvar.readUInt16BE(6);
  const sharedTuplesOffset = gvar.readUInt32BE(8);
  const count = gvar.readUInt16BE(12);
  const longOffsets = (gvar.readUInt16BE(14) & 1) === 1;
  const dataOffset = gvar.readUInt32BE(16);
  const offset = (glyph: number) =>
    longOffsets ? gvar.readUInt32BE(20 + 4 * glyph) : 2 * gvar.readUInt16BE(20 + 2 * glyph);
  return {
    axisCount,
    sharedTuples: Array.from({ length: sharedTupleCount }, (_, tuple) =>
      Array.from(
        { length: axisCount },
        (_, axis) => gvar.readInt16BE(sharedTuplesOffset + 2 * (tuple * axisCount + axis)) / 16384,
      ),
    ),
    data: Array.from({ length: count }, (_, glyph) =>
      gvar.subarray(dataOffset + offset(glyph), dataOffset + offset(glyph + 1)),
    ),
  };
}

export function writeGlyphVariations(tables: SfntTables, variations: GlyphVariations): void {
  const old = table(tables, "gvar");
  const data = variations.data.map((glyph) =>
    glyph.length % 2 === 0 ? glyph : Buffer.concat([glyph, Buffer.alloc(1)]),
  );
  const total = data.reduce((sum, glyph) => sum + glyph.length, 0);
  const longOffsets = total / 2 > 0xffff;
  const offsets = Buffer.alloc((data.length + 1) * (longOffsets ? 4 : 2));
  let offset = 0;
  for (let glyph = 0; glyph <= data.length; glyph++) {
    if (longOffsets) offsets.writeUInt32BE(offset, 4 * glyph);
    else offsets.writeUInt16BE(offset / 2, 2 * glyph);
    offset += data[glyph]?.length ?? 0;
  }
  const shared = Buffer.alloc(2 * variations.axisCount * variations.sharedTuples.length);
  variations.sharedTuples.flat().forEach((value, index) => {
    shared.writeInt16BE(Math.round(value * 16384), 2 * index);
  });
  const header = Buffer.alloc(20);
  header.writeUInt16BE(old.readUInt16BE(0), 0);
  header.writeUInt16BE(old.readUInt16BE(2), 2);
  header.writeUInt16BE(variations.axisCount, 4);
  header.writeUInt16BE(variations.sharedTuples.length, 6);
  header.writeUInt32BE(20 + offsets.length, 8);
  header.writeUInt16BE(data.length, 12);
  header.writeUInt16BE(longOffsets ? 1 : 0, 14);
  const sharedEnd = 20 + offsets.length + shared.length;
  const padding = Buffer.alloc((4 - (sharedEnd % 4)) % 4);
  header.writeUInt32BE(sharedEnd + padding.length, 16);
  tables.set("gvar", Buffer.concat([header, offsets, shared, padding, ...data]));
}

function readPointNumbers(data: Buffer, start: number): { points: number[] | "all"; end: number } {
  let offset = start;
  let count = data.readUInt8(offset++);
  if (count === 0) return { points: "all", end: offset };
  if (count & 0x80) count = ((count & 0x7f) << 8) | data.readUInt8(offset++);
  const points: number[] = [];
  let point = 0;
  while (points.length < count) {
    const control = data.readUInt8(offset++);
    const words = (control & 0x80) !== 0;
    for (let run = (control & 0x7f) + 1; run > 0; run--) {
      point += words ? data.readUInt16BE(offset) : data.readUInt8(offset);
      offset += words ? 2 : 1;
      points.push(point);
    }
  }
  return { points, end: offset };
}

function writePointNumbers(points: number[] | "all"): Buffer {
  if (points === "all") return Buffer.from([0]);
  const bytes: number[] =
    points.length < 0x80 ? [points.length] : [0x80 | (points.length >> 8), points.length & 0xff];
  for (let index = 0; index < points.length;) {
    const increments: number[] = [];
    while (increments.length < 128 && index + increments.length < points.length) {
      const at = index + increments.length;
      increments.push(points[at]! - (points[at - 1] ?? 0));
    }
    const words = increments.some((increment) => increment > 0xff);
    bytes.push((words ? 0x80 : 0) | (increments.length - 1));
    for (const increment of increments) {
      if (words) bytes.push(increment >> 8, increment & 0xff);
      else bytes.push(increment);
    }
    index += increments.length;
  }
  return Buffer.from(bytes);
}

const DELTAS_ARE_ZERO = 0x80;
const DELTAS_ARE_WORDS = 0x40;
const DELTA_RUN_COUNT_MASK = 0x3f;

function readDeltas(data: Buffer, start: number, count: number) {
  let offset = start;
  const deltas: number[] = [];
  while (deltas.length < count) {
    const control = data.readUInt8(offset++);
    if ((control & 0xc0) === 0xc0) throw new Error("32-bit deltas are not read");
    for (let run = (control & DELTA_RUN_COUNT_MASK) + 1; run > 0; run--) {
      if (control & DELTAS_ARE_ZERO) deltas.push(0);
      else if (control & DELTAS_ARE_WORDS) {
        deltas.push(data.readInt16BE(offset));
        offset += 2;
      } else deltas.push(data.readInt8(offset++));
    }
  }
  return { deltas, end: offset };
}

function writeDeltas(deltas: number[]): Buffer {
  const bytes: Buffer[] = [];
  const kind = (delta: number) =>
    delta === 0 ? "zero" : delta >= -128 && delta <= 127 ? "byte" : "word";
  for (let index = 0; index < deltas.length;) {
    const runKind = kind(deltas[index]!);
    let length = 1;
    while (
      length < 64 &&
      index + length < deltas.length &&
      kind(deltas[index + length]!) === runKind
    ) {
      length++;
    }
    const run = deltas.slice(index, index + length);
    if (runKind === "zero") bytes.push(Buffer.from([DELTAS_ARE_ZERO | (length - 1)]));
    else if (runKind === "byte")
      bytes.push(Buffer.from([length - 1]), Buffer.from(Int8Array.from(run).buffer));
    else {
      const words = Buffer.alloc(1 + 2 * length);
      words.writeUInt8(DELTAS_ARE_WORDS | (length - 1), 0);
      run.forEach((delta, at) => words.writeInt16BE(delta, 1 + 2 * at));
      bytes.push(words);
    }
    index += length;
  }
  return Buffer.concat(bytes);
}

/** A glyph's tuple variations, with their explicit points and deltas. */
export function decodeTupleVariations(
  data: Buffer,
  axisCount: number,
  pointCount: number,
): TupleVariation[] {
  if (data.length === 0) return [];
  const countField = data.readUInt16BE(0);
  let serialized = data.readUInt16BE(2);
  let header = 4;
  const headers: { size: number; tupleIndex: number; coordinates: Buffer }[] = [];
  for (let tuple = 0; tuple < (countField & COUNT_MASK); tuple++) {
    const size = data.readUInt16BE(header);
    const tupleIndex = data.readUInt16BE(header + 2);
    const coordinateCount =
      (tupleIndex & EMBEDDED_PEAK_TUPLE ? axisCount : 0) +
      (tupleIndex & INTERMEDIATE_REGION ? 2 * axisCount : 0);
    headers.push({
      size,
      tupleIndex,
      coordinates: Buffer.from(data.subarray(header + 4, header + 4 + 2 * coordinateCount)),
    });
    header += 4 + 2 * coordinateCount;
  }
  let sharedPoints: number[] | "all" = "all";
  if (countField & SHARED_POINT_NUMBERS) {
    const shared = readPointNumbers(data, serialized);
    sharedPoints = shared.points;
    serialized = shared.end;
  }
  return headers.map(({ size, tupleIndex, coordinates }) => {
    const end = serialized + size;
    let offset = serialized;
    let points = sharedPoints;
    if (tupleIndex & PRIVATE_POINT_NUMBERS) {
      const own = readPointNumbers(data, offset);
      points = own.points;
      offset = own.end;
    }
    const count = points === "all" ? pointCount : points.length;
    const x = readDeltas(data, offset, count);
    const y = readDeltas(data, x.end, count);
    serialized = end;
    return {
      tupleIndex: tupleIndex & ~PRIVATE_POINT_NUMBERS,
      coordinates,
      points,
      x: x.deltas,
      y: y.deltas,
    };
  });
}

/** A glyph's variation data, each tuple with its own point numbers. */
export function encodeTupleVariations(tuples: TupleVariation[]): Buffer {
  if (tuples.length === 0) return Buffer.alloc(0);
  const bodies = tuples.map((tuple) =>
    Buffer.concat([writePointNumbers(tuple.points), writeDeltas(tuple.x), writeDeltas(tuple.y)]),
  );
  const headers = tuples.map((tuple, index) => {
    const header = Buffer.alloc(4);
    header.writeUInt16BE(bodies[index]!.length, 0);
    header.writeUInt16BE(tuple.tupleIndex | PRIVATE_POINT_NUMBERS, 2);
    return Buffer.concat([header, tuple.coordinates]);
  });
  const start = Buffer.alloc(4);
  start.writeUInt16BE(tuples.length, 0);
  start.writeUInt16BE(4 + headers.reduce((sum, header) => sum + header.length, 0), 2);
  return Buffer.concat([start, ...headers, ...bodies]);
}

/** A tuple's peak, one coordinate per axis (-1 to 1); intermediate regions are not read. */
export function peakOf(tuple: TupleVariation, variations: GlyphVariations): number[] {
  if (tuple.tupleIndex & INTERMEDIATE_REGION) {
    throw new Error("tuples with an intermediate region are not handled");
  }
  if (tuple.tupleIndex & EMBEDDED_PEAK_TUPLE) {
    return Array.from(
      { length: variations.axisCount },
      (_, axis) => tuple.coordinates.readInt16BE(2 * axis) / 16384,
    );
  }
  const shared = variations.sharedTuples[tuple.tupleIndex & TUPLE_INDEX_MASK];
  if (!shared) throw new Error("a tuple names a shared tuple the font does not have");
  return shared;
}

/**
 * The deltas of every point (outline and phantom) of a simple glyph's tuple: where the tuple
 * names only some points, the others are interpolated as the specification's IUP describes
 * (phantom points not named move by 0).
 */
export function everyPointDeltas(
  tuple: TupleVariation,
  glyph: SimpleGlyph,
): { x: number[]; y: number[] } {
  const outlinePoints = glyph.x.length;
  const total = outlinePoints + 4;
  if (tuple.points === "all") return { x: [...tuple.x], y: [...tuple.y] };
  const x = new Array<number | undefined>(total).fill(undefined);
  const y = new Array<number | undefined>(total).fill(undefined);
  tuple.points.forEach((point, index) => {
    x[point] = tuple.x[index];
    y[point] = tuple.y[index];
  });
  const interpolate = (deltas: (number | undefined)[], coordinates: number[]) => {
    let start = 0;
    for (const end of glyph.endPoints) {
      const named = [];
      for (let point = start; point <= end; point++)
        if (deltas[point] !== undefined) named.push(point);
      for (let point = start; point <= end; point++) {
        if (deltas[point] !== undefined) continue;
        if (named.length === 0) {
          deltas[point] = 0;
          continue;
        }
        const after = named.find((candidate) => candidate > point) ?? named[0]!;
        const before = [...named].reverse().find((candidate) => candidate < point) ?? named.at(-1)!;
        const [c1, c2, d1, d2] = [
          coordinates[before]!,
          coordinates[after]!,
          deltas[before]!,
          deltas[after]!,
        ];
        const c = coordinates[point]!;
        if (c1 === c2) deltas[point] = d1 === d2 ? d1 : 0;
        else if (c <= Math.min(c1, c2)) deltas[point] = c1 < c2 ? d1 : d2;
        else if (c >= Math.max(c1, c2)) deltas[point] = c1 > c2 ? d1 : d2;
        else deltas[point] = d1 + ((d2 - d1) * (c - c1)) / (c2 - c1);
      }
      start = end + 1;
    }
    return deltas.map((delta) => delta ?? 0);
  };
  const named = { x: [...x], y: [...y] };
  return {
    x: interpolate(named.x, glyph.x),
    y: interpolate(named.y, glyph.y),
  };
}

// ---------------------------------------------------------------------------------------- HVAR

export interface AdvanceVariations {
  /** The item variation store's region list, as stored. */
  regionList: Buffer;
  regions: { start: number; peak: number; end: number }[][];
  data: { longWords: boolean; wordCount: number; regionIndexes: number[]; rows: number[][] }[];
  /** Each glyph's delta set, as [outer, inner]. */
  advanceMap: [number, number][];
}

/** HVAR with an advance width mapping and no side bearing mappings (what fontmake builds). */
export function readAdvanceVariations(tables: SfntTables): AdvanceVariations {
  const hvar = table(tables, "HVAR");
  const storeOffset = hvar.readUInt32BE(4);
  const mapOffset = hvar.readUInt32BE(8);
  if (mapOffset === 0 || hvar.readUInt32BE(12) !== 0 || hvar.readUInt32BE(16) !== 0) {
    throw new Error(
      "HVAR without an advance mapping, or with side bearing mappings, is not handled",
    );
  }
  const regionListOffset = storeOffset + hvar.readUInt32BE(storeOffset + 2);
  const axisCount = hvar.readUInt16BE(regionListOffset);
  const regionCount = hvar.readUInt16BE(regionListOffset + 2);
  const regionList = Buffer.from(
    hvar.subarray(regionListOffset, regionListOffset + 4 + 6 * axisCount * regionCount),
  );
  const regions = Array.from({ length: regionCount }, (_, region) =>
    Array.from({ length: axisCount }, (_, axis) => {
      const at = 4 + 6 * (region * axisCount + axis);
      return {
        start: regionList.readInt16BE(at) / 16384,
        peak: regionList.readInt16BE(at + 2) / 16384,
        end: regionList.readInt16BE(at + 4) / 16384,
      };
    }),
  );
  const data = Array.from({ length: hvar.readUInt16BE(storeOffset + 6) }, (_, index) => {
    const at = storeOffset + hvar.readUInt32BE(storeOffset + 8 + 4 * index);
    const itemCount = hvar.readUInt16BE(at);
    const wordField = hvar.readUInt16BE(at + 2);
    const longWords = (wordField & 0x8000) !== 0;
    const wordCount = wordField & 0x7fff;
    const regionIndexCount = hvar.readUInt16BE(at + 4);
    const regionIndexes = Array.from({ length: regionIndexCount }, (_, region) =>
      hvar.readUInt16BE(at + 6 + 2 * region),
    );
    let offset = at + 6 + 2 * regionIndexCount;
    const rows = Array.from({ length: itemCount }, () =>
      regionIndexes.map((_, column) => {
        const wide = column < wordCount;
        const size = (wide ? 2 : 1) * (longWords ? 2 : 1);
        const value =
          size === 4
            ? hvar.readInt32BE(offset)
            : size === 2
              ? hvar.readInt16BE(offset)
              : hvar.readInt8(offset);
        offset += size;
        return value;
      }),
    );
    return { longWords, wordCount, regionIndexes, rows };
  });
  const format = hvar.readUInt8(mapOffset);
  const entryFormat = hvar.readUInt8(mapOffset + 1);
  const mapCount =
    format === 0 ? hvar.readUInt16BE(mapOffset + 2) : hvar.readUInt32BE(mapOffset + 2);
  const entrySize = ((entryFormat & 0x30) >> 4) + 1;
  const innerBits = (entryFormat & 0x0f) + 1;
  const entries = mapOffset + (format === 0 ? 4 : 6);
  const advanceMap = Array.from({ length: mapCount }, (_, entry): [number, number] => {
    const value = hvar.readUIntBE(entries + entry * entrySize, entrySize);
    return [value >>> innerBits, value & ((1 << innerBits) - 1)];
  });
  return { regionList, regions, data, advanceMap };
}

const bitsFor = (value: number) => Math.max(1, Math.ceil(Math.log2(value + 1)));

export function writeAdvanceVariations(tables: SfntTables, variations: AdvanceVariations): void {
  const old = table(tables, "HVAR");
  const data = variations.data.map(({ longWords, wordCount, regionIndexes, rows }) => {
    const narrow = (value: number) =>
      longWords ? value >= -0x8000 && value <= 0x7fff : value >= -0x80 && value <= 0x7f;
    const widest = regionIndexes.reduce(
      (last, _, column) => (rows.some((row) => !narrow(row[column]!)) ? column + 1 : last),
      0,
    );
    const words = Math.max(wordCount, widest);
    const unit = longWords ? 2 : 1;
    const rowSize = regionIndexes.reduce(
      (size, _, column) => size + (column < words ? 2 * unit : unit),
      0,
    );
    const bytes = Buffer.alloc(6 + 2 * regionIndexes.length + rows.length * rowSize);
    bytes.writeUInt16BE(rows.length, 0);
    bytes.writeUInt16BE((longWords ? 0x8000 : 0) | words, 2);
    bytes.writeUInt16BE(regionIndexes.length, 4);
    regionIndexes.forEach((region, index) => bytes.writeUInt16BE(region, 6 + 2 * index));
    let offset = 6 + 2 * regionIndexes.length;
    for (const row of rows) {
      row.forEach((value, column) => {
        const size = (column < words ? 2 : 1) * unit;
        bytes.writeIntBE(value, offset, size);
        offset += size;
      });
    }
    return bytes;
  });
  const storeHeader = Buffer.alloc(8 + 4 * data.length);
  storeHeader.writeUInt16BE(1, 0);
  storeHeader.writeUInt32BE(storeHeader.length, 2);
  storeHeader.writeUInt16BE(data.length, 6);
  let dataOffset = storeHeader.length + variations.regionList.length;
  data.forEach((bytes, index) => {
    storeHeader.writeUInt32BE(dataOffset, 8 + 4 * index);
    dataOffset += bytes.length;
  });
  const store = Buffer.concat([storeHeader, variations.regionList, ...data]);

  const outerBits = bitsFor(Math.max(...variations.advanceMap.map(([outer]) => outer)));
  const innerBits = bitsFor(Math.max(...variations.advanceMap.map(([, inner]) => inner)));
  const entrySize = Math.ceil((outerBits + innerBits) / 8);
  if (entrySize > 4 || innerBits > 16) throw new Error("HVAR delta set indexes too large");
  const longMap = variations.advanceMap.length > 0xffff;
  const mapHeader = Buffer.alloc(longMap ? 6 : 4);
  mapHeader.writeUInt8(longMap ? 1 : 0, 0);
  mapHeader.writeUInt8(((entrySize - 1) << 4) | (innerBits - 1), 1);
  if (longMap) mapHeader.writeUInt32BE(variations.advanceMap.length, 2);
  else mapHeader.writeUInt16BE(variations.advanceMap.length, 2);
  const entries = Buffer.alloc(entrySize * variations.advanceMap.length);
  variations.advanceMap.forEach(([outer, inner], entry) => {
    entries.writeUIntBE((outer << innerBits) | inner, entry * entrySize, entrySize);
  });

  const header = Buffer.alloc(20);
  header.writeUInt16BE(old.readUInt16BE(0), 0);
  header.writeUInt16BE(old.readUInt16BE(2), 2);
  header.writeUInt32BE(20, 4);
  const storePadding = Buffer.alloc((4 - (store.length % 4)) % 4);
  header.writeUInt32BE(20 + store.length + storePadding.length, 8);
  tables.set("HVAR", Buffer.concat([header, store, storePadding, mapHeader, entries]));
}
