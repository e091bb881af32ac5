import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { jsonError } from "./errors.ts";

/**
 * One answer per kind of client, for every endpoint (endpoint.ts): a script's `fetch` gets JSON
 * (the API's shape, errors included), a browser's plain form post gets a 303 to a page that says
 * how it went, or that page drawn in answer, whatever happened, errors included. An endpoint
 * writes each of its outcomes once, as an Answer with both forms, and `respond` picks the one its
 * client takes.
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

/**
 * Only a browser that says it navigates (`Sec-Fetch-Mode: navigate`) takes a page: an API that
 * keeps its JSON for every other client, whatever the body's type (curl, an integration).
 */
export const browserNavigation = (c: Context): AnswerKind =>
  c.req.header("Sec-Fetch-Mode")?.toLowerCase() === "navigate" ? "page" : "json";

/**
 * Where a browser's form post lands: a page path it is sent to (a 303), or the page drawn in
 * answer (the contact form's, with what was typed).
 */
export type PageAnswer = string | (() => Promise<Response>);

/** A refusal, as the API's JSON error says it. */
export interface Refusal {
  status: ContentfulStatusCode;
  code: string;
  message: string;
  fields?: Record<string, string[]>;
  /** Headers of the answer, in either form (Retry-After, WWW-Authenticate). */
  headers?: Record<string, string>;
}

export interface ErrorAnswer extends Refusal {
  /** Where a browser's form post lands instead; without one, every client gets the JSON. */
  page?: PageAnswer;
}

export interface SuccessAnswer {
  status: ContentfulStatusCode | 204;
  /** The JSON body, or its bytes already written (ADR 36); none for a 204. */
  json?: object | Uint8Array<ArrayBuffer>;
  /** The answer's Cache-Control, in place of `no-store`. */
  cacheControl?: string;
  /** Where a browser's form post lands; without one, every client gets the JSON. */
  page?: PageAnswer;
}

/** Every client is sent to this page (a link opened from an e-mail, say). */
export interface RedirectAnswer {
  redirect: string;
}

export type Answer = ErrorAnswer | SuccessAnswer | RedirectAnswer;

/** The answer in the form `kind` takes: JSON with its status, a 303 to its page, or the page. */
export function respond(
  c: Context,
  answer: Answer,
  kind: AnswerKind = answerKindOf(c),
): Response | Promise<Response> {
  if ("redirect" in answer) return c.redirect(answer.redirect, 303);
  for (const [name, value] of Object.entries(("headers" in answer && answer.headers) || {})) {
    c.header(name, value);
  }
  if (kind === "page" && answer.page !== undefined) {
    return typeof answer.page === "string" ? c.redirect(answer.page, 303) : answer.page();
  }
  if ("code" in answer) {
    return jsonError(c, answer.status, answer.code, answer.message, answer.fields);
  }
  if (answer.cacheControl) c.header("Cache-Control", answer.cacheControl);
  if (answer.json === undefined) return c.body(null, answer.status);
  const status = answer.status as ContentfulStatusCode;
  if (answer.json instanceof Uint8Array) {
    return c.body(answer.json, status, { "Content-Type": "application/json" });
  }
  return c.json(answer.json, status);
}
