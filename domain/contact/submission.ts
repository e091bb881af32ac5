import { CONTACT_FIELDS, type ContactFieldName } from "./fields.ts";

/** What the form holds as posted, each field as the form draws it back. */
export interface ContactFormFields {
  name: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  companyType: string[];
  estimatedShipments: string;
  origin: string;
  message: string;
  acceptTerms: boolean;
}

/** The part of FormData that reading a form needs (the browser's and the server's alike). */
interface FormValues {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/** The contact form's fields in a posted or held form, text only (a file is no answer). */
export function contactFieldsFrom(data: FormValues): ContactFormFields {
  const text = (field: ContactFieldName) => {
    const value = data.get(field);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    lastName: text("lastName"),
    email: text("email"),
    phoneNumber: text("phoneNumber"),
    companyName: text("companyName"),
    companyType: data.getAll("companyType").filter((value) => typeof value === "string"),
    estimatedShipments: text("estimatedShipments"),
    origin: text("origin"),
    message: text("message"),
    acceptTerms: data.get("acceptTerms") !== null,
  };
}

export const EMPTY_CONTACT_FIELDS: ContactFormFields = {
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
};

/**
 * How a send went, the same words for a script's fetch (submit-contact.ts) and a form posted
 * without JavaScript. `no-captcha` is a post without a captcha answer: a browser without
 * JavaScript has no captcha widget.
 */
export type ContactOutcome =
  "sent" | "invalid" | "captcha" | "no-captcha" | "rate-limited" | "failed";

/**
 * A contact form posted without JavaScript, as the server hands it to the contact page it
 * renders in answer: what was typed (kept, whatever happened), the first error code of each field
 * that failed, and how it went.
 */
export interface ContactSubmission {
  outcome: ContactOutcome;
  fields: ContactFormFields;
  errors: Partial<Record<ContactFieldName, string>>;
}

/** The first code of each field the API names, in the form's order; other names are dropped. */
export function firstErrorCodes(
  fields: Record<string, readonly string[]> | undefined,
): Partial<Record<ContactFieldName, string>> {
  const errors: Partial<Record<ContactFieldName, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const code = fields?.[field]?.[0];
    if (code) errors[field] = code;
  }
  return errors;
}
