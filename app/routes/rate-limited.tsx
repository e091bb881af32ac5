import { Hourglass } from "../components/ui/icons.ts";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { i18n } from "../i18n/i18n.ts";
import { pageRequestOf } from "../lib/page-request.ts";
import type { Route } from "./+types/rate-limited";

/**
 * The page the server answers, with a 429 and Retry-After, to a tracking result or a quote once
 * the visitor's address has spent its budget (RATE_LIMITED_PAGE_PATH). Only prerendered: asked
 * for at its own path, it is an unknown path like any other.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (pageRequestOf(context)) throw redirect("/");
  return null;
}

export const meta = () => [
  { title: i18n.t("common:rateLimited.documentTitle") },
  { name: "robots", content: "noindex" },
];

export default function RateLimitedPage() {
  const { t } = useTranslation("common");
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="rounded-panel border border-line bg-white p-8 text-center shadow-soft sm:p-12">
          <Hourglass aria-hidden="true" className="mx-auto size-12 text-accent-strong" />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t("rateLimited.title")}
          </h1>
          <p className="mx-auto mt-3 max-w-md text-ink-soft">{t("rateLimited.description")}</p>
          {/* An empty href is this very address: the same parcel or quote, asked again. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- "" is a navigable address */}
          <a
            href=""
            className="mt-8 inline-flex min-h-11 items-center justify-center rounded-control bg-primary px-6 font-semibold text-white hover:bg-primary-strong"
          >
            {t("rateLimited.retry")}
          </a>
        </div>
      </div>
    </section>
  );
}
