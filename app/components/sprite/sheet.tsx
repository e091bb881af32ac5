import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SPRITE_SYMBOLS, type SpriteSymbol } from "./symbols.tsx";

/** The lucide style, on the symbol: its content inherits it; the stroke width comes from the page. */
const LUCIDE_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

function symbolMarkup(id: string, symbol: SpriteSymbol): string {
  if ("part" in symbol) return renderToStaticMarkup(<g id={id}>{symbol.part}</g>);
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

/** The sprite file: every symbol and part of SPRITE_SYMBOLS, by its id. */
export function spriteSheet(): string {
  const entries = Object.entries(SPRITE_SYMBOLS) as [string, SpriteSymbol][];
  const symbols = entries.filter(([, symbol]) => !("part" in symbol));
  // Parts in <defs>: drawn only where a page points at them.
  const parts = entries.filter(([, symbol]) => "part" in symbol);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.map(([id, symbol]) => symbolMarkup(id, symbol)).join("")}<defs>${parts.map(([id, symbol]) => symbolMarkup(id, symbol)).join("")}</defs></svg>`;
}
