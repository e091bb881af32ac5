import "../../browser/zod-browser.ts";
import type { MarketId } from "../../../domain/site.ts";
import {
  contactSchema,
  type ContactFormInput,
  type ContactFormValues,
} from "../../../domain/contact/schema.ts";
import { fieldErrors } from "../../../domain/field-errors.ts";

export type ContactCheck = (
  values: ContactFormInput,
) => { ok: true; values: ContactFormValues } | { ok: false; errors: Record<string, string[]> };

/**
 * The contact form's check in the browser: the shared schema, errors as codes per field. A chunk
 * of its own (zod is most of the form's code), fetched when the visitor starts on the form.
 */
export function contactCheck(market: MarketId): ContactCheck {
  const schema = contactSchema(market);
  return (values) => {
    const result = schema.safeParse(values);
    return result.success
      ? { ok: true, values: result.data }
      : { ok: false, errors: fieldErrors(result.error) };
  };
}
