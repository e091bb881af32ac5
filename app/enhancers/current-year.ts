import type { Enhancer } from "./types.ts";

/**
 * The prerendered HTML carries the year of the build (`data-year`); once the year has turned, the
 * browser writes the current one in its place.
 */
export const enhanceCurrentYear: Enhancer = (element) => {
  const builtYear = element.dataset.year;
  const currentYear = String(new Date().getFullYear());
  if (builtYear && builtYear !== currentYear && element.textContent) {
    element.textContent = element.textContent.replace(builtYear, currentYear);
  }
  return () => {};
};
