import type { ReactNode } from "react";
import { A, AS, INK, L, NO, outline, P, PS, T, W } from "./palette.ts";
import { illustrationSize, isIllustrationName, type IllustrationName } from "./names.ts";

/*
 * Product illustrations, drawn by hand as compact SVG, served as files (app/routes/illustration.ts)
 * that browsers cache: a page shows one as an image further down (IllustrationImage), and draws
 * the one it opens with from the file (IllustrationFromFile, ADR 53).
 * One visual system: flat shapes, 2-unit ink outlines with round joins (set once on the root <svg>
 * and inherited), soft tinted fills from the design tokens, a touch of orange, straight-on views.
 * They never contain text (nothing in them would be translated) and are always decorative: the
 * surrounding copy carries the meaning.
 */

function Svg({
  viewBox,
  className,
  children,
}: {
  viewBox: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      className={className ?? "block h-auto w-full"}
      aria-hidden="true"
      focusable="false"
      {...outline(2)}
    >
      {children}
    </svg>
  );
}

/** A parcel: a box with a strip of tape down the middle of its top edge. */
function Box({
  x,
  y,
  w,
  h,
  f = AS,
  t = A,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  f?: string;
  t?: string;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={2} fill={f} />
      <path d={`M${x + w / 2} ${y + 1}v${Math.round(h * 0.38)}`} stroke={t} strokeWidth={5} />
    </g>
  );
}

function Wheel({ x, r, y = 140 }: { x: number; r: number; y?: number }) {
  return (
    <g>
      <circle cx={x} cy={y - r} r={r} fill={INK} />
      <circle cx={x} cy={y - r} r={r * 0.42} fill={L} stroke={NO} />
    </g>
  );
}

/** The Andén-style mark used on vehicles and hubs: a parcel leaving a dock. */
function Mark({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s / 16})`} stroke={NO}>
      <rect width={16} height={16} rx={4} fill={P} />
      <path d="M3 11h10v1.6H3zM4.5 5.5H9V10H4.5z" fill={W} />
      <path d="M10 6.5h2l1.2 1.7-1.2 1.8h-2z" fill={A} />
    </g>
  );
}

/** Background shared by the 4:3 scenes: a soft disc and a floor line. */
function Stage() {
  return (
    <g stroke={NO}>
      <circle cx={160} cy={116} r={100} fill={T} />
      <path d="M20 199h280v3H20z" fill={L} />
    </g>
  );
}

/** Person seen from the front, waist up (used by the portraits and the small scenes). */
function Person({
  x,
  y,
  s = 1,
  skin,
  shirt,
  hair,
}: {
  x: number;
  y: number;
  s?: number;
  skin: string;
  shirt: string;
  hair: ReactNode;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-46 86V64c0-26 20-38 46-38s46 12 46 38v22z" fill={shirt} />
      <path d="M-9 14h18v16c0 6-18 6-18 0z" fill={skin} />
      <circle cy={-8} r={26} fill={skin} />
      {hair}
      <g stroke={NO} fill={INK}>
        <circle cx={-9} cy={-6} r={2.6} />
        <circle cx={9} cy={-6} r={2.6} />
      </g>
      <path d="M-7 5q7 5 14 0" />
    </g>
  );
}

// ---------------------------------------------------------------- fleet (side views, 320x160)

function SmallVan() {
  return (
    <g>
      <path d="M104 130V96q0-8 8-8h58l20 18 20 5q6 2 6 8v11z" fill={W} />
      <path d="M172 94l15 14h-21V94z" fill={PS} />
      <path d="M162 92v36M108 116h48" />
      <path d="M108 114h48" stroke={A} strokeWidth={5} strokeLinecap="butt" />
      <Mark x={118} y={95} s={13} />
      <path d="M208 116h6" stroke={A} strokeWidth={3} />
      <Wheel x={128} r={10} />
      <Wheel x={192} r={10} />
    </g>
  );
}

function LargeVan() {
  return (
    <g>
      <path d="M90 130V82q0-8 8-8h88q7 0 10 5l14 24 14 4q6 2 6 8v15z" fill={W} />
      <path d="M190 82l14 22h-18V82z" fill={PS} />
      <path d="M180 80v48" />
      <path d="M94 110h82" stroke={A} strokeWidth={5} strokeLinecap="butt" />
      <Mark x={104} y={84} s={16} />
      <path d="M222 114h6" stroke={A} strokeWidth={3} />
      <Wheel x={116} r={11} />
      <Wheel x={200} r={11} />
    </g>
  );
}

function SmallTruck() {
  return (
    <g>
      <rect x={70} y={66} width={124} height={60} rx={3} fill={W} />
      <path d="M70 110h124" stroke={A} strokeWidth={5} strokeLinecap="butt" />
      <Mark x={84} y={76} s={18} />
      <path d="M198 130V86q0-6 6-6h20q5 0 8 5l10 19q6 2 6 8v18z" fill={P} />
      <path d="M205 87h17l9 16h-26z" fill={PS} />
      <path d="M66 128h182" strokeWidth={4} />
      <Wheel x={94} r={12} />
      <Wheel x={222} r={12} />
    </g>
  );
}

function LargeTruck() {
  return (
    <g>
      <rect x={40} y={56} width={172} height={70} rx={3} fill={W} />
      <path d="M40 108h172" stroke={A} strokeWidth={5} strokeLinecap="butt" />
      <Mark x={56} y={68} s={20} />
      <path d="M216 130V80q0-8 8-8h22q6 0 9 6l13 25q8 2 8 9v18z" fill={P} />
      <path d="M223 80h21l12 22h-33z" fill={PS} />
      <path d="M36 128h240" strokeWidth={4} />
      <Wheel x={66} r={13} />
      <Wheel x={96} r={13} />
      <Wheel x={246} r={13} />
    </g>
  );
}

function SemiTrailer() {
  return (
    <g>
      <rect x={10} y={48} width={222} height={76} rx={3} fill={W} />
      <path d="M10 106h222" stroke={A} strokeWidth={5} strokeLinecap="butt" />
      <Mark x={26} y={60} s={22} />
      <path d="M10 126h222M182 126v8" strokeWidth={4} />
      <path d="M236 124V56" strokeWidth={4} />
      <path d="M244 66q0-18 16-18h16l6 18z" fill={P} />
      <path d="M240 130V74q0-10 10-10h24q7 0 10 7l13 28q12 1 12 11v20z" fill={P} />
      <path d="M248 72h24l13 26h-37z" fill={PS} />
      <path d="M232 128h78" strokeWidth={4} />
      <Wheel x={40} r={12} />
      <Wheel x={68} r={12} />
      <Wheel x={226} r={12} />
      <Wheel x={288} r={12} />
    </g>
  );
}

/** The road the vehicles stand on. */
function FleetRoad() {
  return <path d="M8 140h304v3H8z" fill={L} stroke={NO} />;
}

// ------------------------------------------------------------------------ services (320x240)

function Fulfillment() {
  return (
    <>
      <Stage />
      <path d="M42 40v160M202 40v160" strokeWidth={6} stroke={INK} />
      <g fill={P}>
        <rect x={38} y={36} width={168} height={8} rx={2} />
        <rect x={38} y={90} width={168} height={8} rx={2} />
        <rect x={38} y={146} width={168} height={8} rx={2} />
      </g>
      <Box x={54} y={60} w={38} h={30} />
      <Box x={98} y={68} w={28} h={22} f={PS} t={P} />
      <Box x={132} y={56} w={40} h={34} />
      <Box x={176} y={72} w={20} h={18} f={PS} t={P} />
      <Box x={52} y={114} w={44} h={32} f={PS} t={P} />
      <Box x={102} y={122} w={30} h={24} />
      <Box x={138} y={110} w={34} h={36} />
      <Box x={54} y={170} w={32} h={29} />
      <Box x={92} y={176} w={48} h={23} f={PS} t={P} />
      <Box x={146} y={166} w={36} h={33} />
      <rect x={218} y={190} width={78} height={9} rx={2} fill={W} />
      <Box x={222} y={158} w={34} h={32} />
      <Box x={258} y={158} w={34} h={32} f={PS} t={P} />
      <Box x={236} y={126} w={40} h={32} />
    </>
  );
}

function LastMile() {
  return (
    <>
      <Stage />
      <path d="M8 196h304" stroke={L} strokeWidth={22} strokeLinecap="butt" />
      <path d="M14 196h292" stroke={W} strokeDasharray="12 10" />
      <path d="M34 112c30-60 92-20 118 2s60 20 78-8" stroke={P} strokeDasharray="2 8" />
      <circle cx={34} cy={112} r={6} fill={W} stroke={P} />
      <path d="M212 158h56v34h-56z" fill={W} />
      <path d="M206 160l34-26 34 26z" fill={PS} />
      <rect x={232} y={170} width={16} height={22} fill={P} />
      <path d="M240 112s-30-30-30-52a30 30 0 0 1 60 0c0 22-30 52-30 52z" fill={A} />
      <circle cx={240} cy={60} r={11} fill={W} />
      <g transform="translate(-84 52)">
        <SmallVan />
      </g>
      <path d="M6 168h10M2 178h12" stroke={P} />
    </>
  );
}

function B2B() {
  return (
    <>
      <Stage />
      <Pallet x={26} y={191} w={92} />
      <Box x={30} y={159} w={42} h={32} />
      <Box x={74} y={159} w={40} h={32} f={PS} t={P} />
      <Box x={30} y={127} w={42} h={32} f={PS} t={P} />
      <Box x={74} y={127} w={40} h={32} />
      <Pallet x={26} y={118} w={92} />
      <Box x={34} y={86} w={38} h={32} />
      <Box x={74} y={86} w={36} h={32} f={PS} t={P} />
      <path d="M186 76v122" strokeWidth={6} />
      <path d="M190 180h-52v6h52" fill={INK} />
      <Pallet x={140} y={172} w={44} />
      <Box x={144} y={140} w={36} h={32} />
      <path d="M196 186v-34h44l12-48h10v82z" fill={A} />
      <path d="M198 104h58M204 104v46M252 104l-4 46" />
      <path d="M198 100h62v6h-62z" fill={INK} />
      <path d="M262 122h24v64h-24z" fill={INK} />
      <path d="M222 150v-18h16" stroke={INK} />
      <Wheel x={214} r={14} y={200} />
      <Wheel x={270} r={12} y={200} />
    </>
  );
}

function Pallet({ x, y, w }: { x: number; y: number; w: number }) {
  const feet = [x + 2, x + w / 2 - 4, x + w - 10].map((f) => `M${f} ${y + 4}h8v5h-8z`).join("");
  return <path d={`M${x} ${y}h${w}v4H${x}z${feet}`} fill={W} />;
}

function Dedicated() {
  return (
    <>
      <Stage />
      <path d="M40 78c26-40 70-40 92-8s52 30 78 4 52-16 70-10" stroke={P} strokeDasharray="2 8" />
      <circle cx={40} cy={78} r={6} fill={W} stroke={P} />
      <circle cx={132} cy={72} r={5} fill={W} stroke={P} />
      <circle cx={210} cy={76} r={5} fill={W} stroke={P} />
      <path d="M280 62s-18-18-18-32a18 18 0 0 1 36 0c0 14-18 32-18 32z" fill={A} />
      <circle cx={280} cy={30} r={6} fill={W} />
      <g transform="translate(0 59)">
        <SmallTruck />
      </g>
      <path d="M30 150h24M40 162h22M26 174h30" stroke={P} />
    </>
  );
}

function Suite() {
  return (
    <>
      <Stage />
      <path d="M150 176l-6 18h32l-6-18z" fill={L} />
      <rect x={118} y={192} width={84} height={7} rx={3} fill={W} />
      <rect x={40} y={36} width={240} height={142} rx={10} fill={W} />
      <path d="M40 58h240" />
      <g stroke={NO}>
        <circle cx={54} cy={47} r={3} fill={A} />
        <circle cx={64} cy={47} r={3} fill={L} />
        <circle cx={74} cy={47} r={3} fill={L} />
        <rect x={52} y={68} width={64} height={30} rx={5} fill={PS} />
        <rect x={124} y={68} width={64} height={30} rx={5} fill={AS} />
        <rect x={52} y={106} width={136} height={62} rx={5} fill={T} />
        <rect x={60} y={76} width={22} height={5} rx={2} fill={P} />
        <rect x={132} y={76} width={22} height={5} rx={2} fill={A} />
        <rect x={60} y={86} width={40} height={5} rx={2} fill={L} />
        <rect x={132} y={86} width={40} height={5} rx={2} fill={L} />
      </g>
      <path
        d="M64 156v-14M80 156v-24M96 156v-18M112 156v-32M128 156v-26"
        stroke={P}
        strokeWidth={8}
        strokeLinecap="butt"
      />
      <path d="M142 150l12-14 12 6 14-20" stroke={A} strokeWidth={3} />
      <circle cx={234} cy={94} r={24} stroke={PS} strokeWidth={10} />
      <circle
        cx={234}
        cy={94}
        r={24}
        stroke={P}
        strokeWidth={10}
        strokeDasharray="100 151"
        strokeLinecap="butt"
        transform="rotate(-90 234 94)"
      />
      <path d="M206 136h54M206 148h40M206 160h48" stroke={L} strokeWidth={5} />
    </>
  );
}

function Pickup() {
  return (
    <>
      <Stage />
      <rect x={30} y={84} width={150} height={115} fill={W} />
      <g stroke={NO}>
        <path d="M24 66h162v22H24z" fill={W} />
        <path d="M51 66h27v22H51zM105 66h27v22h-27zM159 66h27v22h-27z" fill={A} />
      </g>
      <path d="M24 66h162v22H24z" />
      <rect x={42} y={104} width={52} height={48} rx={2} fill={T} />
      <path d="M52 114l14-0M52 122l8 0" stroke={W} strokeWidth={3} />
      <rect x={110} y={110} width={46} height={89} fill={PS} />
      <circle cx={148} cy={156} r={2.5} fill={INK} />
      <Box x={160} y={170} w={30} h={29} />
      <Box x={164} y={148} w={24} h={22} f={PS} t={P} />
      <path d="M229 140v59M243 140v59" strokeWidth={12} strokeLinecap="butt" />
      <Person
        x={236}
        y={96}
        s={0.55}
        skin="#c98a5e"
        shirt={P}
        hair={<path d="M-26-14c0-16 12-24 26-24s26 8 26 24zM-26-14h-6" fill={P} />}
      />
      <Box x={214} y={124} w={44} h={30} />
      <circle cx={214} cy={142} r={5} fill="#c98a5e" />
      <circle cx={258} cy={142} r={5} fill="#c98a5e" />
    </>
  );
}

function Directo() {
  return (
    <>
      <Stage />
      <rect x={44} y={40} width={104} height={76} rx={3} fill={W} />
      <path d="M96 40v76M44 78h104" />
      <Box x={52} y={54} w={26} h={20} f={PS} t={P} />
      <Box x={104} y={50} w={34} h={24} />
      <Box x={56} y={90} w={32} h={22} />
      <Box x={106} y={96} w={24} h={16} f={PS} t={P} />
      <Mark x={208} y={34} s={30} />
      <Person
        x={226}
        y={104}
        s={0.5}
        skin="#f1c7a5"
        shirt={A}
        hair={
          <path
            d="M-28-6c-4-22 10-34 28-34s32 12 28 34c-6-10-16-16-28-16S-22-16-28-6z"
            fill={INK}
          />
        }
      />
      <rect x={26} y={146} width={268} height={53} fill={W} />
      <rect x={20} y={138} width={280} height={10} rx={3} fill={P} />
      <path d="M40 166h40M40 178h24" stroke={L} strokeWidth={4} />
      <Box x={96} y={108} w={40} h={30} />
      <rect x={150} y={130} width={50} height={8} rx={2} fill={L} />
      <Box x={156} y={104} w={38} h={26} f={PS} t={P} />
    </>
  );
}

function Carriers() {
  return (
    <>
      <Stage />
      <path
        d="M80 60c40 0 36 60 58 60M80 120h58M80 180c40 0 36-60 58-60"
        stroke={P}
        strokeDasharray="2 8"
      />
      {[
        [30, 42, P],
        [30, 102, A],
        [30, 162, INK],
      ].map(([x, y, c]) => (
        <g key={y}>
          <Box x={x as number} y={y as number} w={48} h={36} f={W} t={L} />
          <rect
            x={(x as number) + 28}
            y={(y as number) + 18}
            width={14}
            height={10}
            fill={c as string}
            stroke={NO}
            rx={1}
          />
        </g>
      ))}
      <circle cx={162} cy={120} r={26} fill={P} />
      <Mark x={148} y={106} s={28} />
      <path d="M190 120h26m-8-8 8 8-8 8" stroke={INK} strokeWidth={3} />
      <Box x={226} y={94} w={66} h={54} />
      <g stroke={NO}>
        <rect x={256} y={124} width={28} height={16} rx={2} fill={W} />
        <path d="M260 128h6v8h-6zM268 128h6v8h-6zM276 128h4v8h-4z" fill={P} />
        <path d="M268 128h6v8h-6z" fill={A} />
      </g>
    </>
  );
}

// --------------------------------------------------------------------------------- feature art

function Ecosystem() {
  const nodes: [number, number, ReactNode][] = [
    [
      64,
      60,
      <g key="s">
        <path d="M50 58h28v18H50z" fill={W} />
        <path d="M48 46h32l-2 10H50z" fill={A} />
        <path d="M60 76v-10h8v10" />
      </g>,
    ],
    [
      256,
      60,
      <g key="w">
        <path d="M240 74V54l16-10 16 10v20z" fill={W} />
        <path d="M248 74V62h16v12M248 68h16" />
      </g>,
    ],
    [
      64,
      184,
      <g key="t">
        <path d="M44 174h24v20H44z" fill={W} />
        <path d="M68 180h8l6 7v7H68z" fill={P} />
        <circle cx={52} cy={196} r={4} fill={INK} />
        <circle cx={74} cy={196} r={4} fill={INK} />
      </g>,
    ],
    [
      256,
      184,
      <g key="c">
        <circle cx={256} cy={176} r={8} fill="#f1c7a5" />
        <path d="M240 200c0-10 7-14 16-14s16 4 16 14" fill={P} />
      </g>,
    ],
  ];
  return (
    <>
      <circle cx={160} cy={122} r={104} fill={T} stroke={NO} />
      <path d="M64 60l96 62 96-62M64 184l96-62 96 62" stroke={P} strokeDasharray="2 8" />
      <g fill={A} stroke={NO}>
        <rect x={104} y={82} width={10} height={10} rx={2} />
        <rect x={204} y={152} width={10} height={10} rx={2} />
      </g>
      <circle cx={160} cy={122} r={36} fill={W} />
      <Mark x={138} y={100} s={44} />
      {nodes.map(([x, y, icon]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={30} fill={W} />
          {icon}
        </g>
      ))}
    </>
  );
}

function SuiteDashboard() {
  return (
    <>
      <circle cx={160} cy={116} r={104} fill={T} stroke={NO} />
      <rect x={56} y={40} width={208} height={136} rx={10} fill={INK} />
      <rect x={64} y={48} width={192} height={120} rx={4} fill={W} stroke={NO} />
      <path d="M28 178h264l-12 16H40z" fill={L} />
      <g stroke={NO}>
        <rect x={64} y={48} width={36} height={120} fill={PS} />
        <rect x={72} y={58} width={20} height={20} rx={5} fill={P} />
        <path d="M74 90h18v4H74zM74 102h18v4H74zM74 114h18v4H74z" fill={W} />
        <rect x={108} y={56} width={44} height={26} rx={4} fill={AS} />
        <rect x={158} y={56} width={44} height={26} rx={4} fill={PS} />
        <rect x={208} y={56} width={40} height={26} rx={4} fill={T} />
        <rect x={114} y={64} width={18} height={4} rx={2} fill={A} />
        <rect x={164} y={64} width={18} height={4} rx={2} fill={P} />
        <rect x={214} y={64} width={18} height={4} rx={2} fill={INK} />
      </g>
      <path d="M112 154l22-22 18 10 22-24 20 8 24-20 26 10" stroke={P} strokeWidth={3} />
      <path d="M112 160h136" stroke={L} />
      <circle cx={174} cy={118} r={4} fill={A} stroke={W} />
      <g transform="translate(236 118)">
        <rect width={56} height={40} rx={8} fill={W} />
        <circle cx={16} cy={20} r={8} fill={A} stroke={NO} />
        <path d="M12 20l3 3 5-6" stroke={W} />
        <path d="M30 16h16M30 24h10" stroke={L} strokeWidth={4} />
      </g>
    </>
  );
}

function IntegrationsHub() {
  const tiles: [number, number, string, ReactNode][] = [
    [28, 34, W, <path key="a" d="M-8-4h16l-2 14H-6zM-4-4v-3a4 4 0 0 1 8 0v3" fill={AS} />],
    [28, 98, PS, <path key="b" d="M-11-8h4l4 14h11l3-10H-5M-2 11v0M7 11v0" />],
    [28, 162, W, <path key="c" d="M-11-2h22v12h-22zM-12-10h24l1 8h-26zM-3 10V3h6v7" fill={W} />],
    [248, 34, AS, <path key="d" d="M-10-10h10l11 11-10 10-11-11zM-5-5v0" fill={W} />],
    [248, 98, W, <path key="e" d="M-12-9h24v18h-24zM-12-3h24M-8-6v0M-4-6v0" fill={PS} />],
    [
      248,
      162,
      PS,
      <path
        key="f"
        d="M0-11a11 11 0 1 0 0 22 11 11 0 1 0 0-22zM-11 0h22M0-11c-6 6-6 16 0 22c6-6 6-16 0-22"
      />,
    ],
  ];
  return (
    <>
      <circle cx={160} cy={120} r={104} fill={T} stroke={NO} />
      <path
        d="M72 56c50 0 40 64 88 64s38-64 88-64M72 120h176M72 184c50 0 40-64 88-64s38 64 88 64"
        stroke={P}
      />
      <rect x={126} y={86} width={68} height={68} rx={18} fill={P} />
      <g stroke={W} strokeWidth={3}>
        <path d="M152 100v12M168 100v12M146 112h28v8a14 14 0 0 1-28 0zM160 134v10" />
      </g>
      <circle cx={160} cy={120} r={44} stroke={A} strokeDasharray="2 8" />
      {tiles.map(([x, y, f, icon]) => (
        <g key={y * 1000 + x} transform={`translate(${x} ${y})`}>
          <rect width={44} height={44} rx={12} fill={f} />
          <g transform="translate(22 22)">{icon}</g>
        </g>
      ))}
    </>
  );
}

// ------------------------------------------------------------------------- portraits (240x240)

function Portrait({
  bg,
  skin,
  shirt,
  hair,
  extra,
  box,
}: {
  bg: string;
  skin: string;
  shirt: string;
  hair: ReactNode;
  extra?: ReactNode;
  box: ReactNode;
}) {
  return (
    <>
      <circle cx={120} cy={120} r={104} fill={bg} stroke={NO} />
      <Person x={120} y={92} skin={skin} shirt={shirt} hair={hair} />
      {extra}
      <rect x={22} y={178} width={196} height={12} rx={4} fill={W} />
      {box}
    </>
  );
}

function Testimonial1() {
  return (
    <Portrait
      bg={T}
      skin="#c98a5e"
      shirt={P}
      hair={
        <path
          d="M-27-12c-2-20 10-30 27-30s29 10 27 30c-8-4-16-14-18-18-8 10-22 16-36 18z"
          fill={INK}
        />
      }
      box={
        <>
          <Box x={70} y={132} w={100} h={46} />
          <circle cx={70} cy={150} r={8} fill="#c98a5e" />
          <circle cx={170} cy={150} r={8} fill="#c98a5e" />
        </>
      }
    />
  );
}

function Testimonial2() {
  return (
    <Portrait
      bg={AS}
      skin="#f1c7a5"
      shirt={A}
      hair={
        <>
          <circle cy={-42} r={12} fill="#7a4a2a" />
          <path
            d="M-27-4c-4-24 10-34 27-34s31 10 27 34c-6-14-14-20-27-20s-21 6-27 20z"
            fill="#7a4a2a"
          />
        </>
      }
      extra={<path d="M88 126v40h64v-40" fill={W} stroke={INK} />}
      box={
        <>
          <Box x={52} y={144} w={62} h={34} f={PS} t={P} />
          <Box x={122} y={134} w={70} h={44} />
          <rect x={134} y={154} width={22} height={14} rx={2} fill={W} />
        </>
      }
    />
  );
}

function Testimonial3() {
  return (
    <Portrait
      bg={PS}
      skin="#8d5a3b"
      shirt={INK}
      hair={
        <g fill={INK}>
          <circle cx={-20} cy={-24} r={12} />
          <circle cx={-4} cy={-34} r={13} />
          <circle cx={14} cy={-32} r={12} />
          <circle cx={24} cy={-18} r={9} />
        </g>
      }
      extra={
        <g transform="translate(120 92)" stroke={W} strokeWidth={2}>
          <circle cx={-9} cy={-6} r={7} />
          <circle cx={9} cy={-6} r={7} />
          <path d="M-2-6h4" />
        </g>
      }
      box={
        <>
          <Box x={40} y={142} w={56} h={36} />
          <Box x={48} y={112} w={40} h={30} f={W} t={P} />
          <rect x={120} y={146} width={76} height={32} rx={6} fill={W} />
          <rect x={128} y={154} width={40} height={6} rx={3} fill={A} stroke={NO} />
          <rect x={128} y={164} width={24} height={6} rx={3} fill={L} stroke={NO} />
        </>
      }
    />
  );
}

// ---------------------------------------------------------------------------------- registry

const SCENES = {
  "service-fulfillment": Fulfillment,
  "service-last-mile": LastMile,
  "service-b2b": B2B,
  "service-dedicated": Dedicated,
  "service-suite": Suite,
  "service-pickup": Pickup,
  "service-directo": Directo,
  "service-carriers": Carriers,
  "fleet-small-van": SmallVan,
  "fleet-large-van": LargeVan,
  "fleet-small-truck": SmallTruck,
  "fleet-large-truck": LargeTruck,
  "fleet-semi-trailer": SemiTrailer,
  ecosystem: Ecosystem,
  "suite-dashboard": SuiteDashboard,
  "integrations-hub": IntegrationsHub,
  "testimonial-1": Testimonial1,
  "testimonial-2": Testimonial2,
  "testimonial-3": Testimonial3,
} satisfies Record<IllustrationName, () => ReactNode>;

export { ILLUSTRATION_NAMES, isIllustrationName, type IllustrationName } from "./names.ts";

/** Renders the named illustration, or nothing for an unknown name. Decorative (aria-hidden). */
export function Illustration({ name, className }: { name: string; className?: string }) {
  if (!isIllustrationName(name)) return null;
  const Scene = SCENES[name];
  const { width, height } = illustrationSize(name);
  return (
    <Svg viewBox={`0 0 ${width} ${height}`} className={className}>
      {name.startsWith("fleet-") ? <FleetRoad /> : null}
      <Scene />
    </Svg>
  );
}
