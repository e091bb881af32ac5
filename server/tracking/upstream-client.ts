import { z } from "zod";
import {
  normaliseStatus,
  progressOf,
  STAGE_INDEX,
  stageOf,
  type NormalisedStatus,
  type Stage,
} from "../../domain/tracking/status.ts";
import type { TrackingEventView, TrackingView } from "../../domain/tracking/view.ts";
import { MAX_EVENTS_PER_SHIPMENT } from "./repository.ts";

/**
 * The client of an upstream tracking API (TRACKING_API_URL): GET {url}/tracking/{number}, answered
 * with the existing API's JSON array. Any failure is "unavailable" with a reason for the logs;
 * nothing is cached here.
 */

export type UpstreamResult =
  | { kind: "found"; body: unknown[] }
  | { kind: "not_found" }
  | { kind: "unavailable"; reason: string };

export interface UpstreamClientOptions {
  /** TRACKING_API_URL, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Far above any real answer (a few kilobytes); a larger body is refused, not buffered. */
export const UPSTREAM_MAX_BODY_BYTES = 1024 * 1024;

export interface UpstreamClient {
  get(trackingNumber: string): Promise<UpstreamResult>;
}

export function createUpstreamClient({
  baseUrl,
  timeoutMs,
  fetch: fetchImpl = globalThis.fetch,
}: UpstreamClientOptions): UpstreamClient {
  return {
    async get(trackingNumber) {
      // eslint-disable-next-line anden/no-path-literal -- the upstream API's path, not this site's
      const url = `${baseUrl}/tracking/${encodeURIComponent(trackingNumber)}`;
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { Accept: "application/json" },
          redirect: "error",
          signal,
        });
      } catch (error) {
        return { kind: "unavailable", reason: failure(error, timeoutMs) };
      }
      if (response.status === 404) {
        await response.body?.cancel().catch(() => {});
        return { kind: "not_found" };
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { kind: "unavailable", reason: `upstream answered HTTP ${response.status}` };
      }
      let text: string;
      try {
        text = await readLimited(response, UPSTREAM_MAX_BODY_BYTES);
      } catch (error) {
        return { kind: "unavailable", reason: failure(error, timeoutMs) };
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { kind: "unavailable", reason: "upstream answered invalid JSON" };
      }
      if (!Array.isArray(body)) {
        return { kind: "unavailable", reason: "upstream answered JSON that is not an array" };
      }
      if (body.length === 0) return { kind: "not_found" };
      return { kind: "found", body };
    },
  };
}

function failure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return `upstream did not answer within ${timeoutMs} ms`;
  }
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `upstream request failed: ${error instanceof Error ? error.message : String(error)}${cause}`;
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("Content-Length"));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`upstream body of ${declared} bytes exceeds ${maxBytes}`);
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`upstream body exceeds ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The existing API's element, checked lightly: unknown fields are kept, as a proxy should. */
const upstreamEventSchema = z.looseObject({
  fecha: z.string(),
  mensaje: z.string(),
  codigo: z.string().optional(),
});

export const upstreamElementSchema = z.looseObject({
  correo: z.looseObject({ nombre: z.string().optional() }).optional(),
  tracking: z.array(upstreamEventSchema),
});

/**
 * The existing API's status texts (lowercase, without accents or final punctuation) and their
 * status; mensaje is matched whole, never by keyword ("no entregado" is not "entregado").
 */
const KNOWN_MESSAGES: Readonly<Record<string, NormalisedStatus>> = {
  "tu paquete esta en el almacen del vendedor": "pending",
  "en el almacen del vendedor": "pending",
  "listo para ser despachado": "ready_for_dispatch",
  "listo para despachar": "ready_for_dispatch",
  "retirado por el mensajero": "picked_up",
  "retirado por el correo": "picked_up",
  "el mensajero tiene tu paquete": "in_transit",
  "en camino": "in_transit",
  "en reparto": "out_for_delivery",
  entregado: "delivered",
  "entregado con exito": "delivered",
  "devuelto al remitente": "return_to_sender",
};

function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.!¡\s]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The status an upstream event stands for, from its `codigo` or its `mensaje`; best effort. */
export function upstreamEventStatus(event: {
  mensaje: string;
  codigo?: string;
}): NormalisedStatus | undefined {
  const fromCode = event.codigo === undefined ? undefined : normaliseStatus(event.codigo);
  return fromCode ?? normaliseStatus(event.mensaje) ?? KNOWN_MESSAGES[comparable(event.mensaje)];
}

/** Fields of the view this server computes: an upstream field of the same name is dropped. */
const RESERVED_KEYS = [
  "status",
  "stage",
  "offPath",
  "stagesReached",
  "estimatedDelivery",
  "updatedAt",
];
const RESERVED_EVENT_KEYS = ["status", "stage", "offPath", "occurredAt"];

function withoutKeys<T extends object>(value: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as T;
}

/**
 * The view of an upstream answer: its first element, enriched with status and stage where its
 * events map (oldest first, as the existing API sends them); the shipment's own status only when
 * its latest event maps. Undefined when the element does not have the expected shape.
 */
export function upstreamView(body: unknown[], trackingNumber: string): TrackingView | undefined {
  const parsed = upstreamElementSchema.safeParse(body[0]);
  if (!parsed.success) return undefined;
  const element = parsed.data;
  const known: NormalisedStatus[] = [];
  let furthest: Stage = "in_depot";
  // Oldest first, as the store's: the latest ones are kept, like the store keeps them.
  const tracking = element.tracking
    .slice(-MAX_EVENTS_PER_SHIPMENT)
    .map((event): TrackingEventView => {
      const view: TrackingEventView = withoutKeys(event, RESERVED_EVENT_KEYS);
      if (typeof event.location !== "string") delete view.location;
      const status = upstreamEventStatus(event);
      if (!status) return view;
      known.push(status);
      const position = stageOf(status, furthest);
      if (position.offPath !== "returned" && position.offPath !== "exception") {
        if (STAGE_INDEX[position.stage] > STAGE_INDEX[furthest]) furthest = position.stage;
      }
      return { ...view, status, ...position };
    });
  const latestMaps = tracking.at(-1)?.status !== undefined;
  const progress = latestMaps ? progressOf(known) : undefined;
  return {
    ...withoutKeys(element, RESERVED_KEYS),
    trackingNumber,
    correo: { ...element.correo },
    tracking,
    ...(progress
      ? {
          status: known.at(-1),
          stage: progress.stage,
          ...(progress.offPath ? { offPath: progress.offPath } : {}),
          stagesReached: progress.stagesReached,
        }
      : {}),
    estimatedDelivery: null,
  };
}
