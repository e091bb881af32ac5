/**
 * The table directory of an OpenType (sfnt) font: read into tables by tag, written back with
 * checksums. Enough to edit a few tables of a font the build makes (tooling/punctuation-spacing.ts);
 * collections and WOFF containers are not read.
 */

export type SfntTables = Map<string, Buffer>;

const TRUETYPE_OUTLINES = 0x00010000;

export function readSfnt(font: Buffer): SfntTables {
  if (font.readUInt32BE(0) !== TRUETYPE_OUTLINES) {
    throw new Error("not a TrueType-outline sfnt font");
  }
  const tables: SfntTables = new Map();
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + 16 * index;
    const tag = font.toString("latin1", record, record + 4);
    const offset = font.readUInt32BE(record + 8);
    const length = font.readUInt32BE(record + 12);
    tables.set(tag, Buffer.from(font.subarray(offset, offset + length)));
  }
  return tables;
}

const padded = (length: number) => (length + 3) & ~3;

function checksum(data: Buffer): number {
  const words = Buffer.alloc(padded(data.length));
  data.copy(words);
  let sum = 0;
  for (let offset = 0; offset < words.length; offset += 4) {
    sum = (sum + words.readUInt32BE(offset)) >>> 0;
  }
  return sum;
}

/** Tables sorted by tag, each at a 4-byte boundary, with table checksums and head's adjustment. */
export function writeSfnt(tables: SfntTables): Buffer {
  const tags = [...tables.keys()].sort();
  const directoryLength = 12 + 16 * tags.length;
  const length = tags.reduce((total, tag) => total + padded(tables.get(tag)!.length), 0);
  const font = Buffer.alloc(directoryLength + length);
  const entrySelector = Math.floor(Math.log2(tags.length));
  const searchRange = 16 * 2 ** entrySelector;
  font.writeUInt32BE(TRUETYPE_OUTLINES, 0);
  font.writeUInt16BE(tags.length, 4);
  font.writeUInt16BE(searchRange, 6);
  font.writeUInt16BE(entrySelector, 8);
  font.writeUInt16BE(tags.length * 16 - searchRange, 10);
  let offset = directoryLength;
  let headOffset = -1;
  tags.forEach((tag, index) => {
    const data = Buffer.from(tables.get(tag)!);
    if (tag === "head") {
      data.writeUInt32BE(0, 8);
      headOffset = offset;
    }
    const record = 12 + 16 * index;
    font.write(tag, record, "latin1");
    font.writeUInt32BE(checksum(data), record + 4);
    font.writeUInt32BE(offset, record + 8);
    font.writeUInt32BE(data.length, record + 12);
    data.copy(font, offset);
    offset += padded(data.length);
  });
  if (headOffset >= 0) {
    font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  }
  return font;
}

/** The glyph a character maps to through the font's Windows Unicode BMP cmap (format 4). */
export function glyphOf(tables: SfntTables, character: string): number {
  const cmap = tables.get("cmap");
  if (!cmap) throw new Error("the font has no cmap");
  const codePoint = character.codePointAt(0) ?? 0;
  for (let index = 0; index < cmap.readUInt16BE(2); index++) {
    const record = 4 + 8 * index;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    const subtable = cmap.readUInt32BE(record + 4);
    if (!(platform === 3 && encoding === 1) && platform !== 0) continue;
    if (cmap.readUInt16BE(subtable) !== 4) continue;
    const segments = cmap.readUInt16BE(subtable + 6) / 2;
    const ends = subtable + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let segment = 0; segment < segments; segment++) {
      if (codePoint > cmap.readUInt16BE(ends + 2 * segment)) continue;
      const start = cmap.readUInt16BE(starts + 2 * segment);
      if (codePoint < start) return 0;
      const delta = cmap.readInt16BE(deltas + 2 * segment);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + 2 * segment);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(
        rangeOffsets + 2 * segment + rangeOffset + 2 * (codePoint - start),
      );
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  }
  throw new Error("the font has no Unicode BMP cmap (format 4)");
}
