/**
 * The content check (`npm run content:check`, and the build before it bundles a market): every
 * file the editor owns, in every market, against the editor's model (cms/schema/), the rules a
 * field's value can tell (cms/rules.ts, which the editor runs at each field too) and the rules
 * across fields, files and markets (ids that refer to each other, the company's figures), and
 * each market's customer stories (ADR 56). Each problem names the market and the field as the
 * editor shows them, with the file and key, so whoever made the edit can find it.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import sharp from "sharp";
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_SIZES,
  contentImagesDir,
  isContentImagePath,
} from "../domain/content-images.ts";
import {
  isCompanyFactId,
  mergeFactSheet,
  type CompanyFacts,
  type LocalFactSheet,
} from "../domain/facts.ts";
import { carriersOf } from "../domain/rates/carriers.ts";
import { MARKET_IDS, MARKETS, type MarketId } from "../domain/site.ts";
import { storyPhotoPath } from "../domain/stories.ts";
import { storyFilesIn } from "../tooling/story-files.ts";
import { svgSanitiser } from "../tooling/svg-sanitiser.ts";
import {
  isLogoFilePath,
  isSvgPath,
  LOGO_FILE_MAX_BYTES,
  LOGO_MIN_HEIGHT,
  svgLogoProblem,
} from "../domain/logo-files.ts";
import {
  CONTENT_FILES,
  contentFile,
  MARKET_NAMES,
  schemaOf,
  STORIES_LABEL,
  type ContentNamespace,
} from "./config.ts";
import { linkedPageProblem } from "./links.ts";
import {
  claimProblem,
  copyProblems,
  fieldContext,
  fieldLabels,
  get,
  isRecord,
  linkProblems,
  strings,
  type FieldContext,
  type Json,
  type MarketFiles,
  type Path,
} from "./rules.ts";
import { STORY_SLUG_FIELD, storySchema } from "./schema/stories.ts";
import { COMPANY_FACTS_FILE, COMPANY_FACTS_LABEL, companyFactsSchema } from "./schema/facts.ts";

export interface ContentIssue {
  /** None for the company's file, which every market reads (ADR 64). */
  market?: MarketId;
  /** The file, from the repository's root. */
  file: string;
  /** The field, as a path in the file: `testimonials.items[2].quote`; "" for the whole file. */
  field: string;
  /**
   * Where the editor shows the field: its file's entry in the menu, then the field's labels
   * (`Shared blocks › Testimonios › Elementos (3) › Cita`); for a story, the collection's entry in
   * the menu and the story's customer (`Customer stories › Casa Nopal › Resultados (1) › Cifra`).
   */
  place: string;
  message: string;
}

/**
 * An issue as `content:check` and the build print it: the market as the editor's menu names it,
 * the field by the editor's labels, the message the editor shows at the field, and the file and
 * key for whoever edits the file by hand.
 */
export const formatIssue = (issue: ContentIssue) =>
  `${issue.market ? `${MARKET_NAMES[issue.market]} (${MARKETS[issue.market].locale})` : EVERY_MARKET} › ${issue.place}: ${issue.message} [${issue.file}${issue.field ? ` ${issue.field}` : ""}]`;

/** How an issue of the company's file names its markets. */
const EVERY_MARKET = "Every market";

/** An issue of the company's figures (company-facts.json) at a field, placed by the editor's labels. */
function companyIssueAt(fieldPath: Path, message: string): ContentIssue {
  const labels = fieldLabels(companyFactsSchema(), fieldPath);
  return {
    file: COMPANY_FACTS_FILE,
    field: fieldName(fieldPath),
    place: labels ? `${COMPANY_FACTS_LABEL} › ${labels}` : COMPANY_FACTS_LABEL,
    message,
  };
}

/** An issue of a market's file at a field, placed by the editor's labels. */
function issueAt(
  market: MarketId,
  namespace: ContentNamespace,
  fieldPath: Path,
  message: string,
): ContentIssue {
  const fileLabel = CONTENT_FILES.find((file) => file.namespace === namespace)!.label;
  const labels = fieldLabels(schemaOf(namespace, market), fieldPath);
  return {
    market,
    file: contentFile(market, namespace),
    field: fieldName(fieldPath),
    place: labels ? `${fileLabel} › ${labels}` : fileLabel,
    message,
  };
}

/** A customer story's file (ADR 56), as the check read it. */
interface StoryEntry {
  /** Its URL word, the file's name. */
  slug: string;
  /** The file, from the repository's root. */
  file: string;
  /** The story as the editor's list names it: its customer, or its file's name without one. */
  name: string;
  json: Json;
}

/** An issue of a market's story at a field, placed by the editor's labels. */
function storyIssueAt(
  market: MarketId,
  { file, name }: Pick<StoryEntry, "file" | "name">,
  fieldPath: Path,
  message: string,
): ContentIssue {
  const labels = fieldLabels(storySchema(market), fieldPath);
  return {
    market,
    file,
    field: fieldName(fieldPath),
    place: [STORIES_LABEL, name, labels].filter(Boolean).join(" › "),
    message,
  };
}

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

const fieldName = (fieldPath: Path) =>
  fieldPath
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join("");

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

/**
 * Reads and checks one market's files; returns what it could parse for the checks across files,
 * its fact sheet over the company's figures as the pages read it, and its facts.json as written.
 */
function checkMarketFiles(
  root: string,
  market: MarketId,
  company: Json,
  issues: ContentIssue[],
): MarketFiles & { localFacts: Json } {
  const json: MarketFiles["json"] = {};
  for (const { namespace } of CONTENT_FILES) {
    const value = checkEditorFile(
      path.join(root, contentFile(market, namespace)),
      schemaOf(namespace, market),
      (fieldPath, message) => issues.push(issueAt(market, namespace, fieldPath, message)),
    );
    if (value !== undefined) json[namespace] = value;
  }
  const localFacts = json.facts;
  if (isRecord(get(company, "items")) && isRecord(get(localFacts, "items"))) {
    json.facts = mergeFactSheet(company as CompanyFacts, localFacts as LocalFactSheet);
  }
  return { market, json, localFacts };
}

/** Reads and checks a market's stories against the editor's model; the slug is the file's name. */
function checkStoryFiles(root: string, market: MarketId, issues: ContentIssue[]): StoryEntry[] {
  const schema = storySchema(market);
  return storyFilesIn(market, root).flatMap((absolutePath) => {
    const file = path.relative(root, absolutePath);
    const slug = path.basename(absolutePath, ".json");
    // Told once the story is read, so that each problem names the story as the editor's list does.
    const found: [Path, string][] = [];
    const json = checkEditorFile(
      absolutePath,
      schema,
      (fieldPath, message) => found.push([fieldPath, message]),
      { slug, slugField: STORY_SLUG_FIELD },
    );
    const customer = get(json, STORY_SLUG_FIELD);
    const story = {
      slug,
      file,
      name: typeof customer === "string" && customer.trim() !== "" ? customer : slug,
      json,
    };
    for (const [fieldPath, message] of found) {
      issues.push(storyIssueAt(market, story, fieldPath, message));
    }
    return json === undefined ? [] : [story];
  });
}

/**
 * The rules of a story the model cannot state: its texts hold to the fact sheet and link like every
 * copy (cms/rules.ts; a story fills only the variables every text may use, and a result is the
 * customer's figure, never one of the sheet's claims typed in); an invented customer is marked
 * illustrative and lives under .example, a real one does not; a photo is described.
 */
function checkStoryRules(
  market: MarketId,
  context: FieldContext,
  stories: readonly StoryEntry[],
  issues: ContentIssue[],
) {
  for (const story of stories) {
    const { file, json } = story;
    const add = (fieldPath: Path, message: string) =>
      issues.push(storyIssueAt(market, story, fieldPath, message));
    // A field the model already refuses (an address without https://) is not told again by its links.
    const told = new Set(issues.filter((issue) => issue.file === file).map((issue) => issue.field));
    for (const [fieldPath, text] of strings(json)) {
      for (const problem of copyProblems(context, "stories", fieldPath, text)) {
        add(fieldPath, problem);
      }
      if (told.has(fieldName(fieldPath))) continue;
      for (const problem of linkProblems(market, text)) add(fieldPath, problem);
    }
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

const SQUARE_FEET_PER_SQUARE_METRE = 10.763_910_4;

/** The rules the model cannot state: each text's copy and links, claims, and ids across files. */
function checkMarketRules(
  { market, json, localFacts }: MarketFiles & { localFacts: Json },
  context: FieldContext,
  issues: ContentIssue[],
) {
  const add = (namespace: ContentNamespace, fieldPath: Path, message: string) =>
    issues.push(issueAt(market, namespace, fieldPath, message));
  // A field the model already refuses (an address without https://) is not told again by its links.
  const told = new Set(
    issues
      .filter((issue) => issue.market === market)
      .map((issue) => `${issue.file} ${issue.field}`),
  );

  const figures = get(json.facts, "items");
  for (const [id, figure] of Object.entries(isRecord(figures) ? figures : {})) {
    const problem = claimProblem(context, id, {
      amount: get(figure, "amount"),
      plus: get(figure, "plus"),
    });
    if (!problem) continue;
    // A figure the market does not give itself is the company's: told there.
    if (isCompanyFactId(id) && get(localFacts, "items", id, "amount") === undefined) {
      const issue = companyIssueAt(["items", id, "amount"], problem);
      if (!issues.some((told) => formatIssue(told) === formatIssue(issue))) issues.push(issue);
    } else add("facts", ["items", id, "amount"], problem);
  }
  const local = get(localFacts, "items");
  for (const [id, fact] of Object.entries(isRecord(local) ? local : {})) {
    if (isCompanyFactId(id) && get(fact, "plus") === true && get(fact, "amount") === undefined) {
      add(
        "facts",
        ["items", id, "plus"],
        "“+” goes with this market's own figure: write the figure here, or untick it (the company's figure has its own “+”)",
      );
    }
  }

  for (const { namespace } of CONTENT_FILES) {
    for (const [fieldPath, text] of strings(json[namespace])) {
      for (const problem of copyProblems(context, namespace, fieldPath, text)) {
        add(namespace, fieldPath, problem);
      }
      if (told.has(`${contentFile(market, namespace)} ${fieldName(fieldPath)}`)) continue;
      for (const problem of linkProblems(market, text)) add(namespace, fieldPath, problem);
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
  checkRepeats(market, json, issues);
}

/**
 * The logo lists, where an entry shown twice reads as a mistake: the customers' strip and the
 * integrations' platforms. Told at the later entry, naming the earlier one.
 */
const UNIQUE_ENTRIES = [
  {
    namespace: "content",
    list: ["customers", "items"],
    fields: ["logo", "logoFile", "name"],
    name: "name",
    rule: "the logo strip shows each customer once",
  },
  {
    namespace: "pages",
    list: ["integrations", "items"],
    fields: ["icon", "logoFile", "title"],
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
      // An uploaded logo takes the place of the built-in mark beside it (ADR 64).
      const values = items.map((item) =>
        field !== "logoFile" && fields[0] === field && get(item, "logoFile") !== undefined
          ? undefined
          : get(item, field),
      );
      values.forEach((value, index) => {
        const first = values.indexOf(value);
        if (value === undefined || first === index) return;
        issues.push(
          issueAt(
            market,
            namespace,
            [...list, index, field],
            `"${String(value)}" is in the list already, at ${fieldLabels(schema, [...list, first])} (${String(get(items[first], name))}): ${rule}`,
          ),
        );
      });
    }
  }
}

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
 * The company's own figures, which read the same in every market: a market gives none of its own
 * (ADR 64); the warehouses' surface, which a market may state in its unit, is the same surface.
 */
function checkAcrossMarkets(all: (MarketFiles & { localFacts: Json })[], issues: ContentIssue[]) {
  for (const id of ["brands", "activeUsers", "countries", "pace"] as const) {
    for (const { market, localFacts } of all) {
      if (get(localFacts, "items", id, "amount") === undefined) continue;
      issues.push(
        issueAt(
          market,
          "facts",
          ["items", id, "amount"],
          `the company's figure reads the same in every market: leave this empty and edit it in "${COMPANY_FACTS_LABEL}"`,
        ),
      );
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
      issues.push(
        issueAt(
          market,
          "facts",
          ["items", "warehouseArea", "amount"],
          "the warehouse surface differs between markets (the US states it in sq ft)",
        ),
      );
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
      at: (message: string) =>
        issueAt(market, "content", ["testimonials", "items", index, "photo"], message),
    })),
    ...stories.map((story) => {
      const photo = get(story.json, "photo");
      return {
        photo,
        name: typeof photo === "string" ? storyPhotoPath({ slug: story.slug, photo }) : photo,
        size: CONTENT_IMAGE_SIZES.storyPhoto,
        at: (message: string) => storyIssueAt(market, story, ["photo"], message),
      };
    }),
  ];
  const folder = contentImagesDir(MARKETS[market].locale);
  for (const { photo, name, size, at } of photos) {
    if (photo === undefined) continue;
    const add = (message: string) => issues.push(at(message));
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

/** The logo lists with an upload field (ADR 64): the customers' strip, the integrations' platforms. */
const LOGO_LISTS = [
  { namespace: "content", list: ["customers", "items"] },
  { namespace: "pages", list: ["integrations", "items"] },
] as const;

/**
 * The logos the content names: each an upload the build can serve, in the market's images folder,
 * no heavier than a logo; an SVG a drawing only, a picture as high as its box on a 2x screen.
 */
async function checkLogoFiles(root: string, { market, json }: MarketFiles, issues: ContentIssue[]) {
  const folder = contentImagesDir(MARKETS[market].locale);
  for (const { namespace, list } of LOGO_LISTS) {
    const items = get(json[namespace], ...list);
    for (const [index, item] of (Array.isArray(items) ? items : []).entries()) {
      const logo = get(item, "logoFile");
      if (logo === undefined) continue;
      const add = (message: string) =>
        issues.push(issueAt(market, namespace, [...list, index, "logoFile"], message));
      if (typeof logo !== "string" || !isLogoFilePath(logo)) {
        add(`"${String(logo)}" is not an uploaded SVG, PNG or WebP of ${folder}/`);
        continue;
      }
      const file = path.join(root, folder, logo);
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        add(`the logo ${folder}/${logo} is missing (upload it again in the editor)`);
        continue;
      }
      if (bytes.byteLength > LOGO_FILE_MAX_BYTES) {
        add(
          `the logo weighs ${Math.ceil(bytes.byteLength / 1024)} kB; at most ${LOGO_FILE_MAX_BYTES / 1024} kB`,
        );
        continue;
      }
      if (isSvgPath(logo)) {
        const problem = svgLogoProblem(bytes.toString("utf8"), svgSanitiser());
        if (problem) add(problem);
        continue;
      }
      try {
        const { height = 0 } = await sharp(bytes).metadata();
        if (height < LOGO_MIN_HEIGHT) {
          add(
            `the logo is ${height} px high; the page shows it ${LOGO_MIN_HEIGHT / 2} px high, so it needs at least ${LOGO_MIN_HEIGHT} px (or an SVG)`,
          );
        }
      } catch {
        add(`the logo ${folder}/${logo} is not an image the build can read`);
      }
    }
  }
}

/** Every problem of the content under `root` (the repository, or a copy of its content). */
export async function checkContent(
  root: string,
  markets: readonly MarketId[] = MARKET_IDS,
): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const company = checkEditorFile(
    path.join(root, COMPANY_FACTS_FILE),
    companyFactsSchema(),
    (fieldPath, message) => issues.push(companyIssueAt(fieldPath, message)),
  );
  const all = MARKET_IDS.map((market) => checkMarketFiles(root, market, company, issues));
  for (const files of all) {
    const context = fieldContext(files.market, all);
    const stories = checkStoryFiles(root, files.market, issues);
    checkMarketRules(files, context, issues);
    checkStoryRules(files.market, context, stories, issues);
    await checkImages(root, files, stories, issues);
    await checkLogoFiles(root, files, issues);
  }
  checkAcrossMarkets(all, issues);
  return issues.filter((issue) => issue.market === undefined || markets.includes(issue.market));
}

/** Rewrites the files in the editor's layout (what `--fix` does); the values do not change. */
export function contentFilesOf(root: string): string[] {
  return [
    path.join(root, COMPANY_FACTS_FILE),
    ...MARKET_IDS.flatMap((market) => [
      ...CONTENT_FILES.map(({ namespace }) => path.join(root, contentFile(market, namespace))),
      ...storyFilesIn(market, root),
    ]),
  ];
}
