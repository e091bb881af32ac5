import { defineWidget } from "../widget.ts";

export interface CurrentYearOptions {
  /** The year the page was built in, as its text shows it. */
  builtYear: number;
}

/** A text with the year in it (the footer's rights line) that stays current on a prerendered page. */
export const currentYear = defineWidget("current-year", []).withOptions<CurrentYearOptions>();
