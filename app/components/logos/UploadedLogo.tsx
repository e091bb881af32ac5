import { LOGO_BOX, logoFileUrl } from "../../../domain/logo-files.ts";

/**
 * A logo marketing uploaded (ADR 64), in place of a built-in mark: an image in the strips' logo
 * box, proportions kept inside it, so nothing moves when it arrives; fetched only as it nears the
 * screen (every logo list sits below the first screen). Decorative, like BrandLogo: the caller
 * supplies the accessible name.
 */
export function UploadedLogo({ file, className }: { file: string; className?: string }) {
  return (
    <img
      src={logoFileUrl(file)}
      alt=""
      width={LOGO_BOX.width}
      height={LOGO_BOX.height}
      loading="lazy"
      decoding="async"
      className={["h-6 w-32 object-contain", className].filter(Boolean).join(" ")}
    />
  );
}
