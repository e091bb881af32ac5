import { applyAttributes, type Attributes } from "./widget.ts";

/**
 * A form field's error, as the server draws it and as a behaviour shows it: the controls it
 * describes point at the message, and the invalid ones say so. An empty text is no error.
 */
export function fieldErrorView(
  messageId: string,
  text: string,
): { described: Attributes; invalid: Attributes } {
  return {
    described: { "aria-describedby": text ? messageId : undefined },
    invalid: { "aria-invalid": text ? "true" : undefined },
  };
}

/**
 * Shows `text` as a field's error in `message` (an empty text clears it), on the elements it
 * describes and, of those, the ones that are invalid (a checkbox group's boxes are not each
 * invalid; its fieldset is described).
 */
export function showFieldError(
  message: HTMLElement,
  text: string,
  described: readonly HTMLElement[],
  invalid: readonly HTMLElement[] = described,
): void {
  message.textContent = text;
  const view = fieldErrorView(message.id, text);
  for (const element of described) applyAttributes(element, view.described);
  for (const element of invalid) applyAttributes(element, view.invalid);
}
