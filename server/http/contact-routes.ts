import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import { createLead } from "../contact/lead-repository.ts";
import { contactSuccessMessage } from "../contact/messages.ts";
import { contactEnvelopeSchema, contactSchema } from "../../domain/contact/schema.ts";
import { fieldErrors } from "../../domain/field-errors.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { clientAddress } from "./client-address.ts";
import { jsonError } from "./errors.ts";
import {
  crossSiteOrigin,
  jsonBodyLimit,
  rateLimited,
  readJsonObject,
  refuseCrossSite,
} from "./guards.ts";
import { createRateLimiter, type RateLimitStore } from "./rate-limit.ts";

/** A contact submission is a few kilobytes at most; anything larger is refused unread. */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

type Env = { Variables: { logger: Logger } };

export interface ContactRoutesDependencies {
  config: Config;
  db: Kysely<Database>;
  captcha: CaptchaVerifier;
  rateLimitStore?: RateLimitStore;
}

/**
 * POST /api/contact: size limit, same site only, JSON only, then the per-address rate limit (so
 * only real attempts spend it), honeypot, the shared schema
 * (400 with per-field codes), the captcha (403), then the lead and its outbox row in one
 * transaction, and only then 201. GET /api/captcha/challenge serves ALTCHA challenges.
 */
export function contactRoutes({ config, db, captcha, rateLimitStore }: ContactRoutesDependencies) {
  const routes = new Hono<Env>();
  const submissions = createRateLimiter({
    limit: config.CONTACT_RATE_LIMIT,
    windowMs: config.CONTACT_RATE_WINDOW_SECONDS * 1000,
    store: rateLimitStore,
  });
  const challenges = createRateLimiter({ limit: 60, windowMs: 60_000, store: rateLimitStore });
  const schema = contactSchema(config.SITE_MARKET);
  const inlineMessage = contactSuccessMessage(config.SITE_MARKET);

  routes.get("/captcha/challenge", async (c) => {
    if (!captcha.createChallenge) {
      return jsonError(c, 404, "not_found", "This site does not use self-hosted challenges.");
    }
    const limited = await rateLimited(c, challenges, "challenge", config.TRUST_PROXY);
    if (limited) return limited;
    c.header("Cache-Control", "no-store");
    return c.json(await captcha.createChallenge());
  });

  routes.post("/contact", jsonBodyLimit(CONTACT_BODY_LIMIT_BYTES), async (c) => {
    const log = c.get("logger");
    const address = clientAddress(c, config.TRUST_PROXY);
    // Refused before they count: another site's page could otherwise spend a visitor's quota
    // (a text/plain post needs no preflight), and a malformed request is no attempt.
    const foreign = crossSiteOrigin(c, config.PUBLIC_BASE_URL);
    if (foreign !== undefined) return refuseCrossSite(c, log, foreign);
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const body = read.body;

    const envelope = contactEnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      return jsonError(
        c,
        400,
        "invalid_request",
        "The request is malformed.",
        fieldErrors(envelope.error),
      );
    }
    const limited = await rateLimited(c, submissions, "contact", config.TRUST_PROXY);
    if (limited) return limited;
    if (envelope.data.website) {
      log.warn({ address }, "contact honeypot filled: answered as sent, not stored");
      return c.json({ inlineMessage }, 201);
    }

    const form = schema.safeParse(body);
    if (!form.success) {
      return jsonError(
        c,
        400,
        "invalid_fields",
        "Some fields are missing or invalid.",
        fieldErrors(form.error),
      );
    }

    const verdict = await captcha.verify(envelope.data.captcha, address);
    if (!verdict.ok) {
      log.info({ reason: verdict.reason }, "contact captcha refused");
      return jsonError(c, 403, "captcha_failed", "The captcha could not be verified.");
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
    return c.json({ inlineMessage }, 201);
  });

  return routes;
}
