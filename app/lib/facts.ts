import { isFactId, type Fact, type FactId } from "../../domain/facts.ts";
import { i18n } from "../i18n/i18n.ts";

/**
 * Claims of the market's fact sheet (domain/locales/<locale>/facts.json), in the order the copy
 * lists them; an id the sheet does not define fails the build.
 */
export function facts(ids: readonly string[]): Array<Fact & { id: FactId }> {
  const items = i18n.t("facts:items", { returnObjects: true }) as Record<FactId, Fact>;
  return ids.map((id) => {
    if (!isFactId(id)) throw new Error(`"${id}" is not a claim of the fact sheet`);
    return { id, ...items[id] };
  });
}
