import type { Context } from "hono";
import { pino } from "pino";
import type { z } from "zod";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { fieldErrors } from "../../domain/field-errors.ts";
import { clientAddress, rateLimitKey } from "./client-address.ts";
import {
  bodyLimitAnswering,
  continueUpload,
  CROSS_SITE_REFUSAL,
  crossSiteOrigin,
  logCrossSite,
  overBudget,
} from "./guards.ts";
import type { RateLimiter } from "./rate-limit.ts";
import {
  answerKindOf,
  respond,
  type Answer,
  type AnswerKind,
  type PageAnswer,
  type Refusal,
} from "./responder.ts";

/**
 * A declarative endpoint: what it checks, in one fixed order, and the service call it ends with.
 * Every step may be left out; those given run in this order, and the first refusal is the answer:
 *
 * 1. `authorize`: who may call at all (a bearer token), on the headers alone;
 * 2. `body.limit`: a declared size over the limit is refused unread, a chunked body is read up to
 *    it (413; 400 when it breaks off);
 * 3. `unavailable`: the feature is off on this deployment;
 * 4. `origin: "same-site"`: another site's post is refused before it counts (403, one warn line);
 * 5. `params`: the path's parameters;
 * 6. `body.types`: the media type (415, before `100 Continue`), then the body read (400);
 * 7. `envelope`: the shape every client must get right (what travels beside the fields: the
 *    captcha's answer, the honeypot; or a whole report); a malformed request is no attempt;
 * 8. `limiters`: each budget, in order (429 with Retry-After);
 * 9. `honeypot`: a filled one is answered as a success, and nothing more is done;
 * 10. `schema`: the fields (400 `invalid_fields` with each field's codes);
 * 11. `captcha`: its answer verified (403), or, for a plain form without one, a budget spent;
 * 12. `handle`: the service call, whose outcome the endpoint writes as an Answer.
 *
 * Every answer, each refusal included, goes through one responder (responder.ts): JSON to a
 * script's fetch, and to a browser's plain form post the page `pages` names (a 303, or a page
 * drawn in answer). Every answer is `Cache-Control: no-store` unless a success names its own.
 * An error thrown by a step is logged as an unhandled error and answered 500 the same way.
 */
export interface EndpointSpec<P, E, F> {
  /** Names the endpoint in its log lines ("contact", "tracking updates"). */
  name: string;
  /** Answers for a browser's form post; without it, every client gets JSON. */
  pages?: {
    /** Which answer a request takes (default: answerKindOf). */
    kindOf?: (c: Context) => AnswerKind;
    /** Where a browser's post lands after a step's refusal; undefined gives it the JSON. */
    refused(refusal: Refusal, request: PostedRequest<P, E>): PageAnswer | undefined;
  };
  authorize?: (c: Context) => Refusal | undefined;
  body?: BodyRule;
  unavailable?: Refusal;
  origin?: "same-site";
  params?: (c: Context) => { value: P } | { refusal: Refusal };
  envelope?: Check<E>;
  limiters?: Limit[];
  honeypot?: { field: keyof E & string; answer(request: EndpointRequest<P, E, F>): Answer };
  schema?: Check<F>;
  captcha?: {
    verifier: CaptchaVerifier;
    answer(envelope: E): string | undefined;
    /** A plain form's post without an answer spends this budget instead of being verified. */
    unansweredForm?: Limit;
  };
  handle(request: EndpointRequest<P, E, F>): Answer | Promise<Answer>;
}

export type BodyType = "json" | "form";

export interface BodyRule {
  /** Bytes; a larger body is refused unread (413). */
  limit: number;
  types: readonly BodyType[];
  /** A posted form's values (default: its text fields, the last of a name). */
  fromForm?: (data: FormData) => Record<string, unknown>;
  /**
   * The code of a JSON body that does not parse: `malformed_json`, or `malformed_body` (then
   * answered like any body that could not be read).
   */
  malformedJson?: "malformed_json" | "malformed_body";
}

/** A zod schema, or one with its own refusal (a code and message, no fields, or its own fields). */
export type Check<T> =
  | z.ZodType<T>
  | {
      schema: z.ZodType<T>;
      code?: string;
      message?: string;
      fields?: false | ((error: z.ZodError) => Record<string, string[]>);
    };

/** A budget: per client address (`rateLimitKey`) under `scope`, or one `key` for everyone. */
export interface Limit {
  limiter: RateLimiter;
  scope: string;
  /** The metrics' label of its refusals (default: `scope`). */
  metric?: string;
  key?: string;
  message?: string;
}

/** The request as far as the pipeline has read it, for the page of a refusal. */
export interface PostedRequest<P, E> {
  c: Context;
  log: Logger;
  params?: P;
  /** The body as read: a JSON object, or the form's values; empty before it is read. */
  body: Record<string, unknown>;
  bodyType?: BodyType;
  /** The form as a browser posted it. */
  form?: FormData;
  envelope?: E;
}

export interface EndpointRequest<P, E, F> extends PostedRequest<P, E> {
  params: P;
  envelope: E;
  fields: F;
}

/** The Hono handler of an endpoint, for any app whose context may carry a request logger. */
export type EndpointHandler = (c: Context) => Promise<Response>;

const silentLogger: Logger = pino({ level: "silent" });

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const refusals = {
  invalidRequest: { status: 400, code: "invalid_request", message: "The request is malformed." },
  invalidFields: {
    status: 400,
    code: "invalid_fields",
    message: "Some fields are missing or invalid.",
  },
  captcha: { status: 403, code: "captcha_failed", message: "The captcha could not be verified." },
  internal: { status: 500, code: "internal_error", message: "Something went wrong on our side." },
} as const satisfies Record<string, Refusal>;

/** The form's text fields; the last value of a name, as Hono's parseBody reads them. */
const textFields = (data: FormData): Record<string, unknown> =>
  Object.fromEntries([...data].filter(([, value]) => typeof value === "string"));

/**
 * The endpoints of a site: `endpoint(spec)` is the Hono handler that runs `spec`'s steps.
 * The site's public address tells another site's origin; its proxies, the client's address.
 */
export function endpoints(site: Pick<Config, "PUBLIC_BASE_URL" | "TRUST_PROXY">) {
  const hops = site.TRUST_PROXY;

  return function endpoint<P = undefined, E = undefined, F = undefined>(
    spec: EndpointSpec<P, E, F>,
  ): EndpointHandler {
    const kindOf = spec.pages?.kindOf ?? answerKindOf;

    /** A refusal in the form its client takes. */
    const refuse = (request: PostedRequest<P, E>, refusal: Refusal) =>
      respond(
        request.c,
        { ...refusal, page: spec.pages?.refused(refusal, request) },
        kindOf(request.c),
      );

    const requests = new WeakMap<Context, PostedRequest<P, E>>();
    const sizeLimit =
      spec.body &&
      bodyLimitAnswering(spec.body.limit, (c, status, code, message) =>
        refuse(requests.get(c)!, { status, code, message }),
      );

    /** The budgets of `limits` spent in order; the refusal of the first one spent. */
    async function spend(c: Context, limits: Limit[]): Promise<Refusal | undefined> {
      for (const { limiter, scope, metric = scope, key, message } of limits) {
        const decision = await limiter.hit(key ?? rateLimitKey(c, scope, hops));
        if (!decision.allowed) return overBudget(decision, metric, message);
      }
      return undefined;
    }

    /** Steps 3 to 12, once the body's size is known to be within the limit. */
    async function run(request: PostedRequest<P, E>): Promise<Response> {
      const { c, log } = request;
      if (spec.unavailable) return refuse(request, spec.unavailable);
      if (spec.origin === "same-site") {
        const foreign = crossSiteOrigin(c, site.PUBLIC_BASE_URL);
        if (foreign !== undefined) {
          logCrossSite(c, log, foreign);
          return refuse(request, CROSS_SITE_REFUSAL);
        }
      }
      if (spec.params) {
        const parsed = spec.params(c);
        if ("refusal" in parsed) return refuse(request, parsed.refusal);
        request.params = parsed.value;
      }
      if (spec.body) {
        const read = await readBody(c, spec.body);
        if ("refusal" in read) return refuse(request, read.refusal);
        Object.assign(request, read);
      }
      if (spec.envelope) {
        const envelope = check(spec.envelope, request.body, refusals.invalidRequest);
        if ("refusal" in envelope) return refuse(request, envelope.refusal);
        request.envelope = envelope.value;
      }
      const limited = await spend(c, spec.limiters ?? []);
      if (limited) return refuse(request, limited);
      // The remaining steps read what the earlier ones checked (or left undefined when absent).
      const checked = request as EndpointRequest<P, E, F>;
      if (spec.honeypot && (checked.envelope as Record<string, unknown>)[spec.honeypot.field]) {
        log.warn({}, `${spec.name} honeypot filled: answered as sent, nothing stored`);
        return respond(c, spec.honeypot.answer(checked), kindOf(c));
      }
      if (spec.schema) {
        const fields = check(spec.schema, request.body, refusals.invalidFields);
        if ("refusal" in fields) return refuse(request, fields.refusal);
        checked.fields = fields.value;
      }
      if (spec.captcha) {
        const { verifier, unansweredForm } = spec.captcha;
        const answer = spec.captcha.answer(checked.envelope);
        if (answer === undefined && request.bodyType === "form" && unansweredForm) {
          const spent = await spend(c, [unansweredForm]);
          if (spent) return refuse(request, spent);
        } else {
          const verdict = await verifier.verify(answer, clientAddress(c, hops));
          if (!verdict.ok) {
            log.info({ reason: verdict.reason }, `${spec.name} captcha refused`);
            return refuse(request, refusals.captcha);
          }
        }
      }
      return respond(c, await spec.handle(checked), kindOf(c));
    }

    return async (c) => {
      c.header("Cache-Control", "no-store");
      const log = (c.get("logger") as Logger | undefined) ?? silentLogger;
      const request: PostedRequest<P, E> = { c, log, body: {} };
      requests.set(c, request);
      try {
        const denied = spec.authorize?.(c);
        if (denied) return await refuse(request, denied);
        if (!sizeLimit) return await run(request);
        let answer: Response | undefined;
        const refused = await sizeLimit(c, async () => {
          answer = await run(request);
        });
        return refused ?? answer!;
      } catch (error) {
        request.log.error({ err: error }, "unhandled error");
        c.header("Cache-Control", "no-store");
        return refuse(request, refusals.internal);
      }
    };
  };
}

/** `values` checked by `rule`: the parsed value, or the refusal (`fallback` unless it says). */
function check<T>(
  rule: Check<T>,
  values: Record<string, unknown>,
  fallback: Refusal,
): { value: T } | { refusal: Refusal } {
  const { schema, code, message, fields } =
    "safeParse" in rule
      ? { schema: rule, code: undefined, message: undefined, fields: undefined }
      : rule;
  const result = schema.safeParse(values);
  if (result.success) return { value: result.data };
  const errors = fields === false ? undefined : (fields ?? fieldErrors)(result.error);
  return {
    refusal: {
      status: fallback.status,
      code: code ?? fallback.code,
      message: message ?? fallback.message,
      ...(errors ? { fields: errors } : {}),
    },
  };
}

type ReadBody = { body: Record<string, unknown>; bodyType: BodyType; form?: FormData };

/**
 * The body as a script sends it (a JSON object) or as a browser posts a form without JavaScript
 * (urlencoded or multipart, read as the browser's own form reading does); the 415 or 400 to
 * answer otherwise. An unsupported type is refused before the client is told to send its body
 * (Expect: 100-continue).
 */
async function readBody(c: Context, rule: BodyRule): Promise<ReadBody | { refusal: Refusal }> {
  const type = c.req.header("Content-Type") ?? "";
  const takesForms = rule.types.includes("form");
  const json = rule.types.includes("json") && /^application\/json\b/i.test(type);
  if (!json && !(takesForms && FORM_BODY.test(type))) {
    return {
      refusal: {
        status: 415,
        code: "unsupported_media_type",
        message: takesForms
          ? "Send the body as application/json or application/x-www-form-urlencoded."
          : "Send the body as application/json.",
      },
    };
  }
  const unreadable: Refusal = {
    status: 400,
    code: "malformed_body",
    message: "The request body could not be read.",
  };
  continueUpload(c);
  if (json) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      if (rule.malformedJson === "malformed_body") return { refusal: unreadable };
      return {
        refusal: {
          status: 400,
          code: "malformed_json",
          message: "The request body is not valid JSON.",
        },
      };
    }
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      return {
        refusal: {
          status: 400,
          code: "invalid_body",
          message: "The request body must be a JSON object.",
        },
      };
    }
    return { body: body as Record<string, unknown>, bodyType: "json" };
  }
  try {
    const form = await c.req.formData();
    return { body: (rule.fromForm ?? textFields)(form), bodyType: "form", form };
  } catch {
    return { refusal: unreadable };
  }
}
