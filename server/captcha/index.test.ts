import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import { openTestDatabase } from "../db/test-database.ts";
import { ALTCHA_CHALLENGE_PATH, captchaWidgetConfig, createCaptchaVerifier } from "./index.ts";

describe("createCaptchaVerifier()", () => {
  let app: AppDatabase;
  let dataDir: string;

  beforeAll(async () => {
    app = await openTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), "anden-captcha-"));
  });

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("uses ALTCHA by default, with a key kept under the data directory", async () => {
    const verifier = await createCaptchaVerifier(loadConfig({}), {
      db: app.db,
      dataDir,
      altchaComplexity: { cost: 10, counterMin: 0, counterMax: 20 },
    });
    expect(verifier.provider).toBe("altcha");
    const challenge = (await verifier.createChallenge!()) as Challenge;

    // A second verifier (a restart) reads the same key and accepts the first one's challenge.
    const restarted = await createCaptchaVerifier(loadConfig({}), { db: app.db, dataDir });
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = btoa(JSON.stringify({ challenge, solution }));
    await expect(restarted.verify(payload, "203.0.113.7")).resolves.toEqual({ ok: true });
    await expect(verifier.verify(payload, "203.0.113.7")).resolves.toEqual({
      ok: false,
      reason: "replayed",
    });
    await expect(verifier.verify(undefined, "203.0.113.7")).resolves.toEqual({
      ok: false,
      reason: "missing",
    });
  });

  it("uses ALTCHA_HMAC_KEY when set", async () => {
    const config = loadConfig({ ALTCHA_HMAC_KEY: "k".repeat(48) });
    const verifier = await createCaptchaVerifier(config, {
      db: app.db,
      dataDir: join(dataDir, "unused"),
      altchaComplexity: { cost: 10, counterMin: 0, counterMax: 20 },
    });
    const fromFileKey = await createCaptchaVerifier(loadConfig({}), { db: app.db, dataDir });
    const challenge = (await verifier.createChallenge!()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = btoa(JSON.stringify({ challenge, solution }));
    await expect(fromFileKey.verify(payload, "")).resolves.toEqual({
      ok: false,
      reason: "invalid",
    });
    await expect(verifier.verify(payload, "")).resolves.toEqual({ ok: true });
  });

  describe.each([
    {
      provider: "turnstile" as const,
      env: { TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET: "turnstile-secret" },
      path: "/turnstile/v0/siteverify",
      secret: "turnstile-secret",
    },
    {
      provider: "recaptcha" as const,
      env: { RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET: "recaptcha-secret" },
      path: "/recaptcha/api/siteverify",
      secret: "recaptcha-secret",
    },
  ])("CAPTCHA_PROVIDER=$provider", ({ provider, env, path, secret }) => {
    const seen: { path?: string; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        seen.push({ path: request.url, body });
        const success = new URLSearchParams(body).get("response") === "good";
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(
            JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }),
          );
      });
    });
    let baseUrl: string;

    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it("verifies tokens with the provider and has no challenge endpoint", async () => {
      const verifier = await createCaptchaVerifier(
        loadConfig({ CAPTCHA_PROVIDER: provider, ...env }),
        { db: app.db, dataDir, siteverifyBaseUrl: baseUrl },
      );
      expect(verifier.provider).toBe(provider);
      expect(verifier.createChallenge).toBeUndefined();
      await expect(verifier.verify("good", "198.51.100.4")).resolves.toEqual({ ok: true });
      await expect(verifier.verify("bad", "198.51.100.4")).resolves.toMatchObject({
        ok: false,
        reason: "invalid",
      });
      expect(seen[0]).toEqual({
        path,
        body: new URLSearchParams({
          secret,
          response: "good",
          remoteip: "198.51.100.4",
        }).toString(),
      });
    });
  });
});

describe("captchaWidgetConfig()", () => {
  it("tells the browser which widget to render, without secrets", () => {
    expect(captchaWidgetConfig(loadConfig({}))).toEqual({
      provider: "altcha",
      challengeUrl: ALTCHA_CHALLENGE_PATH,
    });
    expect(ALTCHA_CHALLENGE_PATH).toBe("/api/captcha/challenge");
    expect(
      captchaWidgetConfig(
        loadConfig({
          CAPTCHA_PROVIDER: "turnstile",
          TURNSTILE_SITE_KEY: "0x4AAA",
          TURNSTILE_SECRET: "secret",
        }),
      ),
    ).toEqual({ provider: "turnstile", siteKey: "0x4AAA" });
    expect(
      captchaWidgetConfig(
        loadConfig({
          CAPTCHA_PROVIDER: "recaptcha",
          RECAPTCHA_SITE_KEY: "6Lc",
          RECAPTCHA_SECRET: "secret",
        }),
      ),
    ).toEqual({ provider: "recaptcha", siteKey: "6Lc" });
  });
});
