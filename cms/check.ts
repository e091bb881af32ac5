/**
 * The content check (`npm run content:check`, and the build before it bundles a market): every
 * file the editor owns, in every market, against the editor's model (cms/schema/) and the rules
 * the model cannot state (claims held to the data, ids that refer to each other). Each problem
 * names the market, the file and the field, so whoever made the edit can find it.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import { claimBacking, FACT_IDS, isBacked, LITERAL_CLAIM, type FactId } from "../domain/facts.ts";
import sharp from "sharp";
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_SIZES,
  contentImagesDir,
  isContentImagePath,
} from "../domain/content-images.ts";
import { carriersOf } from "../domain/rates/carriers.ts";
import { MARKET_IDS, MARKETS, type MarketId } from "../domain/site.ts";
import { CONTENT_FILES, contentFile, schemaOf, type ContentNamespace } from "./config.ts";
import { linkedPageProblem, outsideLinkProblem, outsideLinksIn, sitePathProblem } from "./links.ts";
import { STORY_SLUG_FIELD, storySchema } from "./schema/stories.ts";
import { storyPhotoPath } from "../domain/stories.ts";
import { storyFilesIn } from "../tooling/story-files.ts";

export interface ContentIssue {
  market: MarketId;
  /** The file, from the repository's root. */
  file: string;
  /** The field, as a path in the file: `testimonials.items[2].quote`; "" for the whole file. */
  field: string;
  message: string;
}

export const formatIssue = (issue: ContentIssue) =>
  `${MARKETS[issue.market].locale} (${issue.market}) ${issue.file}${issue.field ? ` › ${issue.field}` : ""}: ${issue.message}`;

type Json = unknown;

/** A collection's entry: its file's name (its slug) and the field the editor makes it from. */
interface CollectionEntry {
  slug?: string;
  slugField?: string;
}

interface PlainFormField {
  label: string;
  options?: { value: string }[];
  parse(value: Json): unknown;
  serialize(value: unknown): { value: Json };
  reader: {
    parse(value: Json): unknown;
    parseWithSlug?(value: Json, args: { slug: string; glob: "*" }): unknown;
  };
}
type Path = (string | number)[];

const fieldName = (fieldPath: Path) =>
  fieldPath
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join("");

const isRecord = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Walks a value against its Keystatic field the way the editor reads and writes it: a field the
 * file lacks, a value the field refuses (empty, too long, not an option, not an address), a list
 * longer or shorter than its section holds, and a key the model does not know (the editor would
 * drop it on the next save).
 */
export function checkAgainstSchema(
  schema: ComponentSchema,
  value: Json,
  fieldPath: Path,
  report: (fieldPath: Path, message: string) => void,
  entry: CollectionEntry = {},
): void {
  switch (schema.kind) {
    case "form": {
      // The model uses plain form fields only (text, number, checkbox, select, date, an upload's
      // name): their value is the file's value, with no files of their own; but for a
      // collection's slug field, whose file holds the name and whose file's name is the slug.
      const field = schema as unknown as PlainFormField;
      if (entry.slugField !== undefined && fieldName(fieldPath) === entry.slugField) {
        try {
          field.reader.parseWithSlug!(value, { slug: entry.slug ?? "", glob: "*" });
        } catch (error) {
          report(fieldPath, error instanceof Error ? error.message : String(error));
        }
        return;
      }
      if (value === undefined) {
        // Absent is how the editor writes an empty optional text; anything else must be there.
        let required = field.serialize(field.parse(undefined)).value !== undefined;
        try {
          field.reader.parse(undefined);
        } catch {
          required = true;
        }
        if (required) report(fieldPath, `missing: "${field.label}" is required`);
        return;
      }
      if (field.options && value !== undefined) {
        const values = field.options.map((option) => option.value);
        if (!values.includes(value as string)) {
          report(
            fieldPath,
            `"${String(value)}" is not an option of "${field.label}"; one of: ${values.join(", ")}`,
          );
          return;
        }
      }
      try {
        field.reader.parse(value);
      } catch (error) {
        report(fieldPath, error instanceof Error ? error.message : String(error));
      }
      return;
    }
    case "object": {
      if (!isRecord(value)) {
        report(fieldPath, `missing: the group "${schema.label ?? fieldName(fieldPath)}"`);
        return;
      }
      for (const [key, child] of Object.entries(schema.fields)) {
        checkAgainstSchema(child, value[key], [...fieldPath, key], report, entry);
      }
      const known = Object.keys(schema.fields);
      for (const key of Object.keys(value).filter((key) => !known.includes(key))) {
        report(
          [...fieldPath, key],
          "not in the editor's model: the editor would drop it on the next save (add it to cms/schema/ first)",
        );
      }
      const order = Object.keys(value).filter((key) => known.includes(key));
      const expected = known.filter((key) => order.includes(key));
      if (order.join() !== expected.join()) {
        report(fieldPath, `fields out of the editor's order (${expected.join(", ")})`);
      }
      return;
    }
    case "array": {
      if (!Array.isArray(value)) {
        report(fieldPath, `missing: the list "${schema.label}"`);
        return;
      }
      const { min = 0, max = Infinity } = schema.validation?.length ?? {};
      if (value.length > max) {
        report(
          fieldPath,
          `${value.length} entries where the section shows at most ${max} ("${schema.label}")`,
        );
      } else if (value.length < min) {
        report(
          fieldPath,
          `${value.length} entries where the section needs at least ${min} ("${schema.label}")`,
        );
      }
      value.forEach((item, index) =>
        checkAgainstSchema(schema.element, item, [...fieldPath, index], report, entry),
      );
      return;
    }
    default:
      report(fieldPath, `a ${schema.kind} field, which the content check cannot read`);
  }
}

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
function strings(value: Json, fieldPath: Path = []): [Path, string][] {
  if (typeof value === "string") return [[fieldPath, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, [...fieldPath, index]));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...fieldPath, key]));
  return [];
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);

/** A path with its list positions blurred, to compare the same field across markets. */
const shapeOf = (fieldPath: Path) =>
  fieldPath.map((part) => (typeof part === "number" ? "*" : part)).join(".");

interface MarketFiles {
  market: MarketId;
  json: Partial<Record<ContentNamespace, Json>>;
}

/** Reads and checks one market's files; returns what it could parse for the checks across files. */
/**
 * A file the editor owns, checked against its model (an entry of a collection with its slug) and
 * the editor's layout; undefined when it cannot be read as JSON.
 */
function checkEditorFile(
  absolutePath: string,
  schema: Record<string, ComponentSchema>,
  add: (fieldPath: Path, message: string) => void,
  entry: CollectionEntry = {},
): Json | undefined {
  let text: string;
  try {
    text = readFileSync(absolutePath, "utf8");
  } catch {
    add([], "the file is missing");
    return undefined;
  }
  let value: Json;
  try {
    value = JSON.parse(text);
  } catch (error) {
    add([], `not valid JSON (${error instanceof Error ? error.message : error})`);
    return undefined;
  }
  checkAgainstSchema({ kind: "object", fields: schema } as ComponentSchema, value, [], add, entry);
  if (text !== `${JSON.stringify(value, null, 2)}\n`) {
    add(
      [],
      "not in the editor's layout (two-space JSON, one entry per line): `npm run content:check -- --fix` rewrites it",
    );
  }
  return value;
}

/** Reads and checks one market's files; returns what it could parse for the checks across files. */
function checkMarketFiles(root: string, market: MarketId, issues: ContentIssue[]): MarketFiles {
  const json: MarketFiles["json"] = {};
  for (const { namespace } of CONTENT_FILES) {
    const file = contentFile(market, namespace);
    const add = (fieldPath: Path, message: string) =>
      issues.push({ market, file, field: fieldName(fieldPath), message });
    const value = checkEditorFile(path.join(root, file), schemaOf(namespace, market), add);
    if (value !== undefined) json[namespace] = value;
  }
  return { market, json };
}

/** A customer story's file (ADR 56), as the check read it. */
interface StoryEntry {
  slug: string;
  /** The file, from the repository's root. */
  file: string;
  json: Json;
}

/** Reads and checks a market's stories against the editor's model; the slug is the file's name. */
function checkStoryFiles(root: string, market: MarketId, issues: ContentIssue[]): StoryEntry[] {
  const schema = storySchema(market);
  return storyFilesIn(market, root).flatMap((absolutePath) => {
    const file = path.relative(root, absolutePath);
    const slug = path.basename(absolutePath, ".json");
    const add = (fieldPath: Path, message: string) =>
      issues.push({ market, file, field: fieldName(fieldPath), message });
    const json = checkEditorFile(absolutePath, schema, add, { slug, slugField: STORY_SLUG_FIELD });
    return json === undefined ? [] : [{ slug, file, json }];
  });
}

/**
 * The rules of a story the model cannot state: its texts hold to the fact sheet like every copy
 * (claims by their variable, only the variables the pages fill, links by page id); a result is
 * the customer's figure, never one of the sheet's claims typed in; an invented customer is marked
 * illustrative and lives under .example, a real one does not; a photo is described.
 */
function checkStoryRules(
  { market, json: files }: MarketFiles,
  stories: readonly StoryEntry[],
  issues: ContentIssue[],
) {
  const schema = storySchema(market);
  for (const { file, json } of stories) {
    const add = (fieldPath: Path, message: string) =>
      issues.push({ market, file, field: fieldName(fieldPath), message });
    for (const [fieldPath, text] of strings(json)) {
      for (const message of claimProblems(text, files.facts)) add(fieldPath, message);
      for (const name of placeholders(text)) {
        if (!GLOBAL_VARIABLE.test(name)) {
          add(
            fieldPath,
            `{{${name}}} is not filled here (a story can use {{brand}}, {{facts.<figure>}}, {{areas.<area>}}, {{fleet.<range>}})`,
          );
        }
      }
      const sitePath = sitePathProblem(market, text);
      if (sitePath) add(fieldPath, `${fieldLabels(schema, fieldPath)}: ${sitePath}`);
      for (const link of outsideLinksIn(text)) {
        const problem = outsideLinkProblem(link);
        if (problem) add(fieldPath, `${fieldLabels(schema, fieldPath)}: "${link}" ${problem}`);
      }
    }
    const figures = get(json, "figures");
    (Array.isArray(figures) ? figures : []).forEach((figure, index) => {
      const stated = `${String(get(figure, "amount"))}${get(figure, "plus") === true ? "+" : ""} ${String(get(figure, "label"))}`;
      if (LITERAL_CLAIM.test(stated)) {
        add(
          ["figures", index],
          `"${stated}" states a claim of the fact sheet: a story's results are the customer's; quote the company's figure in the text as {{facts.<figure>}}`,
        );
      }
    });
    const web = get(json, "web");
    if (typeof web === "string") {
      if (get(json, "sample") === true && !isReservedExample(web)) {
        add(
          ["web"],
          `"${web}" could be someone's real site: an illustrative story's customer has an address under .example`,
        );
      } else if (get(json, "sample") !== true && isReservedExample(web)) {
        add(
          ["sample"],
          `the customer's site "${web}" is an invented one: mark the story as illustrative, or give the customer's real site`,
        );
      }
    }
    if (get(json, "photo") !== undefined && get(json, "photoAlt") === undefined) {
      add(["photoAlt"], "the story has a photo: say what it shows, for those who cannot see it");
    }
    const services = get(json, "services");
    duplicates(Array.isArray(services) ? services : []).forEach((value) =>
      add(["services"], `lists the service "${String(value)}" twice`),
    );
  }
}

const get = (value: Json, ...keys: (string | number)[]): Json =>
  keys.reduce<Json>(
    (current, key) =>
      current !== null && typeof current === "object"
        ? (current as Record<string, Json>)[key]
        : undefined,
    value,
  );

const SQUARE_FEET_PER_SQUARE_METRE = 10.763_910_4;

/** The rules across fields and files that the model cannot state. */
function checkMarketRules({ market, json }: MarketFiles, issues: ContentIssue[]) {
  const add = (namespace: ContentNamespace, fieldPath: Path, message: string) =>
    issues.push({
      market,
      file: contentFile(market, namespace),
      field: fieldName(fieldPath),
      message,
    });

  // Claims held to the data (ADR 43): carriers from the rate cards, providers with the active sales
  // channels of the integrations page, countries from the markets.
  const integrations = get(json.pages, "integrations", "items");
  const salesChannels = Array.isArray(integrations)
    ? integrations.filter((item) => get(item, "active") === true).length
    : 0;
  const backing = claimBacking(market, { salesChannels });
  for (const [id, count] of Object.entries(backing) as [FactId, number][]) {
    const amount = get(json.facts, "items", id, "amount");
    const plus = get(json.facts, "items", id, "plus");
    if (typeof amount !== "number") continue;
    if (!isBacked({ amount, plus: plus === true }, count)) {
      add(
        "facts",
        ["items", id, "amount"],
        `claims ${plus ? "more than " : ""}${amount}, but the site's data holds ${count} (${BACKING_SOURCE[id as keyof typeof BACKING_SOURCE]})`,
      );
    }
  }

  // Copy states a claim only through its variable, and names only figures the sheet has.
  for (const { namespace } of CONTENT_FILES) {
    if (namespace === "facts") continue;
    for (const [fieldPath, text] of strings(json[namespace])) {
      for (const message of claimProblems(text, json.facts)) add(namespace, fieldPath, message);
    }
  }

  // Lists that refer to other content.
  const testimonials = get(json.content, "testimonials", "items");
  const testimonialIds = Array.isArray(testimonials)
    ? testimonials.map((item) => get(item, "id"))
    : [];
  duplicates(testimonialIds).forEach((value) =>
    add("content", ["testimonials", "items"], `two testimonials have the id "${value}"`),
  );
  const quoted = get(json.contact, "reassurance", "testimonial");
  if (
    typeof quoted === "string" &&
    Array.isArray(testimonials) &&
    !testimonialIds.includes(quoted)
  ) {
    add(
      "contact",
      ["reassurance", "testimonial"],
      `names the testimonial "${quoted}", which the shared blocks do not have (${testimonialIds.join(", ")})`,
    );
  }
  const customers = get(json.content, "customers", "items");
  if (Array.isArray(customers) && Array.isArray(testimonials)) {
    const names = customers.map((customer) => get(customer, "name"));
    testimonials.forEach((item, index) => {
      const company = get(item, "company");
      if (typeof company === "string" && !names.includes(company)) {
        add(
          "content",
          ["testimonials", "items", index, "company"],
          `"${company}" is not a customer of the logo strip (customers.items): a testimonial quotes a customer the page shows`,
        );
      }
    });
  }
  if (Array.isArray(testimonials)) {
    testimonials.forEach((item, index) => {
      const web = get(item, "web");
      if (get(item, "sample") === true && typeof web === "string" && !isReservedExample(web)) {
        add(
          "content",
          ["testimonials", "items", index, "web"],
          `"${web}" could be someone's real site: a sample customer's site is an address under .example`,
        );
      }
    });
  }
  const strip = get(json.content, "carriers", "items");
  if (Array.isArray(strip)) {
    const cards = carriersOf(market).map((carrier) => carrier.id);
    const missing = cards.filter((id) => !strip.includes(id));
    if (missing.length > 0) {
      add(
        "content",
        ["carriers", "items"],
        `leaves out carriers of the rate cards (${missing.join(", ")}): the strip shows every carrier the claims count (ADR 45)`,
      );
    }
    duplicates(strip).forEach((value) =>
      add("content", ["carriers", "items"], `lists "${value}" twice`),
    );
  }
  checkRepeats(market, json, issues);
}

/**
 * What a text may not do with the fact sheet's claims (ADR 43): write a claim's figure instead of
 * its variable, or name a figure or an area the sheet lacks.
 */
function claimProblems(text: string, facts: Json): string[] {
  const problems: string[] = [];
  if (LITERAL_CLAIM.test(text)) {
    problems.push(
      `writes a claim's figure ("${text.match(LITERAL_CLAIM)![0]}"): use the fact sheet's variable, like {{facts.carriers}}`,
    );
  }
  const areas = get(facts, "areas");
  for (const name of placeholders(text)) {
    if (name.startsWith("facts.") && !(FACT_IDS as readonly string[]).includes(name.slice(6))) {
      problems.push(`{{${name}}} is no figure of the fact sheet (${FACT_IDS.join(", ")})`);
    }
    if (
      name.startsWith("areas.") &&
      !(areas && typeof areas === "object" && name.slice(6) in areas)
    ) {
      problems.push(`{{${name}}} is no area of the fact sheet (facts.json › areas)`);
    }
  }
  return problems;
}

/**
 * The logo lists, where an entry shown twice reads as a mistake: the customers' strip and the
 * integrations' platforms. Told at the later entry, naming the earlier one.
 */
const UNIQUE_ENTRIES = [
  {
    namespace: "content",
    list: ["customers", "items"],
    fields: ["logo", "name"],
    name: "name",
    rule: "the logo strip shows each customer once",
  },
  {
    namespace: "pages",
    list: ["integrations", "items"],
    fields: ["icon", "title"],
    name: "title",
    rule: "the integrations page shows each platform once",
  },
] as const;

function checkRepeats(market: MarketId, json: MarketFiles["json"], issues: ContentIssue[]) {
  for (const { namespace, list, fields, name, rule } of UNIQUE_ENTRIES) {
    const items = get(json[namespace], ...list);
    if (!Array.isArray(items)) continue;
    const schema = schemaOf(namespace, market);
    for (const field of fields) {
      const values = items.map((item) => get(item, field));
      values.forEach((value, index) => {
        const first = values.indexOf(value);
        if (value === undefined || first === index) return;
        const fieldPath = [...list, index, field];
        issues.push({
          market,
          file: contentFile(market, namespace),
          field: fieldName(fieldPath),
          message: `${fieldLabels(schema, fieldPath)}: "${String(value)}" is in the list already, at ${fieldLabels(schema, [...list, first])} (${String(get(items[first], name))}): ${rule}`,
        });
      });
    }
  }
}

/**
 * The links of a market's files (cms/links.ts): a page by an id of the page table, no address of
 * the site written in the copy, and outside addresses in a form a browser opens. A field the
 * model already refuses (an address without https://) is told once, by the model.
 */
function checkLinks({ market, json }: MarketFiles, issues: ContentIssue[]) {
  const add = (namespace: ContentNamespace, fieldPath: Path, message: string) => {
    const file = contentFile(market, namespace);
    const field = fieldName(fieldPath);
    const told = issues.some(
      (issue) => issue.market === market && issue.file === file && issue.field === field,
    );
    if (told) return;
    const labels = fieldLabels(schemaOf(namespace, market), fieldPath);
    issues.push({ market, file, field, message: `${labels}: ${message}` });
  };
  for (const { namespace } of CONTENT_FILES) {
    for (const [fieldPath, text] of strings(json[namespace])) {
      const sitePath = sitePathProblem(market, text);
      if (sitePath) add(namespace, fieldPath, sitePath);
      for (const link of outsideLinksIn(text)) {
        const problem = outsideLinkProblem(link);
        if (problem) add(namespace, fieldPath, `"${link}" ${problem}`);
      }
    }
  }
  const sections = get(json.common, "footer", "sections");
  (Array.isArray(sections) ? sections : []).forEach((section, sectionIndex) => {
    const links = get(section, "links");
    (Array.isArray(links) ? links : []).forEach((link, linkIndex) => {
      const id = get(link, "id");
      const problem =
        typeof id === "string" && get(link, "linkUrl") === undefined && linkedPageProblem(id);
      if (problem) {
        add(
          "common",
          ["footer", "sections", sectionIndex, "links", linkIndex, "id"],
          `${problem}: a link without an outside address goes to the page its id names`,
        );
      }
    });
  });
}

const BACKING_SOURCE = {
  carriers: "the carriers of the market's rate cards, domain/rates/cards/",
  providers: "the parcel carriers of the rate cards and the active integrations",
  countries: "the markets the site serves",
} as const;

/** An address under .example (RFC 2606), a domain no one can register. */
const isReservedExample = (address: string) => {
  try {
    return new URL(address).hostname.endsWith(".example");
  } catch {
    return false;
  }
};

function duplicates(values: Json[]): Json[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/**
 * Variables every text may use: i18next's default variables (app/i18n/i18n.ts), the brand, the
 * fact sheet's figures and areas, and the fleet's range.
 */
const GLOBAL_VARIABLE = /^(brand|facts\.\w+|areas\.\w+|fleet\.(min|max)(Pallets|Tonnes))$/;

/** The rules across markets: the company's own figures and placeholders the pages fill. */
function checkAcrossMarkets(all: MarketFiles[], issues: ContentIssue[]) {
  for (const id of ["brands", "activeUsers", "countries", "pace"] as const) {
    const figures = all.map(
      ({ json }) =>
        `${get(json.facts, "items", id, "amount")}${get(json.facts, "items", id, "plus") ? "+" : ""}`,
    );
    if (new Set(figures).size > 1) {
      for (const { market } of all) {
        issues.push({
          market,
          file: contentFile(market, "facts"),
          field: `items.${id}.amount`,
          message: `the company's figure differs between markets (${all.map(({ market: m }, index) => `${m}: ${figures[index]}`).join(", ")}); it must read the same everywhere`,
        });
      }
    }
  }
  const areas = all.map(({ json }) => {
    const amount = get(json.facts, "items", "warehouseArea", "amount");
    const unit = get(json.facts, "items", "warehouseArea", "unit");
    return typeof amount === "number"
      ? unit === "sq ft"
        ? amount / SQUARE_FEET_PER_SQUARE_METRE
        : amount
      : NaN;
  });
  if (areas.some((area) => Math.abs(area - areas[0]!) / areas[0]! > 0.01)) {
    for (const { market } of all) {
      issues.push({
        market,
        file: contentFile(market, "facts"),
        field: "items.warehouseArea.amount",
        message: "the warehouse surface differs between markets (the US states it in sq ft)",
      });
    }
  }

  // A placeholder the page does not fill renders as "{{name}}": each must be one another market
  // uses at the same field (the code fills those), besides {{brand}} and the facts.
  for (const { namespace } of CONTENT_FILES) {
    for (const { market, json } of all) {
      for (const [fieldPath, text] of strings(json[namespace])) {
        const others = new Set(
          all
            .filter((other) => other.market !== market)
            .flatMap((other) =>
              strings(other.json[namespace])
                .filter(([otherPath]) => shapeOf(otherPath) === shapeOf(fieldPath))
                .flatMap(([, otherText]) => placeholders(otherText)),
            ),
        );
        for (const name of placeholders(text)) {
          if (GLOBAL_VARIABLE.test(name) || others.has(name)) continue;
          issues.push({
            market,
            file: contentFile(market, namespace),
            field: fieldName(fieldPath),
            message: `{{${name}}} is not filled here (this field can use {{brand}}, {{facts.<figure>}}, {{areas.<area>}}, {{fleet.<range>}}${[...others].length ? `, ${[...others].map((n) => `{{${n}}}`).join(", ")}` : ""})`,
          });
        }
      }
    }
  }
}

/**
 * The photos the content names (the testimonials', the stories'): each must be an upload the build
 * can serve, in the market's images folder, no heavier than a phone's photo and at least as large
 * as its largest box.
 */
async function checkImages(
  root: string,
  { market, json }: MarketFiles,
  stories: readonly StoryEntry[],
  issues: ContentIssue[],
) {
  const items = get(json.content, "testimonials", "items");
  const photos = [
    ...(Array.isArray(items) ? items : []).map((item, index) => ({
      photo: get(item, "photo"),
      name: get(item, "photo"),
      size: CONTENT_IMAGE_SIZES.testimonialPhoto,
      file: contentFile(market, "content"),
      field: fieldName(["testimonials", "items", index, "photo"]),
    })),
    ...stories.map(({ slug, file, json: story }) => {
      const photo = get(story, "photo");
      return {
        photo,
        name: typeof photo === "string" ? storyPhotoPath({ slug, photo }) : photo,
        size: CONTENT_IMAGE_SIZES.storyPhoto,
        file,
        field: "photo",
      };
    }),
  ];
  const folder = contentImagesDir(MARKETS[market].locale);
  for (const { photo, name, size, file, field } of photos) {
    if (photo === undefined) continue;
    const add = (message: string) => issues.push({ market, file, field, message });
    if (typeof name !== "string" || !isContentImagePath(name)) {
      add(`"${String(photo)}" is not an uploaded JPEG, PNG or WebP of ${folder}/`);
      continue;
    }
    const image = path.join(root, folder, name);
    let bytes: number;
    try {
      bytes = statSync(image).size;
    } catch {
      add(`the photo ${folder}/${name} is missing (upload it again in the editor)`);
      continue;
    }
    if (bytes > CONTENT_IMAGE_MAX_BYTES) {
      add(
        `the photo weighs ${(bytes / 1024 / 1024).toFixed(1)} MB; at most ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
      );
      continue;
    }
    try {
      const { width = 0, height = 0 } = await sharp(image).metadata();
      if (width < size.width || height < size.height) {
        add(
          `the photo is ${width} × ${height} px; the page shows it at ${size.width} × ${size.height} px, so it needs at least that`,
        );
      }
    } catch {
      add(`the photo ${folder}/${name} is not an image the build can read`);
    }
  }
}

/** Every problem of the content under `root` (the repository, or a copy of its content). */
export async function checkContent(
  root: string,
  markets: readonly MarketId[] = MARKET_IDS,
): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const all = MARKET_IDS.map((market) => checkMarketFiles(root, market, issues));
  for (const files of all) {
    const stories = checkStoryFiles(root, files.market, issues);
    checkMarketRules(files, issues);
    checkStoryRules(files, stories, issues);
    checkLinks(files, issues);
    await checkImages(root, files, stories, issues);
  }
  checkAcrossMarkets(all, issues);
  return issues.filter((issue) => markets.includes(issue.market));
}

/** Rewrites the files in the editor's layout (what `--fix` does); the values do not change. */
export function contentFilesOf(root: string): string[] {
  return MARKET_IDS.flatMap((market) => [
    ...CONTENT_FILES.map(({ namespace }) => path.join(root, contentFile(market, namespace))),
    ...storyFilesIn(market, root),
  ]);
}
