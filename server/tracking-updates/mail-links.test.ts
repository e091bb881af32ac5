import { describe, expect, it } from "vitest";
import type { MarketId } from "../../domain/site.ts";
import { mailOf } from "./delivery-worker.ts";
import { createLinkSigner, newLinkKey } from "./links.ts";
import type { ClaimedNotification } from "./mail-outbox.ts";

const SECRET = "k".repeat(40);

/** A claimed e-mail of subscription 7 about AND-1, as the outbox hands it to the worker. */
function claim(kind: "confirm" | "update"): ClaimedNotification {
  return {
    id: 1,
    key: 1,
    claimedBy: "worker",
    takenOver: false,
    kind,
    topic: kind === "confirm" ? "confirm" : "with_courier",
    attempts: 0,
    attemptsAtRetry: 0,
    claimedUntil: "2030-01-01T12:00:00.000Z" as ClaimedNotification["claimedUntil"],
    subscriptionId: 7,
    subscriptionStatus: kind === "confirm" ? "pending" : "confirmed",
    linkKey: newLinkKey(),
    email: "ana@example.com",
    trackingNumber: "AND-1",
    payload:
      kind === "confirm"
        ? { expiresAt: "2030-01-02T12:00:00.000Z" }
        : {
            event: {
              status: "out_for_delivery",
              occurredAt: "2030-01-01T11:00:00.000Z",
              message: "Out for delivery",
              carrier: "UPS",
            },
            estimatedDelivery: null,
          },
  };
}

const linksIn = (market: MarketId, kind: "confirm" | "update") => {
  const config = { PUBLIC_BASE_URL: "https://anden.example", SITE_MARKET: market };
  const { mail, oneClickUrl } = mailOf(claim(kind), config, createLinkSigner(SECRET, market));
  const link = new URL(mail.kind === "confirm" ? mail.confirmUrl : mail.unsubscribeUrl);
  return { mail, link, oneClickUrl: oneClickUrl ? new URL(oneClickUrl) : undefined };
};

describe("the e-mails' links", () => {
  it("are in English in the US build: the parcel's updates page, its token, its block", () => {
    const confirm = linksIn("us", "confirm");
    expect(confirm.mail.trackingUrl).toBe("https://anden.example/tracking/AND-1");
    expect(confirm.link.pathname).toBe("/tracking/AND-1/updates");
    expect([...confirm.link.searchParams.keys()]).toEqual(["confirm"]);
    expect(confirm.link.hash).toBe("#updates");

    const update = linksIn("us", "update");
    expect(update.link.pathname).toBe("/tracking/AND-1/updates");
    expect([...update.link.searchParams.keys()]).toEqual(["unsubscribe"]);
    expect(update.link.hash).toBe("#updates");
    expect(update.oneClickUrl!.pathname).toBe("/api/tracking-updates/unsubscribe");
    expect(update.oneClickUrl!.searchParams.get("number")).toBe("AND-1");
    expect(update.oneClickUrl!.searchParams.has("numero")).toBe(false);
  });

  it("keep their Spanish words in Mexico and Argentina", () => {
    for (const market of ["mx", "ar"] as const) {
      const confirm = linksIn(market, "confirm");
      expect(confirm.link.pathname).toBe("/tracking/AND-1/avisos");
      expect([...confirm.link.searchParams.keys()]).toEqual(["confirmar"]);
      expect(confirm.link.hash).toBe("#avisos");
      const update = linksIn(market, "update");
      expect([...update.link.searchParams.keys()]).toEqual(["baja"]);
      expect(update.oneClickUrl!.searchParams.get("numero")).toBe("AND-1");
    }
  });
});
