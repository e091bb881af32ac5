/**
 * The editor's live preview on this machine (`npm run cms`, ADR 66): the editor's page posts the
 * draft of the file being edited, unsaved, to `POST /preview/<market>/<file>/draft` (a customer
 * story's to `POST /preview/<market>/stories/<slug>/draft`); the draft is checked against the
 * content model (the fields the editor and the content check use), handed to the market's
 * development server, which renders the page with the real components and the site's
 * stylesheet, and the answer says which address shows it. `{"content": null}` shows the file as
 * saved again. A story not yet created posts to `POST /preview/<market>/stories/new/<slug>/draft`,
 * by the slug its customer's name gives, which no saved story may have; its null takes it away.
 * Only the editor's own page may post; nothing of this exists in a build.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { checkAgainstSchema } from "../cms/check.ts";
import { CONTENT_FILES, schemaOf, type ContentNamespace } from "../cms/config.ts";
import type { Path } from "../cms/rules.ts";
import { STORY_SLUG_FIELD, storySchema } from "../cms/schema/stories.ts";
import type { ComponentSchema } from "@keystatic/core";
import { isMarketId, type MarketId } from "../domain/site.ts";
import { STORY_SLUG } from "../domain/stories.ts";

/** The largest draft taken: the largest content file is about 40 kB. */
export const DRAFT_BODY_LIMIT = 512 * 1024;

export const draftBodySchema = z.object({
  content: z.record(z.string(), z.unknown()).nullable(),
});

/**
 * What a draft is of: a market's content file, or one of its customer stories (by its slug),
 * `unsaved` when the story is not yet created.
 */
export type DraftOf = ContentNamespace | { story: string; unsaved?: true };

/** Whether a market has a saved customer story of this slug. */
export type StorySaved = (market: MarketId, slug: string) => boolean;

/** Shows a checked draft (or the saved file, for null) and answers the address of its page. */
export type ApplyDraft = (
  market: MarketId,
  of: DraftOf,
  content: Record<string, unknown> | null,
) => Promise<string>;

const isContentNamespace = (value: string): value is ContentNamespace =>
  CONTENT_FILES.some((file) => file.namespace === value);

const refuse = (
  c: Context,
  status: 400 | 403 | 404 | 409 | 413 | 415 | 422,
  code: string,
  message: string,
  problems?: { field: string; message: string }[],
) => c.json({ error: { code, message, ...(problems ? { problems } : {}) } }, status);

/**
 * The problems the content model finds in a draft of a file or a story (none: the build would
 * take it). A story's file holds its customer's name; its slug is the file's name.
 */
export function draftProblems(
  market: MarketId,
  of: DraftOf,
  content: Record<string, unknown>,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const story = typeof of === "string" ? undefined : of.story;
  checkAgainstSchema(
    {
      kind: "object",
      fields: story === undefined ? schemaOf(of as ContentNamespace, market) : storySchema(market),
    } as ComponentSchema,
    content as never,
    [],
    (fieldPath: Path, message: string) => problems.push({ field: fieldPath.join("."), message }),
    story === undefined ? {} : { slug: story, slugField: STORY_SLUG_FIELD },
  );
  return problems;
}

/** The route's story slug, when it is one (a URL word). */
const storySlugParam = (c: Context): string | undefined => {
  const slug = c.req.param("slug");
  return slug !== undefined && STORY_SLUG.test(slug) ? slug : undefined;
};

export function livePreviewRoutes(apply: ApplyDraft, storySaved: StorySaved) {
  /** Checks the draft of what the route names, then shows it. */
  const take =
    (draftOf: (c: Context) => DraftOf | undefined): MiddlewareHandler =>
    async (c) => {
      const market = c.req.param("market");
      const of = draftOf(c);
      if (!isMarketId(market) || of === undefined) {
        return refuse(c, 404, "not_found", "No such content file.");
      }
      const body = draftBodySchema.safeParse(await c.req.json().catch(() => undefined));
      if (!body.success) {
        return refuse(c, 400, "invalid_body", 'Send {"content": the file\'s JSON, or null}.');
      }
      const { content } = body.data;
      if (content && typeof of !== "string" && of.unsaved && storySaved(market, of.story)) {
        return refuse(
          c,
          409,
          "slug_taken",
          "A saved story has this address already: the new one needs another customer name.",
        );
      }
      const problems = content ? draftProblems(market, of, content) : [];
      if (problems.length > 0) {
        return refuse(
          c,
          422,
          "invalid_content",
          "The content model refuses this draft; the preview keeps the last one it took.",
          problems,
        );
      }
      return c.json({ url: await apply(market, of, content) });
    };
  const app = new Hono();
  app.post(
    "/preview/*",
    async (c, next) => {
      // Only the editor's page, on this origin, may post (as to Keystatic's local API).
      if (c.req.header("origin") !== new URL(c.req.url).origin) {
        return refuse(c, 403, "cross_origin", "Not from the editor.");
      }
      if (!c.req.header("content-type")?.startsWith("application/json")) {
        return refuse(c, 415, "unsupported_media_type", "Send the draft as application/json.");
      }
      return next();
    },
    bodyLimit({
      maxSize: DRAFT_BODY_LIMIT,
      onError: (c) => refuse(c, 413, "too_large", "The draft is larger than any content file."),
    }),
  );
  app.post(
    "/preview/:market/:namespace/draft",
    take((c) => {
      const namespace = c.req.param("namespace");
      return namespace !== undefined && isContentNamespace(namespace) ? namespace : undefined;
    }),
  );
  // A saved story (the editor previews a story once it has its file and its address).
  app.post(
    "/preview/:market/stories/:slug/draft",
    take((c) => {
      const slug = storySlugParam(c);
      return slug === undefined ? undefined : { story: slug };
    }),
  );
  // A story not yet created, by the slug its draft has now.
  app.post(
    "/preview/:market/stories/new/:slug/draft",
    take((c) => {
      const slug = storySlugParam(c);
      return slug === undefined ? undefined : { story: slug, unsaved: true };
    }),
  );
  return app;
}
