import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A link that opens in a new tab and says so to assistive technology. */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t("opensInNewTab")}</span>
    </a>
  );
}
