/**
 * The icons the content may name (an `icon` field): Icon.tsx draws each, and the content editor
 * offers exactly these (cms/fields.ts). Plain TypeScript, so the editor and the content check read
 * the list without React.
 */
export const ICON_NAMES = [
  "package",
  "truck",
  "boxes",
  "route",
  "layout-dashboard",
  "warehouse",
  "clock",
  "map-pin",
  "shield-check",
  "chart-line",
  "plug",
  "zap",
  "refresh-ccw",
  "headset",
  "badge-percent",
  "calendar-clock",
  "store",
  "scan-barcode",
  "package-check",
  "users",
  "building-2",
  "globe",
  "wallet",
  "clipboard-list",
  "smartphone",
  "timer",
  "handshake",
  "layers",
  "bell",
  "file-text",
  "repeat",
  "sparkles",
  "leaf",
  "target",
  "container",
  "forklift",
  "navigation",
  "shopping-cart",
  "receipt",
  "undo-2",
  "calendar-check",
  "calculator",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export const isIconName = (name: string): name is IconName =>
  (ICON_NAMES as readonly string[]).includes(name);
