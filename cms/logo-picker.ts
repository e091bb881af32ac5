/**
 * The built-in logos as a picker of pictures (issue 35 item 3): instead of a list of code names,
 * a group of radio buttons, each showing the logo as the site draws it and named in the editor's
 * language. Only the field's control changes: its value, what the file holds and the checks are
 * those of Keystatic's select, the logo's code name.
 *
 * The drawings are the site's own components (BrandLogo), which the editor's page provides
 * (cms/admin/logo-thumbnails.tsx): this module also serves the content check in Node, which
 * loads no React component of the site.
 */
import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { Radio, RadioGroup } from "@keystar/ui/radio";
import { createContext, createElement, useContext, type ReactNode } from "react";

/** Draws a logo by its code name, with the name the editor shows for it. */
export type DrawLogo = (name: string, label: string) => ReactNode;

/** The editor page's drawing of each logo; outside it (a test), the name alone. */
export const LogoDrawing = createContext<DrawLogo>((_, label) => label);

/** What the picker shows of the select whose control it replaces (its help: cms/fields.ts). */
type LogoSelect = BasicFormField<string> & {
  description: string;
  options: readonly { label: string; value: string }[];
};

/** The class names editor.css lays the picker out with. */
const PICKER_CLASS = "anden-logo-picker";
const OPTION_CLASS = "anden-logo-option";
const DRAWING_CLASS = "anden-logo-drawing";

/**
 * A select of logos whose control is the picker: the same value, options, parse, serialize and
 * validate, so the file keeps the logo's code name.
 */
export function logoPicker<Field extends LogoSelect>(field: Field): Field {
  function LogoPickerInput(props: FormFieldInputProps<string>) {
    const draw = useContext(LogoDrawing);
    const options = field.options.map(({ label, value }) =>
      createElement(
        Radio,
        {
          key: value,
          value,
          "aria-label": label,
          autoFocus: props.autoFocus && value === props.value,
          UNSAFE_className: OPTION_CLASS,
        },
        createElement(
          "span",
          { role: "img", "aria-label": label, className: DRAWING_CLASS },
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
      UNSAFE_className: PICKER_CLASS,
      children: options,
    });
  }
  return { ...field, Input: LogoPickerInput };
}
