import { Link2 } from "../../components/ui/icons.ts";
import { useTranslation } from "react-i18next";
import { copyLink, copyLinkView } from "./copy-link.ts";

/** "Copy link", then "Link copied" once the address is on the clipboard. */
export function CopyLinkButton() {
  const { t } = useTranslation("tracking");
  return (
    <button
      type="button"
      {...copyLink.root()}
      {...copyLinkView(false)}
      className="group inline-flex min-h-11 items-center gap-2 rounded-control border border-line px-4 font-semibold text-ink hover:border-primary hover:text-primary"
    >
      <Link2 aria-hidden="true" className="size-5" />
      <span className="group-data-[copied=true]:hidden">{t("details.copyLink")}</span>
      <span className="hidden group-data-[copied=true]:inline">{t("details.linkCopied")}</span>
    </button>
  );
}
