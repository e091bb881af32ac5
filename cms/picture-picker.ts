/**
 * A choice among the site's own pictures as a picker of pictures (issue 35 item 3): instead of a
 * list of code names, a group of radio buttons, each showing the picture as the site draws it and
 * named in the editor's language. Three kinds: the built-in logos, the icons (of a card, a service,
 * a social profile) and the illustrations. Only the field's control changes: its value, what the
 * file holds and the checks are those of Keystatic's select, the picture's code name.
 *
 * The drawings are the site's own components, which the editor's page provides
 * (cms/admin/picture-thumbnails.tsx): this module also serves the content check in Node, which
 * loads no React component of the site.
 */
import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { Radio, RadioGroup } from "@keystar/ui/radio";
import { createContext, createElement, useContext, type ReactNode } from "react";

export type PictureKind = "logo" | "icon" | "illustration";

/** Draws a picture by its code name, with the name the editor shows for it. */
export type DrawPicture = (name: string, label: string) => ReactNode;

const nameAlone: DrawPicture = (_, label) => label;

/** The editor page's drawing of each kind; outside it (a test), the name alone. */
export const PictureDrawings = createContext<Record<PictureKind, DrawPicture>>({
  logo: nameAlone,
  icon: nameAlone,
  illustration: nameAlone,
});

/** What the picker shows of the select whose control it replaces (its help: cms/fields.ts). */
type PictureSelect = BasicFormField<string> & {
  description: string;
  options: readonly { label: string; value: string }[];
};

/**
 * A select of pictures whose control is the picker: the same value, options, parse, serialize and
 * validate, so the file keeps the picture's code name. The kind sets the tiles' size
 * (editor.css): a logo's strip, an icon's square, an illustration's card.
 */
export function picturePicker<Field extends PictureSelect>(field: Field, kind: PictureKind): Field {
  function PicturePickerInput(props: FormFieldInputProps<string>) {
    const draw = useContext(PictureDrawings)[kind];
    const options = field.options.map(({ label, value }) =>
      createElement(
        Radio,
        {
          key: value,
          value,
          "aria-label": label,
          autoFocus: props.autoFocus && value === props.value,
          UNSAFE_className: "anden-picture-option",
        },
        createElement(
          "span",
          { role: "img", "aria-label": label, className: "anden-picture-drawing" },
          draw(value, label),
        ),
      ),
    );
    return createElement(RadioGroup, {
      label: field.label ?? "",
      description: field.description,
      value: props.value,
      onChange: (value: string) => props.onChange(value),
      orientation: "horizontal",
      UNSAFE_className: `anden-picture-picker anden-picture-picker-${kind}`,
      children: options,
    });
  }
  return { ...field, Input: PicturePickerInput };
}
