import type { Behaviour } from "../widget.ts";
import { currentYear } from "./current-year.ts";

/** Once the year has turned since the build, the browser writes the current one in its place. */
export const currentYearBehaviour: Behaviour = (element) => {
  const builtYear = String(currentYear.options(element).builtYear);
  const thisYear = String(new Date().getFullYear());
  if (builtYear !== thisYear && element.textContent) {
    element.textContent = element.textContent.replace(builtYear, thisYear);
  }
  return () => {};
};
