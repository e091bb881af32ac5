import { useTranslation } from "react-i18next";
import type { PageId } from "../../lib/page-meta.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";

/** The opening block of a page: eyebrow, h1, description and a button to the contact page. */
export function PageHeader({
  page,
  showContactButton = true,
}: {
  page: PageId;
  showContactButton?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-tint to-surface">
      <div className="mx-auto max-w-(--container-content) px-4 pt-16 pb-20 sm:px-6 lg:px-8 lg:pt-24 lg:pb-28">
        <p className="text-sm font-bold uppercase tracking-wider text-primary">
          {t(`pages.${page}.eyebrow`)}
        </p>
        <h1 className="mt-3 max-w-3xl text-display font-extrabold text-ink">
          {t(`pages.${page}.title`)}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-soft">{t(`pages.${page}.description`)}</p>
        {showContactButton ? (
          <div className="mt-8">
            <ButtonLink to="/contacto">{t(`pages.${page}.cta`)}</ButtonLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
