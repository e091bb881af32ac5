import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLinkSigner, newLinkKey, type LinkKeyOf } from "./links.ts";

const SECRET = "k".repeat(40);
const mexico = createLinkSigner(SECRET, "mx");

/** A store of one subscription (id 7) with the key `linkKey`. */
const storeWith =
  (linkKey: string | undefined): LinkKeyOf =>
  async (id) =>
    id === 7 ? linkKey : undefined;

describe("the e-mails' signed links", () => {
  const key = newLinkKey();
  const subject = { subscriptionId: 7, linkKey: key };

  it("name their subscription and purpose, and verify against its stored key", async () => {
    const token = mexico.sign("unsubscribe", subject);
    expect(token).toMatch(/^unsubscribe\.7\.0\.[\w-]{43}$/);
    expect(await mexico.verify(token, "unsubscribe", storeWith(key))).toEqual({
      ok: true,
      subscriptionId: 7,
    });
  });

  it("make a new random key for each subscription", () => {
    const keys = new Set(Array.from({ length: 100 }, newLinkKey));
    expect(keys.size).toBe(100);
    for (const made of keys) expect(made).toMatch(/^[\w-]{22}$/);
  });

  it("refuse a token once the subscription it names has another key, or none", async () => {
    const token = mexico.sign("unsubscribe", subject);
    for (const stored of [newLinkKey(), undefined, ""]) {
      expect(await mexico.verify(token, "unsubscribe", storeWith(stored))).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("refuse another market's token made with the same secret and key", async () => {
    const token = createLinkSigner(SECRET, "ar").sign("unsubscribe", subject);
    expect(await mexico.verify(token, "unsubscribe", storeWith(key))).toMatchObject({ ok: false });
  });

  it("refuse another purpose, another secret and a token signed over the id alone", async () => {
    const legacyPayload = "unsubscribe.7.0";
    const legacy = `${legacyPayload}.${createHmac("sha256", SECRET).update(legacyPayload).digest("base64url")}`;
    for (const token of [
      mexico.sign("confirm", subject),
      createLinkSigner("f".repeat(40), "mx").sign("unsubscribe", subject),
      legacy,
    ]) {
      expect(await mexico.verify(token, "unsubscribe", storeWith(key))).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("say a confirmation link is expired once its time is past, naming its subscription", async () => {
    const token = mexico.sign("confirm", subject, new Date("2030-01-01T00:00:00Z"));
    expect(
      await mexico.verify(token, "confirm", storeWith(key), new Date("2029-12-31T23:59:59Z")),
    ).toEqual({ ok: true, subscriptionId: 7 });
    expect(
      await mexico.verify(token, "confirm", storeWith(key), new Date("2030-01-01T00:00:00Z")),
    ).toEqual({ ok: false, reason: "expired", subscriptionId: 7 });
  });

  it("read nothing for what is not a token", async () => {
    let asked = 0;
    const counting: LinkKeyOf = async () => {
      asked += 1;
      return key;
    };
    for (const token of [undefined, 7, "", "nonsense", "unsubscribe.0.0.x", `${"a".repeat(300)}`]) {
      expect(await mexico.verify(token, "unsubscribe", counting)).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
    expect(asked).toBe(0);
  });

  it("are made only for a subscription with a key", () => {
    expect(() => mexico.sign("confirm", { subscriptionId: 0, linkKey: key })).toThrow(RangeError);
    expect(() => mexico.sign("confirm", { subscriptionId: 7, linkKey: "" })).toThrow(RangeError);
    expect(() => createLinkSigner("short", "mx")).toThrow(RangeError);
  });
});
