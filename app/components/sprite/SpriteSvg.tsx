import type { SVGProps } from "react";
import { spriteUrl } from "virtual:sprite";
import type { SpriteSymbolId } from "./symbols.tsx";

/**
 * A drawing of the sprite (ADR 53): an `<svg>` whose content is the symbol in the sprite file,
 * fetched once and cached for good, instead of its paths in every page, each time it is drawn.
 * The `<svg>` carries the size, class and accessibility attributes; the drawing inherits its
 * colour (`currentColor`) and, for the lucide icons, its stroke width from it.
 */
export function SpriteSvg({
  symbol,
  ...props
}: { symbol: SpriteSymbolId } & SVGProps<SVGSVGElement>) {
  return (
    <svg {...props}>
      <use href={`${spriteUrl}#${symbol}`} />
    </svg>
  );
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  /** The stroke's width in the icon's 24 units: lucide's 2 unless told. */
  strokeWidth?: number;
}

export type SpriteIcon = (props: IconProps) => React.JSX.Element;

/**
 * A lucide icon drawn from the sprite, with the props and the box of lucide's own component:
 * 24 px square unless its class sizes it, decorative (`aria-hidden`).
 */
export const spriteIcon =
  (symbol: SpriteSymbolId): SpriteIcon =>
  ({ strokeWidth = 2, ...props }) => (
    <SpriteSvg
      symbol={symbol}
      width={24}
      height={24}
      strokeWidth={strokeWidth}
      aria-hidden="true"
      {...props}
    />
  );
