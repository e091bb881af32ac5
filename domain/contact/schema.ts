import { z } from "zod";
import type { MarketId } from "../site.ts";
import { cleanField, cleanLine } from "../text.ts";

/**
 * The contact form, one schema for the browser and the server. Errors carry codes, not text: the
 * browser shows each code in the visitor's language (contact.errors.* in the locale resources) and
 * the API returns the codes per field.
 */

export const COMPANY_TYPES = ["ecommerce", "marketplace", "agencia", "otro"] as const;

/** One value per label shown (up to 49, 50 to 99, 100 to 199, 200 to 499, over 500). */
export const ESTIMATED_SHIPMENTS = ["up-to-49", "50-99", "100-199", "200-499", "500-plus"] as const;

/**
 * Where the seller ships from, as the CRM stores it. The Mexico values are the existing CRM form's,
 * spelling included ("Nueva León"); the labels shown live in the locale resources.
 */
export const ORIGINS = {
  mx: ["Estado de México", "Ciudad de México", "Jalisco", "Nueva León", "Foráneo"],
  ar: ["CABA", "GBA", "Interior"],
  us: ["Los Angeles", "Dallas-Fort Worth", "Chicago", "New York-New Jersey", "Miami", "Other"],
} as const satisfies Record<MarketId, readonly string[]>;

export const CONTACT_ERRORS = {
  required: "required",
  selectRequired: "select_required",
  chooseAtLeastOne: "choose_at_least_one",
  invalidEmail: "invalid_email",
  acceptTerms: "accept_terms",
  tooLong: "too_long",
  invalidPhone: "invalid_phone",
} as const;
export type ContactErrorCode = (typeof CONTACT_ERRORS)[keyof typeof CONTACT_ERRORS];

/** Text as every boundary cleans it (domain/text.ts); a message keeps its line breaks. */
const text = (max: number, clean = cleanLine) =>
  z.preprocess(
    clean,
    z.string({ error: CONTACT_ERRORS.required }).max(max, { error: CONTACT_ERRORS.tooLong }),
  );

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(cleanLine, z.enum(values, { error: CONTACT_ERRORS.selectRequired }));

/** Digits, spaces and + ( ) - . only, with as many digits as a phone number has (7 to 15). */
export const PHONE_NUMBER = /^(?=(?:\D*\d){7,15}\D*$)[\d +().-]+$/;

const phoneNumber = text(40).pipe(
  z.string().regex(PHONE_NUMBER, { error: CONTACT_ERRORS.invalidPhone }),
);

/** HubSpot's visitor cookie is 32 hexadecimal digits; anything else in its place is dropped. */
export const HUBSPOT_UTK = /^[0-9a-f]{32}$/i;

export function contactSchema(market: MarketId) {
  return z.object({
    name: text(100),
    lastName: text(100),
    email: z.preprocess(
      cleanLine,
      z
        .string({ error: CONTACT_ERRORS.required })
        .max(254, { error: CONTACT_ERRORS.tooLong })
        .pipe(z.email({ error: CONTACT_ERRORS.invalidEmail })),
    ),
    phoneNumber,
    companyName: text(200),
    companyType: z
      .array(z.enum(COMPANY_TYPES, { error: CONTACT_ERRORS.chooseAtLeastOne }), {
        error: CONTACT_ERRORS.chooseAtLeastOne,
      })
      .min(1, { error: CONTACT_ERRORS.chooseAtLeastOne })
      .max(COMPANY_TYPES.length)
      .transform((types) => [...new Set(types)]),
    estimatedShipments: choice(ESTIMATED_SHIPMENTS),
    origin: choice(ORIGINS[market]),
    message: text(5000, cleanField({ multiline: true })),
    acceptTerms: z.literal(true, { error: CONTACT_ERRORS.acceptTerms }),
  });
}

export type ContactFormValues = z.infer<ReturnType<typeof contactSchema>>;
export type ContactFormInput = z.input<ReturnType<typeof contactSchema>>;
export { CONTACT_FIELDS, type ContactFieldName } from "./fields.ts";

/**
 * What travels next to the form fields in the same JSON body: the captcha answer, a honeypot and
 * where the form was sent from. Checked apart from the form, since a bad captcha is a 403, not a 400.
 */
export const contactEnvelopeSchema = z.object({
  captcha: z.string().max(20_000).optional(),
  /** Hidden from people; a filled-in value means a bot. */
  website: z.string().max(500).optional(),
  context: z
    .object({
      pageUri: z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .optional(),
      pageName: z.preprocess(cleanLine, z.string().max(300).optional()),
      hutk: z
        .string()
        .max(100)
        .optional()
        .transform((value) => (value && HUBSPOT_UTK.test(value) ? value.toLowerCase() : undefined)),
    })
    .optional(),
});
export type ContactEnvelope = z.infer<typeof contactEnvelopeSchema>;
