import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";
import { rateLimited } from "./guards.ts";
import { clientAddress, forwardedClientAddress, rateLimitSubject } from "./client-address.ts";

describe("forwardedClientAddress", () => {
  it("takes the entry the outermost trusted proxy appended, counting from the right", () => {
    const header = "198.51.100.7, 203.0.113.5, 10.0.0.2";
    expect(forwardedClientAddress(header, 1)).toBe("10.0.0.2");
    expect(forwardedClientAddress(header, 2)).toBe("203.0.113.5");
    expect(forwardedClientAddress(header, 3)).toBe("198.51.100.7");
  });

  it("ignores a forged leftmost entry", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the load balancer appended the real address.
    expect(forwardedClientAddress("1.2.3.4, 203.0.113.9", 1)).toBe("203.0.113.9");
    // Behind a CDN and a load balancer: the CDN appended the client, the balancer the CDN.
    expect(forwardedClientAddress("1.2.3.4, 203.0.113.9, 192.0.2.40", 2)).toBe("203.0.113.9");
    // Any number of forged entries changes nothing.
    expect(forwardedClientAddress("9.9.9.9, 8.8.8.8, 7.7.7.7, 203.0.113.9", 1)).toBe("203.0.113.9");
  });

  it("accepts IPv6, and strips the port some proxies add", () => {
    expect(forwardedClientAddress("2001:DB8::1", 1)).toBe("2001:db8::1");
    expect(forwardedClientAddress("203.0.113.9:51234", 1)).toBe("203.0.113.9");
    expect(forwardedClientAddress("[2001:db8::2]:443", 1)).toBe("2001:db8::2");
    expect(forwardedClientAddress("[2001:db8::3]", 1)).toBe("2001:db8::3");
  });

  it("gives nothing for a missing, short or malformed header", () => {
    expect(forwardedClientAddress(undefined, 1)).toBeUndefined();
    expect(forwardedClientAddress("", 1)).toBeUndefined();
    // Fewer entries than proxies: the request did not come through all of them.
    expect(forwardedClientAddress("203.0.113.9", 2)).toBeUndefined();
    for (const bad of [
      "unknown",
      "203.0.113.9, ",
      "203.0.113.300",
      "example.com",
      "1.2.3.4 5.6.7.8",
    ]) {
      expect(forwardedClientAddress(bad, 1), bad).toBeUndefined();
    }
    expect(forwardedClientAddress("203.0.113.9", 0)).toBeUndefined();
  });
});

describe("clientAddress", () => {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, Number(c.req.query("hops")))));
  /** The address the app sees for a request from socket peer 10.0.0.9 with this header. */
  async function seen(hops: number, forwardedFor?: string) {
    const headers: Record<string, string> = {};
    if (forwardedFor !== undefined) headers["X-Forwarded-For"] = forwardedFor;
    const socket = { remoteAddress: "10.0.0.9", remotePort: 40000, remoteFamily: "IPv4" };
    const response = await app.request(`/?hops=${hops}`, { headers }, { incoming: { socket } });
    return response.text();
  }

  it("uses the socket's peer and ignores the header when no proxy is trusted", async () => {
    expect(await seen(0)).toBe("10.0.0.9");
    expect(await seen(0, "1.2.3.4")).toBe("10.0.0.9");
  });

  it("uses the header's entry for the configured hops behind proxies", async () => {
    expect(await seen(1, "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(await seen(2, "1.2.3.4, 203.0.113.9, 192.0.2.40")).toBe("203.0.113.9");
  });

  it("falls back to the socket's peer when the header is missing or malformed", async () => {
    expect(await seen(1)).toBe("10.0.0.9");
    expect(await seen(1, "not an address")).toBe("10.0.0.9");
    expect(await seen(3, "203.0.113.9, 192.0.2.40")).toBe("10.0.0.9");
  });

  it("answers 'unknown' when there is no socket to fall back to", async () => {
    const response = await app.request("/?hops=1");
    expect(await response.text()).toBe("unknown");
  });
});

describe("rateLimitSubject", () => {
  it("counts every address of an IPv6 /64 as one client", () => {
    const subjects = [
      "2001:db8:1:2::9",
      "2001:db8:1:2:3:4:5:6",
      "2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
    ].map(rateLimitSubject);
    expect(new Set(subjects)).toEqual(new Set(["2001:db8:1:2::/64"]));
  });

  it("keeps neighbouring /64s apart", () => {
    expect(rateLimitSubject("2001:db8:1:3::9")).toBe("2001:db8:1:3::/64");
    expect(rateLimitSubject("2001:db8:1:2::9")).not.toBe(rateLimitSubject("2001:db8:1:3::9"));
  });

  it("counts IPv4 addresses one by one, also when written as IPv6", () => {
    expect(rateLimitSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitSubject("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitSubject("203.0.113.10")).toBe("203.0.113.10");
  });

  it("leaves what is not an address as it is", () => {
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });

  it("gives one IPv6 /64 one budget, however many of its addresses ask", async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const app = new Hono().get(
      "/",
      async (c) => (await rateLimited(c, limiter, "t", 1)) ?? c.text("ok"),
    );
    const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });
    const statuses = [];
    for (let host = 1; host <= 4; host += 1) {
      statuses.push((await app.request("/", from(`2001:db8:1:2::${host}`))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await app.request("/", from("2001:db8:1:3::1"))).status).toBe(200);
  });
});
