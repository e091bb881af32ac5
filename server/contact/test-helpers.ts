import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig, type Config } from "../config.ts";
import type { NewLeadInput } from "./lead-repository.ts";

// Test-only helpers for the contact modules: a sample lead, a configuration pointing at a fake
// HubSpot, and that fake (node:http on 127.0.0.1, port 0).

export const TEST_PORTAL_ID = "4815162";
export const TEST_FORM_ID = "0f1e2d3c-aaaa-4bbb-8ccc-123456789abc";
export const SUBMIT_PATH = `/submissions/v3/integration/submit/${TEST_PORTAL_ID}/${TEST_FORM_ID}`;

export function sampleLead(overrides: Partial<NewLeadInput> = {}): NewLeadInput {
  return {
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
    pageUri: "https://anden.example/contacto",
    pageName: "Contacto | Andén",
    ...overrides,
  };
}

export function testConfig(baseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    HUBSPOT_PORTAL_ID: TEST_PORTAL_ID,
    HUBSPOT_FORM_ID: TEST_FORM_ID,
    HUBSPOT_FORMS_BASE_URL: baseUrl,
    ...env,
  });
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON (or the raw text when it is not JSON). */
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** How the fake answers: a response, never ("hang"), or by dropping the connection. */
export type FakeReply = FakeResponse | "hang" | "destroy";

export interface FakeHubSpot {
  baseUrl: string;
  requests: FakeRequest[];
  /** Decides each reply; `index` counts requests from 0. Replaceable during a test. */
  reply: (request: FakeRequest, index: number) => FakeReply;
  /** Email field of each request received, for counting submissions per lead. */
  emails(): string[];
  close(): Promise<void>;
}

export const OK_REPLY: FakeResponse = {
  status: 200,
  body: JSON.stringify({ inlineMessage: "Thanks for submitting the form." }),
  headers: { "Content-Type": "application/json" },
};

export async function startFakeHubSpot(
  reply: FakeHubSpot["reply"] = () => OK_REPLY,
  options: { port?: number } = {},
): Promise<FakeHubSpot> {
  const fake: FakeHubSpot = {
    baseUrl: "",
    requests: [],
    reply,
    emails: () =>
      fake.requests.map((request) => {
        const fields = (request.body as { fields?: { name: string; value: string }[] }).fields;
        return fields?.find((field) => field.name === "email")?.value ?? "";
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const received: FakeRequest = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body,
      };
      const index = fake.requests.push(received) - 1;
      const answer = fake.reply(received, index);
      if (answer === "hang") return;
      if (answer === "destroy") {
        request.socket.destroy();
        return;
      }
      const send = () => {
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body ?? "");
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
