import type { PanelView, StopState } from "../../../domain/services/suite-panel.ts";
import { COLORS, FONTS } from "../../../domain/design-tokens.ts";

/*
 * The van's route on the technology suite's panel as a schematic map, a file the panel draws
 * (ADR 53): the streets, a park, the depot, the stops numbered and coloured by state, the road
 * travelled in full and the road ahead dotted, and the van at the corner before its current
 * stop. Decorative: the stop list beside it says the same. Drawn as an image, it reaches none of
 * the page's styles: colours as values, and the stops' numbers in the site's font stack, which
 * falls back to the system's sans-serif where the brand font is not installed.
 */

/** The map's size in its units. */
export const ROUTE_MAP_SIZE = { width: 320, height: 176 } as const;

/** The streets, and the van's way along them from the depot (the first point). */
const MAJOR_STREETS = "M0 58h320M0 126h320M82 0v176M170 0v176M232 0v176M0 12l320 150";
const MINOR_STREETS = "M0 94h320M42 0v176M124 0v176M282 0v176";
const WAY: readonly (readonly [number, number])[] = [
  [42, 154],
  [42, 126],
  [62, 126],
  [82, 126],
  [82, 106],
  [82, 94],
  [104, 94],
  [124, 94],
  [124, 74],
  [124, 58],
  [148, 58],
  [170, 58],
  [170, 70],
  [170, 94],
  [204, 94],
  [232, 94],
  [232, 74],
  [232, 58],
  [282, 58],
  [282, 30],
];
/** The points of the way where the stops are. */
const STOPS_ON_WAY = [2, 4, 6, 8, 10, 12, 14, 16, 19];

/** Each stop's pin: delivered in blue, the current one in orange, the rest outlined. */
const PINS: Record<StopState, { fill: string; stroke?: string; number: string }> = {
  delivered: { fill: COLORS.primary, number: COLORS.surface },
  current: { fill: COLORS["accent-strong"], number: COLORS.surface },
  upcoming: { fill: COLORS.surface, stroke: COLORS.primary, number: COLORS.primary },
};

const WHITE = COLORS.surface;

export function SuiteRouteMap({ stops }: { stops: PanelView["route"]["stops"] }) {
  const current = stops.findIndex((stop) => stop.state === "current");
  // The van: on the corner before its current stop, or back at the end of the way.
  const vanAt = current === -1 ? WAY.length - 1 : STOPS_ON_WAY[current]! - 1;
  const [depot, van] = [WAY[0]!, WAY[vanAt]!];
  const points = stops.map((stop, index) => ({ ...stop, at: WAY[STOPS_ON_WAY[index]!]! }));
  return (
    <svg
      viewBox={`0 0 ${ROUTE_MAP_SIZE.width} ${ROUTE_MAP_SIZE.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={320} height={176} fill={COLORS.tint} />
      <rect
        x={178}
        y={134}
        width={46}
        height={34}
        rx={6}
        fill={COLORS["success-soft"]}
        stroke={COLORS.success}
        strokeOpacity={0.3}
      />
      <g fill="none" stroke={WHITE}>
        <path d={MAJOR_STREETS} strokeWidth={7} />
        <path d={MINOR_STREETS} strokeWidth={3} />
      </g>
      <g fill="none" stroke={COLORS.primary} strokeLinecap="round" strokeLinejoin="round">
        <polyline points={WAY.slice(vanAt).join(" ")} strokeWidth={2.5} strokeDasharray="1 6" />
        <polyline points={WAY.slice(0, vanAt + 1).join(" ")} strokeWidth={3.5} />
      </g>
      <rect x={depot[0] - 10} y={depot[1] - 10} width={20} height={20} rx={5} fill={COLORS.ink} />
      <path d={`M${depot[0] - 5} ${depot[1] + 5}v-6l5-4 5 4v6z`} fill={WHITE} />
      {current === -1 ? null : (
        <circle
          cx={points[current]!.at[0]}
          cy={points[current]!.at[1]}
          r={16}
          fill={COLORS.accent}
          fillOpacity={0.25}
        />
      )}
      <g stroke={WHITE} strokeWidth={2}>
        {points.map(({ number, state, at: [x, y] }) => (
          <circle
            key={number}
            cx={x}
            cy={y}
            r={state === "current" ? 11 : 9.5}
            fill={PINS[state].fill}
            stroke={PINS[state].stroke}
          />
        ))}
      </g>
      <g fontFamily={FONTS.sans} fontSize={10} fontWeight={700} textAnchor="middle">
        {points.map(({ number, state, at: [x, y] }) => (
          <text key={number} x={x} y={y + 3.5} fill={PINS[state].number}>
            {number}
          </text>
        ))}
      </g>
      <g transform={`translate(${van[0]} ${van[1]})`}>
        <circle r={12} fill={WHITE} stroke={COLORS.line} />
        <path d="M-7-4h8v7h-8zM1-1h3.5l2.5 2.5V3H1z" fill={COLORS.ink} />
        <g fill={WHITE} stroke={COLORS.ink}>
          <circle cx={-4} cy={4} r={1.8} />
          <circle cx={4} cy={4} r={1.8} />
        </g>
      </g>
    </svg>
  );
}
