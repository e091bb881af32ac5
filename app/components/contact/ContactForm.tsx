import "../../lib/zod-browser.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import DOMPurify from "dompurify";
import { CheckCircle2 } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import {
  COMPANY_TYPES,
  contactSchema,
  type ContactFormValues,
} from "../../../server/contact/schema.ts";
import { market } from "../../i18n/i18n.ts";
import { buttonClassName } from "../ui/ButtonLink.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { CaptchaWidget, type CaptchaHandle } from "./CaptchaWidget.tsx";
import { submitContact } from "./submit-contact.ts";

type ContactSchema = ReturnType<typeof contactSchema>;
type ContactInput = z.input<ContactSchema>;
type FieldName = keyof ContactInput;

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-red-700";

const EMPTY_VALUES = {
  name: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  companyName: "",
  companyType: [],
  estimatedShipments: "",
  origin: "",
  message: "",
  acceptTerms: false,
} satisfies Record<FieldName, unknown> as unknown as ContactInput;

/**
 * The sales contact form. Errors show once a field has been touched and are announced; Send waits
 * for a valid form and a solved captcha; a failed send keeps everything typed.
 */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const schema = useMemo(() => contactSchema(market.id), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ContactInput, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: EMPTY_VALUES,
  });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<"failure" | "rateLimited" | "captchaFailed" | null>(null);
  const [inlineMessage, setInlineMessage] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const onToken = useCallback((token: string | null) => setCaptchaToken(token), []);

  const onSubmit = handleSubmit(async (values) => {
    if (!captchaToken) return;
    setNotice(null);
    const outcome = await submitContact(values, captchaToken, honeypotRef.current?.value ?? "");
    switch (outcome.kind) {
      case "sent":
        setInlineMessage(DOMPurify.sanitize(outcome.inlineMessage));
        requestAnimationFrame(() => successRef.current?.focus());
        return;
      case "invalid":
        for (const [field, codes] of Object.entries(outcome.fields)) {
          setError(field as FieldName, { type: "server", message: codes[0] });
        }
        return;
      case "captcha":
        setNotice("captchaFailed");
        break;
      case "rate-limited":
        setNotice("rateLimited");
        return;
      case "failed":
        setNotice("failure");
        return;
    }
    captchaRef.current?.reset();
    setCaptchaToken(null);
  });

  if (inlineMessage !== null) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded-(--radius-card) border border-green-700/30 bg-green-50 p-8 text-ink outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-10 text-green-700" />
        <h2 className="mt-4 text-2xl font-extrabold">{t("form.successTitle")}</h2>
        <div className="mt-3 text-lg" dangerouslySetInnerHTML={{ __html: inlineMessage }} />
      </div>
    );
  }

  const errorId = (field: string) => `${formId}-${field}-error`;
  const errorText = (field: FieldName) => {
    const code = errors[field]?.message;
    return code ? t(`errors.${code}` as "errors.required") : null;
  };
  const describedBy = (field: FieldName) => (errors[field] ? errorId(field) : undefined);
  const fieldError = (field: FieldName): ReactNode => (
    <p
      id={errorId(field)}
      aria-live="polite"
      className="mt-1.5 min-h-5 text-sm font-medium text-red-700"
    >
      {errorText(field)}
    </p>
  );
  const label = (field: FieldName, text: string) => (
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
        type={type}
        autoComplete={autoComplete}
        placeholder={t(`form.fields.${field}.placeholder`)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        aria-required="true"
        className={inputClass}
        {...register(field)}
      />
      {fieldError(field)}
    </div>
  );
  const originOptions = t(`form.fields.origin.options.${market.id}`, { returnObjects: true });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`} className="space-y-2">
      <h2 id={`${formId}-title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t("form.title")}
      </h2>
      <p className="pb-4 text-ink-soft">{t("form.intro")}</p>
      <div className="grid gap-x-5 sm:grid-cols-2">
        {textField("name", "text", "given-name")}
        {textField("lastName", "text", "family-name")}
        {textField("email", "email", "email")}
        {textField("phoneNumber", "tel", "tel")}
      </div>
      {textField("companyName", "text", "organization")}

      <fieldset aria-describedby={describedBy("companyType")}>
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
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="checkbox"
                  value={option.value}
                  className="size-4 accent-primary"
                  {...register("companyType")}
                />
                {option.label}
              </label>
            ))}
        </div>
        {fieldError("companyType")}
      </fieldset>

      <div className="grid gap-x-5 sm:grid-cols-2">
        <div>
          {label("estimatedShipments", t("form.fields.estimatedShipments.label"))}
          <select
            id={`${formId}-estimatedShipments`}
            aria-invalid={errors.estimatedShipments ? true : undefined}
            aria-describedby={describedBy("estimatedShipments")}
            aria-required="true"
            className={inputClass}
            {...register("estimatedShipments")}
          >
            <option value="">{t("form.fields.estimatedShipments.placeholder")}</option>
            {t("form.fields.estimatedShipments.options", { returnObjects: true }).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {fieldError("estimatedShipments")}
        </div>
        <div>
          {label("origin", t("form.fields.origin.label"))}
          <select
            id={`${formId}-origin`}
            aria-invalid={errors.origin ? true : undefined}
            aria-describedby={describedBy("origin")}
            aria-required="true"
            className={inputClass}
            {...register("origin")}
          >
            <option value="">{t("form.fields.origin.placeholder")}</option>
            {originOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {fieldError("origin")}
        </div>
      </div>

      <div>
        {label("message", t("form.fields.message.label"))}
        <textarea
          id={`${formId}-message`}
          rows={4}
          placeholder={t("form.fields.message.placeholder")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          aria-required="true"
          className={inputClass}
          {...register("message")}
        />
        {fieldError("message")}
      </div>

      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t("form.honeypot")}
          <input
            ref={honeypotRef}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>

      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={describedBy("acceptTerms")}
            {...register("acceptTerms")}
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
        <CaptchaWidget onToken={onToken} handleRef={captchaRef} />
      </div>

      {notice ? (
        <p
          role="alert"
          className="rounded-xl border border-red-700/30 bg-red-50 p-4 font-medium text-red-800"
        >
          {t(`form.${notice}`)}
        </p>
      ) : null}

      <button
        type="submit"
        disabled={!isValid || isSubmitting || !captchaToken}
        className={`${buttonClassName("primary")} w-full disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto`}
      >
        {isSubmitting ? t("form.submitting") : t("form.submit")}
      </button>
    </form>
  );
}
