import { describe, expect, it } from "vitest";
import { buildDirectoryFor, ConfigError, loadConfig, marketBaseUrls } from "./config.ts";

describe("loadConfig", () => {
  it("uses the defaults when nothing is set", () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_MARKET: "mx",
      PUBLIC_BASE_URL: "http://localhost:3000",
      DATABASE_URL: "file:data/anden.sqlite",
      MERCHANT_APP_URL: "https://app.anden.example",
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_MS: 10_000,
      TRUST_PROXY: 0,
      HUBSPOT_FORMS_BASE_URL: "https://api.hsforms.com",
      CAPTCHA_PROVIDER: "altcha",
      CONTACT_RATE_LIMIT: 5,
      CONTACT_RATE_WINDOW_SECONDS: 600,
    });
    expect(loadConfig({}).HUBSPOT_PORTAL_ID).toBeUndefined();
  });

  it("reads valid overrides, coercing numbers", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_MARKET: "ar",
      PUBLIC_BASE_URL: "https://anden.example",
      DATABASE_URL: "postgres://user:secret@db.internal:5432/anden",
      MERCHANT_APP_URL: "https://merchants.anden.example",
      LOG_LEVEL: "debug",
      SHUTDOWN_TIMEOUT_MS: "2500",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      SITE_MARKET: "ar",
      PUBLIC_BASE_URL: "https://anden.example",
      DATABASE_URL: "postgres://user:secret@db.internal:5432/anden",
      MERCHANT_APP_URL: "https://merchants.anden.example",
      LOG_LEVEL: "debug",
      SHUTDOWN_TIMEOUT_MS: 2500,
    });
  });

  it("requires paired settings together and the secret of the chosen captcha", () => {
    expect(() => loadConfig({ HUBSPOT_PORTAL_ID: "123" })).toThrow(/HUBSPOT_FORM_ID/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "turnstile" })).toThrow(/TURNSTILE_SECRET/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "recaptcha" })).toThrow(/RECAPTCHA_SECRET/);
    expect(loadConfig({ HUBSPOT_PORTAL_ID: "123", HUBSPOT_FORM_ID: "ab-12" })).toMatchObject({
      HUBSPOT_PORTAL_ID: "123",
      HUBSPOT_FORM_ID: "ab-12",
    });
  });

  it("takes the content editor's four settings together, with a secret of 32 characters or more", () => {
    const editor = {
      CMS_GITHUB_REPO: "anden/web",
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
      KEYSTATIC_SECRET: "k".repeat(40),
    };
    expect(loadConfig(editor).CMS_GITHUB_REPO).toBe("anden/web");
    expect(loadConfig({}).CMS_GITHUB_REPO).toBeUndefined();
    expect(() => loadConfig({ CMS_GITHUB_REPO: "anden/web" })).toThrow(
      /KEYSTATIC_GITHUB_CLIENT_ID: must be set together with CMS_GITHUB_REPO \(the content editor\)/,
    );
    expect(() => loadConfig({ ...editor, KEYSTATIC_SECRET: "short" })).toThrow(
      /KEYSTATIC_SECRET: must be at least 32 characters/,
    );
    expect(() =>
      loadConfig({ ...editor, CMS_GITHUB_REPO: "https://github.com/anden/web" }),
    ).toThrow(/CMS_GITHUB_REPO: must be the repository as owner\/name/);
  });

  it("reads the CRM value map as a JSON object of strings", () => {
    expect(
      loadConfig({ HUBSPOT_ESTIMATED_SHIPMENTS_VALUES: '{"up-to-49":"0-49"}' })
        .HUBSPOT_ESTIMATED_SHIPMENTS_VALUES,
    ).toEqual({ "up-to-49": "0-49" });
    expect(() => loadConfig({ HUBSPOT_ESTIMATED_SHIPMENTS_VALUES: "[1]" })).toThrow(
      /HUBSPOT_ESTIMATED_SHIPMENTS_VALUES/,
    );
  });

  it("reads the lead delivery timings, keeping the cap above the base and the lease above the CRM timeout", () => {
    expect(loadConfig({})).toMatchObject({
      LEAD_DELIVERY_BACKOFF_BASE_MS: 2_000,
      LEAD_DELIVERY_BACKOFF_CAP_MS: 600_000,
      LEAD_DELIVERY_LEASE_MS: 60_000,
    });
    expect(
      loadConfig({
        LEAD_DELIVERY_BACKOFF_BASE_MS: "50",
        LEAD_DELIVERY_BACKOFF_CAP_MS: "50",
        HUBSPOT_TIMEOUT_MS: "1000",
        LEAD_DELIVERY_LEASE_MS: "1001",
      }),
    ).toMatchObject({
      LEAD_DELIVERY_BACKOFF_BASE_MS: 50,
      LEAD_DELIVERY_BACKOFF_CAP_MS: 50,
      LEAD_DELIVERY_LEASE_MS: 1001,
    });
    expect(() =>
      loadConfig({ LEAD_DELIVERY_BACKOFF_BASE_MS: "5000", LEAD_DELIVERY_BACKOFF_CAP_MS: "4999" }),
    ).toThrow(/LEAD_DELIVERY_BACKOFF_CAP_MS: must be at least LEAD_DELIVERY_BACKOFF_BASE_MS/);
    expect(() =>
      loadConfig({ HUBSPOT_TIMEOUT_MS: "1000", LEAD_DELIVERY_LEASE_MS: "1000" }),
    ).toThrow(/LEAD_DELIVERY_LEASE_MS: must exceed HUBSPOT_TIMEOUT_MS \(1000\)/);
    // The default lease is not enough for the longest CRM timeout: said at start, by name.
    expect(() => loadConfig({ HUBSPOT_TIMEOUT_MS: "60000" })).toThrow(/LEAD_DELIVERY_LEASE_MS/);
    // The e-mails' outbox is held to the same timings, with SMTP's time limit.
    expect(() =>
      loadConfig({ MAIL_DELIVERY_BACKOFF_BASE_MS: "5000", MAIL_DELIVERY_BACKOFF_CAP_MS: "4999" }),
    ).toThrow(/MAIL_DELIVERY_BACKOFF_CAP_MS: must be at least MAIL_DELIVERY_BACKOFF_BASE_MS/);
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: "1000", MAIL_DELIVERY_LEASE_MS: "1000" })).toThrow(
      /MAIL_DELIVERY_LEASE_MS: must exceed SMTP_TIMEOUT_MS \(1000\)$/m,
    );
  });

  it("accepts postgresql:// and file: database URLs", () => {
    expect(loadConfig({ DATABASE_URL: "postgresql://db/anden" }).DATABASE_URL).toBe(
      "postgresql://db/anden",
    );
    expect(loadConfig({ DATABASE_URL: "file:/var/lib/anden.sqlite" }).DATABASE_URL).toBe(
      "file:/var/lib/anden.sqlite",
    );
  });

  it("takes a PostgreSQL schema only with a postgres:// URL, and only a plain identifier", () => {
    expect(loadConfig({}).DATABASE_SCHEMA).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: "postgres://db/anden", DATABASE_SCHEMA: "anden_mx" })
        .DATABASE_SCHEMA,
    ).toBe("anden_mx");
    expect(() => loadConfig({ DATABASE_SCHEMA: "anden_mx" })).toThrow(
      /DATABASE_SCHEMA: applies only to a postgres:\/\/ DATABASE_URL/,
    );
    for (const bad of ["Anden", "anden-mx", "1anden", "a;drop", "pg_anden", "a".repeat(64)]) {
      expect(() =>
        loadConfig({ DATABASE_URL: "postgres://db/anden", DATABASE_SCHEMA: bad }),
      ).toThrow(/DATABASE_SCHEMA/);
    }
  });

  it("keeps rate-limit counters in memory unless told to use the database", () => {
    expect(loadConfig({}).RATE_LIMIT_STORE).toBe("memory");
    expect(loadConfig({ RATE_LIMIT_STORE: "database" }).RATE_LIMIT_STORE).toBe("database");
    expect(() => loadConfig({ RATE_LIMIT_STORE: "redis" })).toThrow(
      /RATE_LIMIT_STORE: must be memory or database/,
    );
  });

  it("reads TRUST_PROXY as a number of proxy hops: false, true (one) or a count", () => {
    const hops = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(hops("false")).toBe(0);
    expect(hops("0")).toBe(0);
    expect(hops("true")).toBe(1);
    expect(hops("1")).toBe(1);
    expect(hops("2")).toBe(2);
    expect(hops("10")).toBe(10);
    for (const bad of ["11", "-1", "1.5", "yes", "TRUE", " 2", "01x"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be false, true \(one proxy\) or the number of proxies in front, 0 to 10/,
      );
    }
  });

  it("reads the sales channels in international format, each optional", () => {
    const config = loadConfig({
      SALES_PHONE: "+52 55 1234 5678",
      SALES_WHATSAPP: "+1 (555) 010-0000",
      SALES_EMAIL: "ventas@anden.example",
    });
    expect(config).toMatchObject({
      SALES_PHONE: "+52 55 1234 5678",
      SALES_WHATSAPP: "+1 (555) 010-0000",
      SALES_EMAIL: "ventas@anden.example",
    });
    expect(loadConfig({ SALES_PHONE: "" }).SALES_PHONE).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const config = loadConfig({
      PORT: "",
      HOST: "",
      SITE_MARKET: "",
      PUBLIC_BASE_URL: "",
      DATABASE_URL: "",
      MERCHANT_APP_URL: "",
      LOG_LEVEL: "",
      SHUTDOWN_TIMEOUT_MS: "",
    });
    expect(config).toEqual(loadConfig({}));
  });

  it("ignores variables it does not know", () => {
    expect(loadConfig({ UNRELATED: "x", NODE_ENV: "production" })).toEqual(loadConfig({}));
  });

  it("trims trailing slashes from the public and merchant URLs", () => {
    const config = loadConfig({
      PUBLIC_BASE_URL: "https://anden.example/",
      MERCHANT_APP_URL: "https://app.anden.example/mx//",
    });
    expect(config.PUBLIC_BASE_URL).toBe("https://anden.example");
    expect(config.MERCHANT_APP_URL).toBe("https://app.anden.example/mx");
  });

  it("reads the other markets' base URLs, trimmed, and rejects ones that are not http(s)", () => {
    const config = loadConfig({
      SITE_MARKET: "mx",
      PUBLIC_BASE_URL: "https://anden.mx",
      PUBLIC_BASE_URL_AR: "https://anden.com.ar/",
      PUBLIC_BASE_URL_US: "https://anden.us",
    });
    expect(config.PUBLIC_BASE_URL_AR).toBe("https://anden.com.ar");
    expect(config.PUBLIC_BASE_URL_MX).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_BASE_URL_US: "anden.us" })).toThrow(/PUBLIC_BASE_URL_US/);
  });

  it("accepts this market's own base URL only when it equals PUBLIC_BASE_URL", () => {
    const base = { SITE_MARKET: "ar", PUBLIC_BASE_URL: "https://anden.com.ar" };
    expect(loadConfig({ ...base, PUBLIC_BASE_URL_AR: "https://anden.com.ar/" })).toMatchObject(
      base,
    );
    expect(() => loadConfig({ ...base, PUBLIC_BASE_URL_AR: "https://other.example" })).toThrow(
      /PUBLIC_BASE_URL_AR: is this deployment's own market/,
    );
  });

  it("rejects two markets on the same base URL", () => {
    expect(() =>
      loadConfig({ PUBLIC_BASE_URL: "https://anden.mx", PUBLIC_BASE_URL_US: "https://anden.mx" }),
    ).toThrow(/PUBLIC_BASE_URL_US: is the same URL as PUBLIC_BASE_URL/);
    expect(() =>
      loadConfig({
        PUBLIC_BASE_URL_AR: "https://anden.example",
        PUBLIC_BASE_URL_US: "https://anden.example",
      }),
    ).toThrow(/PUBLIC_BASE_URL_US: is the same URL as PUBLIC_BASE_URL_AR/);
  });

  it("throws a ConfigError naming every bad variable at once", () => {
    let thrown: unknown;
    try {
      loadConfig({
        PORT: "abc",
        SITE_MARKET: "fr",
        DATABASE_URL: "mysql://x",
        PUBLIC_BASE_URL: "ftp://x",
        HOST: "localhost",
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    for (const name of ["PORT", "SITE_MARKET", "DATABASE_URL", "PUBLIC_BASE_URL"]) {
      expect(message).toContain(name);
    }
    // Only the bad ones are named.
    expect(message).not.toContain("HOST");
    expect(message).not.toContain("MERCHANT_APP_URL");
    expect((thrown as ConfigError).name).toBe("ConfigError");
  });

  it.each([
    ["PORT", "70000"],
    ["PORT", "3.5"],
    ["PORT", "-1"],
    ["SHUTDOWN_TIMEOUT_MS", "soon"],
    ["LOG_LEVEL", "verbose"],
    ["MERCHANT_APP_URL", "not a url"],
    ["DATABASE_URL", "file:"],
    ["GTM_ID", "UA-12345-1"],
    ["GTM_SCRIPT_URL", "javascript:alert(1)"],
    ["LEAD_DELIVERY_BACKOFF_BASE_MS", "0"],
    ["LEAD_DELIVERY_LEASE_MS", "1.5"],
    ["SALES_PHONE", "55 1234 5678"],
    ["SALES_PHONE", "+52 55 1234 5678 ext. 4"],
    ["SALES_WHATSAPP", "+1 (555) 010-0000-0000-0000"],
    ["SALES_EMAIL", "ventas"],
  ])("rejects %s=%s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe("buildDirectoryFor", () => {
  it("gives each market its own build directory", () => {
    expect(buildDirectoryFor("mx")).toBe("build/mx");
    expect(buildDirectoryFor("ar")).toBe("build/ar");
    expect(buildDirectoryFor("us")).toBe("build/us");
  });
});

describe("marketBaseUrls", () => {
  it("is this market's PUBLIC_BASE_URL plus every other market that is set", () => {
    expect(
      marketBaseUrls(loadConfig({ SITE_MARKET: "us", PUBLIC_BASE_URL: "https://anden.us" })),
    ).toEqual({
      us: "https://anden.us",
    });
    expect(
      marketBaseUrls(
        loadConfig({
          SITE_MARKET: "us",
          PUBLIC_BASE_URL: "https://anden.us",
          PUBLIC_BASE_URL_MX: "https://anden.mx",
        }),
      ),
    ).toEqual({ mx: "https://anden.mx", us: "https://anden.us" });
  });
});
