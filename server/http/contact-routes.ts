import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { ContactService } from "../contact/service.ts";
import {
  contactEnvelopeSchema,
  contactSchema,
  type ContactEnvelope,
} from "../../domain/contact/schema.ts";
import {
  contactFieldsFrom,
  EMPTY_CONTACT_FIELDS,
  firstErrorCodes,
  type ContactOutcome,
  type ContactSubmission,
} from "../../domain/contact/submission.ts";
import type { Logger } from "../logger.ts";
import { endpoints, type EndpointHandler, type PostedRequest } from "./endpoint.ts";
import { jsonError } from "./errors.ts";
import { rateLimited } from "./guards.ts";
import { budget, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";
import { answerKindOf, browserNavigation, type PageAnswer, type Refusal } from "./responder.ts";

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
  contact: ContactService;
  captcha: CaptchaVerifier;
  rateLimitStore?: RateLimitStore;
  /** The submissions' budget per address, one for both paths the form posts to. */
  submissions: RateLimiter;
  renderContactPage: RenderContactPage;
  /** The contact page's path, where a refused cross-site form post is sent back. */
  contactPagePath: string;
}

/**
 * Who the endpoint answers with a page. The contact page's own path: a browser's form post gets
 * the page, a script's fetch JSON (`answerKindOf`). The API (`/api/contact`) keeps its JSON
 * contract for every client that does not say it is a browser navigating, whatever the body's
 * type: curl, an integration, a form body from a script (`browserNavigation`).
 */
export type ContactAnswers = "api" | "page";

/** The contact submissions' budget per address. */
export function contactSubmissionLimiter(config: Config, store?: RateLimitStore): RateLimiter {
  return budget(config.CONTACT_RATE_LIMIT, config.CONTACT_RATE_WINDOW_SECONDS, store);
}

/** How the page drawn for a browser's post tells each refusal. */
const OUTCOME_OF_REFUSAL: Record<string, ContactOutcome> = {
  rate_limited: "rate-limited",
  invalid_fields: "invalid",
  captcha_failed: "captcha",
};

/** The form's fields and the captcha's answer and honeypot as a browser posts them. */
function contactBodyFromForm(data: FormData): Record<string, unknown> {
  const captcha = data.get("captcha");
  const website = data.get("website");
  return {
    ...contactFieldsFrom(data),
    captcha: typeof captcha === "string" && captcha !== "" ? captcha : undefined,
    website: typeof website === "string" ? website : undefined,
  };
}

/**
 * The contact form's post, for the API's POST /api/contact and for the contact page's own path
 * (endpoint.ts: body limit, same site only, the body (JSON from the page's script, a form from a
 * browser without JavaScript), the per-address budget (so only real attempts spend it),
 * honeypot, the shared schema (400 with per-field codes), the captcha (403), then the lead and
 * its outbox row in one transaction (ContactService), and only then 201. A script gets JSON; a
 * browser's form post gets the contact page with what it typed and how it went, errors
 * included: nothing typed is lost. Another site's form post is sent back to the empty form.
 */
export function contactPost(
  {
    config,
    contact,
    captcha,
    submissions,
    renderContactPage,
    contactPagePath,
  }: ContactRoutesDependencies,
  answers: ContactAnswers,
): EndpointHandler {
  const endpoint = endpoints(config);

  /** The contact page drawn for a browser's post: what it typed, and how it went. */
  const drawn =
    (
      request: PostedRequest<undefined, ContactEnvelope>,
      outcome: ContactOutcome,
      status: ContentfulStatusCode,
      refusal?: Refusal,
    ): PageAnswer =>
    () =>
      renderContactPage(
        request.c,
        {
          outcome,
          fields: request.form ? contactFieldsFrom(request.form) : EMPTY_CONTACT_FIELDS,
          errors: firstErrorCodes(refusal?.fields),
        },
        status,
      );

  return endpoint({
    name: "contact",
    pages: {
      kindOf: answers === "api" ? browserNavigation : answerKindOf,
      refused(refusal, request) {
        // Not drawn for another site's post: a browser is only sent to the form, unfilled.
        if (refusal.code === "cross_site_request") return contactPagePath;
        let outcome = OUTCOME_OF_REFUSAL[refusal.code] ?? "failed";
        if (outcome === "captcha" && request.envelope?.captcha === undefined)
          outcome = "no-captcha";
        return drawn(request, outcome, refusal.status, refusal);
      },
    },
    body: {
      limit: CONTACT_BODY_LIMIT_BYTES,
      types: ["json", "form"],
      fromForm: contactBodyFromForm,
    },
    // Refused before it counts: another site's page could otherwise spend a visitor's quota
    // (a text/plain post needs no preflight), and a malformed request is no attempt.
    origin: "same-site",
    envelope: contactEnvelopeSchema,
    limiters: [{ limiter: submissions, scope: "contact" }],
    honeypot: {
      field: "website",
      answer: (request) => ({
        status: 201,
        json: { inlineMessage: contact.inlineMessage },
        page: drawn(request, "sent", 200),
      }),
    },
    schema: contactSchema(config.SITE_MARKET),
    captcha: { verifier: captcha, answer: (envelope) => envelope.captcha },
    async handle(request) {
      const { inlineMessage } = await contact.submit(
        request.fields,
        request.envelope.context,
        request.log,
      );
      return { status: 201, json: { inlineMessage }, page: drawn(request, "sent", 200) };
    },
  });
}

/**
 * POST /api/contact (contactPost) and GET /api/captcha/challenge, which serves ALTCHA
 * challenges.
 */
export function contactRoutes(dependencies: ContactRoutesDependencies) {
  const { config, captcha, rateLimitStore } = dependencies;
  const routes = new Hono<Env>();
  const challenges = budget(60, 60, rateLimitStore);

  routes.get("/captcha/challenge", async (c) => {
    if (!captcha.createChallenge) {
      return jsonError(c, 404, "not_found", "This site does not use self-hosted challenges.");
    }
    const limited = await rateLimited(c, challenges, "challenge", config.TRUST_PROXY);
    if (limited) return limited;
    c.header("Cache-Control", "no-store");
    return c.json(await captcha.createChallenge());
  });

  routes.post("/contact", contactPost(dependencies, "api"));
  return routes;
}
