import { by, group, id, list, text, webAddress } from "../fields.ts";

/** The contact page (contact.json): the form's texts and messages, and its side column. */
export const contactSchema = () => ({
  form: group("Form", {
    title: text("Title", 40),
    intro: text("Intro", 110),
    imageLabel: text("Image label", 90),
    fields: group("Fields", {
      name: group("Name", {
        label: text("Label", 20),
        placeholder: text("Placeholder", 20),
      }),
      lastName: group("Last name", {
        label: text("Label", 20),
        placeholder: text("Placeholder", 20),
      }),
      email: group("Email", {
        label: text("Label", 30),
        placeholder: text("Placeholder", 20),
      }),
      phoneNumber: group("Phone number", {
        label: text("Label", 20),
        placeholder: text("Placeholder", 30),
      }),
      companyName: group("Company name", {
        label: text("Label", 20),
        placeholder: text("Placeholder", 40),
      }),
      companyType: group("Company type", {
        label: text("Label", 20),
        options: list(
          "Options",
          group("Item", {
            value: text("Value", 20),
            label: text("Label", 40),
          }),
          { min: 4, max: 4 },
        ),
      }),
      estimatedShipments: group("Estimated shipments", {
        label: text("Label", 40),
        placeholder: text("Placeholder", 30),
        options: list(
          "Options",
          group("Item", {
            value: text("Value", 20),
            label: text("Label", 20),
          }),
          { min: 5, max: 5 },
        ),
      }),
      origin: group("Origin", {
        label: text("Label", 30),
        placeholder: text("Placeholder", 30),
        options: group("Options", {
          mx: list(
            "Mx",
            group("Item", {
              value: text("Value", 30),
              label: text("Label", 30),
            }),
            { min: 5, max: 5 },
          ),
          ar: list(
            "Ar",
            group("Item", {
              value: text("Value", 20),
              label: text("Label", 40),
            }),
            { min: 3, max: 3 },
          ),
          us: list(
            "Us",
            group("Item", {
              value: text("Value", 30),
              label: text("Label", 40),
            }),
            { min: 6, max: 6 },
          ),
        }),
      }),
      message: group("Message", {
        label: text("Label", 20),
        placeholder: text("Placeholder", 90),
      }),
      acceptTerms: group("Accept terms", {
        label: text("Label", 30),
        before: text("Before", 30),
        link: text("Link", 30),
        after: text("After", 20),
        url: webAddress("Web address"),
      }),
    }),
    required: text("Required", 20),
    captchaLabel: text("Captcha label", 20),
    submit: text("Submit", 20),
    submitting: text("Submitting", 20),
    successTitle: text("Success title", 30),
    success: text("Success", 170, { multiline: true }),
    failure: text("Failure", 140, { multiline: true }),
    rateLimited: text("Rate limited", 90),
    captchaFailed: text("Captcha failed", 100),
    honeypot: text("Honeypot", 30),
    errorSummary: text("Error summary", 60),
    captchaNoScript: text("Captcha without JavaScript", 160, { multiline: true }),
    noScript: group("Sent without JavaScript", {
      notice: text("Notice", 160, { multiline: true }),
      email: text("Email link", 60),
      mailSubject: text("Email subject", 60),
    }),
    submitHint: group("Submit hint", {
      list: text("List", 50),
      count: text("Count", 80),
      names: group("Names", {
        name: text("Name", 20),
        lastName: text("Last name", 20),
        email: text("Email", 30),
        phoneNumber: text("Phone number", 20),
        companyName: text("Company name", 20),
        companyType: text("Company type", 30),
        estimatedShipments: text("Estimated shipments", 30),
        origin: text("Origin", 30),
        message: text("Message", 20),
        acceptTerms: text("Accept terms", 30),
        captcha: text("Captcha", 30),
      }),
    }),
  }),
  errors: group("Errors", {
    required: text("Required", 30),
    select_required: text("Select required", 30),
    choose_at_least_one: text("Choose at least one", 40),
    invalid_email: text("Invalid email", 50),
    accept_terms: text("Accept terms", 100),
    too_long: text("Too long", 40),
    invalid_phone: text("Invalid phone", 110),
  }),
  testimonials: group("Testimonials", {
    title: text("Title", 50),
    subtitle: text("Subtitle", 110),
    dotsLabel: text("Dots label", 30),
  }),
  reassurance: group("Reassurance", {
    title: text("Title", 30),
    steps: list(
      "Steps",
      group("Item", {
        title: text("Title", 30),
        content: text("Content", 110),
      }),
      { min: 3, max: 3, itemLabel: by("title") },
    ),
    promise: group("Promise", {
      title: text("Title", 50),
      content: text("Content", 110),
    }),
    testimonialLabel: text("Testimonial label", 40),
    channels: group("Channels", {
      title: text("Title", 30),
      phone: text("Phone", 20),
      whatsapp: text("WhatsApp", 30),
      email: text("Email", 30),
    }),
    testimonial: id("Testimonial (its id)"),
  }),
});
