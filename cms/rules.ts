/**
 * The content's rules that a field's value alone, with the market's saved content, can tell: what
 * a text may say (copy and links) and what a figure may claim. The content check (cms/check.ts)
 * applies them to every field of the files; the editor applies the same functions to a field as it
 * is edited (cms/admin/field-checks.ts), so both tell the same thing with the same words.
 */
import type { ComponentSchema } from "@keystatic/core";
import { claimBacking, FACT_IDS, isBacked, LITERAL_CLAIM, type FactId } from "../domain/facts.ts";
import type { MarketId } from "../domain/site.ts";
import { CONTENT_FILES, type ContentNamespace, type EditorContent } from "./config.ts";
import { outsideLinkProblem, outsideLinksIn, sitePathProblem } from "./links.ts";

export type Json = unknown;

/** A field's place in its file: keys and list positions (`["testimonials", "items", 2, "quote"]`). */
export type Path = (string | number)[];

export const isRecord = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * A field's labels in the editor, from the file's down, with an entry's place in its list:
 * `Footer › Sections (3) › Links (4) › Link (outside address)`.
 */
export function fieldLabels(schema: Record<string, ComponentSchema>, fieldPath: Path): string {
  const labels: string[] = [];
  let field: ComponentSchema | undefined = { kind: "object", fields: schema } as ComponentSchema;
  for (const part of fieldPath) {
    if (field?.kind === "object" && typeof part === "string") {
      field = field.fields[part];
      labels.push((field as { label?: string } | undefined)?.label ?? part);
    } else if (field?.kind === "array" && typeof part === "number") {
      labels.push(`${labels.pop() ?? ""} (${part + 1})`);
      field = field.element;
    } else {
      labels.push(String(part));
      field = undefined;
    }
  }
  return labels.join(" › ");
}

/** Every string of a file with its path, for the checks that read the words. */
export function strings(value: Json, fieldPath: Path = []): [Path, string][] {
  if (typeof value === "string") return [[fieldPath, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, [...fieldPath, index]));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...fieldPath, key]));
  return [];
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);

/**
 * A field's place in its file with its list positions blurred (`home:benefits.items.*.title`), to
 * compare the same field across markets. The editor names a field inside a list entry with "*".
 */
export const shapeOf = (namespace: EditorContent, fieldPath: Path) =>
  `${namespace}:${fieldPath.map((part) => (typeof part === "number" ? "*" : part)).join(".")}`;

export interface MarketFiles {
  market: MarketId;
  json: Partial<Record<ContentNamespace, Json>>;
}

export const get = (value: Json, ...keys: (string | number)[]): Json =>
  keys.reduce<Json>(
    (current, key) =>
      current !== null && typeof current === "object"
        ? (current as Record<string, Json>)[key]
        : undefined,
    value,
  );

/**
 * What a field's own checks need besides its value: the market's content as saved. The content
 * check builds it from the files; the editor from the files it loaded, so both tell the same.
 */
export interface FieldContext {
  market: MarketId;
  /** The market's fact sheet (its figures, for the claims and the variable picker, and its areas). */
  facts: Json;
  /** What the site's data holds for each claim it can count (ADR 43). */
  backing: Partial<Record<FactId, number>>;
  /** By a field's shape, the placeholders another market fills there (the code fills those). */
  filled: ReadonlyMap<string, ReadonlySet<string>>;
}

export function fieldContext(market: MarketId, all: readonly MarketFiles[]): FieldContext {
  const json = all.find((files) => files.market === market)?.json ?? {};
  const integrations = get(json.pages, "integrations", "items");
  const salesChannels = Array.isArray(integrations)
    ? integrations.filter((item) => get(item, "active") === true).length
    : 0;
  const filled = new Map<string, Set<string>>();
  for (const other of all) {
    if (other.market === market) continue;
    for (const { namespace } of CONTENT_FILES) {
      for (const [fieldPath, text] of strings(other.json[namespace])) {
        const shape = shapeOf(namespace, fieldPath);
        for (const name of placeholders(text)) {
          filled.set(shape, (filled.get(shape) ?? new Set()).add(name));
        }
      }
    }
  }
  return { market, facts: json.facts, backing: claimBacking(market, { salesChannels }), filled };
}

/**
 * Variables every text may use: i18next's default variables (app/i18n/i18n.ts), the brand, the
 * fact sheet's figures and areas, and the fleet's range.
 */
const GLOBAL_VARIABLE = /^(brand|facts\.\w+|areas\.\w+|fleet\.(min|max)(Pallets|Tonnes))$/;

const BACKING_SOURCE = {
  carriers: "the carriers of the market's rate cards, domain/rates/cards/",
  providers: "the parcel carriers of the rate cards and the active integrations",
  countries: "the markets the site serves",
} as const;

/** A customer story's result: its label reads after its figure ("300 pedidos al día"). */
const STORY_RESULT_LABEL = shapeOf("stories", ["figures", 0, "label"]);

/**
 * The claim of the fact sheet a story's result states when its label follows its figure
 * ("15+" and "paqueterías"), whatever the figure: the label's first words name one of the claims.
 */
function resultClaimOf(label: string): string | undefined {
  const stated = LITERAL_CLAIM.exec(`0 ${label}`);
  return stated?.index === 0 ? stated[1] : undefined;
}

/**
 * What a text says that its page cannot show: a claim's figure typed into the copy (or a story's
 * result that reads as one), a figure or an area the fact sheet lacks, a placeholder the page does
 * not fill (it would read "{{name}}").
 */
export function copyProblems(
  context: FieldContext,
  namespace: EditorContent,
  fieldPath: Path,
  text: string,
): string[] {
  const problems: string[] = [];
  if (namespace !== "facts" && LITERAL_CLAIM.test(text)) {
    problems.push(
      `writes a claim's figure ("${text.match(LITERAL_CLAIM)![0]}"): use the fact sheet's variable, like {{facts.carriers}}`,
    );
  }
  const resultClaim = shapeOf(namespace, fieldPath) === STORY_RESULT_LABEL && resultClaimOf(text);
  if (resultClaim) {
    problems.push(
      `after its figure, "${resultClaim}" states a claim of the fact sheet: a story's results are the customer's; quote the company's figure in the text as {{facts.<figure>}}`,
    );
  }
  const areas = get(context.facts, "areas");
  const filled = context.filled.get(shapeOf(namespace, fieldPath)) ?? new Set<string>();
  for (const name of placeholders(text)) {
    if (name.startsWith("facts.") && !(FACT_IDS as readonly string[]).includes(name.slice(6))) {
      problems.push(`{{${name}}} is no figure of the fact sheet (${FACT_IDS.join(", ")})`);
    } else if (name.startsWith("areas.") && !(isRecord(areas) && name.slice(6) in areas)) {
      problems.push(`{{${name}}} is no area of the fact sheet (Facts › Areas)`);
    } else if (!GLOBAL_VARIABLE.test(name) && !filled.has(name)) {
      problems.push(
        `{{${name}}} is not filled here (this field can use {{brand}}, {{facts.<figure>}}, {{areas.<area>}}, {{fleet.<range>}}${filled.size ? `, ${[...filled].map((n) => `{{${n}}}`).join(", ")}` : ""})`,
      );
    }
  }
  return problems;
}

/** The links a text writes (cms/links.ts): no address of the site, outside ones well-formed. */
export function linkProblems(market: MarketId, text: string): string[] {
  const sitePath = sitePathProblem(market, text);
  const outside = outsideLinksIn(text).flatMap((link) => {
    const problem = outsideLinkProblem(link);
    return problem ? [`"${link}" ${problem}`] : [];
  });
  return sitePath ? [sitePath, ...outside] : outside;
}

/** What the editor tells at a text as it is typed: its copy and its links. */
export const textProblems = (
  context: FieldContext,
  namespace: EditorContent,
  fieldPath: Path,
  text: string,
): string[] => [
  ...copyProblems(context, namespace, fieldPath, text),
  ...linkProblems(context.market, text),
];

/** A figure of the fact sheet held to what the site's data holds (ADR 43's claims). */
export function claimProblem(
  context: FieldContext,
  id: string,
  { amount, plus }: { amount: unknown; plus: unknown },
): string | undefined {
  const count = context.backing[id as FactId];
  if (count === undefined || typeof amount !== "number") return undefined;
  if (isBacked({ amount, plus: plus === true }, count)) return undefined;
  return `claims ${plus === true ? "more than " : ""}${amount}, but the site's data holds ${count} (${BACKING_SOURCE[id as keyof typeof BACKING_SOURCE]})`;
}
