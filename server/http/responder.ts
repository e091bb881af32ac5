import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { jsonError } from "./errors.ts";

/**
 * One answer per kind of client, for the endpoints a page's form posts to: a script's `fetch`
 * gets JSON (the API's shape, errors included), a browser's plain form post gets a 303 to a page
 * that says how it went, whatever happened, errors included. An endpoint writes each of its
 * outcomes once, as an Answer with both forms, and `respond` picks the one its client takes.
 */
export type AnswerKind = "json" | "page";

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Which answer a request takes. A browser says it in `Sec-Fetch-Mode`: `navigate` is a form post
 * or a link followed (a page), anything else a script (JSON). Without it (an older browser, curl,
 * a mailbox provider's one-click post): a form's body (urlencoded or multipart)
 * or, with no body, an `Accept` that names HTML means a page.
 */
export function answerKindOf(c: Context): AnswerKind {
  const mode = c.req.header("Sec-Fetch-Mode");
  if (mode) return mode.toLowerCase() === "navigate" ? "page" : "json";
  const type = c.req.header("Content-Type");
  if (type) return FORM_BODY.test(type) ? "page" : "json";
  return /\btext\/html\b/i.test(c.req.header("Accept") ?? "") ? "page" : "json";
}

export interface ErrorAnswer {
  status: ContentfulStatusCode;
  code: string;
  message: string;
  fields?: Record<string, string[]>;
  /** Where a browser's form post lands instead: a page path that says what went wrong. */
  page: string;
}

export interface SuccessAnswer {
  status: ContentfulStatusCode;
  json: object;
  /** Where a browser's form post lands: a page path that says how it went. */
  page: string;
}

export type Answer = ErrorAnswer | SuccessAnswer;

/** The answer in the form `kind` takes: JSON with its status, or a 303 to its page. */
export function respond(c: Context, answer: Answer, kind: AnswerKind = answerKindOf(c)): Response {
  if (kind === "page") return c.redirect(answer.page, 303);
  if ("json" in answer) return c.json(answer.json, answer.status);
  return jsonError(c, answer.status, answer.code, answer.message, answer.fields);
}
