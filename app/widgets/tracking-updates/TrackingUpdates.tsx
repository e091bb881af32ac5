import { BellRing, MailCheck } from "../../components/ui/icons.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { subscribePath, type UpdatesPageState } from "../../../domain/tracking/updates.ts";
import { Honeypot } from "../../components/forms/Honeypot.tsx";
import { Field } from "../../components/forms/Field.tsx";
import { INPUT_CLASS } from "../../components/forms/field-styles.ts";
import { buttonClassName, DISABLED_BUTTON } from "../../components/ui/ButtonLink.tsx";
import { fragment } from "../../lib/page-path.ts";
import { CaptchaWidget } from "../captcha/CaptchaWidget.tsx";
import {
  stateAfterPost,
  trackingUpdates,
  trackingUpdatesView,
  type TrackingUpdatesOptions,
} from "./tracking-updates.ts";

/**
 * "Email me updates" on a parcel's updates page (ADR 49): an address, consent and the captcha. It
 * posts as a plain form (the server answers with this page again, its query saying how it went, drawn here in
 * that state); its behaviour sends it in place instead and shows the answer without leaving it.
 * The subscribers are never shown: the page knows nothing of them.
 */
export function TrackingUpdatesForm({
  trackingNumber,
  state,
  anchored,
}: {
  trackingNumber: string;
  /** How a post without JavaScript went. */
  state?: UpdatesPageState;
  /** Whether this block carries the page's fragment (no notice above it does). */
  anchored: boolean;
}) {
  const { t } = useTranslation("tracking");
  const id = useId();
  const ids = { emailError: `${id}-email-error`, consentError: `${id}-consent-error` };
  const options: TrackingUpdatesOptions = {
    errorMessages: t("updates.errors", { returnObjects: true }),
    notices: t("updates.notices", { returnObjects: true }),
    submitLabel: t("updates.form.submit"),
    submittingLabel: t("updates.form.submitting"),
    verifyingLabel: t("updates.form.verifying"),
    initial: stateAfterPost(state),
  };
  const view = trackingUpdatesView(options.initial, options, ids);

  return (
    <section
      {...trackingUpdates.root(options)}
      id={anchored ? fragment("updates") : undefined}
      aria-labelledby={`${id}-title`}
      data-testid="tracking-updates"
      className="scroll-mt-28 rounded-panel border border-line bg-white p-6 shadow-soft sm:p-10"
    >
      <div className="flex gap-3 sm:gap-4">
        <BellRing aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {t("updates.form.title")}
          </h2>
          <p className="mt-1 text-ink-soft">{t("updates.form.intro")}</p>
        </div>
      </div>

      <form
        {...trackingUpdates.part("form")}
        {...view.form}
        method="post"
        action={subscribePath(trackingNumber)}
        noValidate
        aria-labelledby={`${id}-title`}
        className="mt-6 space-y-4"
      >
        <Field
          controlId={`${id}-email`}
          label={t("updates.form.emailLabel")}
          errorId={ids.emailError}
          errorText={view.emailError}
          errorAttributes={trackingUpdates.part("email-error")}
        >
          <input
            id={`${id}-email`}
            {...trackingUpdates.part("email")}
            {...view.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            placeholder={t("updates.form.emailPlaceholder")}
            aria-required="true"
            className={`${INPUT_CLASS} sm:max-w-md`}
          />
        </Field>

        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="consent"
              {...trackingUpdates.part("consent")}
              {...view.consent}
              className="checkbox mt-0.5"
            />
            <span className="text-ink-soft">{t("updates.form.consent")}</span>
          </label>
          <p
            id={ids.consentError}
            {...trackingUpdates.part("consent-error")}
            aria-live="polite"
            className="mt-1.5 text-sm font-medium text-danger empty:hidden"
          >
            {view.consentError}
          </p>
        </div>

        <Honeypot label={t("updates.form.honeypot")} />

        {/* Shown by the behaviour once the visitor starts on the form (a shift right after their
            input, which layout-shift metrics forgive), and solved from then on. Without
            JavaScript there is no captcha to show: the plain form goes without one (ADR 49). */}
        <div {...trackingUpdates.part("captcha-block")} hidden>
          <p className="mb-2 font-semibold text-ink">{t("updates.form.captchaLabel")}</p>
          <CaptchaWidget part={trackingUpdates.part("captcha")} start="onload" />
        </div>

        <p
          role="alert"
          {...trackingUpdates.part("notice")}
          {...view.notice}
          className="rounded-control border border-danger/30 bg-danger-soft p-4 font-medium text-danger-strong"
        >
          {view.noticeText}
        </p>

        <button
          type="submit"
          {...trackingUpdates.part("submit")}
          {...view.submit}
          className={`${buttonClassName("secondary")} ${DISABLED_BUTTON} w-full sm:w-auto`}
        >
          {view.submitText}
        </button>
      </form>

      <div
        {...trackingUpdates.part("sent")}
        {...view.sent}
        tabIndex={-1}
        role="status"
        className="mt-6 flex gap-3 rounded-card border border-success/30 bg-success-soft p-5 outline-none"
      >
        <MailCheck aria-hidden="true" className="size-7 shrink-0 text-success" />
        <div>
          <p className="text-lg font-bold text-ink">{t("updates.states.sent.title")}</p>
          <p className="mt-1 text-ink-soft">{t("updates.states.sent.text")}</p>
        </div>
      </div>
    </section>
  );
}
