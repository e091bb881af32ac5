/**
 * The content model's building blocks: Keystatic fields with the rules every market's content
 * keeps. The editor enforces them as marketing types; the content check (cms/check.ts) applies the
 * same fields to the files, so an edit made outside the editor is held to them too.
 */
import { fields } from "@keystatic/core";
import { FACT_IDS } from "../domain/facts.ts";
import { carriersOf } from "../domain/rates/carriers.ts";
import { contentImagesDir } from "../domain/content-images.ts";
import { MARKETS, type MarketId } from "../domain/site.ts";
import { ILLUSTRATION_NAMES } from "../app/components/illustrations/names.ts";
import { SOCIAL_ICON_NAMES } from "../app/components/layout/social-icons.ts";
import { CUSTOMER_LOGO_NAMES, STORE_LOGO_NAMES } from "../app/components/logos/logo-names.ts";
import { ICON_NAMES } from "../app/components/ui/icon-names.ts";

export { SOCIAL_ICON_NAMES, STORE_LOGO_NAMES };

/** The service pages, as the content names them (carousels, cards, the services menu). */
export const SERVICE_IDS = [
  "fullpack",
  "lastMile",
  "b2b",
  "dedicated",
  "suite",
  "pickup",
  "directo",
  "carriers",
] as const;

/** The footer's link labels, `footer.links.<id>` of the same file. */
export const FOOTER_LINK_IDS = [
  "apiDocs",
  "integrations",
  "partners",
  "blog",
  "helpCenter",
  "faq",
  "contact",
  "jobs",
  "privacy",
  "tracking",
  "rates",
] as const;

interface TextOptions {
  multiline?: boolean;
  description?: string;
  pattern?: { regex: RegExp; message: string };
}

/**
 * A text marketing must write, at most `max` characters: the longest that fits its box at the
 * narrowest layout (about 1.3 times the longest text any market had when the model was written).
 */
export const text = (label: string, max: number, options: TextOptions = {}) =>
  fields.text({
    label,
    multiline: options.multiline,
    description: options.description,
    validation: { isRequired: true, length: { max }, pattern: options.pattern },
  });

/**
 * A text that may be left empty on purpose (a service without a tag, a hero without video): it
 * is written as "" when empty, since the page reads the key either way.
 */
export const blankable = (label: string, max: number, options: TextOptions = {}) => {
  const field = fields.text({
    label,
    multiline: options.multiline,
    description: options.description,
    validation: { length: { max }, pattern: options.pattern },
  });
  return { ...field, serialize: (value: string) => ({ value }) };
};

/** A text the file may leave out: an empty one is not written (a footer link without address). */
export const optional = (label: string, max: number, options: TextOptions = {}) =>
  fields.text({
    label,
    multiline: options.multiline,
    description: options.description,
    validation: {
      length: { max },
      // The pattern applies to what is written; empty means "not written".
      pattern: options.pattern
        ? {
            regex: new RegExp(`^$|${options.pattern.regex.source}`),
            message: options.pattern.message,
          }
        : undefined,
    },
  });

/** A full https address, with nothing around it. */
const HTTPS = {
  regex: /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s"<>]*)?$/i,
  message: "must be a full address starting with https:// (like https://ayuda.anden.example)",
};

export const webAddress = (label: string, options: { optional?: boolean } = {}) =>
  options.optional
    ? optional(label, 200, { pattern: HTTPS })
    : text(label, 200, { pattern: HTTPS });

export const NEW_TAB = { regex: /^_blank$/, message: "must be _blank (opens in a new tab)" };

/** A colour as the page writes it: #RRGGBB. */
export const colour = (label: string) =>
  text(label, 7, {
    pattern: { regex: /^#[0-9A-Fa-f]{6}$/, message: "must be a colour like #1D4ED8" },
  });

/** A time of day, 24-hour clock: 9:05, 11:41. */
export const clockTime = (label: string) =>
  text(label, 5, {
    pattern: { regex: /^([01]?\d|2[0-3]):[0-5]\d$/, message: "must be a time like 11:41" },
  });

/** An id other content refers to: small letters, digits, dashes and underscores. */
export const id = (label = "Id") =>
  text(label, 40, {
    description: "Other content refers to it: change it only with what refers to it.",
    pattern: {
      regex: /^[A-Za-z0-9_-]+$/,
      message: "may hold only letters, digits, - and _",
    },
  });

export const figure = (label: string, description?: string) =>
  fields.number({ label, description, validation: { isRequired: true, min: 0 } });

export const flag = (label: string, description?: string) =>
  fields.checkbox({ label, description });

/** One of a fixed list of values: the page can draw only these. */
export const choice = (label: string, values: readonly string[], description?: string) =>
  fields.select({
    label,
    description,
    options: values.map((value) => ({ label: value, value })),
    defaultValue: values[0]!,
  });

export const icon = () =>
  choice("Icon", ICON_NAMES, "The pictogram beside the text (lucide.dev shows each by name).");
export const illustration = (label = "Illustration") => choice(label, ILLUSTRATION_NAMES);
export const customerLogo = () => choice("Logo", CUSTOMER_LOGO_NAMES);
export const serviceId = (label = "Service") => choice(label, SERVICE_IDS);
export const factId = () => choice("Figure", FACT_IDS, "A figure of this market's fact sheet.");
export const footerLinkKey = () =>
  choice(
    "Label",
    FOOTER_LINK_IDS.map((linkId) => `footer.links.${linkId}`),
    "Which of the footer's link labels (Footer › Links) this link shows.",
  );
/** A carrier of the market's rate cards (domain/rates/cards/): the pages can name no other. */
export const carrierId = (market: MarketId) =>
  choice(
    "Carrier",
    carriersOf(market).map((carrier) => carrier.id),
  );

/**
 * A photo marketing uploads (JPEG, PNG or WebP): written to the market's images folder, named by
 * the field's place (`testimonials/items/t1/photo.jpg`); the build serves it resized as WebP.
 */
export const photo = (market: MarketId, label: string, description: string) =>
  fields.image({
    label,
    description,
    // No publicPath: the content names the upload by its path in the folder.
    directory: contentImagesDir(MARKETS[market].locale),
  });

export const group = <Fields extends Record<string, Parameters<typeof fields.object>[0][string]>>(
  label: string,
  schema: Fields,
  description?: string,
) => fields.object(schema, { label, description });

type ElementField = Parameters<typeof fields.array>[0];

/** A list of `min` to `max` entries: as many as its section's layout holds. */
export const list = <Element extends ElementField>(
  label: string,
  element: Element,
  options: {
    min: number;
    max: number;
    /** How the editor names an entry (by, byValue). */
    itemLabel?: (props: never) => string;
    description?: string;
    /** The entry's field that names its uploads' folder (an id), instead of its position. */
    slugField?: string;
  },
) =>
  fields.array(element, {
    label,
    description: options.description,
    itemLabel: options.itemLabel as never,
    slugField: options.slugField as never,
    validation: { length: { min: options.min, max: options.max } },
  });

/** An entry's label in a list: the first of these fields that has a value. */
export const by =
  (...keys: string[]) =>
  (props: { fields: Record<string, { value?: unknown }> }) => {
    for (const key of keys) {
      const value = props.fields[key]?.value;
      if (typeof value === "string" && value) return value;
    }
    return "(empty)";
  };

/** A list of plain values (ids, short texts) labelled by their value. */
export const byValue = (props: { value: unknown }) =>
  typeof props.value === "string" && props.value ? props.value : "(empty)";
