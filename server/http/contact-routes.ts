import { Hono, type Context, type Handler, type MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Kysely } from "kysely";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import { createLead } from "../contact/lead-repository.ts";
import { contactSuccessMessage } from "../contact/messages.ts";
import { contactEnvelopeSchema, contactSchema } from "../../domain/contact/schema.ts";
import {
  contactFieldsFrom,
  EMPTY_CONTACT_FIELDS,
  firstErrorCodes,
  type ContactFormFields,
  type ContactOutcome,
  type ContactSubmission,
} from "../../domain/contact/submission.ts";
import { fieldErrors } from "../../domain/field-errors.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import { clientAddress, rateLimitKey } from "./client-address.ts";
import { jsonError } from "./errors.ts";
import { bodyLimitAnswering, continueUpload, crossSiteOrigin, rateLimited } from "./guards.ts";
import { answerKindOf, respond, type AnswerKind } from "./responder.ts";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";

/** A contact submission is a few kilobytes at most; anything larger is refused unread. */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

type Env = { Variables: { logger: Logger } };

/**
 * The contact page drawn in answer to a form posted without JavaScript: the form as it was
 * posted, its errors or how it went, with `status`.
 */
export type RenderContactPage = (
  c: Context,
  submission: ContactSubmission,
  status: ContentfulStatusCode,
) => Promise<Response>;

export interface ContactRoutesDependencies {
  config: Config;
  db: Kysely<Database>;
  captcha: CaptchaVerifier;
  rateLimitStore?: RateLimitStore;
  /** The submissions' budget per address, one for both paths the form posts to. */
  submissions: RateLimiter;
  renderContactPage: RenderContactPage;
  /** The contact page's path, where a refused cross-site form post is sent back. */
  contactPagePath: string;
}

/**
 * Who the handlers answer. The contact page's own path: a browser's form post gets the page, a
 * script's fetch JSON (`answerKindOf`). The API (`/api/contact`) keeps its JSON contract for every
 * client that does not say it is a browser navigating (`Sec-Fetch-Mode: navigate`), whatever the
 * body's type: curl, an integration, a form body from a script.
 */
export type ContactAnswers = "api" | "page";

const browserNavigation = (c: Context): AnswerKind =>
  c.req.header("Sec-Fetch-Mode")?.toLowerCase() === "navigate" ? "page" : "json";

/** The contact submissions' budget per address. */
export function contactSubmissionLimiter(config: Config, store?: RateLimitStore): RateLimiter {
  return createRateLimiter({
    limit: config.CONTACT_RATE_LIMIT,
    windowMs: config.CONTACT_RATE_WINDOW_SECONDS * 1000,
    store,
  });
}

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

type ReadBody =
  | { ok: true; body: Record<string, unknown>; fields: ContactFormFields }
  | { ok: false; status: 400 | 415; code: string; message: string };

/**
 * The body as the script sends it (a JSON object) or as a browser posts the form without
 * JavaScript (urlencoded or multipart, read as the browser's own form reading does), with the
 * form's fields as posted so that an answer can draw them back.
 */
async function readContactBody(c: Context): Promise<ReadBody> {
  const type = c.req.header("Content-Type") ?? "";
  const json = /^application\/json\b/i.test(type);
  if (!json && !FORM_BODY.test(type)) {
    // Refused before the client is told to send its body (Expect: 100-continue).
    return {
      ok: false,
      status: 415,
      code: "unsupported_media_type",
      message: "Send the body as application/json or application/x-www-form-urlencoded.",
    };
  }
  continueUpload(c);
  try {
    if (json) {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return {
          ok: false,
          status: 400,
          code: "malformed_json",
          message: "The request body is not valid JSON.",
        };
      }
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        return {
          ok: false,
          status: 400,
          code: "invalid_body",
          message: "The request body must be a JSON object.",
        };
      }
      return { ok: true, body: body as Record<string, unknown>, fields: EMPTY_CONTACT_FIELDS };
    }
    const data = await c.req.formData();
    const fields = contactFieldsFrom(data);
    const captcha = data.get("captcha");
    const website = data.get("website");
    return {
      ok: true,
      fields,
      body: {
        ...fields,
        captcha: typeof captcha === "string" && captcha !== "" ? captcha : undefined,
        website: typeof website === "string" ? website : undefined,
      },
    };
  } catch {
    return {
      ok: false,
      status: 400,
      code: "malformed_body",
      message: "The request body could not be read.",
    };
  }
}

/**
 * The contact form's post, for the API's POST /api/contact and for the contact page's own path:
 * size limit, same site only, the body (JSON from the page's script, a form from a browser
 * without JavaScript), then the per-address rate limit (so only real attempts spend it), honeypot,
 * the shared schema (400 with per-field codes), the captcha (403), then the lead and its outbox
 * row in one transaction, and only then 201. A script gets JSON; a browser's form post gets the
 * contact page with what it typed and how it went, errors included: nothing typed is lost.
 */
export function contactPostHandlers(
  {
    config,
    db,
    captcha,
    submissions,
    renderContactPage,
    contactPagePath,
  }: ContactRoutesDependencies,
  answers: ContactAnswers,
): [MiddlewareHandler<Env>, Handler<Env>] {
  const kindOf = answers === "api" ? browserNavigation : answerKindOf;
  const schema = contactSchema(config.SITE_MARKET);
  const inlineMessage = contactSuccessMessage(config.SITE_MARKET);

  /** An error in the form its client takes: the API's JSON, or the page with the form kept. */
  const refusal = (
    c: Context,
    error: {
      status: ContentfulStatusCode;
      code: string;
      message: string;
      fields?: Record<string, string[]>;
    },
    outcome: ContactOutcome,
    posted: ContactFormFields = EMPTY_CONTACT_FIELDS,
  ) => {
    c.header("Cache-Control", "no-store");
    if (kindOf(c) === "json") {
      return jsonError(c, error.status, error.code, error.message, error.fields);
    }
    return renderContactPage(
      c,
      { outcome, fields: posted, errors: firstErrorCodes(error.fields) },
      error.status,
    );
  };
  const sent = (c: Context, posted: ContactFormFields) => {
    c.header("Cache-Control", "no-store");
    if (kindOf(c) === "json") return c.json({ inlineMessage }, 201);
    return renderContactPage(c, { outcome: "sent", fields: posted, errors: {} }, 200);
  };

  const limit = bodyLimitAnswering(CONTACT_BODY_LIMIT_BYTES, (c, status, code, message) =>
    refusal(c, { status, code, message }, "failed"),
  );

  const handler: Handler<Env> = async (c) => {
    const log = c.get("logger");
    const address = clientAddress(c, config.TRUST_PROXY);
    // Refused before they count: another site's page could otherwise spend a visitor's quota
    // (a text/plain post needs no preflight), and a malformed request is no attempt.
    const foreign = crossSiteOrigin(c, config.PUBLIC_BASE_URL);
    if (foreign !== undefined) {
      log.warn({ origin: foreign, method: c.req.method }, "cross-site request refused");
      c.header("Cache-Control", "no-store");
      // Not drawn for another site's post: a browser is only sent to the form, unfilled.
      return respond(
        c,
        {
          status: 403,
          code: "cross_site_request",
          message: "Requests from other sites are not accepted.",
          page: contactPagePath,
        },
        kindOf(c),
      );
    }
    const read = await readContactBody(c);
    if (!read.ok) return refusal(c, read, "failed");
    const { body, fields: posted } = read;

    const envelope = contactEnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      const error = {
        status: 400 as const,
        code: "invalid_request",
        message: "The request is malformed.",
        fields: fieldErrors(envelope.error),
      };
      return refusal(c, error, "failed", posted);
    }
    const decision = await submissions.hit(rateLimitKey(c, "contact", config.TRUST_PROXY));
    if (!decision.allowed) {
      metrics.rateLimitRefused("contact");
      c.header("Retry-After", String(decision.retryAfterSeconds));
      const error = {
        status: 429 as const,
        code: "rate_limited",
        message: "Too many requests. Try again later.",
      };
      return refusal(c, error, "rate-limited", posted);
    }
    if (envelope.data.website) {
      log.warn({ address }, "contact honeypot filled: answered as sent, not stored");
      return sent(c, posted);
    }

    const form = schema.safeParse(body);
    if (!form.success) {
      const error = {
        status: 400 as const,
        code: "invalid_fields",
        message: "Some fields are missing or invalid.",
        fields: fieldErrors(form.error),
      };
      return refusal(c, error, "invalid", posted);
    }

    const answer = envelope.data.captcha;
    const verdict = await captcha.verify(answer, address);
    if (!verdict.ok) {
      log.info({ reason: verdict.reason }, "contact captcha refused");
      const error = {
        status: 403 as const,
        code: "captcha_failed",
        message: "The captcha could not be verified.",
      };
      return refusal(c, error, answer === undefined ? "no-captcha" : "captcha", posted);
    }

    const { acceptTerms: _accepted, ...lead } = form.data;
    const { id } = await createLead(db, {
      ...lead,
      market: config.SITE_MARKET,
      pageUri: envelope.data.context?.pageUri,
      pageName: envelope.data.context?.pageName,
      hutk: envelope.data.context?.hutk,
    });
    log.info({ leadId: id }, "lead stored");
    return sent(c, posted);
  };

  return [limit, handler];
}

/**
 * POST /api/contact (contactPostHandlers) and GET /api/captcha/challenge, which serves ALTCHA
 * challenges.
 */
export function contactRoutes(dependencies: ContactRoutesDependencies) {
  const { config, captcha, rateLimitStore } = dependencies;
  const routes = new Hono<Env>();
  const challenges = createRateLimiter({ limit: 60, windowMs: 60_000, store: rateLimitStore });

  routes.get("/captcha/challenge", async (c) => {
    if (!captcha.createChallenge) {
      return jsonError(c, 404, "not_found", "This site does not use self-hosted challenges.");
    }
    const limited = await rateLimited(c, challenges, "challenge", config.TRUST_PROXY);
    if (limited) return limited;
    c.header("Cache-Control", "no-store");
    return c.json(await captcha.createChallenge());
  });

  routes.post("/contact", ...contactPostHandlers(dependencies, "api"));
  return routes;
}
