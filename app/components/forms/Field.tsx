import type { ReactNode } from "react";
import type { Attributes } from "../../widgets/widget.ts";
import { FIELD_ERROR_CLASS } from "./field-styles.ts";

/**
 * A field as the site's forms draw it: its label (with the required mark where the form marks
 * them), its control, and under it the field's error message, empty when there is none and
 * announced politely when a behaviour fills it. The control points at the message itself
 * (`fieldErrorView`), as only the form knows when it is invalid.
 */
export function Field({
  controlId,
  label,
  required = false,
  errorId,
  errorText,
  errorAttributes,
  children,
}: {
  controlId: string;
  label: string;
  /** Draws the required mark (the form says what it means). */
  required?: boolean;
  errorId: string;
  errorText: string;
  /** The message's widget part and data, for the behaviour that shows the errors. */
  errorAttributes?: Attributes;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={controlId} className="font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      <p id={errorId} {...errorAttributes} aria-live="polite" className={FIELD_ERROR_CLASS}>
        {errorText}
      </p>
    </div>
  );
}
