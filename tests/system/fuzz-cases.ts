import { gzipSync } from "node:zlib";
import type { Random } from "./prng.ts";

// The malformed requests of the fuzz test. Each case is the exact bytes sent on one connection.

export const FUZZ_INGEST_TOKEN = "fuzz-ingest-token-0123456789abcdef";

/** Body limits of the API (contact-routes.ts, tracking-routes.ts, rates-routes.ts). */
const LIMITS = { contact: 32 * 1024, events: 16 * 1024, rates: 8 * 1024 } as const;

export interface FuzzCase {
  index: number;
  /** What was generated, for the failure report. */
  kind: string;
  method: string;
  target: string;
  request: Buffer;
  /** Per expected response: does it answer a HEAD request (so it has no body)? */
  headRequests: boolean[];
  /** A GET /healthz follows the case on the same connection when the case kept it alive. */
  sentinel: boolean;
  /** The body is over the limit: the server may reset the connection before the 413 is read. */
  oversized: boolean;
  /** Deliberately not HTTP/1.1 as Node's parser accepts it. */
  protocolGarbage: boolean;
}

type Header = [name: string, value: string | Buffer];

interface RequestSpec {
  method: string;
  target: string;
  headers: Header[];
  body?: Buffer;
  /** Send the body with Transfer-Encoding: chunked in chunks of this size. */
  chunkSize?: number;
  /** Do not add Content-Length / Transfer-Encoding (the headers say what they say). */
  rawFraming?: boolean;
  omitHost?: boolean;
  keepAlive: boolean;
}

export const SENTINEL = Buffer.from(
  "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
);

function encodeRequest(spec: RequestSpec): Buffer {
  const parts: Buffer[] = [Buffer.from(`${spec.method} `, "latin1")];
  parts.push(Buffer.from(spec.target, "latin1"));
  parts.push(Buffer.from(" HTTP/1.1\r\n", "latin1"));
  const headers: Header[] = [];
  if (!spec.omitHost) headers.push(["Host", "127.0.0.1"]);
  headers.push(...spec.headers);
  if (!spec.rawFraming && spec.body !== undefined) {
    if (spec.chunkSize) headers.push(["Transfer-Encoding", "chunked"]);
    else headers.push(["Content-Length", String(spec.body.length)]);
  }
  headers.push(["Connection", spec.keepAlive ? "keep-alive" : "close"]);
  for (const [name, value] of headers) {
    parts.push(Buffer.from(`${name}: `, "latin1"));
    parts.push(typeof value === "string" ? Buffer.from(value, "latin1") : value);
    parts.push(Buffer.from("\r\n", "latin1"));
  }
  parts.push(Buffer.from("\r\n"));
  if (spec.body !== undefined) {
    if (spec.chunkSize && !spec.rawFraming) {
      for (let offset = 0; offset < spec.body.length; offset += spec.chunkSize) {
        const chunk = spec.body.subarray(offset, offset + spec.chunkSize);
        parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n"));
      }
      parts.push(Buffer.from("0\r\n\r\n"));
    } else {
      parts.push(spec.body);
    }
  }
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------------------------------------
// Values.

const WEIRD_STRINGS = [
  "",
  " ",
  "\u0000",
  "\u0000\u0001\u001f\u007f",
  "\ud800",
  "\udfff\ud800",
  "💥".repeat(50),
  "null",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "'; drop table leads; --",
  "${7*7}",
  "%00%ff%2e%2e",
  "../../etc/passwd",
  "AND-DEMO-1004",
  "1e309",
  "-0",
  "0x10",
  "NaN",
  "Infinity",
  "\u202e\u200b\ufeff",
  "a\r\nSet-Cookie: x=1",
];

const WEIRD_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.001,
  0.1 + 0.2,
  1e-320,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 64,
  Number.MAX_SAFE_INTEGER + 2,
  12.345,
  99999,
];

function randomString(random: Random, maxLength = 64): string {
  if (random.chance(0.4)) return random.pick(WEIRD_STRINGS);
  const length = random.int(0, maxLength);
  let text = "";
  for (let i = 0; i < length; i += 1) {
    const range = random.int(0, 3);
    const code =
      range === 0
        ? random.int(0x20, 0x7e)
        : range === 1
          ? random.int(0, 0x1f)
          : range === 2
            ? random.int(0xa0, 0x2fff)
            : random.int(0xd800, 0xdfff); // lone surrogates
    text += String.fromCharCode(code);
  }
  return text;
}

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates included, as U+FFFD). */
function percentEncode(text: string): string {
  let encoded = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/** Any JSON value, as text (so it can carry numbers and escapes JSON.stringify would not). */
function randomJsonText(random: Random, depth = 0): string {
  const kind = random.int(0, depth > 3 ? 4 : 7);
  switch (kind) {
    case 0:
      return "null";
    case 1:
      return random.chance(0.5) ? "true" : "false";
    case 2:
      return random.pick([
        ...WEIRD_NUMBERS.map(String),
        "1e999",
        "-1e999",
        "123456789012345678901234567890",
        "0.0000000000000000000000001",
        "-0.0",
        "1E+2",
      ]);
    case 3:
      return JSON.stringify(randomString(random));
    case 4:
      return JSON.stringify(random.pick(WEIRD_STRINGS));
    case 5:
    case 6: {
      const items = Array.from({ length: random.int(0, 5) }, () =>
        randomJsonText(random, depth + 1),
      );
      return `[${items.join(",")}]`;
    }
    default: {
      const entries = Array.from(
        { length: random.int(0, 5) },
        () =>
          `${JSON.stringify(random.chance(0.3) ? random.pick(WEIRD_STRINGS) : randomString(random, 12))}:${randomJsonText(random, depth + 1)}`,
      );
      return `{${entries.join(",")}}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Endpoints and their valid bodies.

const TRACKING_NUMBERS = [
  "AND-DEMO-1004",
  "and-demo-1001",
  "%20AND-DEMO-1002%20",
  "FUZZ-00001",
  "A",
  "ABCD",
  "A".repeat(40),
  "A".repeat(41),
  "A".repeat(3000),
  "%00%00%00%00%00",
  "%FF%FE%FD%FC%FB",
  "%E0%A4%A",
  "%2F%2F%2F%2F%2F",
  "%252F%252F",
  "AND%2DDEMO%2D1004",
  "..%2F..%2Fetc",
  "%F0%9F%92%A5%F0%9F%92%A5",
  "AND-DEMO-1004;DROP",
  "AND-DEMO-1004%0d%0aX:1",
  "''''''",
  "----------",
];

function trackingNumber(random: Random): string {
  if (random.chance(0.6)) return random.pick(TRACKING_NUMBERS);
  const length = random.int(1, 60);
  const alphabet = "ABCXYZ0189-_.~!$&'()*+,;=:@%";
  let text = "";
  for (let i = 0; i < length; i += 1) text += alphabet[random.int(0, alphabet.length - 1)];
  return text;
}

function validContact(random: Random): Record<string, unknown> {
  return {
    name: "María",
    lastName: "Pérez",
    email: "fuzz@example.com",
    phoneNumber: "+52 55 1234 5678",
    companyName: "Tienda Azul",
    companyType: ["ecommerce"],
    estimatedShipments: "50-99",
    origin: "Jalisco",
    message: "Hola",
    acceptTerms: true,
    captcha: fakeCaptcha(random),
  };
}

/** Captcha payloads that are never valid: garbage, base64 of garbage, look-alikes. */
function fakeCaptcha(random: Random): unknown {
  const lookAlike = {
    challenge: {
      parameters: {
        algorithm: random.pick(["PBKDF2/SHA-256", "SHA-1", "ARGON2ID", ""]),
        nonce: random.pick(["00ff", "zz", ""]),
        salt: "abcd",
        cost: random.pick([1, 0, -1, 1e9, 5000]),
        keyLength: random.pick([32, 0, 1e6]),
        keyPrefix: "00",
        expiresAt: random.pick([0, Date.now() / 1000 + 600, 1e20]),
      },
      signature: random.pick(["00", "deadbeef", ""]),
    },
    solution: { counter: random.pick([0, -1, 2 ** 40, 1.5]), derivedKey: "00" },
  };
  switch (random.int(0, 5)) {
    case 0:
      return Buffer.from(JSON.stringify(lookAlike)).toString("base64");
    case 1:
      return Buffer.from(randomJsonText(random)).toString("base64");
    case 2:
      return random.bytes(random.int(0, 300)).toString("base64");
    case 3:
      return randomString(random, 200);
    case 4:
      return "A".repeat(random.pick([8_191, 8_193, 19_999, 20_001]));
    default:
      return JSON.parse(randomJsonText(random)) as unknown;
  }
}

function validRates(): Record<string, unknown> {
  return { origin: "01000", destination: "44100", length: 30, height: 20, width: 10, weight: 2 };
}

function validEvent(random: Random): Record<string, unknown> {
  return {
    carrier: random.pick(["Estafeta", "Andén", ""]),
    status: random.pick([
      "INLD",
      "COLE",
      "RETI",
      "ENVI",
      "REPO",
      "ENTR",
      "DEVU",
      "delivered",
      "LOST",
    ]),
    message: "Fuzz event",
    occurredAt: random.pick([
      "2026-01-02T03:04:05-06:00",
      "2026-01-02T03:04:05Z",
      "2026-13-45T99:99:99Z",
      "+275760-09-13T00:00:00.000Z",
      "0000-01-01T00:00:00Z",
      "yesterday",
    ]),
    ...(random.chance(0.5) ? { location: randomString(random, 40) } : {}),
    ...(random.chance(0.5)
      ? { estimatedDelivery: random.pick(["2026-01-05", "2026-02-30", "", "tomorrow"]) }
      : {}),
  };
}

function ratesQuery(random: Random): string {
  if (random.chance(0.1)) return "";
  const names = ["origin", "destination", "length", "height", "width", "weight"];
  const values = [
    "01000",
    "44100",
    "30",
    "0",
    "-1",
    "1e308",
    "12.345",
    "abc",
    "%FF",
    "%00",
    "",
    "1,5",
    "%207%20",
    "9".repeat(400),
  ];
  const params: string[] = [];
  for (const name of names) {
    if (random.chance(0.8)) params.push(`${name}=${random.pick(values)}`);
    if (random.chance(0.1)) params.push(`${name}=${random.pick(values)}`); // repeated
  }
  if (random.chance(0.2)) params.push(`${percentEncode(randomString(random, 10))}=x`);
  if (random.chance(0.05)) params.push("a[b][c]=1", "__proto__[x]=1", "%=%", "&&&", "=");
  return `?${params.join("&")}`;
}

function unknownApiPath(random: Random): string {
  return random.pick([
    "/api",
    "/api/",
    "/api/contact/extra",
    "/api/tracking",
    "/api/tracking/",
    "/api/v1/shipments",
    "/api/v1/shipments/AND-DEMO-1004",
    "/api/v2/shipments/AND-DEMO-1004/events",
    "/api/rates/",
    "/api/RATES",
    "/api/captcha",
    "/api/%00",
    "/api/%FF",
    "/api/..%2F..%2Fhealthz",
    "/api/./rates",
    "/api//rates",
    `/api/${"x/".repeat(random.int(1, 300))}`,
    `/api/${percentEncode(randomString(random, 40))}`,
    `/api/${"a".repeat(random.int(100, 6000))}`,
  ]);
}

interface Endpoint {
  name: string;
  method: string;
  target: (random: Random) => string;
  body?: (random: Random) => Record<string, unknown>;
  limit?: number;
  auth?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "contact",
    method: "POST",
    target: () => "/api/contact",
    body: validContact,
    limit: LIMITS.contact,
  },
  { name: "challenge", method: "GET", target: () => "/api/captcha/challenge" },
  {
    name: "tracking",
    method: "GET",
    target: (random) => `/api/tracking/${trackingNumber(random)}`,
  },
  {
    name: "events",
    method: "POST",
    target: (random) => `/api/v1/shipments/${trackingNumber(random)}/events`,
    body: validEvent,
    limit: LIMITS.events,
    auth: true,
  },
  { name: "rates-get", method: "GET", target: (random) => `/api/rates${ratesQuery(random)}` },
  {
    name: "rates-post",
    method: "POST",
    target: () => "/api/rates",
    body: validRates,
    limit: LIMITS.rates,
  },
  { name: "unknown", method: "GET", target: unknownApiPath },
];

const METHODS = [
  "GET",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "HEAD",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "QUERY",
  "SEARCH",
  "LOCK",
  "PURGE",
  "M-SEARCH",
  "CONNECT",
];

// ---------------------------------------------------------------------------------------------
// Bodies.

interface BodyChoice {
  kind: string;
  body: Buffer;
  chunkSize?: number;
  oversized?: boolean;
  encoding?: string;
}

function mutateObject(random: Random, valid: Record<string, unknown>): string {
  const keys = Object.keys(valid);
  const entries = new Map<string, string>(
    keys.map((key) => [JSON.stringify(key), JSON.stringify(valid[key])]),
  );
  const changes = random.int(1, 3);
  for (let i = 0; i < changes; i += 1) {
    const key = JSON.stringify(random.pick(keys));
    switch (random.int(0, 4)) {
      case 0:
        entries.delete(key);
        break;
      case 1:
        entries.set(key, randomJsonText(random));
        break;
      case 2:
        entries.set(key, JSON.stringify(randomString(random, 300)));
        break;
      case 3:
        entries.set(JSON.stringify(random.pick(WEIRD_STRINGS)), randomJsonText(random));
        break;
      default:
        // The same key twice: JSON.parse keeps the last.
        return `{${[...entries].map(([k, v]) => `${k}:${v}`).join(",")},${key}:${randomJsonText(random)}}`;
    }
  }
  return `{${[...entries].map(([k, v]) => `${k}:${v}`).join(",")}}`;
}

function deepJson(random: Random, size: number): string {
  const depth = Math.max(1, Math.floor(size / random.pick([2, 6])));
  if (random.chance(0.5)) return "[".repeat(depth) + "]".repeat(depth);
  const levels = Math.floor(depth / 3);
  return `{"message":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`;
}

function chooseBody(random: Random, endpoint: Endpoint): BodyChoice {
  const valid = endpoint.body?.(random) ?? validRates();
  const limit = endpoint.limit ?? 8 * 1024;
  const roll = random.int(0, 99);
  if (roll < 30) {
    return { kind: "mutated-json", body: Buffer.from(mutateObject(random, valid)) };
  }
  if (roll < 42) return { kind: "random-json", body: Buffer.from(randomJsonText(random)) };
  if (roll < 50) {
    // Just under, at, or just over the limit.
    return { kind: "deep-json", body: Buffer.from(deepJson(random, limit - random.int(-8, 64))) };
  }
  if (roll < 58) {
    // Invalid UTF-8 inside a JSON string, or as the whole body.
    const bad = Buffer.from(random.bytes(random.int(1, 40)).map((byte) => byte | 0x80));
    const body = random.chance(0.7)
      ? Buffer.concat([Buffer.from('{"name":"'), bad, Buffer.from('","message":"x"}')])
      : bad;
    return { kind: "invalid-utf8", body };
  }
  if (roll < 66) {
    return {
      kind: "not-json",
      body: Buffer.from(
        random.pick([
          "",
          "name=Mar%C3%ADa&acceptTerms=true",
          "<?xml version='1.0'?><a/>",
          "{",
          '{"a":1',
          "[1,2,",
          "\u0000",
          "{'single':'quotes'}",
          '{"a":1}{"b":2}',
          "\ufeff{}",
          "null",
          "  ",
        ]),
      ),
    };
  }
  if (roll < 72) {
    const size = random.pick([limit + 1, limit * 4, 1024 * 1024, 4 * 1024 * 1024]);
    const filler = Buffer.alloc(size, random.pick(["a", " ", "[", "\u00ff"]));
    if (random.chance(0.5)) {
      return { kind: "oversized-chunked", body: filler, chunkSize: 16 * 1024, oversized: true };
    }
    return { kind: "oversized", body: filler, oversized: true };
  }
  if (roll < 78) {
    // Compressed JSON the server does not decompress (it never advertises that it would).
    const json = Buffer.from(JSON.stringify(valid));
    const encoding = random.pick(["gzip", "br", "deflate", "x-unknown", "gzip, gzip", "identity"]);
    const body =
      encoding === "gzip" ? gzipSync(json) : random.chance(0.5) ? json : random.bytes(64);
    return { kind: "content-encoding", body, encoding };
  }
  if (roll < 82) {
    // UTF-16 or Latin-1 text labelled in its charset.
    const text = JSON.stringify(valid);
    const utf16 = random.chance(0.5);
    return {
      kind: utf16 ? "utf16-body" : "latin1-body",
      body: Buffer.from(text, utf16 ? "utf16le" : "latin1"),
    };
  }
  if (roll < 86) {
    return { kind: "chunked-json", body: Buffer.from(JSON.stringify(valid)), chunkSize: 7 };
  }
  // A valid-looking body (wrong only where the case's headers or captcha make it so).
  return { kind: "valid-shape", body: Buffer.from(JSON.stringify(valid)) };
}

// ---------------------------------------------------------------------------------------------
// Headers.

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16le",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "application/json;;;",
  "application/jsonp",
  "application/json-patch+json",
  "application/vnd.api+json",
  "text/plain",
  "text/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/json, text/html",
  "*/*",
  "",
  "application/json; boundary=" + "x".repeat(3000),
];

/**
 * What a header value may hold for Node's parser to pass it on (visible ASCII, space, tab and
 * obs-text bytes 0x80-0xff): other control characters would only test that the parser refuses
 * them, which the garbage cases do.
 */
function headerText(text: string): string {
  let value = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === 0x09 || (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff)) {
      value += char;
    } else if (code > 0xff) {
      value += String.fromCharCode(0x80 + (code % 0x80));
    }
  }
  return value.trim();
}

function addRandomHeaders(random: Random, headers: Header[], endpoint: Endpoint): void {
  if (random.chance(0.3)) {
    headers.push([
      "X-Forwarded-For",
      random.pick([
        "203.0.113.7",
        "::1",
        "2001:db8::1, 10.0.0.1",
        "unknown",
        "",
        ",,,",
        "999.999.999.999",
        Array.from({ length: 200 }, (_, i) => `10.0.${i % 256}.1`).join(", "),
        headerText(randomString(random, 60)),
      ]),
    ]);
  }
  if (random.chance(0.2)) {
    headers.push([
      "Accept-Encoding",
      random.pick(["br;q=2, *;q=-1", "gzip;q=abc", "*", "identity;q=0", "x".repeat(2000), ""]),
    ]);
  }
  if (random.chance(0.15)) {
    headers.push(["Accept", random.pick(["text/html", "*/*;q=0", "application/xml", "🙂"])]);
  }
  if (random.chance(0.1)) headers.push(["Accept-Language", random.pick(["*", "xx-YY;q=2", ""])]);
  if (random.chance(0.1)) headers.push(["Cookie", "a=".padEnd(random.int(10, 12_000), "b")]);
  if (random.chance(0.1)) {
    const count = random.int(20, 150);
    for (let i = 0; i < count; i += 1)
      headers.push([`X-Fuzz-${i}`, headerText(randomString(random, 10))]);
  }
  if (random.chance(0.05))
    headers.push(["X-Big", "x".repeat(random.pick([8_000, 15_000, 17_000, 40_000]))]);
  if (random.chance(0.08))
    headers.push(["User-Agent", Buffer.from([0x63, 0x61, 0x66, 0xe9, 0xff, 0x80])]);
  if (random.chance(0.05)) {
    headers.push([
      random.pick(["If-None-Match", "If-Modified-Since", "Range"]),
      random.pick(['"x"', "*", "bytes=0-0,-1", "yesterday"]),
    ]);
  }
  if (random.chance(0.05)) headers.push(["Expect", "100-continue"]);
  if (random.chance(0.02)) headers.push(["Expect", "teapot"]);
  if (random.chance(0.05))
    headers.push(["Origin", random.pick(["null", "https://evil.example", ""])]);
  if (endpoint.auth || random.chance(0.1)) {
    const value = random.pick<string | undefined>([
      `Bearer ${FUZZ_INGEST_TOKEN}`,
      `Bearer ${FUZZ_INGEST_TOKEN}`,
      `bearer   ${FUZZ_INGEST_TOKEN}   `,
      `Bearer ${FUZZ_INGEST_TOKEN}x`,
      `Bearer ${FUZZ_INGEST_TOKEN.slice(0, -1)}`,
      "Bearer",
      "Bearer ",
      `Basic ${Buffer.from("a:b").toString("base64")}`,
      `Bearer ${"t".repeat(8_000)}`,
      `Bearer ${FUZZ_INGEST_TOKEN} extra`,
      undefined,
    ]);
    if (value !== undefined) headers.push(["Authorization", value]);
  }
}

// ---------------------------------------------------------------------------------------------
// Requests that are not well-formed HTTP/1.1.

function protocolGarbage(random: Random): { kind: string; request: Buffer; method: string } {
  const target = random.pick(["/api/rates", "/api/contact", "/api/tracking/AND-DEMO-1004"]);
  const variants: [string, () => Buffer][] = [
    ["random-bytes", () => random.bytes(random.int(1, 2000))],
    ["http09", () => Buffer.from(`GET ${target}\r\n\r\n`)],
    ["http2-preface", () => Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n")],
    [
      "http-version",
      () =>
        Buffer.from(
          `GET ${target} HTTP/${random.pick(["1.2", "2.0", "0.9", "9.9", "1"])}\r\nHost: x\r\n\r\n`,
        ),
    ],
    ["bare-lf", () => Buffer.from(`GET ${target} HTTP/1.1\nHost: x\nConnection: close\n\n`)],
    [
      "lowercase-method",
      () => Buffer.from(`get ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    ],
    [
      "unknown-method",
      () =>
        Buffer.from(
          `${random.pick(["FOO", "G ET", "GET\t", "BREW", "💥"])} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        ),
    ],
    ["no-host", () => Buffer.from(`GET ${target} HTTP/1.1\r\nConnection: close\r\n\r\n`)],
    [
      "two-hosts",
      () =>
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`),
    ],
    [
      "header-no-colon",
      () =>
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nNoColonHere\r\nConnection: close\r\n\r\n`,
        ),
    ],
    [
      "header-space-before-colon",
      () => Buffer.from(`GET ${target} HTTP/1.1\r\nHost : x\r\nConnection: close\r\n\r\n`),
    ],
    [
      "obs-fold",
      () =>
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nX-A: a\r\n folded\r\nConnection: close\r\n\r\n`,
        ),
    ],
    [
      "control-in-header",
      () =>
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\u0007\r\nConnection: close\r\n\r\n`,
          "latin1",
        ),
    ],
    [
      "high-bytes-in-target",
      () =>
        Buffer.concat([
          Buffer.from("GET /api/tracking/AND-"),
          random.bytes(8).map((b) => b | 0x80),
          Buffer.from(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
        ]),
    ],
    [
      "space-in-target",
      () =>
        Buffer.from(`GET /api/tracking/AND DEMO HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    ],
    [
      "cl-and-te",
      () =>
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        ),
    ],
    [
      "two-content-lengths",
      () =>
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{} `,
        ),
    ],
    [
      "negative-content-length",
      () =>
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Length: -2\r\nConnection: close\r\n\r\n{}`,
        ),
    ],
    [
      "text-content-length",
      () =>
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Length: two\r\nConnection: close\r\n\r\n{}`,
        ),
    ],
    [
      "huge-content-length",
      () =>
        Buffer.from(
          `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999999999999999\r\nConnection: close\r\n\r\n{}`,
        ),
    ],
    [
      "bad-chunk-size",
      () =>
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
        ),
    ],
    [
      "chunk-extension-flood",
      () =>
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2;${"e=x;".repeat(5000)}\r\n{}\r\n0\r\n\r\n`,
        ),
    ],
    [
      "te-not-chunked",
      () =>
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n{}`,
        ),
    ],
    [
      "te-chunked-twice",
      () =>
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        ),
    ],
    [
      "huge-header",
      () =>
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nX-Big: ${"x".repeat(70_000)}\r\nConnection: close\r\n\r\n`,
        ),
    ],
    [
      "huge-target",
      () =>
        Buffer.from(
          `GET /api/tracking/${"A".repeat(70_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        ),
    ],
    [
      "tls-hello",
      () =>
        Buffer.concat([
          Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]),
          random.bytes(200),
        ]),
    ],
  ];
  const [kind, make] = random.pick(variants);
  const request = make();
  const method = /^[A-Za-z]+/.exec(request.toString("latin1"))?.[0] ?? "";
  return { kind, request, method };
}

// ---------------------------------------------------------------------------------------------

/** Case `index` of a run, made from its own stream of random numbers. */
export function fuzzCase(random: Random, index: number): FuzzCase {
  if (random.chance(0.06)) {
    const garbage = protocolGarbage(random);
    return {
      index,
      kind: `garbage:${garbage.kind}`,
      method: garbage.method,
      target: "",
      request: garbage.request,
      headRequests: [false],
      sentinel: false,
      oversized: false,
      protocolGarbage: true,
    };
  }
  const endpoint = random.pick(ENDPOINTS);
  const method = random.chance(0.85) ? endpoint.method : random.pick(METHODS);
  const target = endpoint.target(random);
  const headers: Header[] = [];
  let body: BodyChoice | undefined;
  const sendsBody =
    method === "POST" || method === "PUT" || method === "PATCH" || random.chance(0.1);
  if (sendsBody) {
    body = chooseBody(random, endpoint);
    const contentType = random.chance(0.7)
      ? body.kind === "utf16-body"
        ? "application/json; charset=utf-16le"
        : body.kind === "latin1-body"
          ? "application/json; charset=iso-8859-1"
          : "application/json"
      : random.pick(CONTENT_TYPES);
    if (random.chance(0.95)) headers.push(["Content-Type", contentType]);
    if (random.chance(0.03)) headers.push(["Content-Type", random.pick(CONTENT_TYPES)]);
    if (body.encoding) headers.push(["Content-Encoding", body.encoding]);
  }
  addRandomHeaders(random, headers, endpoint);
  // Keep-alive cases are followed by a GET /healthz: it must be answered as such (no desync).
  const keepAlive = method !== "CONNECT" && random.chance(0.3);
  const request = encodeRequest({
    method,
    target,
    headers,
    body: body?.body,
    chunkSize: body?.chunkSize,
    keepAlive,
  });
  return {
    index,
    kind: `${endpoint.name}:${method}${body ? `:${body.kind}` : ""}`,
    method,
    target,
    request: keepAlive ? Buffer.concat([request, SENTINEL]) : request,
    headRequests: [method === "HEAD", false],
    sentinel: keepAlive,
    oversized: body?.oversized ?? false,
    protocolGarbage: false,
  };
}
