import { spriteIcon, type IconProps } from "../sprite/SpriteSvg.tsx";
import { ICON_NAMES, isIconName, type IconName } from "./icon-names.ts";

/**
 * The icons the content may name (icon-names.ts), lucide's by their names, drawn from the sprite
 * (ADR 53), whose symbols carry the same names (a type error if one is missing there).
 */
const ICONS = Object.fromEntries(
  ICON_NAMES.map((name: IconName) => [name, spriteIcon(name)]),
) as Record<IconName, ReturnType<typeof spriteIcon>>;

export { ICON_NAMES, isIconName, type IconName };

export function Icon({ name, ...props }: { name: string } & IconProps) {
  if (!isIconName(name)) return null;
  const Component = ICONS[name];
  return <Component strokeWidth={1.75} {...props} />;
}
