import { z } from "zod";
import {
  checkOutboxTimings,
  configSlice,
  requireTogether,
  doc,
  fieldName,
  httpUrl,
  jsonObjectOfStrings,
} from "../config-kinds.ts";

export const contactConfig = configSlice(
  {
    CONTACT_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(5)
      .meta(
        doc(
          "rateLimits",
          "contact submissions allowed per window (cross-site and malformed posts, refused first, do not count)",
        ),
      ),
    CONTACT_RATE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(600)
      .meta(doc("rateLimits", "the contact window")),

    HUBSPOT_PORTAL_ID: z
      .string()
      .regex(/^\d+$/, "must be the numeric portal id")
      .optional()
      .meta(
        doc(
          "leads",
          "the HubSpot account (numeric), set together with `HUBSPOT_FORM_ID`; unset: no delivery worker, leads wait in the outbox",
          "unset",
        ),
      ),
    HUBSPOT_FORM_ID: z
      .string()
      .regex(/^[\w-]+$/, "must be the form's id (a GUID)")
      .optional()
      .meta(doc("leads", "the HubSpot form (its GUID) the leads are submitted to", "unset")),
    HUBSPOT_FORMS_BASE_URL: httpUrl
      .default("https://api.hsforms.com")
      .meta(doc("leads", "base URL of the HubSpot Forms API")),
    HUBSPOT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(10_000)
      .meta(doc("leads", "time limit of one submission to HubSpot")),
    HUBSPOT_FIELD_ESTIMATED_SHIPMENTS: fieldName
      .default("cantidad_de_envios_estimados")
      .meta(doc("leads", "the form's internal field name for the estimated shipments")),
    HUBSPOT_FIELD_MESSAGE: fieldName
      .default("otras_preguntas")
      .meta(doc("leads", "the form's internal field name for the message")),
    HUBSPOT_FIELD_COMPANY_TYPE: fieldName
      .default("tipo_de_empresa")
      .meta(doc("leads", "the form's internal field name for the company types")),
    HUBSPOT_FIELD_ORIGIN: fieldName
      .default("origen_de_despacho")
      .meta(doc("leads", "the form's internal field name for the dispatch origin")),
    HUBSPOT_ESTIMATED_SHIPMENTS_VALUES: jsonObjectOfStrings
      .optional()
      .meta(
        doc(
          "leads",
          "JSON object from the form's shipment ranges to the CRM's values, overriding the built-in ones entry by entry (ADR 7)",
          "the built-in values",
        ),
      ),
    LEAD_DELIVERY_MAX_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(15)
      .meta(
        doc(
          "leads",
          "delivery attempts (1 to 100) before a lead is marked `failed` (`npm run leads -- retry`)",
        ),
      ),
    LEAD_DELIVERY_BACKOFF_BASE_MS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3_600_000)
      .default(2_000)
      .meta(
        doc(
          "leads",
          "upper bound of a lead's first retry delay (random below it, doubling per retry)",
        ),
      ),
    LEAD_DELIVERY_BACKOFF_CAP_MS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400_000)
      .default(600_000)
      .meta(doc("leads", "the longest retry delay (a CRM's Retry-After may ask for more)")),
    LEAD_DELIVERY_LEASE_MS: z.coerce
      .number()
      .int()
      .min(200)
      .max(3_600_000)
      .default(60_000)
      .meta(
        doc(
          "leads",
          "a worker's hold on a lead it sends; if it dies, the lead is resent after this; must exceed `HUBSPOT_TIMEOUT_MS`",
        ),
      ),
  },
  (config, ctx) => {
    requireTogether(config, ctx, "HUBSPOT_PORTAL_ID", "HUBSPOT_FORM_ID");
    checkOutboxTimings(
      config,
      ctx,
      "LEAD_DELIVERY",
      "HUBSPOT_TIMEOUT_MS",
      "or a slow send is sent twice",
    );
  },
);
