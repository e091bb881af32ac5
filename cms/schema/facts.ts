import { fields } from "@keystatic/core";
import { fieldsFor, noted } from "../fields.ts";
import { labelOf, type LabelKey } from "../labels.ts";
import { COMPANY_FACT_IDS } from "../../domain/facts.ts";
import type { MarketId } from "../../domain/site.ts";

/** Where the company-wide figures live (ADR 64), as Keystatic names it (no extension) and as a file. */
export const COMPANY_FACTS_PATH = "domain/locales/company-facts";
export const COMPANY_FACTS_FILE = `${COMPANY_FACTS_PATH}.json`;

/** The company file's entry in the editor's menu, for every market's editors. */
export const COMPANY_FACTS_LABEL = "Cifras de la empresa / Company figures";

/** Both languages' label and help: every market's editors edit the company's file. */
const bilingual = (key: LabelKey) => {
  const es = labelOf(key, "es");
  const en = labelOf(key, "en");
  return { label: `${es.label} / ${en.label}`, description: `${es.help} / ${en.help}` };
};
/** A field with its both-language label and help, the help also where the editor's checks read it. */
const bilingualField = <Field extends object>(
  make: (labels: ReturnType<typeof bilingual>) => Field,
  key: LabelKey,
) => noted(make(bilingual(key)), { description: bilingual(key).description });

/**
 * company-facts.json (ADR 64): the figures the whole company shares, edited once; every market's
 * sheet shows them with its own words unless the market gives its own figure.
 */
export const companyFactsSchema = () => ({
  items: bilingualField(
    (labels) =>
      fields.object(
        Object.fromEntries(
          COMPANY_FACT_IDS.map((id) => [
            id,
            bilingualField(
              (idLabels) =>
                fields.object(
                  {
                    amount: bilingualField(
                      (amountLabels) =>
                        fields.number({
                          ...amountLabels,
                          validation: { isRequired: true, min: 0 },
                        }),
                      "amount",
                    ),
                    plus: bilingualField((plusLabels) => fields.checkbox(plusLabels), "plus"),
                  },
                  idLabels,
                ),
              id,
            ),
          ]),
        ),
        labels,
      ),
    "items",
  ),
});

/** The fact sheet (facts.json, ADR 43): each claim's figure, its caption and its scope in words. The copy states a claim only as {{facts.<id>}}. */
export const factsSchema = (market: MarketId) => {
  const { figure, flag, group, optionalFigure, optionalFlag, text } = fieldsFor(market);
  /** A company figure's place in the market: its words, and its own figure only where it is local. */
  const companyFigure = { amount: optionalFigure("localAmount"), plus: optionalFlag("plus") };
  return {
    title: text("title", 40),
    asOf: text("asOf", 40),
    /** Places the copy names as {{areas.<id>}}: where the own couriers deliver the same day. */
    areas: group("areas", {
      metro: text("metro", 60),
    }),
    items: group("items", {
      brands: group("brands", {
        ...companyFigure,
        label: text("label", 40),
        scope: text("scope", 160, { multiline: true }),
      }),
      activeUsers: group("activeUsers", {
        ...companyFigure,
        label: text("label", 60),
        scope: text("scope", 180, { multiline: true }),
      }),
      warehouseArea: group("warehouseArea", {
        ...companyFigure,
        unit: text("unit", 20),
        label: text("label", 30),
        scope: text("scope", 110),
      }),
      countries: group("countries", {
        ...companyFigure,
        label: text("label", 60),
        scope: text("scope", 120, { multiline: true }),
      }),
      pace: group("pace", {
        ...companyFigure,
        label: text("label", 50),
        scope: text("scope", 130, { multiline: true }),
      }),
      carriers: group("carriers", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 50),
        scope: text("scope", 170, { multiline: true }),
      }),
      providers: group("providers", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 75),
        scope: text("scope", 210, { multiline: true }),
      }),
      packages: group("packages", {
        ...companyFigure,
        label: text("label", 60),
        scope: text("scope", 140, { multiline: true }),
      }),
      sla: group("sla", {
        ...companyFigure,
        unit: text("unit", 20),
        label: text("label", 60),
        scope: text("scope", 130, { multiline: true }),
      }),
      sellers: group("sellers", {
        ...companyFigure,
        label: text("label", 60),
        scope: text("scope", 170, { multiline: true }),
      }),
    }),
  };
};
