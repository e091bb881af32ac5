import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import fc from "fast-check";

// The malformed requests of the fuzz test, as fast-check arbitraries. Each case is the exact bytes
// sent on one connection, drawn with a seed of its own (the run's seed and its number), so it
// reproduces from those two whatever order the concurrent runner reaches it in.

export const FUZZ_INGEST_TOKEN = "fuzz-ingest-token-0123456789abcdef";

/** The shipment whose events carry text with control and bidi characters in every field. */
export const FUZZ_DIRTY_TEXT_SHIPMENT = "AND-FUZZ-TEXT";

/** What the server must never store or answer in an event's text (domain/text.ts). */
export const FORBIDDEN_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;

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
  /** The answer this case must get: its status, error code and the field the error names. */
  expected?: { status: number; code: string; field?: string };
  /**
   * Refused on its headers alone, before the declared body is sent: the answer must say
   * Connection: close (and the server close), without a 100 Continue first.
   */
  earlyRefusal?: boolean;
}

/** Case `index` of the run seeded with `seed`. */
export function fuzzCase(seed: number, index: number): FuzzCase {
  const [drawn] = fc.sample(FUZZ_REQUEST, { seed: caseSeed(seed, index), numRuns: 1 });
  return { index, ...drawn! };
}

/** A seed per case: a hash, so that neighbouring cases get unrelated streams. */
function caseSeed(seed: number, index: number): number {
  return createHash("sha256").update(`${seed}/${index}`).digest().readInt32LE(0);
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
// Helpers.

/** true with the given probability. */
function chance(probability: number): fc.Arbitrary<boolean> {
  const weight = Math.round(probability * 100);
  return fc.oneof(
    { weight, arbitrary: fc.constant(true) },
    { weight: 100 - weight, arbitrary: fc.constant(false) },
  );
}

/** A value of `arbitrary` with the given probability, otherwise undefined. */
function sometimes<T>(
  probability: number,
  arbitrary: fc.Arbitrary<T>,
): fc.Arbitrary<T | undefined> {
  const weight = Math.round(probability * 100);
  return fc.oneof(
    { weight, arbitrary },
    { weight: 100 - weight, arbitrary: fc.constant(undefined) },
  );
}

const bytes = (minLength: number, maxLength: number) =>
  fc.uint8Array({ minLength, maxLength }).map((array) => Buffer.from(array));

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

const weirdString = fc.constantFrom(...WEIRD_STRINGS);

const charIn = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCharCode(code));

/** Printable ASCII, control characters, the rest of the BMP, or a lone surrogate. */
const anyChar = fc.oneof(
  charIn(0x20, 0x7e),
  charIn(0, 0x1f),
  charIn(0xa0, 0x2fff),
  charIn(0xd800, 0xdfff),
);

function randomString(maxLength = 64): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: weirdString },
    { weight: 3, arbitrary: fc.string({ unit: anyChar, maxLength }) },
  );
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
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    // Past four levels, only the first (the leaves) is drawn.
    { maxDepth: 4 },
    {
      weight: 5,
      arbitrary: fc.oneof(
        fc.constant("null"),
        fc.constantFrom("true", "false"),
        fc.constantFrom(
          ...WEIRD_NUMBERS.map(String),
          "1e999",
          "-1e999",
          "123456789012345678901234567890",
          "0.0000000000000000000000001",
          "-0.0",
          "1E+2",
        ),
        randomString().map((text) => JSON.stringify(text)),
        weirdString.map((text) => JSON.stringify(text)),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.array(tie("value"), { maxLength: 5 }).map((items) => `[${items.join(",")}]`),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(
              { weight: 3, arbitrary: weirdString },
              { weight: 7, arbitrary: randomString(12) },
            ),
            tie("value"),
          ),
          { maxLength: 5 },
        )
        .map(
          (entries) =>
            `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`,
        ),
    },
  ),
})).value;

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

const TRACKING_NUMBER_ALPHABET = [..."ABCXYZ0189-_.~!$&'()*+,;=:@%"];

const trackingNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRACKING_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom(...TRACKING_NUMBER_ALPHABET),
      minLength: 1,
      maxLength: 60,
    }),
  },
);

/** Captcha payloads that are never valid: garbage, base64 of garbage, look-alikes. */
const fakeCaptcha: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .record({
      challenge: fc.record({
        parameters: fc.record({
          algorithm: fc.constantFrom("PBKDF2/SHA-256", "SHA-1", "ARGON2ID", ""),
          nonce: fc.constantFrom("00ff", "zz", ""),
          salt: fc.constant("abcd"),
          cost: fc.constantFrom(1, 0, -1, 1e9, 5000),
          keyLength: fc.constantFrom(32, 0, 1e6),
          keyPrefix: fc.constant("00"),
          expiresAt: fc.constantFrom(0, Date.now() / 1000 + 600, 1e20),
        }),
        signature: fc.constantFrom("00", "deadbeef", ""),
      }),
      solution: fc.record({
        counter: fc.constantFrom(0, -1, 2 ** 40, 1.5),
        derivedKey: fc.constant("00"),
      }),
    })
    .map((lookAlike) => Buffer.from(JSON.stringify(lookAlike)).toString("base64")),
  jsonText.map((text) => Buffer.from(text).toString("base64")),
  bytes(0, 300).map((buffer) => buffer.toString("base64")),
  randomString(200),
  fc.constantFrom(8_191, 8_193, 19_999, 20_001).map((length) => "A".repeat(length)),
  jsonText.map((text) => JSON.parse(text) as unknown),
);

const validContact = fakeCaptcha.map((captcha): Record<string, unknown> => ({
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
  captcha,
}));

const validRates = fc.constant<Record<string, unknown>>({
  origin: "01000",
  destination: "44100",
  length: 30,
  height: 20,
  width: 10,
  weight: 2,
});

const validEvent: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    carrier: fc.constantFrom("Estafeta", "Andén", ""),
    status: fc.constantFrom(
      "INLD",
      "COLE",
      "RETI",
      "ENVI",
      "REPO",
      "ENTR",
      "DEVU",
      "delivered",
      "LOST",
    ),
    message: fc.constant("Fuzz event"),
    occurredAt: fc.constantFrom(
      "2026-01-02T03:04:05-06:00",
      "2026-01-02T03:04:05Z",
      "2026-13-45T99:99:99Z",
      "+275760-09-13T00:00:00.000Z",
      "0000-01-01T00:00:00Z",
      "yesterday",
    ),
    location: randomString(40),
    estimatedDelivery: fc.constantFrom("2026-01-05", "2026-02-30", "", "tomorrow"),
  },
  { requiredKeys: ["carrier", "status", "message", "occurredAt"] },
);

const RATES_FIELDS = ["origin", "destination", "length", "height", "width", "weight"];
const ratesValue = fc.constantFrom(
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
);

/** Each field usually present, sometimes twice; now and then an odd extra parameter. */
const ratesQuery = fc.oneof(
  { weight: 1, arbitrary: fc.constant("") },
  {
    weight: 9,
    arbitrary: fc
      .tuple(
        fc.tuple(
          ...RATES_FIELDS.map((name) =>
            fc
              .tuple(sometimes(0.8, ratesValue), sometimes(0.1, ratesValue))
              .map((values) =>
                values.flatMap((value) => (value === undefined ? [] : [`${name}=${value}`])),
              ),
          ),
        ),
        sometimes(
          0.2,
          randomString(10).map((text) => `${percentEncode(text)}=x`),
        ),
        sometimes(0.05, fc.constant(["a[b][c]=1", "__proto__[x]=1", "%=%", "&&&", "="])),
      )
      .map(
        ([fields, odd, weird]) =>
          `?${[...fields.flat(), ...(odd ? [odd] : []), ...(weird ?? [])].join("&")}`,
      ),
  },
);

const unknownApiPath = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.constantFrom(
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
    ),
  },
  fc.integer({ min: 1, max: 300 }).map((count) => `/api/${"x/".repeat(count)}`),
  randomString(40).map((text) => `/api/${percentEncode(text)}`),
  fc.integer({ min: 100, max: 6000 }).map((length) => `/api/${"a".repeat(length)}`),
);

interface Endpoint {
  name: string;
  method: string;
  target: fc.Arbitrary<string>;
  body?: fc.Arbitrary<Record<string, unknown>>;
  limit?: number;
  auth?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "contact",
    method: "POST",
    target: fc.constant("/api/contact"),
    body: validContact,
    limit: LIMITS.contact,
  },
  { name: "challenge", method: "GET", target: fc.constant("/api/captcha/challenge") },
  {
    name: "tracking",
    method: "GET",
    target: trackingNumber.map((number) => `/api/tracking/${number}`),
  },
  {
    name: "events",
    method: "POST",
    target: trackingNumber.map((number) => `/api/v1/shipments/${number}/events`),
    body: validEvent,
    limit: LIMITS.events,
    auth: true,
  },
  {
    name: "rates-get",
    method: "GET",
    target: ratesQuery.map((query) => `/api/rates${query}`),
  },
  {
    name: "rates-post",
    method: "POST",
    target: fc.constant("/api/rates"),
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

type Mutation =
  | { kind: "delete" }
  | { kind: "set"; value: string }
  | { kind: "add"; key: string; value: string }
  | { kind: "duplicate"; value: string };

/** `valid` as JSON text with one to three keys removed, changed, added or repeated. */
function mutatedJson(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const mutation = fc.tuple(
    fc.constantFrom(...keys),
    fc.oneof(
      fc.constant<Mutation>({ kind: "delete" }),
      jsonText.map((value): Mutation => ({ kind: "set", value })),
      randomString(300).map((text): Mutation => ({ kind: "set", value: JSON.stringify(text) })),
      fc
        .tuple(weirdString, jsonText)
        .map(([key, value]): Mutation => ({ kind: "add", key, value })),
      jsonText.map((value): Mutation => ({ kind: "duplicate", value })),
    ),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const entries = new Map<string, string>(
      keys.map((key) => [JSON.stringify(key), JSON.stringify(valid[key])]),
    );
    const text = () => [...entries].map(([key, value]) => `${key}:${value}`).join(",");
    for (const [name, change] of mutations) {
      const key = JSON.stringify(name);
      switch (change.kind) {
        case "delete":
          entries.delete(key);
          break;
        case "set":
          entries.set(key, change.value);
          break;
        case "add":
          entries.set(JSON.stringify(change.key), change.value);
          break;
        case "duplicate":
          // The same key twice: JSON.parse keeps the last.
          return `{${text()},${key}:${change.value}}`;
      }
    }
    return `{${text()}}`;
  });
}

/** JSON nested about `size` / 2 or `size` / 6 levels deep: arrays, or objects in a message. */
function deepJson(size: number): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(2, 6), fc.boolean()).map(([bytesPerLevel, arrays]) => {
    const depth = Math.max(1, Math.floor(size / bytesPerLevel));
    if (arrays) return "[".repeat(depth) + "]".repeat(depth);
    const levels = Math.floor(depth / 3);
    return `{"message":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`;
  });
}

function bodyFor(endpoint: Endpoint): fc.Arbitrary<BodyChoice> {
  const validBody = endpoint.body ?? validRates;
  const limit = endpoint.limit ?? 8 * 1024;
  const json = validBody.map((valid) => Buffer.from(JSON.stringify(valid)));
  return fc.oneof(
    {
      weight: 30,
      arbitrary: validBody
        .chain(mutatedJson)
        .map((text): BodyChoice => ({ kind: "mutated-json", body: Buffer.from(text) })),
    },
    {
      weight: 12,
      arbitrary: jsonText.map((text): BodyChoice => ({
        kind: "random-json",
        body: Buffer.from(text),
      })),
    },
    {
      // Just under, at, or just over the limit.
      weight: 8,
      arbitrary: fc
        .integer({ min: -8, max: 64 })
        .chain((under) => deepJson(limit - under))
        .map((text): BodyChoice => ({ kind: "deep-json", body: Buffer.from(text) })),
    },
    {
      // Invalid UTF-8 inside a JSON string, or as the whole body.
      weight: 8,
      arbitrary: fc.tuple(bytes(1, 40), chance(0.7)).map(([raw, insideJson]): BodyChoice => {
        const bad = Buffer.from(raw.map((byte) => byte | 0x80));
        const body = insideJson
          ? Buffer.concat([Buffer.from('{"name":"'), bad, Buffer.from('","message":"x"}')])
          : bad;
        return { kind: "invalid-utf8", body };
      }),
    },
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(
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
        )
        .map((text): BodyChoice => ({ kind: "not-json", body: Buffer.from(text) })),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom(limit + 1, limit * 4, 1024 * 1024, 4 * 1024 * 1024),
          fc.constantFrom("a", " ", "[", "\u00ff"),
          fc.boolean(),
        )
        .map(([size, fill, chunked]): BodyChoice => {
          const filler = Buffer.alloc(size, fill);
          return chunked
            ? { kind: "oversized-chunked", body: filler, chunkSize: 16 * 1024, oversized: true }
            : { kind: "oversized", body: filler, oversized: true };
        }),
    },
    {
      // Compressed JSON the server does not decompress (it never advertises that it would).
      weight: 6,
      arbitrary: fc
        .tuple(
          json,
          fc.constantFrom("gzip", "br", "deflate", "x-unknown", "gzip, gzip", "identity"),
          fc.boolean(),
          bytes(64, 64),
        )
        .map(([plain, encoding, sendPlain, garbage]): BodyChoice => ({
          kind: "content-encoding",
          body: encoding === "gzip" ? gzipSync(plain) : sendPlain ? plain : garbage,
          encoding,
        })),
    },
    {
      // UTF-16 or Latin-1 text labelled in its charset.
      weight: 4,
      arbitrary: fc.tuple(validBody, fc.boolean()).map(([valid, utf16]): BodyChoice => ({
        kind: utf16 ? "utf16-body" : "latin1-body",
        body: Buffer.from(JSON.stringify(valid), utf16 ? "utf16le" : "latin1"),
      })),
    },
    {
      weight: 4,
      arbitrary: json.map((body): BodyChoice => ({ kind: "chunked-json", body, chunkSize: 7 })),
    },
    {
      // A valid-looking body (wrong only where the case's headers or captcha make it so).
      weight: 14,
      arbitrary: json.map((body): BodyChoice => ({ kind: "valid-shape", body })),
    },
  );
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

/** The body and the Content-Type / Content-Encoding headers that go with it. */
function bodyWithHeaders(endpoint: Endpoint) {
  return bodyFor(endpoint).chain((body) =>
    fc
      .record({
        matchingType: chance(0.7),
        otherType: fc.constantFrom(...CONTENT_TYPES),
        sendType: chance(0.95),
        secondType: sometimes(0.03, fc.constantFrom(...CONTENT_TYPES)),
      })
      .map(({ matchingType, otherType, sendType, secondType }) => {
        const contentType = matchingType
          ? body.kind === "utf16-body"
            ? "application/json; charset=utf-16le"
            : body.kind === "latin1-body"
              ? "application/json; charset=iso-8859-1"
              : "application/json"
          : otherType;
        const headers: Header[] = [];
        if (sendType) headers.push(["Content-Type", contentType]);
        if (secondType !== undefined) headers.push(["Content-Type", secondType]);
        if (body.encoding) headers.push(["Content-Encoding", body.encoding]);
        return { body, headers };
      }),
  );
}

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

const header = (name: string, values: fc.Arbitrary<string | Buffer>) =>
  values.map((value): Header[] => [[name, value]]);

function randomHeaders(endpoint: Endpoint): fc.Arbitrary<Header[]> {
  const authorization = header(
    "Authorization",
    fc.constantFrom(
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
    ),
  );
  return fc
    .tuple(
      sometimes(
        0.3,
        header(
          "X-Forwarded-For",
          fc.oneof(
            {
              weight: 8,
              arbitrary: fc.constantFrom(
                "203.0.113.7",
                "::1",
                "2001:db8::1, 10.0.0.1",
                "unknown",
                "",
                ",,,",
                "999.999.999.999",
                Array.from({ length: 200 }, (_, i) => `10.0.${i % 256}.1`).join(", "),
              ),
            },
            randomString(60).map(headerText),
          ),
        ),
      ),
      sometimes(
        0.2,
        header(
          "Accept-Encoding",
          fc.constantFrom(
            "br;q=2, *;q=-1",
            "gzip;q=abc",
            "*",
            "identity;q=0",
            "x".repeat(2000),
            "",
          ),
        ),
      ),
      sometimes(
        0.15,
        header("Accept", fc.constantFrom("text/html", "*/*;q=0", "application/xml", "🙂")),
      ),
      sometimes(0.1, header("Accept-Language", fc.constantFrom("*", "xx-YY;q=2", ""))),
      sometimes(
        0.1,
        header(
          "Cookie",
          fc.integer({ min: 10, max: 12_000 }).map((length) => "a=".padEnd(length, "b")),
        ),
      ),
      sometimes(
        0.1,
        fc
          .array(randomString(10).map(headerText), { minLength: 20, maxLength: 150 })
          .map((values) => values.map((value, i): Header => [`X-Fuzz-${i}`, value])),
      ),
      sometimes(
        0.05,
        header(
          "X-Big",
          fc.constantFrom(8_000, 15_000, 17_000, 40_000).map((length) => "x".repeat(length)),
        ),
      ),
      sometimes(
        0.08,
        header("User-Agent", fc.constant(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0xff, 0x80]))),
      ),
      sometimes(
        0.05,
        fc
          .tuple(
            fc.constantFrom("If-None-Match", "If-Modified-Since", "Range"),
            fc.constantFrom('"x"', "*", "bytes=0-0,-1", "yesterday"),
          )
          .map((pair): Header[] => [pair]),
      ),
      sometimes(0.05, header("Expect", fc.constant("100-continue"))),
      sometimes(0.02, header("Expect", fc.constant("teapot"))),
      sometimes(0.05, header("Origin", fc.constantFrom("null", "https://evil.example", ""))),
      // One time in eleven, the endpoint that needs it gets none.
      endpoint.auth ? sometimes(10 / 11, authorization) : sometimes(0.1, authorization),
    )
    .map((groups) => groups.flatMap((group) => group ?? []));
}

// ---------------------------------------------------------------------------------------------
// Requests that are not well-formed HTTP/1.1.

const GARBAGE: [kind: string, request: (target: string) => fc.Arbitrary<Buffer>][] = [
  ["random-bytes", () => bytes(1, 2000)],
  ["http09", (target) => fc.constant(Buffer.from(`GET ${target}\r\n\r\n`))],
  ["http2-preface", () => fc.constant(Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"))],
  [
    "http-version",
    (target) =>
      fc
        .constantFrom("1.2", "2.0", "0.9", "9.9", "1")
        .map((version) => Buffer.from(`GET ${target} HTTP/${version}\r\nHost: x\r\n\r\n`)),
  ],
  [
    "bare-lf",
    (target) => fc.constant(Buffer.from(`GET ${target} HTTP/1.1\nHost: x\nConnection: close\n\n`)),
  ],
  [
    "lowercase-method",
    (target) =>
      fc.constant(Buffer.from(`get ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)),
  ],
  [
    "unknown-method",
    (target) =>
      fc
        .constantFrom("FOO", "G ET", "GET\t", "BREW", "💥")
        .map((method) =>
          Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        ),
  ],
  [
    "no-host",
    (target) => fc.constant(Buffer.from(`GET ${target} HTTP/1.1\r\nConnection: close\r\n\r\n`)),
  ],
  [
    "two-hosts",
    (target) =>
      fc.constant(
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`),
      ),
  ],
  [
    "header-no-colon",
    (target) =>
      fc.constant(
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nNoColonHere\r\nConnection: close\r\n\r\n`,
        ),
      ),
  ],
  [
    "header-space-before-colon",
    (target) =>
      fc.constant(Buffer.from(`GET ${target} HTTP/1.1\r\nHost : x\r\nConnection: close\r\n\r\n`)),
  ],
  [
    "obs-fold",
    (target) =>
      fc.constant(
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nX-A: a\r\n folded\r\nConnection: close\r\n\r\n`,
        ),
      ),
  ],
  [
    "control-in-header",
    (target) =>
      fc.constant(
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\u0007\r\nConnection: close\r\n\r\n`,
          "latin1",
        ),
      ),
  ],
  [
    "high-bytes-in-target",
    () =>
      bytes(8, 8).map((raw) =>
        Buffer.concat([
          Buffer.from("GET /api/tracking/AND-"),
          raw.map((byte) => byte | 0x80),
          Buffer.from(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
        ]),
      ),
  ],
  [
    "space-in-target",
    () =>
      fc.constant(
        Buffer.from(`GET /api/tracking/AND DEMO HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      ),
  ],
  [
    "cl-and-te",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        ),
      ),
  ],
  [
    "two-content-lengths",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{} `,
        ),
      ),
  ],
  [
    "negative-content-length",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Length: -2\r\nConnection: close\r\n\r\n{}`,
        ),
      ),
  ],
  [
    "text-content-length",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Length: two\r\nConnection: close\r\n\r\n{}`,
        ),
      ),
  ],
  [
    "huge-content-length",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999999999999999\r\nConnection: close\r\n\r\n{}`,
        ),
      ),
  ],
  [
    "bad-chunk-size",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
        ),
      ),
  ],
  [
    "chunk-extension-flood",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2;${"e=x;".repeat(5000)}\r\n{}\r\n0\r\n\r\n`,
        ),
      ),
  ],
  [
    "te-not-chunked",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\nConnection: close\r\n\r\n{}`,
        ),
      ),
  ],
  [
    "te-chunked-twice",
    () =>
      fc.constant(
        Buffer.from(
          `POST /api/rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        ),
      ),
  ],
  [
    "huge-header",
    (target) =>
      fc.constant(
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nX-Big: ${"x".repeat(70_000)}\r\nConnection: close\r\n\r\n`,
        ),
      ),
  ],
  [
    "huge-target",
    () =>
      fc.constant(
        Buffer.from(
          `GET /api/tracking/${"A".repeat(70_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        ),
      ),
  ],
  [
    "tls-hello",
    () =>
      bytes(200, 200).map((random) =>
        Buffer.concat([
          Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]),
          random,
        ]),
      ),
  ],
];

type DrawnCase = Omit<FuzzCase, "index">;

const garbageCase: fc.Arbitrary<DrawnCase> = fc
  .constantFrom("/api/rates", "/api/contact", "/api/tracking/AND-DEMO-1004")
  .chain((target) =>
    fc.oneof(
      ...GARBAGE.map(([kind, request]) =>
        request(target).map((bytes): DrawnCase => ({
          kind: `garbage:${kind}`,
          method: /^[A-Za-z]+/.exec(bytes.toString("latin1"))?.[0] ?? "",
          target: "",
          request: bytes,
          headRequests: [false],
          sentinel: false,
          oversized: false,
          protocolGarbage: true,
        })),
      ),
    ),
  );

// ---------------------------------------------------------------------------------------------

function apiCase(endpoint: Endpoint): fc.Arbitrary<DrawnCase> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 85, arbitrary: fc.constant(endpoint.method) },
        { weight: 15, arbitrary: fc.constantFrom(...METHODS) },
      ),
      bodyAnyway: chance(0.1),
    })
    .chain(({ method, bodyAnyway }) => {
      const sendsBody = method === "POST" || method === "PUT" || method === "PATCH" || bodyAnyway;
      return fc
        .record({
          target: endpoint.target,
          body: sendsBody ? bodyWithHeaders(endpoint) : fc.constant(undefined),
          headers: randomHeaders(endpoint),
          // Keep-alive cases are followed by a GET /healthz: it must be answered as such (no desync).
          keepAlive: method === "CONNECT" ? fc.constant(false) : chance(0.3),
        })
        .map(({ target, body, headers, keepAlive }): DrawnCase => {
          const request = encodeRequest({
            method,
            target,
            headers: [...(body?.headers ?? []), ...headers],
            body: body?.body.body,
            chunkSize: body?.body.chunkSize,
            keepAlive,
          });
          return {
            kind: `${endpoint.name}:${method}${body ? `:${body.body.kind}` : ""}`,
            method,
            target,
            request: keepAlive ? Buffer.concat([request, SENTINEL]) : request,
            headRequests: [method === "HEAD", false],
            sentinel: keepAlive,
            oversized: body?.body.oversized ?? false,
            protocolGarbage: false,
          };
        });
    });
}

// ---------------------------------------------------------------------------------------------
// Cases with a known answer (issue 17).

/** Text that shows nothing: control characters, zero-width and other invisible ones. */
const invisibleText = fc
  .array(
    fc.constantFrom(
      "\u0000",
      "\u0007",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u00ad",
      "\u200b",
      "\u200d",
      "\u2060",
      "\ufeff",
      "\u3164",
      "\u2800",
      "\u034f",
      "\u17b4",
      "\ufe0f",
      "\ufff0",
      "\u{e0100}",
      " ",
      "\t",
      "\n",
      // Combining marks with no letter to sit on, and bidi formatting characters.
      "\u0301",
      "\u0308",
      "\u20dd",
      "\u202e",
      "\u2066",
      "\u200e",
    ),
    { minLength: 1, maxLength: 60 },
  )
  .map((chars) => chars.join(""));

/** Characters every boundary drops from text, and line breaks (kept only in a message). */
const DROPPED_IN_TEXT = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\r",
  "\n",
  "\r\n",
  "\t",
  "\u2028",
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2069",
  "\u200f",
  "\u061c",
];

/** Visible text with control, bidi and line-break characters slipped in anywhere. */
const dirtyText = (visible: string) =>
  fc
    .array(fc.tuple(fc.nat({ max: visible.length }), fc.constantFrom(...DROPPED_IN_TEXT)), {
      minLength: 1,
      maxLength: 6,
    })
    .map((insertions) => {
      let text = visible;
      for (const [at, character] of insertions)
        text = text.slice(0, at) + character + text.slice(at);
      return text;
    });

const CONTACT_TEXT_FIELDS = ["name", "lastName", "phoneNumber", "companyName", "message"];
/** The run's clock, read once, so a case drawn twice is the same request. */
const RUN_STARTED = Date.now();

const VALID_EVENT = {
  carrier: "Estafeta",
  status: "ENVI",
  message: "Fuzz event",
  occurredAt: new Date(RUN_STARTED - 3_600_000).toISOString(),
};

/** A JSON POST with a complete, keep-alive-less framing, expected to get `expected`. */
function targetedPost(
  kind: string,
  target: string,
  body: string,
  headers: Header[],
  expected: FuzzCase["expected"],
): DrawnCase {
  return {
    kind: `targeted:${kind}`,
    method: "POST",
    target,
    request: encodeRequest({
      method: "POST",
      target,
      headers,
      body: Buffer.from(body),
      keepAlive: false,
    }),
    headRequests: [false],
    sentinel: false,
    oversized: false,
    protocolGarbage: false,
    expected,
  };
}

const targetedCase: fc.Arbitrary<DrawnCase> = fc.oneof(
  // A phone number with a line break and a header in it, or letters: refused, never stored.
  fc
    .tuple(
      fc
        .tuple(
          fc.integer({ min: 1_000_000, max: 99_999_999 }),
          fc.constantFrom(
            "+52\r\nX-Injected: {n}",
            "+52 55\n{n} ext. 9",
            "+52\u202e55 {n} llámame",
            "{n}\u0000; DROP TABLE leads",
          ),
        )
        .map(([digits, template]) => template.replace("{n}", String(digits))),
      validContact.map((valid) => ({ ...valid, captcha: "not-a-solution" })),
    )
    .map(([phoneNumber, valid]) =>
      targetedPost(
        "contact-phone-not-a-number",
        "/api/contact",
        JSON.stringify({ ...valid, phoneNumber }),
        [["Content-Type", "application/json"]],
        { status: 400, code: "invalid_fields", field: "phoneNumber" },
      ),
    ),
  // An event whose texts carry control and bidi characters: stored without them (the test reads
  // FUZZ_DIRTY_TEXT_SHIPMENT back after the run).
  fc
    .record({
      carrier: dirtyText("Estafeta"),
      message: dirtyText("En camino a tu domicilio"),
      location: dirtyText("Guadalajara, Jal."),
      minutesAgo: fc.integer({ min: 1, max: 60 * 24 * 300 }),
    })
    .map(({ minutesAgo, ...texts }): DrawnCase => ({
      ...targetedPost(
        "event-dirty-text",
        `/api/v1/shipments/${FUZZ_DIRTY_TEXT_SHIPMENT}/events`,
        JSON.stringify({
          ...texts,
          status: "ENVI",
          occurredAt: new Date(RUN_STARTED - minutesAgo * 60_000).toISOString(),
        }),
        [
          ["Content-Type", "application/json"],
          ["Authorization", `Bearer ${FUZZ_INGEST_TOKEN}`],
        ],
        undefined,
      ),
    })),
  // A contact field made only of invisible characters is missing, not a value for the CRM.
  fc
    .tuple(
      fc.constantFrom(...CONTACT_TEXT_FIELDS),
      invisibleText,
      // A captcha of the right type, so the fields are checked (a bad one is a 403 after them).
      validContact.map((valid) => ({ ...valid, captcha: "not-a-solution" })),
    )
    .map(([field, text, valid]) =>
      targetedPost(
        "contact-invisible-field",
        "/api/contact",
        JSON.stringify({ ...valid, [field]: text }),
        [["Content-Type", "application/json"]],
        { status: 400, code: "invalid_fields", field },
      ),
    ),
  // Likewise an event's carrier or message.
  fc.tuple(fc.constantFrom("carrier", "message"), invisibleText).map(([field, text]) =>
    targetedPost(
      "event-invisible-field",
      "/api/v1/shipments/AND-FUZZ-0001/events",
      JSON.stringify({ ...VALID_EVENT, [field]: text }),
      [
        ["Content-Type", "application/json"],
        ["Authorization", `Bearer ${FUZZ_INGEST_TOKEN}`],
      ],
      { status: 400, code: "invalid_fields", field },
    ),
  ),
  // Dates no carrier sends: year 0 or 1, decades back, years ahead.
  fc
    .oneof(
      fc
        .constantFrom(
          "0001-01-01T00:00:00Z",
          "0000-01-01T00:00:00Z",
          "1970-01-01T00:00:00Z",
          "2015-06-01T12:00:00-06:00",
        )
        .map((occurredAt) => ({ field: "occurredAt", event: { ...VALID_EVENT, occurredAt } })),
      fc
        .constantFrom("0000-01-01", "0001-12-31", "1999-01-01", "2099-01-01", "9999-12-31")
        .map((estimatedDelivery) => ({
          field: "estimatedDelivery",
          event: { ...VALID_EVENT, estimatedDelivery },
        })),
    )
    .map(({ field, event }) =>
      targetedPost(
        "event-implausible-date",
        "/api/v1/shipments/AND-FUZZ-0002/events",
        JSON.stringify(event),
        [
          ["Content-Type", "application/json"],
          ["Authorization", `Bearer ${FUZZ_INGEST_TOKEN}`],
        ],
        { status: 400, code: "invalid_fields", field },
      ),
    ),
  // A number without a letter or a digit.
  fc
    .integer({ min: 5, max: 40 })
    .map((length) => "-".repeat(length))
    .map((number) =>
      targetedPost(
        "event-hyphens-only",
        `/api/v1/shipments/${number}/events`,
        JSON.stringify(VALID_EVENT),
        [
          ["Content-Type", "application/json"],
          ["Authorization", `Bearer ${FUZZ_INGEST_TOKEN}`],
        ],
        { status: 400, code: "invalid_tracking_number" },
      ),
    ),
  // What another site's form or fetch() sends without a preflight: refused before anything counts.
  fc
    .tuple(
      validContact,
      fc.constantFrom(
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/x-www-form-urlencoded",
        "application/json",
      ),
      fc.constantFrom<Header[]>(
        [["Origin", "https://evil.example"]],
        [["Origin", "null"]],
        [["Sec-Fetch-Site", "cross-site"]],
        [
          ["Origin", "https://evil.example"],
          ["Sec-Fetch-Site", "cross-site"],
        ],
      ),
    )
    .map(([valid, contentType, site]) =>
      targetedPost(
        "contact-cross-site",
        "/api/contact",
        JSON.stringify(valid),
        [["Content-Type", contentType], ...site],
        { status: 403, code: "cross_site_request" },
      ),
    ),
  // Refused on the headers, keep-alive, the body declared but not (yet) sent.
  fc
    .record({
      refusal: fc.constantFrom(
        {
          target: "/api/contact",
          headers: [
            ["Content-Length", String(LIMITS.contact + 1)],
            ["Content-Type", "application/json"],
          ] as Header[],
        },
        {
          target: "/api/rates",
          headers: [
            ["Content-Length", String(50 * 1024 * 1024)],
            ["Content-Type", "application/json"],
          ] as Header[],
        },
        {
          target: "/api/v1/shipments/AND-FUZZ-0003/events",
          headers: [
            ["Content-Length", "200"],
            ["Content-Type", "application/json"],
            ["Authorization", "Bearer wrong-token-0123456789"],
          ] as Header[],
        },
        {
          target: "/api/contact",
          headers: [
            ["Content-Length", "200"],
            ["Content-Type", "text/plain"],
          ] as Header[],
        },
        {
          target: "/api/nope",
          headers: [
            ["Content-Length", "200"],
            ["Content-Type", "application/json"],
          ] as Header[],
        },
        { target: "/healthz", headers: [["Content-Length", "200"]] as Header[] },
      ),
      expectContinue: fc.boolean(),
      sent: fc.constantFrom(0, 10),
    })
    .map(({ refusal, expectContinue, sent }): DrawnCase => {
      const headers: Header[] = [...refusal.headers];
      if (expectContinue) headers.push(["Expect", "100-continue"]);
      const head = encodeRequest({
        method: "POST",
        target: refusal.target,
        headers,
        rawFraming: true,
        keepAlive: true,
      });
      return {
        kind: `targeted:early-refusal${expectContinue ? ":expect-continue" : ""}`,
        method: "POST",
        target: refusal.target,
        request: Buffer.concat([head, Buffer.alloc(sent, "x")]),
        headRequests: [false],
        sentinel: false,
        oversized: false,
        protocolGarbage: false,
        earlyRefusal: true,
      };
    }),
  // A CONNECT that goes on uploading: refused 405, and what follows must not hold the socket open.
  fc
    .tuple(fc.constantFrom(64 * 1024, 1024 * 1024, 4 * 1024 * 1024), fc.boolean())
    .map(([size, chunked]): DrawnCase => {
      const target = "/api/tracking/AND-FUZZ-0001";
      return {
        kind: "targeted:connect-upload",
        method: "CONNECT",
        target,
        request: encodeRequest({
          method: "CONNECT",
          target,
          headers: [],
          body: Buffer.alloc(size, " "),
          chunkSize: chunked ? 16 * 1024 : undefined,
          keepAlive: false,
        }),
        headRequests: [false],
        sentinel: false,
        oversized: false,
        protocolGarbage: false,
        expected: { status: 405, code: "method_not_allowed" },
      };
    }),
);

const FUZZ_REQUEST: fc.Arbitrary<DrawnCase> = fc.oneof(
  { weight: 6, arbitrary: garbageCase },
  { weight: 6, arbitrary: targetedCase },
  { weight: 88, arbitrary: fc.constantFrom(...ENDPOINTS).chain(apiCase) },
);
