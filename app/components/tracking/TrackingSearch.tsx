import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** Spec: the tracking-number field asks for at least 5 characters. */
export const TRACKING_NUMBER_MIN_LENGTH = 5;

/**
 * The main screen: a tracking number and Search, disabled until the field has been edited. With
 * JavaScript it navigates to /tracking/NUMBER; without, the form reaches the same page through
 * /tracking/buscar.
 */
export function TrackingSearch({ initialNumber = "" }: { initialNumber?: string }) {
  const { t } = useTranslation("tracking");
  const navigate = useNavigate();
  const [number, setNumber] = useState(initialNumber);
  const [edited, setEdited] = useState(false);
  const inputId = useId();
  // Without JavaScript nothing could enable the button again, so it starts disabled only once hydrated.
  const hydrated = useHydrated();

  return (
    <Form
      method="get"
      action="/tracking/buscar"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = number.trim();
        if (trimmed.length >= TRACKING_NUMBER_MIN_LENGTH) {
          void navigate(`/tracking/${encodeURIComponent(trimmed)}`);
        }
      }}
      className="rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-10"
    >
      <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("main.title")}</h2>
      <p className="mt-2 text-ink-soft">{t("main.description")}</p>
      <label htmlFor={inputId} className="mt-6 block font-semibold">
        {t("main.label")}
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name="numero"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          minLength={TRACKING_NUMBER_MIN_LENGTH}
          maxLength={40}
          pattern="[A-Za-z0-9\-]+"
          placeholder={t("main.placeholder")}
          aria-describedby={`${inputId}-hint`}
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
            setEdited(true);
          }}
          className="block w-full flex-1 rounded-xl border border-line bg-white px-4 py-3 text-lg tracking-wide text-ink uppercase placeholder:normal-case placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
        />
        <button
          type="submit"
          disabled={hydrated && !edited}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary px-6 font-semibold text-white hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Search aria-hidden="true" className="size-5" />
          {t("main.submit")}
        </button>
      </div>
      <p id={`${inputId}-hint`} className="mt-2 text-sm text-ink-soft">
        {t("main.hint")}
      </p>
    </Form>
  );
}
