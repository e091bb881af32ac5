import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanField, cleanText, isBlankText } from "./text.ts";

/** Characters every boundary drops: C0 but line breaks and tabs, DEL, C1, bidi formatting. */
const DROPPED_CHARACTERS = [
  ..."\u0000\u0001\u0007\u0008\u000e\u001b\u001f\u007f\u0080\u0084\u0086\u009b\u009f",
  ..."\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069",
];
const LINE_BREAKS = ["\r\n", "\r", "\n", "\u0085", "\u2028", "\u2029"];

/** What no cleaned text holds; one-line text no line break either. */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;

const anyText = fc.string({ unit: "binary", maxLength: 60 });
const mixedText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 6 }),
      fc.constantFrom(...DROPPED_CHARACTERS, ...LINE_BREAKS, "\t", " ", "\u0301", "\u200b"),
    ),
    { maxLength: 20 },
  )
  .map((pieces) => pieces.join(""));
const textOfEveryKind = fc.oneof(anyText, mixedText);

/** Text a person types: letters of Spanish and English, digits, punctuation, single spaces. */
const typedWord = fc.stringMatching(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ0-9.,;:¿?¡!@#%&()'"+\-/]{1,12}$/);
const typedLine = fc
  .array(typedWord, { minLength: 1, maxLength: 8 })
  .map((words) => words.join(" "));

describe("cleanText", () => {
  it("leaves no control or bidirectional formatting character, and no line break in one line", () => {
    fc.assert(
      fc.property(textOfEveryKind, (text) => {
        expect(cleanText(text)).not.toMatch(FORBIDDEN);
        expect(cleanText(text)).not.toContain("\n");
      }),
    );
  });

  it("keeps line breaks, as \\n only, in text that may span lines", () => {
    fc.assert(
      fc.property(textOfEveryKind, (text) => {
        expect(cleanText(text, { multiline: true })).not.toMatch(FORBIDDEN);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(typedLine, { minLength: 2, maxLength: 5 }),
        fc.constantFrom(...LINE_BREAKS),
        (lines, lineBreak) => {
          expect(cleanText(lines.join(lineBreak), { multiline: true })).toBe(lines.join("\n"));
        },
      ),
    );
  });

  it("changes nothing more when applied again", () => {
    fc.assert(
      fc.property(textOfEveryKind, fc.boolean(), (text, multiline) => {
        const once = cleanText(text, { multiline });
        expect(cleanText(once, { multiline })).toBe(once);
      }),
    );
  });

  it("leaves what a person types as it was typed", () => {
    fc.assert(
      fc.property(typedLine, (line) => {
        expect(cleanText(line)).toBe(line);
      }),
    );
  });

  it("gives the same text whatever dropped characters are slipped into it", () => {
    fc.assert(
      fc.property(
        typedLine,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...DROPPED_CHARACTERS)), { maxLength: 6 }),
        (line, insertions) => {
          let polluted = line;
          for (const [position, character] of insertions) {
            const at = position % (polluted.length + 1);
            polluted = polluted.slice(0, at) + character + polluted.slice(at);
          }
          expect(cleanText(polluted)).toBe(line);
        },
      ),
    );
  });

  it("cuts a header injection down to one line of text", () => {
    expect(cleanText("+52\r\nX-Injected: 1")).toBe("+52 X-Injected: 1");
    expect(cleanText("Factura\u202Egpj.exe")).toBe("Facturagpj.exe");
  });
});

describe("cleanField and isBlankText", () => {
  it("make text that shows nothing absent, and keep the rest cleaned", () => {
    fc.assert(
      fc.property(textOfEveryKind, fc.boolean(), (text, multiline) => {
        const field = cleanField({ multiline })(text);
        const cleaned = cleanText(text, { multiline });
        expect(field).toBe(isBlankText(cleaned) ? undefined : cleaned);
      }),
    );
  });

  it("count combining marks without a letter, and invisible characters, as nothing", () => {
    for (const blank of [
      "",
      "\u0301\u0302\u0303",
      "\u200b\u00ad",
      "\u3164\u2800",
      "\u0000\u202e",
    ]) {
      expect(cleanField()(blank), JSON.stringify(blank)).toBeUndefined();
    }
    expect(cleanField()("e\u0301")).toBe("é");
  });

  it("leave values that are not text to the schema", () => {
    expect(cleanField()(42)).toBe(42);
    expect(cleanField()(null)).toBeNull();
  });
});
