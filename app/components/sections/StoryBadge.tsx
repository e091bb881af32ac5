import { useTranslation } from "react-i18next";

/** Marks a story whose customer and figures are invented to show the site (`sample`, ADR 56). */
export function StoryBadge() {
  const { t } = useTranslation("pages");
  return (
    <span className="inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-wide text-accent-strong uppercase">
      {t("stories.illustrative")}
    </span>
  );
}
