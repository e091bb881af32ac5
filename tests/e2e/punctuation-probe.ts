/** One punctuation mark in a heading and how far its ink stands from the glyph before it. */
export interface PunctuationGap {
  /** The heading's text, whitespace collapsed. */
  heading: string;
  /** The glyph before the mark and the mark, as rendered ("s,"). */
  pair: string;
  /** Blank space between the two glyphs' ink, in CSS pixels. */
  gapPx: number;
  /** The same, in ems of the heading's font size. */
  gapEm: number;
  /** The blank space between two n's set in the same style, in ems: the heading's own spacing. */
  stemGapEm: number;
  fontSizePx: number;
  fontWeight: string;
}

/**
 * Runs in the page (self-contained). For every visible heading (h1–h6), every comma, period,
 * semicolon, colon, ellipsis or exclamation mark that follows a letter or a figure: the blank
 * space between the ink of that glyph and the ink of the mark, as the page sets them.
 *
 * Where the glyphs stand comes from the layout: a Range around each character and its
 * getBoundingClientRect give the character's pen box (its advance, after kerning and
 * letter-spacing). Where the ink sits inside that box comes from the font: the glyph drawn on a
 * canvas in the heading's font shows its side bearings. The gap is the mark's ink left edge minus
 * the letter's ink right edge. Characters are followed across text nodes and over white space, so
 * a mark split from its word by markup (a span, a `{" "}`) is measured from the word all the same.
 */
export function punctuationGaps(): PunctuationGap[] {
  const MARKS = /[,.;:…!]/u;
  const WORD_END = /[\p{L}\p{N}]/u;
  // A glyph's ink is found by drawing it at 1000 px and reading which columns it covers, partly
  // covered columns counting by their coverage: to about 0.001 em. (The canvas' own
  // actualBoundingBox is rounded out to whole pixels at sizes up to 256 px, and to 1/64 em above.)
  const DRAW_PX = 1000;
  const ORIGIN_X = 300;
  const BASELINE_Y = 1100;
  const drawing = document.createElement("canvas");
  drawing.width = 1600;
  drawing.height = 1500;
  const canvas = drawing.getContext("2d", { willReadFrequently: true });
  if (!canvas) throw new Error("no 2D canvas");
  const measured = new Map<string, { left: number; right: number; advance: number }>();
  /** A glyph's ink edges from its pen position, and its advance, in ems of the element's style. */
  const ink = (character: string, style: CSSStyleDeclaration) => {
    const font = `${style.fontStyle} ${style.fontWeight} ${DRAW_PX}px ${style.fontFamily}`;
    const key = `${font} ${character}`;
    const known = measured.get(key);
    if (known) return known;
    canvas.font = font;
    canvas.clearRect(0, 0, drawing.width, drawing.height);
    canvas.fillText(character, ORIGIN_X, BASELINE_Y);
    const pixels = canvas.getImageData(0, 0, drawing.width, drawing.height).data;
    const coverage = new Array<number>(drawing.width).fill(0);
    for (let y = 0; y < drawing.height; y++) {
      for (let x = 0; x < drawing.width; x++) {
        coverage[x] = Math.max(coverage[x]!, pixels[(y * drawing.width + x) * 4 + 3]! / 255);
      }
    }
    const first = coverage.findIndex((covered) => covered > 0);
    const last = coverage.findLastIndex((covered) => covered > 0);
    if (first <= 0 || last >= drawing.width - 1)
      throw new Error(`"${character}" drawn off the canvas`);
    const glyph = {
      left: (first + 1 - coverage[first]! - ORIGIN_X) / DRAW_PX,
      right: (last + coverage[last]! - ORIGIN_X) / DRAW_PX,
      advance: canvas.measureText(character).width / DRAW_PX,
    };
    measured.set(key, glyph);
    return glyph;
  };
  const rendered = (character: string, style: CSSStyleDeclaration) =>
    style.textTransform === "uppercase"
      ? character.toUpperCase()
      : style.textTransform === "lowercase"
        ? character.toLowerCase()
        : character;
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility === "visible";
  };
  const characterRect = (node: Text, offset: number) => {
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    return range.getBoundingClientRect();
  };

  const gaps: PunctuationGap[] = [];
  for (const heading of document.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
    if (!visible(heading)) continue;
    // The heading's characters in reading order, each with its text node and offset.
    const characters: { node: Text; offset: number; character: string }[] = [];
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (let offset = 0; offset < text.data.length; offset++) {
        characters.push({ node: text, offset, character: text.data[offset]! });
      }
    }
    const headingText = heading.textContent?.replace(/\s+/g, " ").trim() ?? "";
    characters.forEach((mark, index) => {
      if (!MARKS.test(mark.character)) return;
      // The word's last glyph, over any white space set between it and the mark.
      let wordEnd = index - 1;
      while (wordEnd >= 0 && /\s/u.test(characters[wordEnd]!.character)) wordEnd--;
      const last = characters[wordEnd];
      if (!last || !WORD_END.test(last.character)) return;
      const markElement = mark.node.parentElement as Element;
      if (!visible(markElement)) return;
      const markStyle = getComputedStyle(markElement);
      const lastStyle = getComputedStyle(last.node.parentElement as Element);
      const lastRect = characterRect(last.node, last.offset);
      const markRect = characterRect(mark.node, mark.offset);
      // A mark on another line than its word is a wrapping fault, not a spacing one.
      if (Math.abs(lastRect.bottom - markRect.bottom) > 1) return;
      const lastCharacter = rendered(last.character, lastStyle);
      const lastInk = ink(lastCharacter, lastStyle);
      const markInk = ink(mark.character, markStyle);
      const n = ink("n", markStyle);
      const fontSizePx = parseFloat(markStyle.fontSize);
      const lastSizePx = parseFloat(lastStyle.fontSize);
      const letterSpacing =
        markStyle.letterSpacing === "normal" ? 0 : parseFloat(markStyle.letterSpacing);
      const gapPx =
        markRect.left + markInk.left * fontSizePx - (lastRect.left + lastInk.right * lastSizePx);
      gaps.push({
        heading: headingText,
        pair: characters
          .slice(wordEnd, index + 1)
          .map(({ character }) => character)
          .join(""),
        gapPx,
        gapEm: gapPx / fontSizePx,
        stemGapEm: n.advance - n.right + n.left + letterSpacing / fontSizePx,
        fontSizePx,
        fontWeight: markStyle.fontWeight,
      });
    });
  }
  return gaps;
}

/** Runs in the page. Whether the brand font's face has loaded, so that the headings are set in it. */
export function brandFontLoaded(family: string): boolean {
  return [...document.fonts].some(
    (face) => face.family.replace(/["']/g, "") === family && face.status === "loaded",
  );
}
