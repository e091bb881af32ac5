import { SpriteSvg } from "../sprite/SpriteSvg.tsx";

const SYMBOLS = {
  linkedin: "social-linkedin",
  instagram: "social-instagram",
  youtube: "social-youtube",
} as const;

/** Simple line glyphs for the social profiles (symbols of the sprite), in the lucide stroke style. */
export function SocialIcon({ name }: { name: string }) {
  if (!Object.hasOwn(SYMBOLS, name)) return null;
  return (
    <SpriteSvg
      symbol={SYMBOLS[name as keyof typeof SYMBOLS]}
      width={20}
      height={20}
      strokeWidth={1.75}
      aria-hidden="true"
    />
  );
}
