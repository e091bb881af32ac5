import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaptchaVerifier, type AltchaComplexity } from "../captcha/index.ts";
import { loadConfig } from "../config.ts";
import { listLeads } from "../contact/lead-repository.ts";
import type { AppDatabase } from "../db/database.ts";
import { openTestDatabase } from "../db/test-database.ts";
import type { Logger } from "../logger.ts";
import { createTrackingService } from "../tracking/service.ts";
import { createApp } from "./app.ts";
import { CONTACT_BODY_LIMIT_BYTES } from "./contact-routes.ts";
import type { ApiErrorBody } from "./errors.ts";
import { loadStaticAssets, type StaticAssets } from "./static-assets.ts";
import { TEST_PAGE_DEPENDENCIES } from "./page-test-helpers.ts";
import type { RenderPage } from "./page-routes.ts";
import type {
  ContactFormFields,
  ContactOutcome,
  ContactSubmission,
} from "../../domain/contact/submission.ts";

const HMAC_KEY = "x".repeat(40);
/** Cheap enough that every test can solve a real challenge in a few milliseconds. */
const TEST_COMPLEXITY: AltchaComplexity = { cost: 50, counterMin: 0, counterMax: 40 };
const SUCCESS_MX = "Tu consulta ha sido enviada con éxito. ¡Gracias por contactarnos!";
const TEN_MINUTES = 10 * 60_000;

let tempDir: string;
let dataDir: string;
let assets: StaticAssets;
let database: AppDatabase;
const silentLogger: Logger = pino({ level: "silent" });

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), "anden-contact-routes-test-"));
  dataDir = path.join(tempDir, "data");
  await mkdir(path.join(tempDir, "public"));
  await mkdir(dataDir);
  assets = await loadStaticAssets(path.join(tempDir, "public"));
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

type App = Awaited<ReturnType<typeof makeApp>>;

/**
 * A real app over the test database with a real ALTCHA verifier. The client address comes from
 * X-Forwarded-For (app.request has no socket), so each test uses addresses of its own.
 */
async function makeApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; logger?: Logger } = {},
) {
  const config = loadConfig({
    ALTCHA_HMAC_KEY: HMAC_KEY,
    SITE_MARKET: "mx",
    TRUST_PROXY: "true",
    CONTACT_RATE_LIMIT: "1000",
    ...env,
  });
  const captcha = await createCaptchaVerifier(config, {
    db: database.db,
    dataDir,
    altchaComplexity: TEST_COMPLEXITY,
    now: options.now,
  });
  return createApp({
    config,
    logger: options.logger ?? silentLogger,
    database,
    tracking: createTrackingService({ db: database.db, config }),
    renderPage: drawnPage,
    assets,
    captcha,
    ...TEST_PAGE_DEPENDENCIES,
  });
}

/**
 * The tests' stand-in for React Router's render: a page that shows which path it drew and the
 * submission it was handed (the contact page's real drawing of it is checked end to end).
 */
const drawnPage: RenderPage = async (request, context) =>
  new Response(
    `<!doctype html><pre>${JSON.stringify({
      path: new URL(request.url).pathname,
      submission: context.contactSubmission ?? null,
    })}</pre>`,
    { headers: { "Content-Type": "text/html; charset=utf-8" } },
  );

/** What the drawn page was handed, from its HTML. */
async function drawnSubmission(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  const html = await response.text();
  const json = html.slice(html.indexOf("<pre>") + 5, html.lastIndexOf("</pre>"));
  return JSON.parse(json) as { path: string; submission: ContactSubmission | null };
}

let addressCounter = 0;
/** A client address no other request in this file uses. */
function newAddress(): string {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** A challenge from GET /api/captcha/challenge, solved in Node as the widget would. */
async function solvedCaptcha(app: App, address = newAddress()): Promise<string> {
  const response = await app.request("/api/captcha/challenge", {
    headers: { "X-Forwarded-For": address },
  });
  expect(response.status).toBe(200);
  return solve((await response.json()) as Challenge);
}

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("altcha-lib could not solve the challenge");
  // Exactly what the widget puts in its hidden form field.
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

function validForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "María",
    lastName: "Pérez Gómez",
    email: "maria.perez@example.com",
    phoneNumber: "+52 55 1234 5678",
    companyName: "Tienda Azul, S.A. de C.V.",
    companyType: ["ecommerce", "marketplace"],
    estimatedShipments: "50-99",
    origin: "Jalisco",
    message: "¿Recolectan en Guadalajara?\nGracias.",
    acceptTerms: true,
    ...overrides,
  };
}

interface PostOptions {
  address?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
}

/** POST /api/contact with a raw body (a string is sent as is, anything else as JSON). */
function postContact(app: App, body: unknown, options: PostOptions = {}) {
  const { address = newAddress(), contentType = "application/json", headers = {} } = options;
  return app.request("/api/contact", {
    method: "POST",
    headers: {
      "X-Forwarded-For": address,
      ...(contentType === null ? {} : { "Content-Type": contentType }),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function countRows(): Promise<{ leads: number; deliveries: number }> {
  const count = async (table: "leads" | "lead_deliveries") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return { leads: await count("leads"), deliveries: await count("lead_deliveries") };
}

/** Runs `action` and checks that it added no lead and no outbox row. */
async function expectNothingStored(action: () => Promise<void>): Promise<void> {
  const before = await countRows();
  await action();
  expect(await countRows()).toEqual(before);
}

const STACK_FRAME = /^\s+at\s|\bat .+:\d+:\d+/m;

/** Checks the API's error shape and status, and that the body carries no stack trace. */
async function expectApiError(
  response: Response,
  status: number,
  code: string,
): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(STACK_FRAME);
  expect(text).not.toContain("    at ");
  const body = JSON.parse(text) as ApiErrorBody;
  expect(body).toEqual({
    error: {
      code,
      message: expect.any(String),
      ...(body.error.fields ? { fields: expect.any(Object) } : {}),
    },
  });
  return body;
}

async function expectSuccess(response: Response): Promise<void> {
  expect(response.status).toBe(201);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ inlineMessage: SUCCESS_MX });
}

describe("POST /api/contact with a valid submission", () => {
  it("answers 201 with the inline message and stores the lead with one pending outbox row", async () => {
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    const context = {
      pageUri: "https://anden.example/es-mx/contacto?utm_source=google",
      pageName: "Contacto | Andén",
      hutk: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
    };
    const before = await countRows();

    const response = await postContact(app, { ...validForm(), captcha, context });

    await expectSuccess(response);
    expect(await countRows()).toEqual({
      leads: before.leads + 1,
      deliveries: before.deliveries + 1,
    });
    const [lead] = await listLeads(database.db, { limit: 1 });
    expect(lead).toEqual({
      id: expect.any(Number),
      market: "mx",
      name: "María",
      lastName: "Pérez Gómez",
      email: "maria.perez@example.com",
      phoneNumber: "+52 55 1234 5678",
      companyName: "Tienda Azul, S.A. de C.V.",
      companyType: ["ecommerce", "marketplace"],
      estimatedShipments: "50-99",
      origin: "Jalisco",
      message: "¿Recolectan en Guadalajara?\nGracias.",
      pageUri: context.pageUri,
      pageName: context.pageName,
      hutk: context.hutk,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      delivery: expect.objectContaining({ status: "pending", attempts: 0, claimedBy: null }),
    });
    const deliveries = await database.db
      .selectFrom("lead_deliveries")
      .select(["status"])
      .where("lead_id", "=", lead!.id)
      .execute();
    expect(deliveries).toEqual([{ status: "pending" }]);

    // Neither the terms checkbox nor the captcha payload is kept anywhere in the lead's row.
    const row = await database.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", lead!.id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).join(" ")).not.toMatch(/accept|terms|captcha/i);
    expect(Object.values(row)).not.toContain(captcha);
    expect(JSON.stringify(row)).not.toContain(captcha.slice(0, 40));
  });

  it("accepts a charset on the JSON content type and stores null context when none is sent", async () => {
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    const response = await postContact(
      app,
      { ...validForm({ email: "sin.contexto@example.com" }), captcha },
      { contentType: "application/json; charset=utf-8" },
    );
    await expectSuccess(response);
    const [lead] = await listLeads(database.db, { limit: 1 });
    expect(lead).toMatchObject({
      email: "sin.contexto@example.com",
      pageUri: null,
      pageName: null,
      hutk: null,
    });
  });

  it("stores trimmed text and each company type once", async () => {
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    const response = await postContact(app, {
      ...validForm({
        name: "  Luis \n",
        email: " luis@example.com ",
        companyType: ["otro", "agencia", "otro"],
        estimatedShipments: "500-plus",
        origin: "Nueva León",
      }),
      captcha,
    });
    await expectSuccess(response);
    const [lead] = await listLeads(database.db, { limit: 1 });
    expect(lead).toMatchObject({
      name: "Luis",
      email: "luis@example.com",
      companyType: ["otro", "agencia"],
      estimatedShipments: "500-plus",
      origin: "Nueva León",
    });
  });
});

describe("POST /api/contact with markup in text fields", () => {
  it("stores script tags verbatim as text and answers JSON without echoing them", async () => {
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    const markup = {
      name: '"><svg onload=alert(1)>',
      companyName: "<script>alert(1)</script>",
      message: "<img src=x onerror=alert(1)>\n</textarea><script>alert(document.cookie)</script>",
    };

    const response = await postContact(app, { ...validForm(markup), captcha });

    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await response.text();
    expect(text).not.toMatch(/<script|<img|<svg|onerror|onload|alert\(/i);
    expect(JSON.parse(text)).toEqual({ inlineMessage: SUCCESS_MX });

    const [lead] = await listLeads(database.db, { limit: 1 });
    expect(lead).toMatchObject(markup);
  });

  it("does not echo markup from a refused field in the error either", async () => {
    const app = await makeApp();
    await expectNothingStored(async () => {
      const response = await postContact(app, {
        ...validForm({
          origin: "<script>alert(1)</script>",
          email: "<img src=x onerror=alert(1)>",
        }),
        captcha: await solvedCaptcha(app),
      });
      const text = await response.clone().text();
      expect(text).not.toMatch(/<script|<img|onerror|alert\(/i);
      const body = await expectApiError(response, 400, "invalid_fields");
      expect(body.error.fields).toEqual({ email: ["invalid_email"], origin: ["select_required"] });
    });
  });
});

describe("POST /api/contact with a malformed request", () => {
  it("answers malformed JSON with 400 malformed_json", async () => {
    const app = await makeApp();
    for (const body of ['{"name": "María",', "{name: 'María'}", "", "undefined"]) {
      await expectNothingStored(async () => {
        await expectApiError(await postContact(app, body), 400, "malformed_json");
      });
    }
  });

  it.each([
    ["an array", "[]"],
    ["an array of a valid form", JSON.stringify([validForm()])],
    ["a number", "42"],
    ["a string", '"hola"'],
    ["null", "null"],
    ["true", "true"],
  ])("answers a JSON body that is %s with 400 invalid_body", async (_label, body) => {
    const app = await makeApp();
    await expectNothingStored(async () => {
      await expectApiError(await postContact(app, body), 400, "invalid_body");
    });
  });

  it.each([
    ["text/plain", "text/plain;charset=UTF-8", JSON.stringify(validForm())],
    ["missing", null, JSON.stringify(validForm())],
  ])("answers a %s content type with 415", async (_label, contentType, body) => {
    const app = await makeApp();
    await expectNothingStored(async () => {
      const response = await postContact(app, body, { contentType });
      await expectApiError(response, 415, "unsupported_media_type");
    });
  });

  it(`answers a body over ${CONTACT_BODY_LIMIT_BYTES} bytes with 413, read or declared`, async () => {
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    const oversized = JSON.stringify({
      ...validForm(),
      captcha,
      padding: "a".repeat(CONTACT_BODY_LIMIT_BYTES),
    });
    expect(Buffer.byteLength(oversized)).toBeGreaterThan(CONTACT_BODY_LIMIT_BYTES);

    await expectNothingStored(async () => {
      // No Content-Length: the limit counts the bytes as they are read.
      await expectApiError(await postContact(app, oversized), 413, "payload_too_large");
      // An honest Content-Length: refused before reading.
      const declared = await postContact(app, oversized, {
        headers: { "Content-Length": String(Buffer.byteLength(oversized)) },
      });
      await expectApiError(declared, 413, "payload_too_large");
      // A large Content-Length is refused even when the body is small.
      const overstated = await postContact(app, JSON.stringify(validForm()), {
        headers: { "Content-Length": String(CONTACT_BODY_LIMIT_BYTES + 1) },
      });
      await expectApiError(overstated, 413, "payload_too_large");
    });
    // The captcha was never verified, so the same payload still works in a normal request.
    await expectSuccess(await postContact(app, { ...validForm(), captcha }));
  });

  it("reads no more than a lying small Content-Length over a real socket", async () => {
    // hono/body-limit trusts a Content-Length header, and app.request would hand the app the
    // whole oversized body behind a small one. Over a socket, Node's HTTP parser reads exactly
    // Content-Length bytes (here the start of a JSON object) and refuses the rest as a malformed
    // next request, so the oversized body never reaches the app as one request.
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    const body = JSON.stringify({
      ...validForm({ email: "lying.length@example.com" }),
      captcha,
      padding: "a".repeat(CONTACT_BODY_LIMIT_BYTES),
    });
    // Plain HTTP/1.1 (no createServer option), so the server is node:http's.
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    try {
      await new Promise<void>((resolve) => {
        if (server.listening) resolve();
        else server.once("listening", () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      await expectNothingStored(async () => {
        const reply = await rawRequest(
          port,
          [
            "POST /api/contact HTTP/1.1",
            "Host: 127.0.0.1",
            "Content-Type: application/json",
            "Content-Length: 100",
            "X-Forwarded-For: 198.51.100.77",
            "Connection: close",
            "",
            body,
          ].join("\r\n"),
        );
        expect(reply).toMatch(/^HTTP\/1\.1 400 /);
        expect(reply).not.toMatch(STACK_FRAME);
      });
      const leads = await listLeads(database.db);
      expect(leads.map((lead) => lead.email)).not.toContain("lying.length@example.com");
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("answers an envelope of the wrong shape with 400 invalid_request", async () => {
    const app = await makeApp();
    await expectNothingStored(async () => {
      const response = await postContact(app, {
        ...validForm(),
        captcha: 12345,
        context: { pageUri: "not a url" },
      });
      const body = await expectApiError(response, 400, "invalid_request");
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(["captcha", "context"]);
    });
  });
});

describe("POST /api/contact with invalid fields", () => {
  /** Posts the form with a freshly solved captcha and returns the 400's field codes. */
  async function fieldCodes(app: App, form: Record<string, unknown>) {
    let fields: Record<string, string[]> | undefined;
    await expectNothingStored(async () => {
      const response = await postContact(app, { ...form, captcha: await solvedCaptcha(app) });
      const body = await expectApiError(response, 400, "invalid_fields");
      fields = body.error.fields;
    });
    return fields;
  }

  it("reports values of the wrong type with each field's code", async () => {
    const app = await makeApp();
    const fields = await fieldCodes(
      app,
      validForm({ email: 42, companyType: "ecommerce", acceptTerms: "yes" }),
    );
    expect(fields?.email).toEqual([expect.stringMatching(/^(required|invalid_email)$/)]);
    expect(fields?.companyType).toContain("choose_at_least_one");
    expect(fields?.acceptTerms).toContain("accept_terms");
    expect(Object.keys(fields ?? {}).sort()).toEqual(["acceptTerms", "companyType", "email"]);
  });

  it.each([
    ["name", 7, "required"],
    ["phoneNumber", 5512345678, "required"],
    ["message", { text: "hola" }, "required"],
    ["companyType", { ecommerce: true }, "choose_at_least_one"],
    ["estimatedShipments", 50, "select_required"],
    ["acceptTerms", 1, "accept_terms"],
    ["acceptTerms", "true", "accept_terms"],
    ["acceptTerms", false, "accept_terms"],
    ["email", "maria.perez", "invalid_email"],
    ["email", "maria @example.com", "invalid_email"],
  ])("reports %s = %j as %s", async (field, value, code) => {
    const app = await makeApp();
    const fields = await fieldCodes(app, validForm({ [field]: value }));
    expect(fields).toEqual({ [field]: [code] });
  });

  it.each([
    ["name", "required"],
    ["lastName", "required"],
    ["email", "required"],
    ["phoneNumber", "required"],
    ["companyName", "required"],
    ["companyType", "choose_at_least_one"],
    ["estimatedShipments", "select_required"],
    ["origin", "select_required"],
    ["message", "required"],
    ["acceptTerms", "accept_terms"],
  ])("reports a missing %s as %s", async (field, code) => {
    const app = await makeApp();
    const form = validForm();
    delete form[field];
    expect(await fieldCodes(app, form)).toEqual({ [field]: [code] });
  });

  it("treats empty and blank strings as missing", async () => {
    const app = await makeApp();
    const fields = await fieldCodes(
      app,
      validForm({
        name: "",
        lastName: "   ",
        email: "",
        phoneNumber: "\n\t",
        companyName: "",
        companyType: [],
        estimatedShipments: "",
        origin: " ",
        message: "",
      }),
    );
    expect(fields).toEqual({
      name: ["required"],
      lastName: ["required"],
      email: ["required"],
      phoneNumber: ["required"],
      companyName: ["required"],
      companyType: ["choose_at_least_one"],
      estimatedShipments: ["select_required"],
      origin: ["select_required"],
      message: ["required"],
    });
  });

  it.each([
    ["another market's origin", "Chicago"],
    ["the corrected spelling the CRM does not use", "Nuevo León"],
    ["a differently cased origin", "jalisco"],
  ])("refuses %s as select_required", async (_label, origin) => {
    const app = await makeApp();
    expect(await fieldCodes(app, validForm({ origin }))).toEqual({ origin: ["select_required"] });
  });

  it("refuses an unknown shipment range and company type", async () => {
    const app = await makeApp();
    const fields = await fieldCodes(
      app,
      validForm({ estimatedShipments: "50 a 99", companyType: ["ecommerce", "banco"] }),
    );
    expect(fields?.estimatedShipments).toEqual(["select_required"]);
    expect(fields?.companyType).toHaveLength(1);
  });

  it("reports an unknown company type with a code, not text", async () => {
    const app = await makeApp();
    const fields = await fieldCodes(app, validForm({ companyType: ["ecommerce", "banco"] }));
    expect(fields).toEqual({ companyType: ["choose_at_least_one"] });
  });

  it("refuses a page address that is not http(s)", async () => {
    const app = await makeApp();
    const response = await app.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.201" },
      body: JSON.stringify({ context: { pageUri: "javascript:alert(1)" } }),
    });
    expect(response.status).toBe(400);
  });

  it("refuses over-long text as too_long", async () => {
    const app = await makeApp();
    const fields = await fieldCodes(
      app,
      validForm({ name: "a".repeat(101), message: "m".repeat(5001) }),
    );
    expect(fields).toEqual({ name: ["too_long"], message: ["too_long"] });
  });
});

describe("POST /api/contact captcha", () => {
  it("answers a missing captcha with 403", async () => {
    const app = await makeApp();
    await expectNothingStored(async () => {
      await expectApiError(await postContact(app, validForm()), 403, "captcha_failed");
      const empty = await postContact(app, { ...validForm(), captcha: "   " });
      await expectApiError(empty, 403, "captcha_failed");
    });
  });

  it("answers a forged or tampered payload with 403", async () => {
    const app = await makeApp();
    const genuine = await solvedCaptcha(app);
    const { challenge, solution } = JSON.parse(atob(genuine)) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const otherKeyApp = await makeApp({ ALTCHA_HMAC_KEY: "y".repeat(40) });

    const forgeries: Record<string, string> = {
      garbage: "not a captcha payload",
      "a tampered signature": encode({
        challenge: { ...challenge, signature: flip(challenge.signature!) },
        solution,
      }),
      "another counter": encode({
        challenge,
        solution: { ...solution, counter: solution.counter + 1 },
      }),
      "another derived key": encode({
        challenge,
        solution: { ...solution, derivedKey: flip(solution.derivedKey) },
      }),
      "a later expiry": encode({
        challenge: {
          ...challenge,
          parameters: {
            ...challenge.parameters,
            expiresAt: challenge.parameters.expiresAt! + 3600,
          },
        },
        solution,
      }),
      "a challenge signed with another key": await solvedCaptcha(otherKeyApp),
    };
    await expectNothingStored(async () => {
      for (const [label, captcha] of Object.entries(forgeries)) {
        const response = await postContact(app, { ...validForm(), captcha });
        expect({ label, status: response.status }).toEqual({ label, status: 403 });
        await expectApiError(response, 403, "captcha_failed");
      }
    });
    // The forgeries did not burn the genuine payload.
    await expectSuccess(await postContact(app, { ...validForm(), captcha: genuine }));
  });

  it("answers an expired captcha with 403", async () => {
    let now = Date.now();
    const app = await makeApp({}, { now: () => new Date(now) });
    const captcha = await solvedCaptcha(app);
    now += TEN_MINUTES + 1_000;
    await expectNothingStored(async () => {
      const response = await postContact(app, { ...validForm(), captcha });
      await expectApiError(response, 403, "captcha_failed");
    });
  });

  it("answers a challenge issued too long ago (by the real clock) with 403", async () => {
    // The verifier's clock was 11 minutes behind when it issued the challenge, so the challenge
    // expired a minute ago; altcha-lib's own check against the real clock refuses it too.
    const issuer = await makeApp({}, { now: () => new Date(Date.now() - TEN_MINUTES - 60_000) });
    const captcha = await solvedCaptcha(issuer);
    const app = await makeApp();
    await expectNothingStored(async () => {
      const response = await postContact(app, { ...validForm(), captcha });
      await expectApiError(response, 403, "captcha_failed");
    });
  });

  it("accepts a solved captcha once and answers its replay with 403", async () => {
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    const address = newAddress();
    const before = await countRows();

    await expectSuccess(await postContact(app, { ...validForm(), captcha }, { address }));
    const replay = await postContact(
      app,
      { ...validForm({ email: "otra@example.com" }), captcha },
      { address: newAddress() },
    );
    await expectApiError(replay, 403, "captcha_failed");

    expect(await countRows()).toEqual({
      leads: before.leads + 1,
      deliveries: before.deliveries + 1,
    });
    const [lead] = await listLeads(database.db, { limit: 1 });
    expect(lead?.email).toBe("maria.perez@example.com");
  });

  it("refuses a replay through another app instance sharing the database", async () => {
    const first = await makeApp();
    const second = await makeApp();
    const captcha = await solvedCaptcha(first);
    await expectSuccess(await postContact(first, { ...validForm(), captcha }));
    await expectNothingStored(async () => {
      const replay = await postContact(second, { ...validForm(), captcha });
      await expectApiError(replay, 403, "captcha_failed");
    });
  });
});

describe("POST /api/contact honeypot", () => {
  it("answers a filled-in website field like a success but stores nothing", async () => {
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    await expectNothingStored(async () => {
      const response = await postContact(app, {
        ...validForm(),
        captcha,
        website: "https://spam.example",
      });
      await expectSuccess(response);
    });
  });

  it("answers a bot that filled only the honeypot like a success too", async () => {
    const app = await makeApp();
    await expectNothingStored(async () => {
      await expectSuccess(await postContact(app, { website: "x" }));
    });
  });

  it("stores the lead when the honeypot is sent empty", async () => {
    const app = await makeApp();
    const captcha = await solvedCaptcha(app);
    const before = await countRows();
    await expectSuccess(await postContact(app, { ...validForm(), captcha, website: "" }));
    expect((await countRows()).leads).toBe(before.leads + 1);
  });
});

describe("POST /api/contact rate limit", () => {
  it("answers the third request from one address in the window with 429 and Retry-After", async () => {
    const app = await makeApp({ CONTACT_RATE_LIMIT: "2", CONTACT_RATE_WINDOW_SECONDS: "600" });
    const address = newAddress();
    const before = await countRows();

    for (let i = 0; i < 2; i += 1) {
      const captcha = await solvedCaptcha(app, address);
      await expectSuccess(await postContact(app, { ...validForm(), captcha }, { address }));
    }
    expect((await countRows()).leads).toBe(before.leads + 2);

    const captcha = await solvedCaptcha(app, address);
    await expectNothingStored(async () => {
      const limited = await postContact(app, { ...validForm(), captcha }, { address });
      const retryAfter = limited.headers.get("retry-after");
      expect(retryAfter).toMatch(/^[1-9]\d*$/);
      expect(Number(retryAfter)).toBeLessThanOrEqual(600);
      await expectApiError(limited, 429, "rate_limited");
    });

    // Another client is still served, with the very captcha the limited request carried.
    await expectSuccess(
      await postContact(app, { ...validForm(), captcha }, { address: newAddress() }),
    );
  });

  it("counts refused attempts too, by the address the trusted proxy appended", async () => {
    const app = await makeApp({ CONTACT_RATE_LIMIT: "2" });
    const address = newAddress();
    const invalid = validForm({ email: "not an address" });
    await expectApiError(await postContact(app, invalid, { address }), 400, "invalid_fields");
    // Entries the client put before the proxy's (forged addresses) do not give it a fresh count.
    const forged = await postContact(app, invalid, { address: `10.0.0.1, ${address}` });
    await expectApiError(forged, 400, "invalid_fields");
    const limited = await postContact(app, validForm(), { address: `10.0.0.2, ${address}` });
    await expectApiError(limited, 429, "rate_limited");
  });

  it("logs one short warning, naming the origin, per cross-site post", async () => {
    const lines: Array<{ level: number; msg: string; origin?: string }> = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const app = await makeApp({ PUBLIC_BASE_URL: "https://anden.example" }, { logger });
    const refused = await postContact(app, validForm(), {
      address: newAddress(),
      headers: { Origin: "https://evil.example" },
    });
    await expectApiError(refused, 403, "cross_site_request");
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toMatchObject([
      { msg: "cross-site request refused", origin: "https://evil.example" },
    ]);
    expect(JSON.stringify(warnings[0]).length).toBeLessThan(400);
  });

  it("spends nothing on cross-site or malformed requests: a third-party page cannot lock a visitor out", async () => {
    const app = await makeApp({
      CONTACT_RATE_LIMIT: "1",
      PUBLIC_BASE_URL: "https://anden.example",
    });
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      // What a form or fetch() on another site can send without a CORS preflight.
      const plain = await postContact(app, JSON.stringify(validForm()), {
        address,
        contentType: "text/plain",
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      });
      await expectApiError(plain, 403, "cross_site_request");
      const foreign = await postContact(app, validForm(), {
        address,
        headers: { Origin: "https://evil.example" },
      });
      await expectApiError(foreign, 403, "cross_site_request");
      const plainWithoutOrigin = await postContact(app, "x", {
        address,
        contentType: "text/plain",
      });
      await expectApiError(plainWithoutOrigin, 415, "unsupported_media_type");
      await expectApiError(await postContact(app, "{", { address }), 400, "malformed_json");
      await expectApiError(await postContact(app, "[]", { address }), 400, "invalid_body");
    }
    const captcha = await solvedCaptcha(app, address);
    await expectSuccess(
      await postContact(
        app,
        { ...validForm(), captcha },
        {
          address,
          headers: { Origin: "https://anden.example", "Sec-Fetch-Site": "same-origin" },
        },
      ),
    );
    const limited = await postContact(app, validForm(), { address });
    await expectApiError(limited, 429, "rate_limited");
  });
});

describe("GET /api/captcha/challenge", () => {
  it("serves a fresh signed challenge as JSON with Cache-Control: no-store", async () => {
    const app = await makeApp();
    const address = newAddress();
    const responses = [
      await app.request("/api/captcha/challenge", { headers: { "X-Forwarded-For": address } }),
      await app.request("/api/captcha/challenge", { headers: { "X-Forwarded-For": address } }),
    ];
    const challenges: Challenge[] = [];
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      challenges.push((await response.json()) as Challenge);
    }
    for (const challenge of challenges) {
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters).toMatchObject({
        algorithm: "PBKDF2/SHA-256",
        cost: TEST_COMPLEXITY.cost,
        nonce: expect.stringMatching(/^[0-9a-f]+$/),
      });
      expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
      expect(JSON.stringify(challenge)).not.toContain(HMAC_KEY);
    }
    expect(challenges[0]!.parameters.nonce).not.toBe(challenges[1]!.parameters.nonce);
  });

  it("answers 404 JSON when the site uses Turnstile", async () => {
    const app = await makeApp({
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "0x4AAAAAAAtestsitekey",
      TURNSTILE_SECRET: "0x4AAAAAAAtestsecret",
    });
    const response = await app.request("/api/captcha/challenge", {
      headers: { "X-Forwarded-For": newAddress() },
    });
    await expectApiError(response, 404, "not_found");
    expect(response.headers.get("cache-control")).not.toBe("no-store");
  });

  it("limits challenges to 60 a minute per address", async () => {
    const app = await makeApp();
    const address = newAddress();
    for (let i = 0; i < 60; i += 1) {
      const response = await app.request("/api/captcha/challenge", {
        headers: { "X-Forwarded-For": address },
      });
      expect(response.status).toBe(200);
    }
    const limited = await app.request("/api/captcha/challenge", {
      headers: { "X-Forwarded-For": address },
    });
    expect(limited.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    await expectApiError(limited, 429, "rate_limited");
  });
});

describe("POST /api/contact failures", () => {
  it("answers a database failure while storing with a 500 JSON error and no stack trace", async () => {
    // The captcha is redeemed in the shared database; the app's own database is closed, so
    // storing the lead throws.
    const broken = await openTestDatabase();
    const config = loadConfig({ ALTCHA_HMAC_KEY: HMAC_KEY, TRUST_PROXY: "true" });
    const captchaVerifier = await createCaptchaVerifier(config, {
      db: database.db,
      dataDir,
      altchaComplexity: TEST_COMPLEXITY,
    });
    const app = createApp({
      config,
      logger: silentLogger,
      database: broken,
      tracking: createTrackingService({ db: database.db, config }),
      renderPage: async () => new Response("page"),
      assets,
      captcha: captchaVerifier,
      ...TEST_PAGE_DEPENDENCIES,
    });
    const captcha = await solvedCaptcha(app);
    await broken.close();

    await expectNothingStored(async () => {
      const response = await postContact(app, { ...validForm(), captcha });
      const text = await response.clone().text();
      expect(text).not.toMatch(/sqlite|closed|not open|SQL/i);
      await expectApiError(response, 500, "internal_error");
    });
  });
});

/** Sends `request` as is over a new TCP connection and returns everything the server wrote. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the connection over the unread rest of the body; what it wrote counts.
    socket.on("error", (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.setTimeout(5_000, () => socket.destroy(new Error("raw request timed out")));
    socket.write(request);
  });
}

/** The form as a browser without JavaScript posts it: urlencoded, a checkbox as "on". */
function formBody(form: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined || value === false) continue;
    if (value === true) body.append(name, "on");
    else if (Array.isArray(value)) for (const item of value) body.append(name, String(item));
    else body.append(name, String(value));
  }
  return body.toString();
}

function postForm(
  app: App,
  form: Record<string, unknown>,
  { address = newAddress(), path = "/contacto", headers = {} as Record<string, string> } = {},
) {
  return app.request(path, {
    method: "POST",
    headers: {
      "X-Forwarded-For": address,
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Mode": "navigate",
      ...headers,
    },
    body: formBody(form),
  });
}

describe("the contact form posted without JavaScript, to the contact page", () => {
  it("stores the lead and draws the contact page's success", async () => {
    const app = await makeApp();
    const before = await countRows();
    const address = newAddress();
    const captcha = await solvedCaptcha(app, address);
    const response = await postForm(app, { ...validForm(), captcha }, { address });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const drawn = await drawnSubmission(response);
    expect(drawn.path).toBe("/contacto");
    expect(drawn.submission?.outcome).toBe("sent");
    expect(await countRows()).toEqual({
      leads: before.leads + 1,
      deliveries: before.deliveries + 1,
    });
    const lead = await database.db
      .selectFrom("leads")
      .select(["company_types", "message"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(lead.message).toBe("¿Recolectan en Guadalajara?\nGracias.");
    expect(JSON.parse(String(lead.company_types))).toEqual(["ecommerce", "marketplace"]);
  });

  it("is drawn by POST /api/contact too when a browser posts it", async () => {
    const app = await makeApp();
    const address = newAddress();
    const captcha = await solvedCaptcha(app, address);
    const response = await postForm(
      app,
      { ...validForm(), captcha },
      { address, path: "/api/contact" },
    );
    expect(response.status).toBe(200);
    expect((await drawnSubmission(response)).submission?.outcome).toBe("sent");
  });

  it("gets the API's JSON at POST /api/contact from a client that is not a browser navigating", async () => {
    const app = await makeApp();
    const address = newAddress();
    const captcha = await solvedCaptcha(app, address);
    const notNavigating = { "Sec-Fetch-Mode": "" };
    const stored = await postForm(
      app,
      { ...validForm(), captcha },
      { address, path: "/api/contact", headers: notNavigating },
    );
    expect(stored.status).toBe(201);
    expect(await stored.json()).toHaveProperty("inlineMessage");

    await expectNothingStored(async () => {
      const invalid = await postForm(app, validForm({ email: "maria@" }), {
        path: "/api/contact",
        headers: notNavigating,
      });
      await expectApiError(invalid, 400, "invalid_fields");
      const foreign = await postForm(app, validForm(), {
        path: "/api/contact",
        headers: { ...notNavigating, Origin: "https://evil.example" },
      });
      await expectApiError(foreign, 403, "cross_site_request");
    });
  });

  it("answers a filled honeypot as sent, storing nothing", async () => {
    const app = await makeApp();
    await expectNothingStored(async () => {
      const response = await postForm(app, { ...validForm(), website: "https://spam.example" });
      expect(response.status).toBe(200);
      expect((await drawnSubmission(response)).submission?.outcome).toBe("sent");
    });
  });
});

interface ContactErrorCase {
  name: string;
  status: number;
  code: string;
  /** How the page drawn for a form post tells it, or a 303 to the form for a refused one. */
  outcome: ContactOutcome | "303";
  form: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  env?: Record<string, string>;
  headers?: Record<string, string>;
  before?: (app: App, address: string) => Promise<void>;
  /** The form's fields the page must draw back, as posted. */
  kept?: Partial<ContactFormFields>;
  errors?: Record<string, string>;
}

const CONTACT_ERROR_CASES: ContactErrorCase[] = [
  {
    name: "invalid fields",
    status: 400,
    code: "invalid_fields",
    outcome: "invalid",
    form: () => validForm({ email: "maria@", companyType: [], acceptTerms: false }),
    kept: { name: "María", email: "maria@", message: "¿Recolectan en Guadalajara?\nGracias." },
    errors: {
      email: "invalid_email",
      companyType: "choose_at_least_one",
      acceptTerms: "accept_terms",
    },
  },
  {
    name: "no captcha answer (a browser without JavaScript has no widget)",
    status: 403,
    code: "captcha_failed",
    outcome: "no-captcha",
    form: () => validForm(),
    kept: { name: "María", companyType: ["ecommerce", "marketplace"], acceptTerms: true },
  },
  {
    name: "a refused captcha answer",
    status: 403,
    code: "captcha_failed",
    outcome: "captcha",
    form: () => validForm({ captcha: "bm90IGEgc29sdXRpb24=" }),
    kept: { origin: "Jalisco", estimatedShipments: "50-99" },
  },
  {
    name: "an envelope out of bounds",
    status: 400,
    code: "invalid_request",
    outcome: "failed",
    form: () => validForm({ website: "x".repeat(501), captcha: "x" }),
    kept: { name: "María" },
  },
  {
    name: "the address's attempts spent",
    status: 429,
    code: "rate_limited",
    outcome: "rate-limited",
    env: { CONTACT_RATE_LIMIT: "1" },
    before: async (app, address) => {
      await postContact(app, validForm({ email: "x" }), { address });
    },
    form: () => validForm(),
    kept: { lastName: "Pérez Gómez" },
  },
  {
    name: "a body over the limit",
    status: 413,
    code: "payload_too_large",
    outcome: "failed",
    form: () => validForm({ message: "x".repeat(CONTACT_BODY_LIMIT_BYTES) }),
  },
  {
    name: "another site's post",
    status: 403,
    code: "cross_site_request",
    outcome: "303",
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    form: () => validForm(),
  },
];

describe("every error of the contact post, both ways: JSON to a fetch, the page to a form post", () => {
  for (const item of CONTACT_ERROR_CASES) {
    it(item.name, async () => {
      const ways = [
        { way: "fetch", path: "/api/contact" },
        { way: "form", path: "/contacto" },
        { way: "form", path: "/api/contact" },
      ] as const;
      for (const { way, path } of ways) {
        const app = await makeApp(item.env);
        const address = newAddress();
        await item.before?.(app, address);
        const form = await item.form();
        await expectNothingStored(async () => {
          const response =
            way === "fetch"
              ? await postContact(app, form, { address, headers: item.headers })
              : await postForm(app, form, { address, path, headers: item.headers });
          expect(response.headers.get("Cache-Control"), `${way} ${path}`).toBe("no-store");
          if (item.status === 429) {
            expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
          }
          if (way === "fetch") {
            const body = await expectApiError(response, item.status, item.code);
            for (const [field, code] of Object.entries(item.errors ?? {})) {
              expect(body.error.fields?.[field]).toContain(code);
            }
            return;
          }
          if (item.outcome === "303") {
            expect(response.status).toBe(303);
            expect(response.headers.get("Location")).toBe("/contacto");
            return;
          }
          expect(response.status, way).toBe(item.status);
          const drawn = await drawnSubmission(response);
          expect(drawn.path, path).toBe("/contacto");
          const { submission } = drawn;
          expect(submission?.outcome, path).toBe(item.outcome);
          expect(submission?.fields).toMatchObject(item.kept ?? {});
          expect(submission?.errors).toEqual(item.errors ?? {});
        });
      }
    });
  }
});
