import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";

/**
 * The client's address, the key of the per-address rate limits (docs/decisions/0019).
 *
 * `trustedProxyHops` is how many proxies (CDN, load balancer) stand between the internet and this
 * process, each appending the address it received the request from to X-Forwarded-For. With none,
 * the address is the socket's peer and the header is ignored. With N, it is the entry N places
 * from the right: the one the outermost proxy wrote. Entries further left come from the client
 * and may be forged, so they are never used. A missing header, one with fewer entries than hops,
 * or an entry that is not an IP address gives the socket's peer.
 */
export function clientAddress(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const forwarded = forwardedClientAddress(c.req.header("X-Forwarded-For"), trustedProxyHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The address `hops` entries from the right of an X-Forwarded-For value, if it is one. */
export function forwardedClientAddress(
  header: string | undefined,
  hops: number,
): string | undefined {
  if (!header || !Number.isInteger(hops) || hops < 1) return undefined;
  // Repeated headers arrive joined with ", ", so the proxies' entries are still the last ones.
  const entries = header.split(",");
  if (entries.length < hops) return undefined;
  return ipAddress(entries[entries.length - hops]!.trim());
}

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d{1,5})?$/;

/** The IP address in an entry (some proxies add a port: `1.2.3.4:5678`, `[2001:db8::1]:443`). */
function ipAddress(entry: string): string | undefined {
  const address = IPV4_WITH_PORT.exec(entry)?.[1] ?? BRACKETED_IPV6.exec(entry)?.[1] ?? entry;
  return isIP(address) === 0 ? undefined : address.toLowerCase();
}

/**
 * Who a per-address rate limit counts: the client's address, except that an IPv6 client counts
 * by its /64. One subscriber or host gets a whole /64 and picks any address in it at will, so
 * counting each address would give it an unlimited budget. An IPv4 address written as IPv6
 * (`::ffff:203.0.113.9`) counts as the IPv4 address it is.
 */
export function rateLimitSubject(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(network).toString()}/64`;
}

/** The rate-limit key of this request's client in `scope` (`tracking:2001:db8:1:2::/64`). */
export function rateLimitKey(c: Context, scope: string, trustedProxyHops: number): string {
  return `${scope}:${rateLimitSubject(clientAddress(c, trustedProxyHops))}`;
}
