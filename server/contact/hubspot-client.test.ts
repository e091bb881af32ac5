import { afterEach, describe, expect, it } from "vitest";
import {
  createHubSpotClient,
  DEFAULT_ESTIMATED_SHIPMENTS_VALUES,
  estimatedShipmentsValues,
  hubSpotFieldNames,
  MAX_RESPONSE_BODY_CHARS,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  toHubSpotBody,
  toHubSpotFields,
} from "./hubspot-client.ts";
import { ESTIMATED_SHIPMENTS } from "../../domain/contact/schema.ts";
import {
  OK_REPLY,
  sampleLead,
  startFakeHubSpot,
  SUBMIT_PATH,
  testConfig,
  type FakeHubSpot,
} from "./test-helpers.ts";

const fieldNames = {
  estimatedShipments: "cantidad_de_envios_estimados",
  message: "otras_preguntas",
  companyType: "tipo_de_empresa",
  origin: "origen_de_despacho",
};

describe("toHubSpotFields", () => {
  it("maps every form field to the CRM's names, and nothing else", () => {
    const submitted = {
      ...sampleLead({ companyType: ["ecommerce", "agencia", "otro"], estimatedShipments: "50-99" }),
      acceptTerms: true,
      captcha: "token-that-must-not-leave",
      website: "",
    };
    expect(toHubSpotFields(submitted, fieldNames, DEFAULT_ESTIMATED_SHIPMENTS_VALUES)).toEqual([
      { name: "firstname", value: "María" },
      { name: "lastname", value: "Pérez Gómez" },
      { name: "email", value: "maria.perez@example.com" },
      { name: "mobilephone", value: "+52 55 1234 5678" },
      { name: "company", value: "Tienda Azul, S.A. de C.V." },
      { name: "cantidad_de_envios_estimados", value: "50-199" },
      { name: "otras_preguntas", value: "¿Recolectan en Guadalajara?\nGracias." },
      { name: "tipo_de_empresa", value: "ecommerce;agencia;otro" },
      { name: "origen_de_despacho", value: "Jalisco" },
    ]);
  });

  it("sends a single company type without a separator", () => {
    const fields = toHubSpotFields(
      sampleLead({ companyType: ["marketplace"] }),
      fieldNames,
      DEFAULT_ESTIMATED_SHIPMENTS_VALUES,
    );
    expect(fields.find((field) => field.name === "tipo_de_empresa")?.value).toBe("marketplace");
  });

  it("maps each shipment range to the existing CRM form's value by default", () => {
    const values = ESTIMATED_SHIPMENTS.map(
      (range) =>
        toHubSpotFields(
          sampleLead({ estimatedShipments: range }),
          fieldNames,
          DEFAULT_ESTIMATED_SHIPMENTS_VALUES,
        ).find((field) => field.name === "cantidad_de_envios_estimados")?.value,
    );
    expect(values).toEqual(["1-49", "50-199", "101-199", "200-499", "+ 500"]);
  });

  it("applies HUBSPOT_ESTIMATED_SHIPMENTS_VALUES entry by entry over the defaults", () => {
    const config = testConfig("http://127.0.0.1:9", {
      HUBSPOT_ESTIMATED_SHIPMENTS_VALUES: JSON.stringify({ "50-99": "50-99" }),
    });
    const map = estimatedShipmentsValues(config);
    expect(map).toEqual({ ...DEFAULT_ESTIMATED_SHIPMENTS_VALUES, "50-99": "50-99" });
    const shipments = (range: (typeof ESTIMATED_SHIPMENTS)[number]) =>
      toHubSpotFields(sampleLead({ estimatedShipments: range }), fieldNames, map)[5];
    expect(shipments("50-99")).toEqual({ name: "cantidad_de_envios_estimados", value: "50-99" });
    expect(shipments("500-plus")).toEqual({ name: "cantidad_de_envios_estimados", value: "+ 500" });
  });

  it("uses the configured field names", () => {
    const config = testConfig("http://127.0.0.1:9", {
      HUBSPOT_FIELD_ESTIMATED_SHIPMENTS: "envios",
      HUBSPOT_FIELD_MESSAGE: "mensaje",
      HUBSPOT_FIELD_COMPANY_TYPE: "tipo",
      HUBSPOT_FIELD_ORIGIN: "origen",
    });
    const names = toHubSpotFields(
      sampleLead(),
      hubSpotFieldNames(config),
      estimatedShipmentsValues(config),
    ).map((field) => field.name);
    expect(names).toEqual([
      "firstname",
      "lastname",
      "email",
      "mobilephone",
      "company",
      "envios",
      "mensaje",
      "tipo",
      "origen",
    ]);
  });

  it("passes through a stored value the map does not know, and ignores inherited keys", () => {
    const value = (estimatedShipments: string) =>
      toHubSpotFields(
        { ...sampleLead(), estimatedShipments },
        fieldNames,
        DEFAULT_ESTIMATED_SHIPMENTS_VALUES,
      )[5]?.value;
    expect(value("legacy-range")).toBe("legacy-range");
    expect(value("toString")).toBe("toString");
  });
});

describe("toHubSpotBody", () => {
  it("includes only the context keys that are set", () => {
    const lead = {
      ...sampleLead({ pageName: undefined }),
      hutk: "abc123",
      pageUri: "https://x.y/",
    };
    const body = toHubSpotBody(lead, fieldNames, DEFAULT_ESTIMATED_SHIPMENTS_VALUES);
    expect(body.context).toEqual({ pageUri: "https://x.y/", hutk: "abc123" });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it("leaves the context out when nothing is known", () => {
    const lead = { ...sampleLead({ pageUri: undefined, pageName: undefined }), hutk: null };
    const body = toHubSpotBody(lead, fieldNames, DEFAULT_ESTIMATED_SHIPMENTS_VALUES);
    expect(Object.keys(body)).toEqual(["fields"]);
  });
});

describe("parseRetryAfter", () => {
  const now = new Date("2030-01-01T00:00:00.000Z");

  it("reads delay-seconds and HTTP dates", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("Tue, 01 Jan 2030 00:01:30 GMT", now)).toBe(90_000);
    expect(parseRetryAfter("Mon, 31 Dec 2029 23:00:00 GMT", now)).toBe(0);
  });

  it("ignores absent or unreadable values and caps huge ones", () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
    expect(parseRetryAfter("86400", now)).toBe(MAX_RETRY_AFTER_MS);
  });
});

describe("createHubSpotClient", () => {
  let fake: FakeHubSpot | undefined;

  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  async function submitAgainst(
    reply: Parameters<typeof startFakeHubSpot>[0],
    env: Record<string, string> = {},
  ) {
    fake = await startFakeHubSpot(reply);
    const client = createHubSpotClient({ config: testConfig(fake.baseUrl, env) });
    return client.submit(sampleLead());
  }

  it("posts the JSON body to the form's path and reports 2xx as delivered", async () => {
    const result = await submitAgainst(() => OK_REPLY);
    expect(result).toEqual({
      kind: "delivered",
      status: 200,
      body: '{"inlineMessage":"Thanks for submitting the form."}',
    });
    expect(fake!.requests).toHaveLength(1);
    const [request] = fake!.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(SUBMIT_PATH);
    expect(request?.headers["content-type"]).toBe("application/json");
  });

  it("retries on 5xx, 429 and 408, with Retry-After when given", async () => {
    expect(await submitAgainst(() => ({ status: 503, body: "maintenance" }))).toEqual({
      kind: "retry",
      reason: "HTTP 503",
      status: 503,
      body: "maintenance",
    });
    await fake!.close();
    expect(
      await submitAgainst(() => ({ status: 429, headers: { "Retry-After": "7" }, body: "" })),
    ).toMatchObject({ kind: "retry", reason: "HTTP 429", retryAfterMs: 7_000 });
    await fake!.close();
    expect(await submitAgainst(() => ({ status: 408 }))).toMatchObject({ kind: "retry" });
  });

  it("reports other 4xx as rejected, keeping at most 4 KB of the CRM's body", async () => {
    const error = JSON.stringify({ status: "error", errors: [{ errorType: "INVALID_EMAIL" }] });
    expect(await submitAgainst(() => ({ status: 400, body: error }))).toEqual({
      kind: "rejected",
      status: 400,
      body: error,
    });
    await fake!.close();
    const huge = await submitAgainst(() => ({ status: 404, body: "x".repeat(50_000) }));
    expect(huge).toMatchObject({ kind: "rejected", status: 404 });
    expect(huge.kind === "rejected" && huge.body.length).toBe(MAX_RESPONSE_BODY_CHARS);
  });

  it("retries after a timeout", async () => {
    const started = Date.now();
    const result = await submitAgainst(() => "hang", { HUBSPOT_TIMEOUT_MS: "150" });
    expect(result).toEqual({ kind: "retry", reason: "timeout after 150 ms" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("retries after a dropped connection or a refused one", async () => {
    expect(await submitAgainst(() => "destroy")).toMatchObject({
      kind: "retry",
      reason: expect.stringMatching(/^network error: /),
    });
    const closedPort = fake!.baseUrl;
    await fake!.close();
    fake = undefined;
    const client = createHubSpotClient({ config: testConfig(closedPort) });
    expect(await client.submit(sampleLead())).toEqual({
      kind: "retry",
      reason: "network error: ECONNREFUSED",
    });
  });

  it("refuses to be created without a portal and form", () => {
    const config = { ...testConfig("http://127.0.0.1:9"), HUBSPOT_FORM_ID: undefined };
    expect(() => createHubSpotClient({ config })).toThrow(/HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID/);
  });
});
