import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { COMPANY_TYPES, type ContactFieldName } from "../../../domain/contact/schema.ts";
import { market } from "../../i18n/i18n.ts";
import { buttonClassName, DISABLED_BUTTON } from "../../components/ui/ButtonLink.tsx";
import { ExternalLink } from "../../components/ui/ExternalLink.tsx";
import { CaptchaWidget } from "../captcha/CaptchaWidget.tsx";
import {
  contactForm,
  contactFormView,
  errorPart,
  INITIAL_CONTACT_FORM,
  type ContactFormOptions,
} from "./contact-form.ts";

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-red-700";

/**
 * The sales contact form, as the server draws it: invalid on load, Send disabled. Its behaviour
 * (contact-form.behaviour.ts): errors show once a field has been touched and are announced, Send
 * waits for a valid form and a solved captcha, a failed send keeps everything typed, and the
 * success message replaces the form. The texts it shows later are its options.
 */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const formId = useId();
  const options: ContactFormOptions = {
    errorMessages: t("errors", { returnObjects: true }),
    notices: {
      failure: t("form.failure"),
      rateLimited: t("form.rateLimited"),
      captchaFailed: t("form.captchaFailed"),
    },
    submitLabel: t("form.submit"),
    submittingLabel: t("form.submitting"),
    submitHint: {
      locale: market.locale,
      list: t("form.submitHint.list", { list: "{list}" }),
      count: t("form.submitHint.count", { number: "{count}" }),
      names: t("form.submitHint.names", { returnObjects: true }),
    },
  };
  const view = contactFormView(INITIAL_CONTACT_FORM, options);

  const errorId = (field: ContactFieldName) => `${formId}-${field}-error`;
  const fieldError = (field: ContactFieldName) => (
    <p
      id={errorId(field)}
      {...contactForm.part(errorPart(field))}
      aria-live="polite"
      className="mt-1.5 min-h-5 text-sm font-medium text-red-700"
    />
  );
  const label = (field: ContactFieldName, text: string) => (
    <label htmlFor={`${formId}-${field}`} className="font-semibold text-ink">
      {text}
      <span aria-hidden="true" className="text-red-700">
        {" "}
        *
      </span>
    </label>
  );
  const textField = (
    field: "name" | "lastName" | "email" | "phoneNumber" | "companyName",
    type: string,
    autoComplete: string,
  ) => (
    <div>
      {label(field, t(`form.fields.${field}.label`))}
      <input
        id={`${formId}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        placeholder={t(`form.fields.${field}.placeholder`)}
        aria-required="true"
        className={inputClass}
      />
      {fieldError(field)}
    </div>
  );
  const selectField = (
    field: "estimatedShipments" | "origin",
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <div>
      {label(field, t(`form.fields.${field}.label`))}
      <select id={`${formId}-${field}`} name={field} aria-required="true" className={inputClass}>
        <option value="">{t(`form.fields.${field}.placeholder`)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {fieldError(field)}
    </div>
  );

  return (
    <div {...contactForm.root(options)}>
      <form
        {...contactForm.part("form")}
        {...view.form}
        noValidate
        aria-labelledby={`${formId}-title`}
        className="space-y-2"
      >
        <h2 id={`${formId}-title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("form.title")}
        </h2>
        <p className="pb-4 text-ink-soft">{t("form.intro")}</p>
        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          {textField("name", "text", "given-name")}
          {textField("lastName", "text", "family-name")}
          {textField("email", "email", "email")}
          {textField("phoneNumber", "tel", "tel")}
        </div>
        {textField("companyName", "text", "organization")}

        <fieldset {...contactForm.part("company-types")}>
          <legend className="font-semibold text-ink">
            {t("form.fields.companyType.label")}
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {t("form.fields.companyType.options", { returnObjects: true })
              .filter((option) => (COMPANY_TYPES as readonly string[]).includes(option.value))
              .map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="checkbox"
                    name="companyType"
                    value={option.value}
                    className="checkbox"
                  />
                  {option.label}
                </label>
              ))}
          </div>
          {fieldError("companyType")}
        </fieldset>

        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          {selectField(
            "estimatedShipments",
            t("form.fields.estimatedShipments.options", { returnObjects: true }),
          )}
          {selectField(
            "origin",
            t(`form.fields.origin.options.${market.id}`, { returnObjects: true }),
          )}
        </div>

        <div>
          {label("message", t("form.fields.message.label"))}
          <textarea
            id={`${formId}-message`}
            name="message"
            rows={4}
            placeholder={t("form.fields.message.placeholder")}
            aria-required="true"
            className={inputClass}
          />
          {fieldError("message")}
        </div>

        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {t("form.honeypot")}
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <div>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="acceptTerms" className="checkbox mt-0.5" />
            <span>
              {t("form.fields.acceptTerms.before")}{" "}
              <ExternalLink
                href={t("form.fields.acceptTerms.url")}
                className="font-semibold text-primary underline"
              >
                {t("form.fields.acceptTerms.link")}
              </ExternalLink>
              {t("form.fields.acceptTerms.after")}
            </span>
          </label>
          {fieldError("acceptTerms")}
        </div>

        <div className="pb-2">
          <p className="mb-2 font-semibold text-ink">{t("form.captchaLabel")}</p>
          <CaptchaWidget part={contactForm.part("captcha")} />
        </div>

        <p
          role="alert"
          {...contactForm.part("notice")}
          {...view.notice}
          className="rounded-xl border border-red-700/30 bg-red-50 p-4 font-medium text-red-800"
        >
          {view.noticeText}
        </p>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <button
            type="submit"
            {...contactForm.part("submit")}
            {...view.submit}
            aria-describedby={`${formId}-submit-hint`}
            className={`${buttonClassName("primary")} ${DISABLED_BUTTON} w-full shrink-0 sm:w-auto`}
          >
            {view.submitText}
          </button>
          <p
            id={`${formId}-submit-hint`}
            {...contactForm.part("submit-hint")}
            {...view.submitHint}
            className="text-sm text-ink-soft"
          >
            {view.submitHintText}
          </p>
        </div>
      </form>

      <div
        {...contactForm.part("success")}
        {...view.success}
        tabIndex={-1}
        role="status"
        className="rounded-(--radius-card) border border-green-700/30 bg-green-50 p-8 text-ink outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-10 text-green-700" />
        <h2 className="mt-4 text-2xl font-extrabold">{t("form.successTitle")}</h2>
        <div className="mt-3 text-lg" {...contactForm.part("inline-message")} />
      </div>
    </div>
  );
}
