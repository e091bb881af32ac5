import { CircleCheck } from "../../components/ui/icons.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { salesChannels } from "virtual:site-config";
import {
  COMPANY_TYPES,
  CONTACT_FIELDS,
  type ContactFieldName,
} from "../../../domain/contact/schema.ts";
import {
  EMPTY_CONTACT_FIELDS,
  type ContactFormFields,
  type ContactOutcome,
  type ContactSubmission,
} from "../../../domain/contact/submission.ts";
import { market } from "../../i18n/i18n.ts";
import { pagePath } from "../../lib/page-path.ts";
import { ErrorSummary } from "../../components/forms/ErrorSummary.tsx";
import { FIELD_ERROR_CLASS, INPUT_CLASS } from "../../components/forms/field-styles.ts";
import { Field } from "../../components/forms/Field.tsx";
import { Honeypot } from "../../components/forms/Honeypot.tsx";
import { buttonClassName, DISABLED_BUTTON } from "../../components/ui/ButtonLink.tsx";
import { ExternalLink } from "../../components/ui/ExternalLink.tsx";
import { CaptchaWidget } from "../captcha/CaptchaWidget.tsx";
import {
  contactForm,
  contactFormView,
  errorPart,
  INITIAL_CONTACT_FORM,
  type ContactFormOptions,
  type ContactNotice,
} from "./contact-form.ts";
import { fieldErrorView } from "../field-error.ts";

/** The notice a posted form's outcome shows above Send (a refused captcha, too many tries…). */
const NOTICE_OF: Partial<Record<ContactOutcome, ContactNotice>> = {
  captcha: "captchaFailed",
  "rate-limited": "rateLimited",
  failed: "failure",
};

/** A mailto: link that carries the form's text, for a visitor who could not send it here. */
function mailtoWith(email: string, subject: string, fields: ContactFormFields): string {
  const body = [
    `${fields.name} ${fields.lastName}`.trim(),
    fields.companyName,
    fields.email,
    fields.phoneNumber,
    "",
    fields.message,
  ].join("\n");
  return `mailto:${email}?${new URLSearchParams({ subject, body }).toString().replaceAll("+", "%20")}`;
}

/**
 * The sales contact form. On the page as prerendered it is empty; its behaviour
 * (contact-form.behaviour.ts) then disables Send until the form is valid and the captcha solved,
 * shows errors once a field has been touched, keeps everything typed when a send fails, and puts
 * the success message in the form's place. Without JavaScript the form posts to its page, and the
 * server draws it back with `submission`: what was typed, an error summary and each field's
 * error, or the success message. The texts the behaviour shows later are its options.
 */
export function ContactForm({ submission }: { submission?: ContactSubmission | null }) {
  const { t } = useTranslation("contact");
  const formId = useId();
  const posted = submission?.fields ?? EMPTY_CONTACT_FIELDS;
  const postedErrors = submission?.errors ?? {};
  const errorText = (field: ContactFieldName) => {
    const code = postedErrors[field];
    return code ? t(`errors.${code}`, { defaultValue: t("errors.required") }) : "";
  };
  const fieldLabel = (field: ContactFieldName) =>
    field === "acceptTerms" ? t("form.fields.acceptTerms.label") : t(`form.fields.${field}.label`);
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
  const outcome = submission?.outcome;
  const view = contactFormView(
    {
      ...INITIAL_CONTACT_FORM,
      notice: (outcome && NOTICE_OF[outcome]) ?? null,
      sent: outcome === "sent",
    },
    options,
  );

  const errorId = (field: ContactFieldName) => `${formId}-${field}-error`;
  const controlId = (field: ContactFieldName) =>
    field === "companyType" ? `${formId}-companyType-first` : `${formId}-${field}`;
  const errorAttributes = (field: ContactFieldName) => {
    const { described, invalid } = fieldErrorView(errorId(field), errorText(field));
    return { ...described, ...invalid };
  };
  const fieldError = (field: ContactFieldName) => (
    <p
      id={errorId(field)}
      {...contactForm.part(errorPart(field))}
      data-error-code={postedErrors[field]}
      aria-live="polite"
      className={FIELD_ERROR_CLASS}
    >
      {errorText(field)}
    </p>
  );
  const fieldFrame = (field: Exclude<ContactFieldName, "companyType" | "acceptTerms">) => ({
    controlId: `${formId}-${field}`,
    label: t(`form.fields.${field}.label`),
    required: true,
    errorId: errorId(field),
    errorText: errorText(field),
    errorAttributes: {
      ...contactForm.part(errorPart(field)),
      "data-error-code": postedErrors[field],
    },
  });
  const problems = CONTACT_FIELDS.filter((field) => postedErrors[field]).map((field) => ({
    fieldId: controlId(field),
    text: `${fieldLabel(field)}: ${errorText(field)}`,
  }));
  const textField = (
    field: "name" | "lastName" | "email" | "phoneNumber" | "companyName",
    type: string,
    autoComplete: string,
  ) => (
    <Field {...fieldFrame(field)}>
      <input
        id={`${formId}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        placeholder={t(`form.fields.${field}.placeholder`)}
        aria-required="true"
        defaultValue={posted[field]}
        {...errorAttributes(field)}
        className={INPUT_CLASS}
      />
    </Field>
  );
  const selectField = (
    field: "estimatedShipments" | "origin",
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <Field {...fieldFrame(field)}>
      <select
        id={`${formId}-${field}`}
        name={field}
        aria-required="true"
        defaultValue={posted[field]}
        {...errorAttributes(field)}
        className={INPUT_CLASS}
      >
        <option value="">{t(`form.fields.${field}.placeholder`)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <div {...contactForm.root(options)}>
      <form
        {...contactForm.part("form")}
        {...view.form}
        method="post"
        action={pagePath("contact")}
        noValidate
        aria-labelledby={`${formId}-title`}
        className="space-y-2"
      >
        <h2 id={`${formId}-title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("form.title")}
        </h2>
        <p className="pb-4 text-ink-soft">{t("form.intro")}</p>
        <ErrorSummary
          id={`${formId}-problems`}
          title={t("form.errorSummary")}
          problems={problems}
          attributes={contactForm.part("summary")}
        />
        {outcome === "no-captcha" ? (
          <div
            {...contactForm.part("no-script-notice")}
            role="alert"
            className="mb-4 rounded-control border border-danger/30 bg-danger-soft p-4 text-danger-strong"
          >
            <p className="font-medium">{t("form.noScript.notice")}</p>
            {salesChannels.email ? (
              <p className="mt-2">
                <a
                  href={mailtoWith(
                    salesChannels.email,
                    t("form.noScript.mailSubject", { name: posted.name }),
                    posted,
                  )}
                  className="font-semibold underline"
                >
                  {t("form.noScript.email", { email: salesChannels.email })}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
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
            <span aria-hidden="true" className="text-danger">
              {" "}
              *
            </span>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {t("form.fields.companyType.options", { returnObjects: true })
              .filter((option) => (COMPANY_TYPES as readonly string[]).includes(option.value))
              .map((option, index) => (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line bg-white px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="checkbox"
                    name="companyType"
                    value={option.value}
                    id={index === 0 ? controlId("companyType") : undefined}
                    defaultChecked={posted.companyType.includes(option.value)}
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

        <Field {...fieldFrame("message")}>
          <textarea
            id={`${formId}-message`}
            name="message"
            rows={4}
            placeholder={t("form.fields.message.placeholder")}
            aria-required="true"
            defaultValue={posted.message}
            {...errorAttributes("message")}
            className={INPUT_CLASS}
          />
        </Field>

        <Honeypot label={t("form.honeypot")} />

        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="acceptTerms"
              id={controlId("acceptTerms")}
              defaultChecked={posted.acceptTerms}
              {...errorAttributes("acceptTerms")}
              className="checkbox mt-0.5"
            />
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
          <noscript>
            <p className="text-sm text-ink-soft">{t("form.captchaNoScript")}</p>
          </noscript>
        </div>

        <p
          role="alert"
          {...contactForm.part("notice")}
          {...view.notice}
          data-notice={view.notice.hidden ? undefined : outcome && NOTICE_OF[outcome]}
          className="rounded-control border border-danger/30 bg-danger-soft p-4 font-medium text-danger-strong"
        >
          {view.noticeText}
        </p>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          {/* Drawn enabled so that the form posts without JavaScript; the behaviour disables
              it at once until the form is valid and the captcha solved. */}
          <button
            type="submit"
            {...contactForm.part("submit")}
            {...view.submit}
            disabled={false}
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
        className="rounded-card border border-success/30 bg-success-soft p-8 text-ink outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <h2 className="mt-4 text-2xl font-extrabold">{t("form.successTitle")}</h2>
        <div className="mt-3 text-lg" {...contactForm.part("inline-message")}>
          {outcome === "sent" ? t("form.success") : null}
        </div>
      </div>
    </div>
  );
}
