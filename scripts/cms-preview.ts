/**
 * The editor's live preview on this machine (`npm run cms`, ADR 66): the editor's page posts the
 * draft of the file being edited, unsaved, to `POST /preview/<market>/<file>/draft`; the draft is
 * checked against the content model (the fields the editor and the content check use), handed to
 * the market's development server, which renders the page with the real components and the
 * site's stylesheet, and the answer says which address shows it. `{"content": null}` shows the
 * file as saved again. Only the editor's own page may post; nothing of this exists in a build.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { checkAgainstSchema } from "../cms/check.ts";
import { CONTENT_FILES, schemaOf, type ContentNamespace } from "../cms/config.ts";
import type { Path } from "../cms/rules.ts";
import type { ComponentSchema } from "@keystatic/core";
import { isMarketId, type MarketId } from "../domain/site.ts";

/** The largest draft taken: the largest content file is about 40 kB. */
export const DRAFT_BODY_LIMIT = 512 * 1024;

export const draftBodySchema = z.object({
  content: z.record(z.string(), z.unknown()).nullable(),
});

/** Shows a checked draft (or the saved file, for null) and answers the address of its page. */
export type ApplyDraft = (
  market: MarketId,
  namespace: ContentNamespace,
  content: Record<string, unknown> | null,
) => Promise<string>;

const isContentNamespace = (value: string): value is ContentNamespace =>
  CONTENT_FILES.some((file) => file.namespace === value);

const refuse = (
  c: Context,
  status: 400 | 403 | 404 | 413 | 415 | 422,
  code: string,
  message: string,
  problems?: { field: string; message: string }[],
) => c.json({ error: { code, message, ...(problems ? { problems } : {}) } }, status);

/** The problems the content model finds in a draft of a file (none: the build would take it). */
export function draftProblems(
  market: MarketId,
  namespace: ContentNamespace,
  content: Record<string, unknown>,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  checkAgainstSchema(
    { kind: "object", fields: schemaOf(namespace, market) } as ComponentSchema,
    content as never,
    [],
    (fieldPath: Path, message: string) => problems.push({ field: fieldPath.join("."), message }),
  );
  return problems;
}

export function livePreviewRoutes(apply: ApplyDraft) {
  const app = new Hono();
  app.post(
    "/preview/:market/:namespace/draft",
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
    async (c) => {
      const market = c.req.param("market");
      const namespace = c.req.param("namespace");
      if (!isMarketId(market) || !isContentNamespace(namespace)) {
        return refuse(c, 404, "not_found", "No such content file.");
      }
      const body = draftBodySchema.safeParse(await c.req.json().catch(() => undefined));
      if (!body.success) {
        return refuse(c, 400, "invalid_body", 'Send {"content": the file\'s JSON, or null}.');
      }
      const { content } = body.data;
      const problems = content ? draftProblems(market, namespace, content) : [];
      if (problems.length > 0) {
        return refuse(
          c,
          422,
          "invalid_content",
          "The content model refuses this draft; the preview keeps the last one it took.",
          problems,
        );
      }
      return c.json({ url: await apply(market, namespace, content) });
    },
  );
  return app;
}
