import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { MarketId } from "../../domain/site.ts";

/**
 * The signed links of the e-mail updates (ADR 49, 51). A token names one subscription and what it
 * may do with it: `confirm` (until it expires) or `unsubscribe` (for as long as the subscription's
 * address is kept: RFC 8058's one-click URL must keep working in old e-mails, and stops with the
 * purge). It is `<purpose>.<subscription id>.<expiry, unix seconds, 0 for none>.<signature>`, the
 * signature an HMAC-SHA-256 under TRACKING_UPDATES_SECRET, in base64url, of the rest together with
 * the market and the subscription's link key: a random value made with the subscription and
 * stored with it. The id alone proves nothing, so a link made for one subscription never acts on
 * another that gets its id (a database restored, purged and reseeded, another market's database
 * under the same secret). Checking a token reads its subscription's key; every instance with the
 * same secret and database accepts it; changing the secret voids every link sent before.
 */
export type LinkPurpose = "confirm" | "unsubscribe";

const PURPOSES: readonly LinkPurpose[] = ["confirm", "unsubscribe"];
const TOKEN = /^(confirm|unsubscribe)\.([1-9]\d{0,15})\.(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;
/** What a link key looks like: 128 random bits in base64url. */
const LINK_KEY = /^[A-Za-z0-9_-]{22}$/;

/** A new subscription's link key: 128 random bits in base64url (22 characters). */
export const newLinkKey = (): string => randomBytes(16).toString("base64url");

/** The subscription a link is made for: its id and its link key. */
export interface LinkSubject {
  subscriptionId: number;
  linkKey: string;
}

/** The link key of a subscription, undefined once it is gone (purged, or never there). */
export type LinkKeyOf = (subscriptionId: number) => Promise<string | undefined>;

export type LinkCheck =
  | { ok: true; subscriptionId: number }
  /** Genuine but past its time: the subscription it names can still be told. */
  | { ok: false; reason: "expired"; subscriptionId: number }
  /** Not a token at all, or not one this site made for a subscription it still keeps. */
  | { ok: false; reason: "malformed" | "invalid" };

export interface LinkSigner {
  sign(purpose: LinkPurpose, subject: LinkSubject, expiresAt?: Date): string;
  /**
   * Whether `token` is a link for `purpose` made by this market's site, with this secret, for the
   * subscription it names as that subscription is now stored (`keyOf`), and not expired at `now`.
   */
  verify(token: unknown, purpose: LinkPurpose, keyOf: LinkKeyOf, now?: Date): Promise<LinkCheck>;
}

export function createLinkSigner(secret: string, market: MarketId): LinkSigner {
  if (secret.length < 32) throw new RangeError("The link secret must be at least 32 characters");
  const signature = (payload: string, linkKey: string) =>
    createHmac("sha256", secret)
      .update(`anden-tracking-link\n${market}\n${payload}\n${linkKey}`, "utf8")
      .digest("base64url");

  return {
    sign(purpose, { subscriptionId, linkKey }, expiresAt) {
      if (!PURPOSES.includes(purpose)) throw new RangeError(`Unknown link purpose ${purpose}`);
      if (!Number.isSafeInteger(subscriptionId) || subscriptionId < 1) {
        throw new RangeError(`Not a subscription id: ${subscriptionId}`);
      }
      if (!LINK_KEY.test(linkKey)) throw new RangeError("Not a subscription's link key");
      const expiry = expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : 0;
      const payload = `${purpose}.${subscriptionId}.${expiry}`;
      return `${payload}.${signature(payload, linkKey)}`;
    },
    async verify(token, purpose, keyOf, now = new Date()) {
      const match = typeof token === "string" ? TOKEN.exec(token) : null;
      if (!match) return { ok: false, reason: "malformed" };
      const [, tokenPurpose, id, expiry, given] = match;
      if (tokenPurpose !== purpose) return { ok: false, reason: "invalid" };
      const subscriptionId = Number(id);
      const linkKey = await keyOf(subscriptionId);
      if (linkKey === undefined || !LINK_KEY.test(linkKey)) return { ok: false, reason: "invalid" };
      const expected = Buffer.from(signature(`${tokenPurpose}.${id}.${expiry}`, linkKey));
      if (!timingSafeEqual(expected, Buffer.from(given!))) return { ok: false, reason: "invalid" };
      const expires = Number(expiry);
      if (expires !== 0 && expires * 1000 <= now.getTime()) {
        return { ok: false, reason: "expired", subscriptionId };
      }
      return { ok: true, subscriptionId };
    },
  };
}
