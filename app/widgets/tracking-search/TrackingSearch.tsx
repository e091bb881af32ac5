import { RotateCcw, Search } from "../../components/ui/icons.ts";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_MIN_LENGTH,
} from "../../../domain/tracking/number.ts";
import { Spinner } from "../../components/ui/Spinner.tsx";
import {
  describedIds,
  SERVER_TRACKING_SEARCH,
  trackingSearch,
  trackingSearchView,
  type TrackingSearchOptions,
} from "./tracking-search.ts";
import { buttonClassName, DISABLED_BUTTON } from "../../components/ui/ButtonLink.tsx";
import { fragment, pagePath, queryName, subRoutePath } from "../../lib/page-path.ts";

const CARD = "rounded-panel border border-line bg-white p-6 shadow-soft sm:p-10";

/**
 * The main screen: a tracking number and Search. The form works as it is, through the search
 * route (/tracking/buscar, /tracking/search in the US; never a browser's own validation bubble:
 * `noValidate`, and the server answers a number that cannot be one with its page); its behaviour
 * keeps Search disabled until the field is edited (unless `searchAsIs`), checks the number as the
 * server will, says what is wrong beside the field, shows the spinner and opens /tracking/NUMBER.
 *
 * With an `errorScreen` (the error page), that screen comes first, with a retry link back to this
 * search, the number kept in it and Search enabled (spec: the error button returns to the main
 * screen). The link targets the search, and CSS (`:target`) swaps the screens, so it works
 * without JavaScript too; the behaviour moves the focus to the field.
 */
export function TrackingSearch({
  number,
  searchAsIs = false,
  error = "",
  errorScreen,
}: {
  number?: string;
  searchAsIs?: boolean;
  /** The field's error as the server found it (an empty search sent without JavaScript). */
  error?: string;
  errorScreen?: ReactNode;
}) {
  const { t } = useTranslation("tracking");
  const inputId = useId();
  const ids = describedIds(inputId);
  const view = trackingSearchView({ ...SERVER_TRACKING_SEARCH, error }, ids);
  const trackingPath = pagePath("tracking");
  // The retry link's target: the search, on the error page.
  const searchAgain = fragment("searchAgain");
  const options: TrackingSearchOptions = {
    searchAsIs,
    trackingPath,
    errors: { required: t("main.required"), invalid: t("error.invalidDescription") },
  };

  return (
    <div
      {...trackingSearch.root(options)}
      {...view.root}
      id={errorScreen ? searchAgain : undefined}
      className="group/search scroll-mt-28"
    >
      {errorScreen ? (
        <div
          data-testid="tracking-error"
          className={`${CARD} group-target/search:hidden group-data-[searching=true]/search:hidden`}
        >
          {errorScreen}
          <a
            href={`#${searchAgain}`}
            {...trackingSearch.part("retry")}
            className={`${buttonClassName("secondary")} mt-6 w-full sm:ml-12 sm:w-auto`}
          >
            <RotateCcw aria-hidden="true" className="size-5" />
            {t("error.retry")}
          </a>
        </div>
      ) : null}
      <form
        {...trackingSearch.part("form")}
        method="get"
        action={subRoutePath("trackingSearch")}
        noValidate
        className={`${CARD} group-data-[searching=true]/search:hidden ${errorScreen ? "hidden group-target/search:block" : ""}`}
      >
        <label htmlFor={inputId} className="block font-semibold">
          {t("main.label")}
        </label>
        {/* The error, then the hint, right under the field (both describe it): between it and
            Search on a phone, under both on wider screens. */}
        <div className="mt-1.5 grid gap-x-3 sm:grid-cols-[minmax(0,1fr)_auto]">
          <input
            id={inputId}
            {...trackingSearch.part("field")}
            name={queryName("number")}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            minLength={TRACKING_NUMBER_MIN_LENGTH}
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            defaultValue={number}
            placeholder={t("main.placeholder")}
            {...view.field}
            className="block w-full min-w-0 rounded-control border border-line bg-white px-4 py-3 text-lg tracking-wide text-ink uppercase placeholder:normal-case placeholder:tracking-normal placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger sm:col-start-1 sm:row-start-1"
          />
          <p
            id={ids.error}
            {...trackingSearch.part("error")}
            aria-live="polite"
            className="mt-2 text-sm font-medium text-danger empty:mt-0 sm:col-span-2 sm:row-start-2"
          >
            {error}
          </p>
          <p id={ids.hint} className="mt-2 text-sm text-ink-soft sm:col-span-2 sm:row-start-3">
            {t("main.hint")}
          </p>
          <button
            type="submit"
            {...trackingSearch.part("submit")}
            {...view.submit}
            className={`mt-3 inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-primary px-6 font-semibold whitespace-nowrap text-white hover:bg-primary-strong sm:col-start-2 sm:row-start-1 sm:mt-0 ${DISABLED_BUTTON}`}
          >
            <Search aria-hidden="true" className="size-5" />
            {t("main.submit")}
          </button>
        </div>
      </form>
      <div className="hidden group-data-[searching=true]/search:block">
        <Spinner label={t("main.searching")} />
      </div>
    </div>
  );
}
