import type { Config } from "../config.ts";
import type { ESTIMATED_SHIPMENTS } from "../../domain/contact/schema.ts";

type EstimatedShipments = (typeof ESTIMATED_SHIPMENTS)[number];

/**
 * The CRM's value for each shipment range of the form. These reproduce what the existing CRM
 * form expects, even where its value ("50-199") does not match its label ("50 to 99").
 * HUBSPOT_ESTIMATED_SHIPMENTS_VALUES overrides them entry by entry.
 */
export const DEFAULT_ESTIMATED_SHIPMENTS_VALUES: Readonly<Record<EstimatedShipments, string>> = {
  "up-to-49": "1-49",
  "50-99": "50-199",
  "100-199": "101-199",
  "200-499": "200-499",
  "500-plus": "+ 500",
};

/** The CRM's internal names of the fields that have no fixed name. */
export interface HubSpotFieldNames {
  estimatedShipments: string;
  message: string;
  companyType: string;
  origin: string;
}

export interface HubSpotField {
  name: string;
  value: string;
}

/** The lead fields sent to the CRM; anything else on the object passed is ignored. */
export interface HubSpotLead {
  name: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  companyType: readonly string[];
  estimatedShipments: string;
  origin: string;
  message: string;
}

/** A lead plus the page context HubSpot attributes the submission to. */
export interface HubSpotSubmission extends HubSpotLead {
  pageUri?: string | null;
  pageName?: string | null;
  hutk?: string | null;
}

export type HubSpotSubmitResult =
  | { kind: "delivered"; status: number; body: string }
  /** `reason` is short and free of personal data (fit for logs); `body` is the CRM's, if any. */
  | { kind: "retry"; reason: string; status?: number; body?: string; retryAfterMs?: number }
  | { kind: "rejected"; status: number; body: string };

export interface HubSpotClient {
  submit(submission: HubSpotSubmission): Promise<HubSpotSubmitResult>;
}

export type HubSpotClientConfig = Pick<
  Config,
  | "HUBSPOT_PORTAL_ID"
  | "HUBSPOT_FORM_ID"
  | "HUBSPOT_FORMS_BASE_URL"
  | "HUBSPOT_TIMEOUT_MS"
  | "HUBSPOT_FIELD_ESTIMATED_SHIPMENTS"
  | "HUBSPOT_FIELD_MESSAGE"
  | "HUBSPOT_FIELD_COMPANY_TYPE"
  | "HUBSPOT_FIELD_ORIGIN"
  | "HUBSPOT_ESTIMATED_SHIPMENTS_VALUES"
>;

/** How much of a CRM response body is kept. */
export const MAX_RESPONSE_BODY_CHARS = 4096;
/** A Retry-After beyond this is read as this: a lead should not wait for days on one header. */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/** The form fields in the CRM's names. acceptTerms, the captcha and any other key are never sent. */
export function toHubSpotFields(
  lead: HubSpotLead,
  fieldNames: HubSpotFieldNames,
  shipmentsValueMap: Readonly<Record<string, string>>,
): HubSpotField[] {
  return [
    { name: "firstname", value: lead.name },
    { name: "lastname", value: lead.lastName },
    { name: "email", value: lead.email },
    { name: "mobilephone", value: lead.phoneNumber },
    { name: "company", value: lead.companyName },
    {
      name: fieldNames.estimatedShipments,
      value: Object.hasOwn(shipmentsValueMap, lead.estimatedShipments)
        ? (shipmentsValueMap[lead.estimatedShipments] ?? lead.estimatedShipments)
        : lead.estimatedShipments,
    },
    { name: fieldNames.message, value: lead.message },
    { name: fieldNames.companyType, value: lead.companyType.join(";") },
    { name: fieldNames.origin, value: lead.origin },
  ];
}

export function hubSpotFieldNames(config: HubSpotClientConfig): HubSpotFieldNames {
  return {
    estimatedShipments: config.HUBSPOT_FIELD_ESTIMATED_SHIPMENTS,
    message: config.HUBSPOT_FIELD_MESSAGE,
    companyType: config.HUBSPOT_FIELD_COMPANY_TYPE,
    origin: config.HUBSPOT_FIELD_ORIGIN,
  };
}

/** The defaults with the configured overrides applied entry by entry. */
export function estimatedShipmentsValues(config: HubSpotClientConfig): Record<string, string> {
  return { ...DEFAULT_ESTIMATED_SHIPMENTS_VALUES, ...config.HUBSPOT_ESTIMATED_SHIPMENTS_VALUES };
}

/** The Forms v3 submission body. */
export function toHubSpotBody(
  submission: HubSpotSubmission,
  fieldNames: HubSpotFieldNames,
  shipmentsValueMap: Readonly<Record<string, string>>,
): { fields: HubSpotField[]; context?: Record<string, string> } {
  const context: Record<string, string> = {};
  if (submission.pageUri) context.pageUri = submission.pageUri;
  if (submission.pageName) context.pageName = submission.pageName;
  if (submission.hutk) context.hutk = submission.hutk;
  const fields = toHubSpotFields(submission, fieldNames, shipmentsValueMap);
  return Object.keys(context).length > 0 ? { fields, context } : { fields };
}

/**
 * A client for HubSpot's Forms v3 submission endpoint
 * (`POST {base}/submissions/v3/integration/submit/{portalId}/{formId}`). It never throws for a
 * transport or HTTP problem: the result says whether the lead is delivered, worth retrying
 * (network error, timeout, 408, 429, 5xx) or rejected (any other 4xx).
 */
export function createHubSpotClient(options: {
  config: HubSpotClientConfig;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}): HubSpotClient {
  const { config, fetch = globalThis.fetch, now = () => new Date() } = options;
  const { HUBSPOT_PORTAL_ID: portalId, HUBSPOT_FORM_ID: formId } = config;
  if (!portalId || !formId) {
    throw new Error("HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID are required to submit leads");
  }
  const url =
    `${config.HUBSPOT_FORMS_BASE_URL}/submissions/v3/integration/submit/` +
    `${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`;
  const fieldNames = hubSpotFieldNames(config);
  const valueMap = estimatedShipmentsValues(config);

  return {
    async submit(submission) {
      const signal = AbortSignal.timeout(config.HUBSPOT_TIMEOUT_MS);
      let status: number;
      let body: string;
      let retryAfter: string | null;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(toHubSpotBody(submission, fieldNames, valueMap)),
          signal,
          redirect: "error",
        });
        status = response.status;
        retryAfter = response.headers.get("Retry-After");
        // The status decides the outcome: a body cut short (timeout, reset) does not undo a 2xx.
        body = await readBodyText(response, MAX_RESPONSE_BODY_CHARS).catch(() => "");
      } catch (error) {
        if (signal.aborted) {
          return { kind: "retry", reason: `timeout after ${config.HUBSPOT_TIMEOUT_MS} ms` };
        }
        return { kind: "retry", reason: `network error: ${describeNetworkError(error)}` };
      }

      if (status >= 200 && status < 300) return { kind: "delivered", status, body };
      if (status === 429 || status === 408 || status >= 500) {
        const retryAfterMs = parseRetryAfter(retryAfter, now());
        return {
          kind: "retry",
          reason: `HTTP ${status}`,
          status,
          body,
          ...(retryAfterMs !== undefined && { retryAfterMs }),
        };
      }
      if (status >= 400) return { kind: "rejected", status, body };
      return { kind: "retry", reason: `unexpected HTTP ${status}`, status, body };
    },
  };
}

/**
 * Retry-After as milliseconds from `now`: delay-seconds or an HTTP date, capped at
 * MAX_RETRY_AFTER_MS. Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) {
    ms = Number(text) * 1000;
  } else {
    // HTTP dates (all three RFC 9110 forms) start with a day name; Date.parse alone takes "-5".
    const date = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(date)) return undefined;
    ms = Math.max(0, date - now.getTime());
  }
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

/** Reads up to `maxChars` characters of a body, then stops downloading it. */
async function readBodyText(response: Response, maxChars: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.length > maxChars) return text.slice(0, maxChars);
    }
    text += decoder.decode();
    return text.slice(0, maxChars);
  } finally {
    reader.cancel().catch(() => {});
  }
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const cause: unknown = error.cause;
    if (cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string") {
      return cause.code;
    }
    if (cause instanceof Error) return cause.message.slice(0, 200);
    return error.message.slice(0, 200);
  }
  return "unknown";
}
