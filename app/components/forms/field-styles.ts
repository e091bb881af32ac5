/** A text input, select or text area of the site's forms, with its invalid state. */
export const INPUT_CLASS =
  "mt-1.5 block w-full rounded-control border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger";

/** A field's error message under it. */
export const FIELD_ERROR_CLASS = "mt-1.5 min-h-5 text-sm font-medium text-danger";
