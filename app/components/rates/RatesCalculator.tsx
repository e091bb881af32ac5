import "../../lib/zod-browser.ts";
import { Calculator } from "lucide-react";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { sortQuotes, type Quote } from "../../../server/rates/engine.ts";
import {
  chargeableWeightKg,
  MAX_DIMENSION_CM,
  MAX_WEIGHT_KG,
  ratesRequestSchema,
} from "../../../server/rates/schema.ts";
import { fieldErrors } from "../../../server/field-errors.ts";
import { market } from "../../i18n/i18n.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Spinner } from "../ui/Spinner.tsx";
import { RateCard } from "./RateCard.tsx";
import {
  fillBlanks,
  isCompleteQuery,
  sortFromQuery,
  valuesFromQuery,
  valuesInForm,
  type RateField,
  type RateFormValues,
  type SortOrder,
} from "./rates-query.ts";

interface RatesResponse {
  currency: string;
  quotes: Quote[];
  cheapestId?: string;
  fastestId?: string;
}

type SearchState =
  | { kind: "initial" }
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "results"; response: RatesResponse };

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-red-700";

const NO_QUERY = new URLSearchParams();

/**
 * The rate calculator. The request lives in the URL, so a quote can be shared and reloaded; the
 * chargeable weight is shown as the visitor types.
 */
export function RatesCalculator() {
  const { t } = useTranslation("rates");
  const [liveParams, setParams] = useSearchParams();
  // The page is prerendered without a query, so until hydration is over the calculator renders as
  // the server did; then it reads the query (a shared quote) and fills the form from it once.
  const hydrated = useHydrated();
  const params = hydrated ? liveParams : NO_QUERY;
  const [values, setValues] = useState<RateFormValues>(() => valuesFromQuery(params));
  const [filledFromQuery, setFilledFromQuery] = useState(hydrated);
  if (hydrated && !filledFromQuery) {
    setFilledFromQuery(true);
    setValues((current) => fillBlanks(current, valuesFromQuery(liveParams)));
  }
  const formRef = useRef<HTMLFormElement>(null);
  // What the visitor typed before the page hydrated is in the inputs but not in the state: React
  // leaves the inputs as they are when it hydrates. It is taken into the state once, and wins over
  // a query the URL may carry.
  useLayoutEffect(() => {
    if (formRef.current) {
      const typed = valuesInForm(formRef.current);
      setValues((current) => fillBlanks(typed, current));
    }
  }, []);
  const [errors, setErrors] = useState<Partial<Record<RateField, string[]>>>({});
  const [retryCount, setRetryCount] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; response?: RatesResponse } | null>(null);
  const schema = useMemo(() => ratesRequestSchema(market.id), []);
  const sort = sortFromQuery(params);
  const formId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const query = valuesFromQuery(params);
  const complete = isCompleteQuery(query);
  const requestKey = `${new URLSearchParams(query)}#${retryCount}`;

  useEffect(() => {
    if (!complete) return;
    const controller = new AbortController();
    const search = requestKey.slice(0, requestKey.lastIndexOf("#"));
    fetch(`/api/rates?${search}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`rates answered ${response.status}`);
        setOutcome({ key: requestKey, response: (await response.json()) as RatesResponse });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Rates request failed", error);
        setOutcome({ key: requestKey });
      });
    return () => controller.abort();
  }, [complete, requestKey]);

  const state: SearchState = !complete
    ? { kind: "initial" }
    : outcome?.key !== requestKey
      ? { kind: "loading" }
      : outcome.response
        ? { kind: "results", response: outcome.response }
        : { kind: "error" };

  const chargeable = useMemo(() => {
    const dims = {
      length: Number(values.length),
      height: Number(values.height),
      width: Number(values.width),
    };
    return Object.values(dims).every((n) => Number.isFinite(n) && n > 0)
      ? chargeableWeightKg(dims)
      : null;
  }, [values.length, values.height, values.width]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error) as Partial<Record<RateField, string[]>>);
      return;
    }
    setErrors({});
    const next = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    if (sort !== "cheapest") next.set("sort", sort);
    setParams(next, { preventScrollReset: true });
    // On a phone the results sit below the form: bring them into view.
    if (!window.matchMedia("(min-width: 1024px)").matches) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      resultsRef.current?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    }
  };

  const setSort = (order: SortOrder) => {
    const next = new URLSearchParams(params);
    next.set("sort", order);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const errorFor = (field: RateField) => {
    const code = errors[field]?.[0];
    if (!code) return null;
    const max = field === "weight" ? MAX_WEIGHT_KG[market.id] : MAX_DIMENSION_CM[market.id];
    return t(`errors.${code}` as "errors.required", { max });
  };

  const field = (name: RateField, label: string, placeholder: string, numeric: boolean) => (
    <div>
      <label htmlFor={`${formId}-${name}`} className="font-semibold">
        {label}
      </label>
      <input
        id={`${formId}-${name}`}
        name={name}
        inputMode={numeric ? "decimal" : "numeric"}
        autoComplete={numeric ? "off" : "postal-code"}
        placeholder={placeholder}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${formId}-${name}-error` : undefined}
        className={inputClass}
      />
      <p
        id={`${formId}-${name}-error`}
        aria-live="polite"
        className="mt-1 min-h-5 text-sm font-medium text-red-700"
      >
        {errorFor(name)}
      </p>
    </div>
  );

  const quotes = state.kind === "results" ? sortQuotes(state.response.quotes, sort) : [];
  const contractQuery = new URLSearchParams(valuesFromQuery(params)).toString();

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="h-fit rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8"
      >
        <h2 className="text-2xl font-extrabold tracking-tight">{t("form.title")}</h2>
        <p className="mt-1 text-ink-soft">{t("form.description")}</p>
        <div className="mt-6 grid grid-cols-2 gap-x-4">
          {field("origin", t("form.origin.label"), t("form.origin.placeholder"), false)}
          {field(
            "destination",
            t("form.destination.label"),
            t("form.destination.placeholder"),
            false,
          )}
        </div>
        <fieldset className="mt-2">
          <legend className="font-semibold">{t("form.dimensions")}</legend>
          <div className="mt-1 grid grid-cols-3 gap-x-3">
            {field("length", t("form.length"), "30", true)}
            {field("height", t("form.height"), "20", true)}
            {field("width", t("form.width"), "15", true)}
          </div>
        </fieldset>
        {field("weight", t("form.weight.label"), t("form.weight.placeholder"), true)}
        <div className="rounded-2xl bg-tint p-4" aria-live="polite">
          <p className="flex items-center justify-between gap-3 font-semibold">
            <span>{t("form.chargeable.label")}</span>
            <span data-testid="chargeable-weight">
              {chargeable === null
                ? t("form.chargeable.empty")
                : t("form.chargeable.value", { value: chargeable })}
            </span>
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {t("form.chargeable.explanation", { divisor: 4000 })}
          </p>
        </div>
        <button
          type="submit"
          disabled={state.kind === "loading"}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-primary px-6 font-semibold text-white hover:bg-primary-strong disabled:opacity-60"
        >
          <Calculator aria-hidden="true" className="size-5" />
          {state.kind === "loading" ? t("form.searching") : t("form.submit")}
        </button>
      </form>

      <section
        ref={resultsRef}
        aria-live="polite"
        aria-busy={state.kind === "loading"}
        className="scroll-mt-24"
      >
        {state.kind === "initial" ? (
          <div className="rounded-3xl border border-dashed border-line p-8 text-center">
            <h2 className="text-xl font-bold">{t("initial.title")}</h2>
            <p className="mt-2 text-ink-soft">{t("initial.description")}</p>
          </div>
        ) : state.kind === "loading" ? (
          <Spinner label={t("form.searching")} />
        ) : state.kind === "error" ? (
          <div className="rounded-3xl border border-line p-8 text-center">
            <h2 className="text-xl font-bold">{t("error.title")}</h2>
            <p className="mt-2 text-ink-soft">{t("error.description")}</p>
            <button
              type="button"
              onClick={() => setRetryCount((n) => n + 1)}
              className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-white"
            >
              {t("error.retry")}
            </button>
          </div>
        ) : quotes.length === 0 ? (
          <div className="rounded-3xl border border-line p-8 text-center" data-testid="rates-empty">
            <h2 className="text-xl font-bold">{t("noResults.title")}</h2>
            <p className="mt-2 text-ink-soft">{t("noResults.description")}</p>
          </div>
        ) : (
          <div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-bold">{t("results.title", { count: quotes.length })}</h2>
              <div
                role="group"
                aria-label={t("results.sortLabel")}
                className="flex rounded-xl border border-line p-1"
              >
                {(["cheapest", "fastest"] as const).map((order) => (
                  <button
                    key={order}
                    type="button"
                    aria-pressed={sort === order}
                    onClick={() => setSort(order)}
                    className="min-h-10 rounded-lg px-4 text-sm font-semibold aria-pressed:bg-ink aria-pressed:text-white"
                  >
                    {t(`results.${order}`)}
                  </button>
                ))}
              </div>
            </div>
            <ul className="mt-4 space-y-4">
              {quotes.map((quote) => (
                <RateCard
                  key={quote.id}
                  quote={quote}
                  cheapest={quote.id === state.response.cheapestId}
                  fastest={quote.id === state.response.fastestId}
                  contractQuery={contractQuery}
                />
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-soft">{t("results.sampleNotice")}</p>
          </div>
        )}
      </section>
    </div>
  );
}
