import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed links of the e-mail updates (ADR 49). A token names one subscription and what it may
 * do with it: `confirm` (until it expires) or `unsubscribe` (for as long as the subscription
 * exists: RFC 8058's one-click URL must keep working in old e-mails). It is
 * `<purpose>.<subscription id>.<expiry, unix seconds, 0 for none>.<signature>`, the signature an
 * HMAC-SHA-256 of the rest under TRACKING_UPDATES_SECRET, in base64url. Nothing is stored: a
 * token is checked by recomputing its signature, so every instance with the same secret accepts
 * it, and changing the secret voids every link sent before.
 */
export type LinkPurpose = "confirm" | "unsubscribe";

const PURPOSES: readonly LinkPurpose[] = ["confirm", "unsubscribe"];
const TOKEN = /^(confirm|unsubscribe)\.([1-9]\d{0,15})\.(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export type LinkCheck =
  | { ok: true; subscriptionId: number }
  /** Genuine but past its time: the subscription it names can still be told. */
  | { ok: false; reason: "expired"; subscriptionId: number }
  | { ok: false; reason: "malformed" | "invalid" };

export interface LinkSigner {
  sign(purpose: LinkPurpose, subscriptionId: number, expiresAt?: Date): string;
  /** Whether `token` is a link for `purpose`, signed with this secret, and not expired at `now`. */
  verify(token: unknown, purpose: LinkPurpose, now?: Date): LinkCheck;
}

export function createLinkSigner(secret: string): LinkSigner {
  if (secret.length < 32) throw new RangeError("The link secret must be at least 32 characters");
  const signature = (payload: string) =>
    createHmac("sha256", secret).update(payload, "utf8").digest("base64url");

  return {
    sign(purpose, subscriptionId, expiresAt) {
      if (!PURPOSES.includes(purpose)) throw new RangeError(`Unknown link purpose ${purpose}`);
      if (!Number.isSafeInteger(subscriptionId) || subscriptionId < 1) {
        throw new RangeError(`Not a subscription id: ${subscriptionId}`);
      }
      const expiry = expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : 0;
      const payload = `${purpose}.${subscriptionId}.${expiry}`;
      return `${payload}.${signature(payload)}`;
    },
    verify(token, purpose, now = new Date()) {
      const match = typeof token === "string" ? TOKEN.exec(token) : null;
      if (!match) return { ok: false, reason: "malformed" };
      const [, tokenPurpose, id, expiry, given] = match;
      const expected = Buffer.from(signature(`${tokenPurpose}.${id}.${expiry}`));
      if (tokenPurpose !== purpose || !timingSafeEqual(expected, Buffer.from(given!))) {
        return { ok: false, reason: "invalid" };
      }
      const expires = Number(expiry);
      if (expires !== 0 && expires * 1000 <= now.getTime()) {
        return { ok: false, reason: "expired", subscriptionId: Number(id) };
      }
      return { ok: true, subscriptionId: Number(id) };
    },
  };
}
