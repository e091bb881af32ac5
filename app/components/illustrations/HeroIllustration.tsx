import type { SVGProps } from "react";
import { spriteUrl } from "virtual:sprite";
import { HERO_PARTS, PHONE_AT, PULSE_OPACITY, VAN_AT, type HeroPart } from "./hero-parts.tsx";
import { outline } from "./palette.ts";

/*
 * The home hero: a warehouse, a house, a van on the dashed route between them and a phone that
 * tracks it. The markup is the complete still picture: what the server renders, what people who
 * prefer reduced motion see and, as a file, the poster of a hero video. With `moving`, the hero-*
 * classes of app.css loop the van's trip (ADR 32), and they stop while the closest
 * `group/pausable` (the pause-toggle widget) is paused. No <style> element and no style attribute,
 * so a strict Content-Security-Policy is fine; colour values rather than the page's CSS variables,
 * so the file draws the same.
 */

const PAUSED = "group-data-[paused=true]/pausable:[animation-play-state:paused]";

/**
 * Named `label` for assistive technology, or decorative without one (under a video that carries
 * the name); `moving` marks the parts the CSS animates. `fromSprite` draws each part from the sprite
 * file (ADR 53), the page's hero, instead of inline, the standalone file's.
 */
export function HeroIllustration({
  label,
  moving = false,
  fromSprite = false,
}: {
  label?: string;
  moving?: boolean;
  fromSprite?: boolean;
}) {
  const part = (name: HeroPart, props: SVGProps<SVGGElement & SVGUseElement> = {}) => {
    const className = moving && name !== "hero-ground" ? `${name} ${PAUSED}` : undefined;
    return fromSprite ? (
      <use href={`${spriteUrl}#${name}`} className={className} {...props} />
    ) : (
      <g className={className} {...props}>
        {HERO_PARTS[name]}
      </g>
    );
  };
  return (
    <svg
      viewBox="0 0 560 440"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className="block h-auto w-full"
      {...outline(2.5)}
    >
      {part("hero-ground")}
      {part("hero-pin")}
      <g transform={`translate(${VAN_AT[0]} ${VAN_AT[1]})`}>{part("hero-van")}</g>
      <g transform={`translate(${PHONE_AT[0]} ${PHONE_AT[1]})`}>
        {part("hero-phone")}
        {part("hero-pulse", { opacity: PULSE_OPACITY })}
        {part("hero-screen")}
        {part("hero-progress")}
      </g>
    </svg>
  );
}
