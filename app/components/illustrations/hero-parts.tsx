import type { ReactNode } from "react";
import { A, AS, INK, L, NO, P, PS, T, W } from "./palette.ts";

/*
 * The home hero's drawing in the parts HeroIllustration puts together, in its 560x440 units: what
 * stands still, and each part the CSS moves (ADR 32). Plain drawings, so each is also a part of the
 * sprite (ADR 53), drawn where the page's hero points at it.
 */

// The route, split where the van stands in the still picture; the hero-van animation in app.css
// follows it from there (sampled in equal steps of each part's length).
const START = "M170 318c40 0 50-40 80-56";
export const VAN_AT = [250, 262] as const;
const REST = "M250 262c30-16 44-10 60-30s14-26 20-26";

/** The phone's place: its parts are drawn from its top left corner. */
export const PHONE_AT = [410, 238] as const;

function Parcel({
  x,
  y,
  w,
  h,
  f = AS,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  f?: string;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={3} fill={f} />
      <path d={`M${x + w / 2} ${y + 1}v${h * 0.4}`} stroke={A} strokeWidth={6} />
    </g>
  );
}

export const HERO_PARTS = {
  /** The map, the route, the warehouse and the house. */
  "hero-ground": (
    <>
      <rect x={12} y={20} width={536} height={400} rx={32} fill={T} stroke={NO} />
      <path d="M12 150h536M12 376h536M120 20v400M460 20v400" stroke={W} strokeWidth={16} />
      <path d="M300 30h140v90H300zM26 38h80v96H26zM134 168h130v74H134z" fill={PS} stroke={NO} />
      <circle cx={214} cy={80} r={36} fill="#dcf3e4" stroke={NO} />
      <path
        d={START + REST.slice(REST.indexOf("c"))}
        stroke={P}
        strokeWidth={4}
        strokeDasharray="2 12"
      />
      <path d="M44 350V262l78-42 78 42v88z" fill={W} />
      <path d="M36 266l86-48 86 48" stroke={P} strokeWidth={10} />
      <path d="M92 350v-56h60v56M92 310h60M92 326h60" fill={PS} />
      <Parcel x={156} y={322} w={34} h={28} />
      <Parcel x={162} y={298} w={24} h={24} f={PS} />
      <Parcel x={54} y={324} w={30} h={26} />
      <path d="M370 204v-54h68v54z" fill={W} />
      <path d="M360 156l44-36 44 36z" fill={A} />
      <rect x={396} y={176} width={18} height={28} fill={P} />
      <Parcel x={418} y={186} w={20} h={18} />
    </>
  ),
  /** The destination's pin, over the house. */
  "hero-pin": (
    <>
      <path d="M404 108s-24-24-24-42a24 24 0 0 1 48 0c0 18-24 42-24 42z" fill={A} />
      <circle cx={404} cy={66} r={9} fill={W} />
    </>
  ),
  /** The van, drawn around its bottom centre (placed at VAN_AT), so it sits on the route. */
  "hero-van": (
    <g transform="translate(-38 -50)">
      <path d="M4 44V14q0-8 8-8h40l14 14 8 2q4 2 4 6v16z" fill={W} />
      <path d="M54 12l10 10H50V12z" fill={PS} />
      <path d="M8 32h36" stroke={A} strokeWidth={5} strokeLinecap="butt" />
      <rect x={14} y={12} width={14} height={14} rx={4} fill={P} stroke={NO} />
      <circle cx={20} cy={46} r={7} fill={INK} />
      <circle cx={60} cy={46} r={7} fill={INK} />
    </g>
  ),
  /** The phone and its map (placed at PHONE_AT). */
  "hero-phone": (
    <>
      <rect width={116} height={176} rx={20} fill={INK} />
      <rect x={8} y={10} width={100} height={156} rx={14} fill={W} stroke={NO} />
      <path d="M8 70h100M58 10v100" stroke={T} strokeWidth={10} />
      <path d="M26 100c14-10 20-34 34-40s26-10 30-26" stroke={P} strokeDasharray="2 7" />
    </>
  ),
  /** The pulse around the van's dot on the phone; its opacity is the drawing's (0.25). */
  "hero-pulse": <circle cx={90} cy={34} r={10} fill={A} stroke={NO} />,
  /** The van's dot and the trip's card on the phone. */
  "hero-screen": (
    <>
      <circle cx={90} cy={34} r={6} fill={A} stroke={W} />
      <rect x={18} y={122} width={80} height={34} rx={8} fill={T} stroke={NO} />
      <rect x={26} y={130} width={40} height={5} rx={2.5} fill={L} stroke={NO} />
      <rect x={26} y={143} width={64} height={6} rx={3} fill={L} stroke={NO} />
    </>
  ),
  /** The trip's progress on the card. */
  "hero-progress": <rect x={26} y={143} width={40} height={6} rx={3} fill={P} stroke={NO} />,
} satisfies Record<string, ReactNode>;

export type HeroPart = keyof typeof HERO_PARTS;

/** The pulse's opacity in the still picture; the pulse's animation sets its own. */
export const PULSE_OPACITY = 0.25;
