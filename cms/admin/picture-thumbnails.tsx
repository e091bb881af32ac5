/**
 * The picture picker's drawings (cms/picture-picker.ts), each by the site's own component, from
 * the same sprite and with the same classes, so the editor shows what the page shows. The name
 * the editor gives a customer's mark stands where the page writes the customer's; an icon and an
 * illustration show their picture and, under it, their name.
 */
import "./picture-thumbnails.css";
import { Illustration } from "../../app/components/illustrations/Illustration.tsx";
import { SocialIcon } from "../../app/components/layout/SocialIcon.tsx";
import { SOCIAL_ICON_NAMES } from "../../app/components/layout/social-icons.ts";
import { BrandLogo } from "../../app/components/logos/BrandLogo.tsx";
import { Icon } from "../../app/components/ui/Icon.tsx";
import type { DrawPicture, PictureKind } from "../picture-picker.ts";

const isSocial = (name: string) => (SOCIAL_ICON_NAMES as readonly string[]).includes(name);

const named = (picture: React.ReactNode, label: string) => (
  <>
    {picture}
    <span className="anden-picture-name">{label}</span>
  </>
);

export const drawPictures: Record<PictureKind, DrawPicture> = {
  logo: (name, label) => <BrandLogo name={name} label={label} />,
  icon: (name, label) =>
    named(
      isSocial(name) ? <SocialIcon name={name} /> : <Icon name={name} width={24} height={24} />,
      label,
    ),
  illustration: (name, label) =>
    named(<Illustration name={name} className="anden-picture-illustration" />, label),
};
