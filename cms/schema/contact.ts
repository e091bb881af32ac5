import { fieldsFor } from "../fields.ts";
import type { MarketId } from "../../domain/site.ts";

/** The contact page (contact.json): the form's texts and messages, and its side column. */
export const contactSchema = (market: MarketId) => {
  const { entries, group, idOf, list, text, webAddress } = fieldsFor(market);
  return {
    form: group("form", {
      title: text("title", 40),
      intro: text("intro", 110),
      imageLabel: text("imageLabel", 90),
      fields: group("fields", {
        name: group("name", {
          label: text("label", 20),
          placeholder: text("placeholder", 20),
        }),
        lastName: group("lastName", {
          label: text("label", 20),
          placeholder: text("placeholder", 20),
        }),
        email: group("email", {
          label: text("label", 30),
          placeholder: text("placeholder", 20),
        }),
        phoneNumber: group("phoneNumber", {
          label: text("label", 20),
          placeholder: text("placeholder", 30),
        }),
        companyName: group("companyName", {
          label: text("label", 20),
          placeholder: text("placeholder", 40),
        }),
        companyType: group("companyType", {
          label: text("label", 20),
          options: list(
            "options",
            group("item", {
              value: text("value", 20),
              label: text("label", 40),
            }),
            { min: 4, max: 4 },
          ),
        }),
        estimatedShipments: group("estimatedShipments", {
          label: text("label", 40),
          placeholder: text("placeholder", 30),
          options: list(
            "options",
            group("item", {
              value: text("value", 20),
              label: text("label", 20),
            }),
            { min: 5, max: 5 },
          ),
        }),
        origin: group("origin", {
          label: text("label", 30),
          placeholder: text("placeholder", 30),
          options: group("options", {
            mx: list(
              "mx",
              group("item", {
                value: text("value", 30),
                label: text("label", 30),
              }),
              { min: 5, max: 5 },
            ),
            ar: list(
              "ar",
              group("item", {
                value: text("value", 20),
                label: text("label", 40),
              }),
              { min: 3, max: 3 },
            ),
            us: list(
              "us",
              group("item", {
                value: text("value", 30),
                label: text("label", 40),
              }),
              { min: 6, max: 6 },
            ),
          }),
        }),
        message: group("message", {
          label: text("label", 20),
          placeholder: text("placeholder", 90),
        }),
        acceptTerms: group("acceptTerms", {
          label: text("label", 30),
          before: text("before", 30),
          link: text("link", 30),
          after: text("after", 20),
          url: webAddress("webAddress"),
        }),
      }),
      required: text("required", 20),
      captchaLabel: text("captchaLabel", 20),
      submit: text("submit", 20),
      submitting: text("submitting", 20),
      successTitle: text("successTitle", 30),
      success: text("success", 170, { multiline: true }),
      failure: text("failure", 140, { multiline: true }),
      rateLimited: text("rateLimited", 90),
      captchaFailed: text("captchaFailed", 100),
      honeypot: text("honeypot", 30),
      errorSummary: text("errorSummary", 60),
      captchaNoScript: text("captchaWithoutJavascript", 160, { multiline: true }),
      noScript: group("sentWithoutJavascript", {
        notice: text("notice", 160, { multiline: true }),
        email: text("emailLink", 60),
        mailSubject: text("emailSubject", 60),
      }),
      submitHint: group("submitHint", {
        list: text("list", 50),
        count: text("count", 80),
        names: group("names", {
          name: text("name", 20),
          lastName: text("lastName", 20),
          email: text("email", 30),
          phoneNumber: text("phoneNumber", 20),
          companyName: text("companyName", 20),
          companyType: text("companyType", 30),
          estimatedShipments: text("estimatedShipments", 30),
          origin: text("origin", 30),
          message: text("message", 20),
          acceptTerms: text("acceptTerms", 30),
          captcha: text("captcha", 30),
        }),
      }),
    }),
    errors: group("errors", {
      required: text("required", 30),
      select_required: text("selectRequired", 30),
      choose_at_least_one: text("chooseAtLeastOne", 40),
      invalid_email: text("invalidEmail", 50),
      accept_terms: text("acceptTerms", 100),
      too_long: text("tooLong", 40),
      invalid_phone: text("invalidPhone", 110),
    }),
    testimonials: group("testimonials", {
      title: text("title", 50),
      subtitle: text("subtitle", 110),
      dotsLabel: text("dotsLabel", 30),
    }),
    reassurance: group("reassurance", {
      title: text("title", 30),
      steps: entries("steps", 3, "title", {
        title: text("title", 30),
        content: text("content", 110),
      }),
      promise: group("promise", {
        title: text("title", 50),
        content: text("content", 110),
      }),
      testimonialLabel: text("testimonialLabel", 40),
      channels: group("channels", {
        title: text("title", 30),
        phone: text("phone", 20),
        whatsapp: text("whatsapp", 30),
        email: text("email", 30),
      }),
      testimonial: idOf("testimonialItsId"),
    }),
  };
};
