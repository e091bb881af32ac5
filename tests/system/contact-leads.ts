import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Config } from "../../server/config.ts";
import {
  estimatedShipmentsValues,
  hubSpotFieldNames,
  toHubSpotBody,
} from "../../server/contact/hubspot-client.ts";
import type { Lead } from "../../server/contact/lead-repository.ts";
import {
  COMPANY_TYPES,
  contactSchema,
  ESTIMATED_SHIPMENTS,
  ORIGINS,
} from "../../domain/contact/schema.ts";

// Contact submissions for the system tests: solved captchas, varied valid forms, and what the
// app should store and send to the CRM for each.

/**
 * `count` challenges from GET /api/captcha/challenge, solved in Node as the widget would, in the
 * widget's payload format. Fetched one by one, then solved concurrently (PBKDF2 runs on libuv's
 * thread pool, so this uses every core). At the default difficulty each takes ~0.3-0.6 s of CPU.
 */
export async function solvedCaptchas(baseUrl: string, count: number): Promise<string[]> {
  const challenges: Challenge[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseUrl}/api/captcha/challenge`);
    if (response.status !== 200) throw new Error(`challenge answered ${response.status}`);
    challenges.push((await response.json()) as Challenge);
  }
  return Promise.all(
    challenges.map(async (challenge) => {
      const solution = await solveChallenge({ challenge, deriveKey, timeout: 120_000 });
      if (!solution) throw new Error("altcha-lib could not solve a challenge");
      return btoa(
        JSON.stringify({
          challenge: { parameters: challenge.parameters, signature: challenge.signature },
          solution,
        }),
      );
    }),
  );
}

export interface Submission {
  /** Unique per submission: how the tests find its lead in the database and at the CRM. */
  email: string;
  /** The JSON body of POST /api/contact. */
  body: Record<string, unknown>;
}

const FIRST_NAMES = ["María José", "Zoë", "Ñandú", "李", "O'Brien", "  Ana  "];
const MESSAGES = [
  "¿Recolectan en Guadalajara?\nGracias.",
  "Envíos diarios 📦 a todo el país",
  "  espacios alrededor  ",
  'comillas "dobles", <b>etiquetas</b> y \\ barras',
  "línea 1\r\nlínea 2\n\nlínea 4",
];

/**
 * A valid submission of the Mexico form, different in every field that the CRM mapping touches
 * (company types, including repeats, shipment ranges, origins, optional context), with text that
 * the schema trims.
 */
export function submission(tag: string, index: number, captcha: string): Submission {
  const email = `lead-${tag}-${index}@example.com`;
  const companyType = COMPANY_TYPES.filter((_, bit) => ((index + 1) >> bit) & 1);
  if (index % 5 === 0) companyType.push(companyType[0]!);
  const body: Record<string, unknown> = {
    name: FIRST_NAMES[index % FIRST_NAMES.length],
    lastName: `Pérez ${index}`,
    email: index % 4 === 0 ? `  ${email} ` : email,
    phoneNumber: `+52 55 ${String(1000_0000 + index)}`,
    companyName: `Tienda ${index}, S.A. de C.V.`,
    companyType: companyType.length > 0 ? companyType : ["otro"],
    estimatedShipments: ESTIMATED_SHIPMENTS[index % ESTIMATED_SHIPMENTS.length],
    origin: ORIGINS.mx[index % ORIGINS.mx.length],
    message: MESSAGES[index % MESSAGES.length],
    acceptTerms: true,
    captcha,
  };
  if (index % 2 === 0) {
    body.context = {
      pageUri: `https://anden.example/contacto?i=${index}`,
      pageName: "Contacto | Andén",
      ...(index % 3 === 0 ? { hutk: index.toString(16).padStart(32, "0") } : {}),
    };
  }
  return { email, body };
}

/** The lead the app should store for `body` (what the shared schema makes of it). */
export function expectedLead(body: Record<string, unknown>): Omit<Lead, "id" | "createdAt"> {
  const { acceptTerms: _accepted, ...form } = contactSchema("mx").parse(body);
  const context = body.context as
    { pageUri?: string; pageName?: string; hutk?: string } | undefined;
  return {
    market: "mx",
    ...form,
    pageUri: context?.pageUri ?? null,
    pageName: context?.pageName ?? null,
    hutk: context?.hutk ?? null,
  };
}

/** The CRM request body the app's mapping makes of `body`, with the server's `config`. */
export function expectedCrmBody(body: Record<string, unknown>, config: Config): unknown {
  return toHubSpotBody(
    expectedLead(body),
    hubSpotFieldNames(config),
    estimatedShipmentsValues(config),
  );
}

/** The email field of a CRM request body (as the fake recorded it). */
export function crmEmail(body: unknown): string | undefined {
  const fields = (body as { fields?: { name: string; value: string }[] } | null)?.fields;
  return fields?.find((field) => field.name === "email")?.value;
}

export function countBy<T>(items: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}
