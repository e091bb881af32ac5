/**
 * Shows `text` as a field's error in `message` (an empty text clears it) and points each element of
 * `described` at it with aria-describedby; those of `invalid` are also marked aria-invalid.
 */
export function showFieldError(
  message: HTMLElement,
  text: string,
  described: readonly HTMLElement[],
  invalid: readonly HTMLElement[] = described,
): void {
  message.textContent = text;
  for (const element of described) {
    if (text) element.setAttribute("aria-describedby", message.id);
    else element.removeAttribute("aria-describedby");
  }
  for (const element of invalid) {
    if (text) element.setAttribute("aria-invalid", "true");
    else element.removeAttribute("aria-invalid");
  }
}
