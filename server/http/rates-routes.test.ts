import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { RATES_ERRORS } from "../../domain/rates/schema.ts";
import type { ApiErrorBody } from "./errors.ts";
import { quoteParcel } from "../../domain/rates/quotes.ts";
import {
  RATES_BODY_LIMIT_BYTES,
  RATES_SUCCESS_CACHE_CONTROL,
  ratesRoutes,
  type RatesResponseBody,
} from "./rates-routes.ts";

/** Routes of one market, the client address taken from X-Forwarded-For. */
function makeRoutes(env: Record<string, string> = {}) {
  const config = loadConfig({ TRUST_PROXY: "true", SITE_MARKET: "mx", ...env });
  return ratesRoutes({ config });
}

let addressCounter = 0;
function newAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

const SAMPLE = {
  origin: "06700",
  destination: "44100",
  length: 30,
  height: 20,
  width: 15,
  weight: 2,
};

const post = (routes: Hono, body: unknown, init: { address?: string; type?: string } = {}) =>
  routes.request("/rates", {
    method: "POST",
    headers: {
      "Content-Type": init.type ?? "application/json",
      "X-Forwarded-For": init.address ?? newAddress(),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const get = (routes: Hono, query: Record<string, string | number>, address = newAddress()) =>
  routes.request(
    `/rates?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    { headers: { "X-Forwarded-For": address } },
  );

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const { error } = (await response.json()) as ApiErrorBody;
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe("string");
  return error;
}

describe("POST /rates and GET /rates", () => {
  const routes = makeRoutes();

  it("answers the sorted quotes with the best ids, cacheable", async () => {
    const response = await post(routes, SAMPLE);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const body = (await response.json()) as RatesResponseBody;
    expect(body).toMatchObject({
      market: "mx",
      currency: "MXN",
      vatRate: 0.16,
      units: { length: "cm", weight: "kg" },
      volumetricDivisor: 4000,
      billingIncrement: 0.5,
      chargeableWeight: 2.25,
      cheapestId: "paquetexpress:standard",
      fastestId: "99minutos:next_day",
      noQuotes: null,
    });
    // Every carrier's services on the route, cheapest first: the engine's quotes, in full.
    const expected = quoteParcel("mx", SAMPLE);
    expect(expected.ok && expected.quotes.quotes.length).toBe(19);
    expect(body.quotes.map((q) => q.id)).toEqual(
      expected.ok ? expected.quotes.quotes.map((q) => q.id) : [],
    );
    const prices = body.quotes.map((q) => q.priceExVat);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.quotes[0]).toMatchObject({
      carrierName: "Paquetexpress",
      serviceId: "standard",
      modality: "branch",
      zone: 3,
      realWeight: 2,
      chargeableWeight: 2.25,
      billedWeight: 2.5,
      currency: "MXN",
      vatRate: 0.16,
    });
  });

  it("answers a GET with the query the same as the POST", async () => {
    const viaGet = await get(routes, SAMPLE);
    expect(viaGet.status).toBe(200);
    expect(viaGet.headers.get("Cache-Control")).toBe("public, max-age=300");
    const viaPost = await post(routes, SAMPLE);
    expect(await viaGet.json()).toEqual(await viaPost.json());
  });

  it("takes numbers as strings in the JSON body, with a decimal comma in Mexico", async () => {
    const response = await post(routes, {
      ...SAMPLE,
      length: "30",
      width: "15,00",
      weight: "2.00",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as RatesResponseBody).chargeableWeight).toBe(2.25);
  });

  it("answers an unknown postal code with no quotes, not an error", async () => {
    const response = await post(routes, { ...SAMPLE, destination: "17000" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      market: "mx",
      currency: "MXN",
      vatRate: 0.16,
      units: { length: "cm", weight: "kg" },
      volumetricDivisor: 4000,
      billingIncrement: 0.5,
      chargeableWeight: 2.25,
      quotes: [],
      cheapestId: null,
      fastestId: null,
      noQuotes: { reason: "route" },
    });
  });

  it("quotes the deployment's market", async () => {
    const ar = makeRoutes({ SITE_MARKET: "ar" });
    const response = await get(ar, { ...SAMPLE, origin: "1425", destination: "1425" });
    const body = (await response.json()) as RatesResponseBody;
    expect(body).toMatchObject({ market: "ar", currency: "ARS", vatRate: 0.21 });
    expect(body.quotes.map((q) => q.id)).toContain("anden:same_day");
    expect(body.fastestId).toBe("anden:same_day");
  });

  it("answers the US in inches and pounds, by its rule", async () => {
    const us = makeRoutes({ SITE_MARKET: "us" });
    const parcel = { origin: "10001", destination: "94105", length: 12, width: 8, height: 6 };
    const response = await get(us, { ...parcel, weight: 2 });
    const body = (await response.json()) as RatesResponseBody;
    expect(body).toMatchObject({
      market: "us",
      currency: "USD",
      units: { length: "in", weight: "lb" },
      volumetricDivisor: 139,
      billingIncrement: 1,
      chargeableWeight: 4.14,
    });
    expect(body.quotes.every((q) => q.billedWeight === 5)).toBe(true);
    const comma = await get(us, { ...parcel, weight: "2,5" });
    expect(((await comma.json()) as ApiErrorBody).error.fields).toEqual({
      weight: [RATES_ERRORS.invalidNumber],
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["a short postal code", { origin: "6700" }, { origin: [RATES_ERRORS.postalCode] }],
    [
      "an Argentine postal code",
      { destination: "1425" },
      { destination: [RATES_ERRORS.postalCode] },
    ],
    ["a zero side", { length: 0 }, { length: [RATES_ERRORS.positive] }],
    ["a negative weight", { weight: -1 }, { weight: [RATES_ERRORS.positive] }],
    ["a side over every limit", { width: 241 }, { width: [RATES_ERRORS.tooLarge] }],
    ["a weight over every limit", { weight: 1000.5 }, { weight: [RATES_ERRORS.tooHeavy] }],
    ["text for a number", { height: "big" }, { height: [RATES_ERRORS.invalidNumber] }],
    ["three decimals", { weight: 2.125 }, { weight: [RATES_ERRORS.invalidNumber] }],
    ["an empty field", { origin: "" }, { origin: [RATES_ERRORS.required] }],
    [
      "several bad fields",
      { origin: undefined, length: "x", weight: 0 },
      {
        origin: [RATES_ERRORS.required],
        length: [RATES_ERRORS.invalidNumber],
        weight: [RATES_ERRORS.positive],
      },
    ],
  ])("answers 400 with field codes for %s (POST and GET)", async (_case, change, fields) => {
    const input = { ...SAMPLE, ...change };
    const viaPost = await expectError(await post(routes, input), 400, "invalid_fields");
    expect(viaPost.fields).toEqual(fields);
    const query = Object.fromEntries(
      Object.entries(input).filter((entry): entry is [string, string | number] => {
        return entry[1] !== undefined;
      }),
    );
    const viaGet = await expectError(await get(routes, query), 400, "invalid_fields");
    expect(viaGet.fields).toEqual(fields);
  });

  it("answers 400 required for every field of an empty query", async () => {
    const error = await expectError(await get(routes, {}), 400, "invalid_fields");
    expect(Object.keys(error.fields ?? {})).toEqual([
      "origin",
      "destination",
      "length",
      "height",
      "width",
      "weight",
    ]);
  });

  it("answers 413 for a body over 8 KB", async () => {
    const padding = "x".repeat(RATES_BODY_LIMIT_BYTES);
    await expectError(await post(routes, { ...SAMPLE, padding }), 413, "payload_too_large");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const form = new URLSearchParams({ origin: "06700" }).toString();
    const response = await post(routes, form, { type: "application/x-www-form-urlencoded" });
    await expectError(response, 415, "unsupported_media_type");
  });

  it("answers 400 for malformed JSON", async () => {
    await expectError(await post(routes, '{"origin": "06700",'), 400, "malformed_json");
  });

  it.each([[[SAMPLE]], [null], ["06700"]])("answers 400 for the JSON %j", async (body) => {
    await expectError(await post(routes, JSON.stringify(body)), 400, "invalid_body");
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past the limit, per address, GET and POST together", async () => {
    const routes = makeRoutes({ RATES_RATE_LIMIT: "2", RATES_RATE_WINDOW_SECONDS: "60" });
    const address = newAddress();
    expect((await post(routes, SAMPLE, { address })).status).toBe(200);
    expect((await get(routes, SAMPLE, address)).status).toBe(200);
    const limited = await post(routes, SAMPLE, { address });
    await expectError(limited, 429, "rate_limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await expectError(await get(routes, SAMPLE, address), 429, "rate_limited");
    expect((await post(routes, SAMPLE)).status).toBe(200); // another address
  });

  it("defaults to 30 quotes a minute", () => {
    const config = loadConfig({});
    expect(config.RATES_RATE_LIMIT).toBe(30);
    expect(config.RATES_RATE_WINDOW_SECONDS).toBe(60);
  });
});

describe("the answers kept per parcel (ADR 36)", () => {
  it("answers a parcel asked again with the very answer of the engine", async () => {
    const routes = makeRoutes();
    const first = await get(routes, SAMPLE);
    const again = await get(routes, {
      utm_source: "newsletter",
      ...Object.fromEntries(Object.entries(SAMPLE).reverse()),
    });
    const posted = await post(
      routes,
      Object.fromEntries(Object.entries(SAMPLE).map(([k, v]) => [k, String(v)])),
    );
    const fresh = quoteParcel("mx", { ...SAMPLE });
    expect(fresh.ok).toBe(true);
    for (const response of [first, again, posted]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/json");
      expect(response.headers.get("Cache-Control")).toBe(RATES_SUCCESS_CACHE_CONTROL);
      expect(await response.text()).toBe(JSON.stringify(fresh.ok && fresh.quotes));
    }
  });

  it("keeps different parcels apart, and the market's own answers", async () => {
    const routes = makeRoutes();
    for (const weight of [2, 9, 2, 9]) {
      const fresh = quoteParcel("mx", { ...SAMPLE, weight });
      const answer = await (await get(routes, { ...SAMPLE, weight })).text();
      expect(answer).toBe(JSON.stringify(fresh.ok && fresh.quotes));
    }
    const us = ratesRoutes({ config: loadConfig({ TRUST_PROXY: "true", SITE_MARKET: "us" }) });
    const usQuotes = await get(us, { ...SAMPLE, origin: "10001", destination: "94105" });
    expect(((await usQuotes.json()) as RatesResponseBody).market).toBe("us");
  });

  it("still counts every request against the rate limit", async () => {
    const routes = makeRoutes({ RATES_RATE_LIMIT: "2" });
    const address = newAddress();
    expect((await get(routes, SAMPLE, address)).status).toBe(200);
    expect((await get(routes, SAMPLE, address)).status).toBe(200);
    await expectError(await get(routes, SAMPLE, address), 429, "rate_limited");
  });

  it("does not keep refusals: a parcel fixed after an error is quoted", async () => {
    const routes = makeRoutes();
    await expectError(await get(routes, { ...SAMPLE, weight: "x" }), 400, "invalid_fields");
    expect((await get(routes, SAMPLE)).status).toBe(200);
    await expectError(await get(routes, { ...SAMPLE, weight: "x" }), 400, "invalid_fields");
  });
});
