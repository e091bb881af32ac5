import type { ContactFormInput } from "./schema.ts";

/**
 * The contact form's fields, in the order the form shows them. Apart from the schema so the
 * browser can name the fields without loading zod.
 */
export const CONTACT_FIELDS = [
  "name",
  "lastName",
  "email",
  "phoneNumber",
  "companyName",
  "companyType",
  "estimatedShipments",
  "origin",
  "message",
  "acceptTerms",
] as const satisfies ReadonlyArray<keyof ContactFormInput>;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];
