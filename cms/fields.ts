/**
 * The content model's building blocks: Keystatic fields with the rules every market's content
 * keeps. The editor enforces them as marketing types; the content check (cms/check.ts) applies the
 * same fields to the files, so an edit made outside the editor is held to them too.
 */
import { fields, type ComponentSchema, type ValueForReading } from "@keystatic/core";
import DOMPurify from "dompurify";
import { createElement, useEffect, useRef, useState } from "react";
import {
  countNote,
  iconNameOf,
  illustrationNameOf,
  labelOf,
  langOf,
  logoNameOf,
  maxNote,
  type LabelKey,
} from "./labels.ts";
import { picturePicker } from "./picture-picker.ts";
import { FACT_IDS } from "../domain/facts.ts";
import { carriersOf } from "../domain/rates/carriers.ts";
import { contentImagesDir } from "../domain/content-images.ts";
import { LOGO_FILE_MAX_BYTES, svgLogoProblem } from "../domain/logo-files.ts";
import { STORY_SLUG, storySlugOf } from "../domain/stories.ts";
import { SERVICE_PAGE_IDS } from "../domain/pages.ts";
import { MARKETS, type MarketId } from "../domain/site.ts";
import { ILLUSTRATION_NAMES } from "../app/components/illustrations/names.ts";
import { SOCIAL_ICON_NAMES, type SocialIconName } from "../app/components/layout/social-icons.ts";
import {
  CUSTOMER_LOGO_NAMES,
  STORE_LOGO_NAMES,
  type BrandLogoName,
} from "../app/components/logos/logo-names.ts";
import { ICON_NAMES, type IconName } from "../app/components/ui/icon-names.ts";

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
  "stories",
] as const;

interface TextOptions {
  multiline?: boolean;
  pattern?: { regex: RegExp; message: string };
}

/** A full https address, with nothing around it. */
const HTTPS = {
  regex: /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s"<>]*)?$/i,
  message: "must be a full address starting with https:// (like https://ayuda.anden.example)",
};

const FOOTER_LINK_PREFIX = "footer.links.";

/** The characters an id may hold. */
const ID = /^[A-Za-z0-9_-]+$/;

/** The `target` value that opens a link in a new tab. */
const NEW_TAB = "_blank";

type TextField = ReturnType<typeof fields.text>;

/**
 * What the model says of a field beside Keystatic's own: its help text (Keystatic keeps a form
 * field's `description` inside its Input, where no test can read it) and a text's limit, which
 * the editor's page counts under the field (cms/admin/field-checks.tsx).
 */
export interface FieldNotes {
  description: string;
  maxLength?: number;
}

export const noted = <Field extends object>(
  field: Field,
  notes: FieldNotes,
): Field & FieldNotes => ({
  ...field,
  ...notes,
});

type SlugField = ReturnType<typeof fields.slug>;

/** Whether the editor shows a saved entry (`…/item/<slug>`), not a new one (`…/create`). */
const onSavedEntryPage = () => /\/item\/[^/]+$/.test(globalThis.location?.pathname ?? "");

/**
 * A slug field whose word stays once its entry is saved: Keystatic lets the word be changed, or
 * made again from the name, at any time, which would move a published story to a new address. A
 * saved entry (opened on its item page) keeps its word, whatever is typed or regenerated; a new
 * entry's word follows its name until it is saved, a duplicate's too (Keystatic starts it as the
 * original's word with "-copy").
 */
export function storySlugLocked(field: SlugField): SlugField {
  const Field = field.Input;
  function LockedSlugInput(props: Parameters<SlugField["Input"]>[0]) {
    const [saved] = useState(() => (onSavedEntryPage() ? props.value.slug : ""));
    if (saved === "") return createElement(Field, props);
    return createElement(Field, {
      ...props,
      value: { name: props.value.name, slug: saved },
      onChange: (value: { name: string; slug: string }) =>
        props.onChange({ name: value.name, slug: saved }),
    });
  }
  return { ...field, Input: LockedSlugInput };
}

/** A new entry's id: short, unlikely to meet another, and within ID. */
const newId = () => `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * An id field that no one renames by mistake: the pages and other content name an entry by it
 * (the contact page names a testimonial), so a saved entry's id is shown read-only; a new entry
 * gets one made up when it is added, which the writer may replace until the entry is saved.
 */
export function idLocked<Field extends TextField>(field: Field): Field {
  const Field = field.Input;
  function LockedIdInput(props: Parameters<TextField["Input"]>[0]) {
    const [saved] = useState(props.value);
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const input = box.current?.querySelector("input");
      if (saved !== "" && input) input.readOnly = true;
    }, [saved]);
    return createElement(
      "div",
      { ref: box },
      createElement(Field, {
        ...props,
        autoFocus: false,
        onChange: saved === "" ? props.onChange : () => {},
      }),
    );
  }
  return { ...field, Input: LockedIdInput, defaultValue: newId };
}

type ElementField = Parameters<typeof fields.array>[0];
type ObjectFields = Parameters<typeof fields.object>[0];

/**
 * The model's fields for one market's editor: each is named by a key of cms/labels.ts and shows
 * that key's label and help text in the market's language (a text's limit added to its help).
 */
export function fieldsFor(market: MarketId) {
  const lang = langOf(market);
  const labelledField = (key: LabelKey) => {
    const { label, help } = labelOf(key, lang);
    return { label, description: help };
  };
  const limited = (key: LabelKey, max: number) => {
    const { label, help } = labelOf(key, lang);
    return { label, description: `${help} ${maxNote(max, lang)}` };
  };
  const described = <Field extends object>(field: Field, key: LabelKey) =>
    noted(field, { description: labelledField(key).description });

  /** A text of at most `max` characters, its limit in its help and counted under it. */
  const limitedText = (
    key: LabelKey,
    max: number,
    multiline: boolean | undefined,
    validation: Parameters<typeof fields.text>[0]["validation"],
  ) => {
    const { label, description } = limited(key, max);
    return noted(fields.text({ label, description, multiline, validation }), {
      description,
      maxLength: max,
    });
  };

  /**
   * A text marketing must write, at most `max` characters: the longest that fits its box at the
   * narrowest layout (about 1.3 times the longest text any market had when the model was written).
   */
  const text = (key: LabelKey, max: number, options: TextOptions = {}) =>
    limitedText(key, max, options.multiline, {
      isRequired: true,
      length: { max },
      pattern: options.pattern,
    });

  /**
   * A text that may be left empty on purpose (a service without a tag, a hero without video): it
   * is written as "" when empty, since the page reads the key either way.
   */
  const blankable = (key: LabelKey, max: number, options: TextOptions = {}) => ({
    ...limitedText(key, max, options.multiline, { length: { max }, pattern: options.pattern }),
    serialize: (value: string) => ({ value }),
  });

  /** A text the file may leave out: an empty one is not written (a footer link without address). */
  const optional = (key: LabelKey, max: number, options: TextOptions = {}) =>
    limitedText(key, max, options.multiline, {
      length: { max },
      // The pattern applies to what is written; empty means "not written".
      pattern: options.pattern
        ? {
            regex: new RegExp(`^$|${options.pattern.regex.source}`),
            message: options.pattern.message,
          }
        : undefined,
    });

  const webAddress = (key: LabelKey, options: { optional?: boolean } = {}) =>
    options.optional ? optional(key, 200, { pattern: HTTPS }) : text(key, 200, { pattern: HTTPS });

  /**
   * A link's "opens in a new tab" as a checkbox: the file keeps `target: "_blank"`, or no
   * target, as it did when the field was a text.
   */
  const newTab = (key: LabelKey) => {
    const box = described(fields.checkbox(labelledField(key)), key);
    const parse = (value: unknown) => {
      if (value === undefined) return false;
      if (value === NEW_TAB) return true;
      throw new Error(`must be "${NEW_TAB}" (opens in a new tab) or left out`);
    };
    return {
      ...box,
      parse,
      serialize: (value: boolean) => ({ value: value ? NEW_TAB : undefined }),
      reader: { parse },
    };
  };

  /** A colour as the page writes it: #RRGGBB. */
  const colour = (key: LabelKey) =>
    text(key, 7, {
      pattern: { regex: /^#[0-9A-Fa-f]{6}$/, message: "must be a colour like #1D4ED8" },
    });

  /** A time of day, 24-hour clock: 9:05, 11:41. */
  const clockTime = (key: LabelKey) =>
    text(key, 5, {
      pattern: { regex: /^([01]?\d|2[0-3]):[0-5]\d$/, message: "must be a time like 11:41" },
    });

  /** An id other content refers to: letters, digits, dashes and underscores. */
  const idText = (key: LabelKey) =>
    text(key, 40, { pattern: { regex: ID, message: "may hold only letters, digits, - and _" } });

  /**
   * An entry's own id, which other content and the pages name: proposed when the entry is added,
   * read-only once it is saved (idLocked).
   */
  const id = () => idLocked(idText("id"));

  /** An id that names another entry (the contact page's testimonial): the writer's choice. */
  const idOf = (key: LabelKey) => idText(key);

  /**
   * A card's sentence: a box of several lines where it may run past 120 characters, which a
   * one-line box no longer shows whole.
   */
  const sentence = (key: LabelKey, max: number) => text(key, max, { multiline: max > 120 });

  const figure = (key: LabelKey) =>
    described(
      fields.number({ ...labelledField(key), validation: { isRequired: true, min: 0 } }),
      key,
    );

  const flag = (key: LabelKey) => described(fields.checkbox(labelledField(key)), key);

  /** A market's own figure where the company's (company-facts.json) is not its own: empty, not written. */
  const optionalFigure = (key: LabelKey) =>
    described(fields.number({ ...labelledField(key), validation: { min: 0 } }), key);

  /** A checkbox written only when ticked (a market's own figure's "+"). */
  const optionalFlag = (key: LabelKey) => {
    const box = flag(key);
    const parse = (value: Parameters<typeof box.parse>[0]) =>
      box.parse(value === undefined ? false : value);
    return {
      ...box,
      parse,
      serialize: (value: boolean) => ({ value: value ? true : undefined }),
      reader: { parse },
    };
  };

  /** A day, written YYYY-MM-DD. */
  const date = (key: LabelKey) =>
    described(fields.date({ ...labelledField(key), validation: { isRequired: true } }), key);

  /**
   * A story's customer and, made from the name, its word in the story's address (the file's
   * name, ADR 56): proposed as the name is typed, then the writer's to change until the story is
   * saved; a saved story's word stays (storySlugLocked), since links to it are out there.
   */
  const storySlug = () => {
    const field = fields.slug({
      name: { ...limited("storyCustomer", 40), validation: { length: { min: 1, max: 40 } } },
      slug: {
        ...labelledField("storyAddress"),
        generate: storySlugOf,
        validation: {
          length: { min: 2, max: 60 },
          pattern: {
            regex: STORY_SLUG,
            message:
              "the story's address may hold only small letters, digits and single dashes between words (like casa-nopal)",
          },
        },
      },
    });
    return described(storySlugLocked(field), "storyCustomer");
  };

  /**
   * One of a fixed list of values: the page can draw only these. Each is shown by its name in
   * the editor's language where it has one (a service, a figure, a picture), else by the value.
   */
  // Generic in the names only: the select's value stays a string, as the content's types read it.
  const choice = <Value extends string>(
    key: LabelKey,
    values: readonly Value[],
    nameOf: (value: Value) => string = (value) => value,
  ) => {
    const options: { label: string; value: string }[] = values.map((value) => ({
      label: nameOf(value),
      value,
    }));
    return described(
      fields.select({ ...labelledField(key), options, defaultValue: options[0]!.value }),
      key,
    );
  };

  /**
   * One of the site's built-in logos, icons or illustrations, picked by its picture
   * (cms/picture-picker.ts): the file keeps its code name, as a choice's.
   */
  const logoChoice = (key: LabelKey, names: readonly BrandLogoName[]) =>
    picturePicker(
      choice(key, names, (name) => logoNameOf(name, lang)),
      "logo",
    );
  const iconChoice = (names: readonly (IconName | SocialIconName)[]) =>
    picturePicker(
      choice("icon", names, (name) => iconNameOf(name, lang)),
      "icon",
    );
  const illustrationChoice = (key: LabelKey) =>
    picturePicker(
      choice(key, ILLUSTRATION_NAMES, (name) => illustrationNameOf(name, lang)),
      "illustration",
    );

  /** A value that is also a key of cms/labels.ts, shown by its label. */
  const named = (value: string) => labelOf(value as LabelKey, lang).label;

  /**
   * A photo marketing uploads (JPEG, PNG or WebP): written to the market's images folder, named by
   * the field's place (`testimonials/items/t1/photo.jpg`); the build serves it resized as WebP.
   */
  const photo = (key: LabelKey) =>
    described(
      fields.image({
        ...labelledField(key),
        // No publicPath: the content names the upload by its path in the folder.
        directory: contentImagesDir(MARKETS[market].locale),
      }),
      key,
    );

  /**
   * A logo marketing uploads instead of a built-in mark (ADR 64): an SVG drawing, or a PNG or WebP
   * the build resizes. Filed like a photo, by the field's place. The editor refuses, before Save, a
   * file heavier than a logo and an SVG that holds more than a drawing (the browser's DOMPurify);
   * the content check tells the same of a file added by hand.
   */
  const logoFile = (key: LabelKey = "logoFile") => {
    const field = fields.image({
      ...labelledField(key),
      directory: contentImagesDir(MARKETS[market].locale),
    });
    return described(
      {
        ...field,
        validate(value: Parameters<typeof field.validate>[0]) {
          const valid = field.validate(value);
          if (!value) return valid;
          if (!["svg", "png", "webp"].includes(value.extension.toLowerCase())) {
            throw new Error("a logo is an SVG, PNG or WebP file");
          }
          if (value.data.byteLength > LOGO_FILE_MAX_BYTES) {
            throw new Error(
              `the logo weighs ${Math.ceil(value.data.byteLength / 1024)} kB; at most ${LOGO_FILE_MAX_BYTES / 1024} kB`,
            );
          }
          // The browser's DOMPurify (the editor's page); the content check runs its own over jsdom.
          if (value.extension.toLowerCase() === "svg" && DOMPurify.isSupported) {
            const problem = svgLogoProblem(new TextDecoder().decode(value.data), DOMPurify);
            if (problem) throw new Error(problem);
          }
          return valid;
        },
      },
      key,
    );
  };

  /** A customer story's photo: filed under the stories' folder and the story's slug (ADR 56). */
  const storyPhoto = (key: LabelKey) =>
    described(
      fields.image({
        ...labelledField(key),
        directory: `${contentImagesDir(MARKETS[market].locale)}/stories`,
      }),
      key,
    );

  const group = <Fields extends ObjectFields>(key: LabelKey, schema: Fields) =>
    fields.object(schema, labelledField(key));

  /** A list of `min` to `max` entries: as many as its section's layout holds. */
  const list = <Element extends ElementField>(
    key: LabelKey,
    element: Element,
    options: {
      min: number;
      max: number;
      /** How the editor names an entry (by, byValue). */
      itemLabel?: (props: never) => string;
      /** The entry's field that names its uploads' folder (an id), instead of its position. */
      slugField?: string;
    },
  ) =>
    fields.array(element, {
      label: labelOf(key, lang).label,
      description: `${labelOf(key, lang).help} ${countNote(options.min, options.max, lang)}`,
      itemLabel: options.itemLabel as never,
      slugField: options.slugField as never,
      validation: { length: { min: options.min, max: options.max } },
    });

  /**
   * Exactly `count` entries of the same fields, as many as the section's layout holds, each
   * named in the editor by its `labelField`.
   */
  const entries = <Entry extends ObjectFields>(
    key: LabelKey,
    count: number,
    labelField: keyof Entry & string,
    entry: Entry,
  ) => list(key, group("item", entry), { min: count, max: count, itemLabel: by(labelField) });

  const icon = () => iconChoice(ICON_NAMES);

  /**
   * Cards of an icon, a title and a sentence (a page's advantages, its steps): `count` of them,
   * as many as the section's layout holds, each named in the editor by its title.
   */
  const iconCards = <SentenceKey extends "content" | "description">(
    sentenceKey: SentenceKey,
    limits: { count: number; title: number; sentence: number },
  ) =>
    entries("items", limits.count, "title", {
      icon: icon(),
      title: text("title", limits.title),
      ...({ [sentenceKey]: sentence(sentenceKey, limits.sentence) } as Record<
        SentenceKey,
        ReturnType<typeof sentence>
      >),
    });

  const serviceId = (key: LabelKey = "service") => choice(key, SERVICE_PAGE_IDS, named);

  /** The service cards a block shows (content.json's `serviceCards`), in order: `count` of them. */
  const serviceCards = (key: LabelKey, count: number) =>
    list(key, serviceId(), { min: count, max: count, itemLabel: byValue });

  return {
    text,
    blankable,
    optional,
    webAddress,
    newTab,
    colour,
    clockTime,
    id,
    idOf,
    figure,
    flag,
    optionalFigure,
    optionalFlag,
    date,
    storySlug,
    choice,
    photo,
    storyPhoto,
    logoFile,
    group,
    list,
    entries,
    icon,
    iconCards,
    illustration: (key: LabelKey = "illustration") => illustrationChoice(key),
    socialIcon: () => iconChoice(SOCIAL_ICON_NAMES),
    customerLogo: () => logoChoice("logo", CUSTOMER_LOGO_NAMES),
    storeLogo: () => logoChoice("logo", STORE_LOGO_NAMES),
    serviceId,
    serviceCards,
    factId: () => choice("factId", FACT_IDS, named),
    footerLinkKey: () =>
      choice(
        "footerLinkKey",
        FOOTER_LINK_IDS.map((linkId) => `${FOOTER_LINK_PREFIX}${linkId}`),
        (value) => named(value.slice(FOOTER_LINK_PREFIX.length)),
      ),
    /** A carrier of the market's rate cards (domain/rates/cards/): the pages can name no other. */
    carrierId: () =>
      choice(
        "carrier",
        carriersOf(market).map((carrier) => carrier.id),
      ),
  };
}

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

/** One market's fields (fieldsFor): what each section's content model is built from. */
export type FieldKit = ReturnType<typeof fieldsFor>;

/** The copy a field holds, as the pages read it: the type of a section's props. */
export type CopyOf<Field extends ComponentSchema> = ValueForReading<Field>;
