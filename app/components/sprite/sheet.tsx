import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SPRITE_SYMBOLS, type SpriteSymbol } from "./symbols.tsx";

/** The lucide style, on the symbol: its content inherits it; the stroke width comes from the page. */
const LUCIDE_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

function symbolMarkup(id: string, symbol: SpriteSymbol): string {
  if ("lucide" in symbol) {
    const drawing = renderToStaticMarkup(createElement(symbol.lucide)).replace(
      /^<svg[^>]*>|<\/svg>$/g,
      "",
    );
    return `<symbol id="${id}" ${LUCIDE_ATTRIBUTES}>${drawing}</symbol>`;
  }
  return renderToStaticMarkup(
    <symbol id={id} viewBox={symbol.viewBox} {...symbol.attributes}>
      {symbol.drawing}
    </symbol>,
  );
}

/** The sprite file: every symbol of SPRITE_SYMBOLS, by its id. */
export function spriteSheet(): string {
  const symbols = Object.entries(SPRITE_SYMBOLS).map(([id, symbol]) => symbolMarkup(id, symbol));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
