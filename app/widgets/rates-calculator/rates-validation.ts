import "../../browser/zod-browser.ts";
import type { MarketId } from "../../../domain/site.ts";
import type { RateFormValues } from "../../../domain/rates/query.ts";
import { fieldErrors } from "../../../domain/field-errors.ts";
import { ratesRequestSchema } from "../../../domain/rates/schema.ts";

/** Per-field error codes of the rates form; empty when it can be sent. */
export type RatesCheck = (values: RateFormValues) => Record<string, string[]>;

/**
 * The rates form's check in the browser: the shared schema, errors as codes per field. A chunk of
 * its own (zod is most of the calculator's code), fetched when the visitor starts on the form.
 */
export function ratesCheck(market: MarketId): RatesCheck {
  const schema = ratesRequestSchema(market);
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };
}
