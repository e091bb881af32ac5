import { createHash, randomInt } from "node:crypto";
import { createChallenge as createAltchaChallenge, verifySolution } from "altcha-lib";
import type { Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Kysely } from "kysely";
import { z } from "zod";
import { isUniqueViolation } from "../db/errors.ts";
import type { Database } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { CaptchaResult } from "./types.ts";

/**
 * How hard an ALTCHA challenge is (altcha-lib v2 "deterministic" mode). The server picks a secret
 * counter uniformly in [counterMin, counterMax], derives a key from the challenge's nonce and that
 * counter with PBKDF2-SHA-256 (`cost` iterations), and sends only the first half of the key. The
 * browser must try counters 0, 1, 2, ... (split over its workers) until a derived key matches, so
 * the work is about `counter × cost` PBKDF2 iterations, spread evenly instead of the long tail of
 * a "leading zeros" puzzle. Verifying costs one HMAC and one key derivation: the key is derived
 * again from the submitted counter, so both the counter and the key must be right (altcha-lib's
 * faster key-signature check would ignore the counter).
 */
export interface AltchaComplexity {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** Smallest secret counter (attempts are counter + 1). */
  counterMin: number;
  /** Largest secret counter. */
  counterMax: number;
}

/**
 * The default difficulty: 5,000 PBKDF2 iterations per attempt, secret counter 50..600.
 *
 * Measured with `npm run bench:altcha` (2-core machine, headless Chromium, the widget's default
 * two workers): ~1.15 ms per counter, so ~0.1-0.7 s of proof of work; click-to-verified is mostly
 * the widget's own 500 ms minimum and about a second at worst (up to ~1.3-1.6 s while the machine
 * was busy with other jobs; figures in ./README.md). In the browser each attempt is three
 * WebCrypto calls, so a high cost per attempt and few attempts waste less of the visitor's time on
 * call overhead than many cheap attempts would.
 *
 * What a bot pays: counterMin is public, so it can skip those attempts, but still needs on average
 * (600 - 50) / 2 ≈ 275 attempts × 5,000 ≈ 1.4 million PBKDF2-SHA-256 iterations per submission,
 * about 0.3-0.4 s of one CPU core in native code (Node's solver in the same bench). That makes
 * bulk submissions cost real CPU without making people wait; the contact endpoint's rate limit
 * does the rest. Issuing a challenge costs the server one derivation (~1-2 ms), verifying one
 * more plus an insert (~2-3 ms).
 */
export const DEFAULT_ALTCHA_COMPLEXITY: AltchaComplexity = {
  cost: 5_000,
  counterMin: 50,
  counterMax: 600,
};

/** PBKDF2 over WebCrypto: built into the widget's default bundle and native in every browser. */
export const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";

const DEFAULT_EXPIRES_IN_MS = 10 * 60_000;
/** A real payload is under 1 KB; anything far larger is not worth decoding. */
const MAX_PAYLOAD_LENGTH = 8_192;
const PURGE_INTERVAL_MS = 60_000;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface AltchaServiceOptions {
  db: Kysely<Database>;
  /** Signs challenges (see resolveAltchaHmacKey). */
  hmacKey: string;
  /** Clock, injectable for tests. */
  now?: () => Date;
  /** How long a challenge may be solved and submitted; the widget shows "expired" after it. */
  expiresInMs?: number;
  complexity?: AltchaComplexity;
  /** Receives failures of the opportunistic purge of old redemptions (never fatal). */
  logger?: { warn(details: object, message: string): void };
}

export interface AltchaService {
  /** What GET /api/captcha/challenge returns as JSON (serve with Cache-Control: no-store). */
  createChallenge(): Promise<Challenge>;
  /** Checks the widget's payload (base64 JSON) and accepts each solved challenge only once. */
  verify(payload: string | undefined): Promise<CaptchaResult>;
}

const hex = z.string().regex(/^[0-9a-f]+$/);
const payloadSchema = z.object({
  challenge: z.object({
    // Loose: the signature covers every parameter, so unknown keys must reach verifySolution.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: z.number().optional(),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

type AltchaPayload = z.infer<typeof payloadSchema>;

export function createAltchaService(options: AltchaServiceOptions): AltchaService {
  const {
    db,
    hmacKey,
    now = () => new Date(),
    expiresInMs = DEFAULT_EXPIRES_IN_MS,
    complexity = DEFAULT_ALTCHA_COMPLEXITY,
    logger,
  } = options;
  assertComplexity(complexity);
  if (!hmacKey) throw new Error("ALTCHA needs an HMAC key");
  let lastPurge = 0;

  async function createChallenge(): Promise<Challenge> {
    return createAltchaChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: complexity.cost,
      counter: randomInt(complexity.counterMin, complexity.counterMax + 1),
      deriveKey,
      expiresAt: new Date(now().getTime() + expiresInMs),
      hmacSignatureSecret: hmacKey,
    });
  }

  async function verify(payload: string | undefined): Promise<CaptchaResult> {
    if (payload === undefined || payload.trim() === "") return { ok: false, reason: "missing" };
    const parsed = parsePayload(payload.trim());
    if (!parsed) return { ok: false, reason: "malformed" };
    const { challenge, solution } = parsed;

    // Our own clock first (verifySolution also checks, against the real one).
    const { expiresAt } = challenge.parameters;
    if (expiresAt === undefined) return { ok: false, reason: "invalid" };
    const currentTime = now();
    if (expiresAt * 1000 <= currentTime.getTime()) return { ok: false, reason: "expired" };

    let result;
    try {
      result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      });
    } catch {
      return { ok: false, reason: "invalid" };
    }
    if (result.expired) return { ok: false, reason: "expired" };
    if (!result.verified) return { ok: false, reason: "invalid" };

    // Redeem: the signature is unique per issued challenge (it covers the random nonce and salt).
    // The primary key makes a second redemption fail even when two requests race.
    try {
      await db
        .insertInto("captcha_redemptions")
        .values({
          id: createHash("sha256").update(challenge.signature).digest("hex"),
          expires_at: toIsoTimestamp(new Date(expiresAt * 1000)),
          created_at: toIsoTimestamp(currentTime),
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: "replayed" };
      throw error;
    }
    await purgeExpired(currentTime);
    return { ok: true };
  }

  /**
   * Rows only matter until their challenge expires (an expired payload is refused before the
   * lookup), so they are deleted at most once a minute, on the way out of a successful verify.
   */
  async function purgeExpired(currentTime: Date): Promise<void> {
    if (currentTime.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = currentTime.getTime();
    try {
      await db
        .deleteFrom("captcha_redemptions")
        .where("expires_at", "<", toIsoTimestamp(currentTime))
        .execute();
    } catch (error) {
      logger?.warn({ err: error }, "purging expired captcha redemptions failed");
    }
  }

  return { createChallenge, verify };
}

function parsePayload(payload: string): AltchaPayload | undefined {
  if (payload.length > MAX_PAYLOAD_LENGTH || !BASE64.test(payload)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  const result = payloadSchema.safeParse(json);
  return result.success ? result.data : undefined;
}

function assertComplexity(complexity: AltchaComplexity): void {
  const { cost, counterMin, counterMax } = complexity;
  const valid =
    Number.isInteger(cost) &&
    cost > 0 &&
    Number.isInteger(counterMin) &&
    Number.isInteger(counterMax) &&
    counterMin >= 0 &&
    counterMax >= counterMin &&
    counterMax < 2 ** 32;
  if (!valid) throw new Error(`Invalid ALTCHA complexity: ${JSON.stringify(complexity)}`);
}
