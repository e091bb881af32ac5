import { Search } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_MIN_LENGTH,
} from "../../../domain/tracking/number.ts";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { SERVER_TRACKING_SEARCH, trackingSearch, trackingSearchView } from "./tracking-search.ts";
import { DISABLED_BUTTON } from "../../components/ui/ButtonLink.tsx";
import { pagePath } from "../../lib/page-path.ts";

/**
 * The main screen: a tracking number and Search. The form works as it is, through
 * /tracking/buscar; its behaviour keeps Search disabled until the field is edited (unless
 * `searchAsIs`: the error screen keeps the number searched, and a failed lookup may be retried as
 * it is), shows the spinner and opens /tracking/NUMBER. `children` opens the card (the error
 * screen's message).
 */
export function TrackingSearch({
  number,
  searchAsIs = false,
  submitLabel,
  children,
}: {
  number?: string;
  searchAsIs?: boolean;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("tracking");
  const inputId = useId();
  const view = trackingSearchView(SERVER_TRACKING_SEARCH);
  const trackingPath = pagePath("tracking");

  return (
    <div
      {...trackingSearch.root({ searchAsIs, trackingPath })}
      {...view.root}
      className="group/search"
    >
      <form
        {...trackingSearch.part("form")}
        method="get"
        action={`${trackingPath}/buscar`}
        className="rounded-3xl border border-line bg-white p-6 shadow-soft group-data-[searching=true]/search:hidden sm:p-10"
      >
        {children}
        <label htmlFor={inputId} className="block font-semibold">
          {t("main.label")}
        </label>
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            {...trackingSearch.part("field")}
            name="numero"
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            minLength={TRACKING_NUMBER_MIN_LENGTH}
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            pattern="[A-Za-z0-9\-]+"
            defaultValue={number}
            placeholder={t("main.placeholder")}
            aria-describedby={`${inputId}-hint`}
            className="block w-full min-w-0 flex-1 rounded-xl border border-line bg-white px-4 py-3 text-lg tracking-wide text-ink uppercase placeholder:normal-case placeholder:tracking-normal placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
          />
          <button
            type="submit"
            {...trackingSearch.part("submit")}
            {...view.submit}
            className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary px-6 font-semibold whitespace-nowrap text-white hover:bg-primary-strong ${DISABLED_BUTTON}`}
          >
            <Search aria-hidden="true" className="size-5" />
            {submitLabel ?? t("main.submit")}
          </button>
        </div>
        <p id={`${inputId}-hint`} className="mt-2 text-sm text-ink-soft">
          {t("main.hint")}
        </p>
      </form>
      <div className="hidden group-data-[searching=true]/search:block">
        <Spinner label={t("main.searching")} />
      </div>
    </div>
  );
}
