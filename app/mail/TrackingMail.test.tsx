import { describe, expect, it } from "vitest";
import { MARKET_IDS, MARKETS } from "../../domain/site.ts";
import { MARKET_TIME_ZONES } from "../../domain/tracking/dates.ts";
import { UPDATE_TOPICS, type TrackingMail } from "../../domain/tracking/updates.ts";
import { strictTranslator } from "../../tooling/locale-files.ts";
import { renderMail, type MailLocale } from "./TrackingMail.tsx";

const localeOf = (market: (typeof MARKET_IDS)[number]): MailLocale => {
  const translate = strictTranslator(MARKETS[market].locale);
  return {
    t: (key, values) => translate(`tracking:${key}`, values),
    locale: MARKETS[market].locale,
    timeZone: MARKET_TIME_ZONES[market],
  };
};

const confirm: TrackingMail = {
  kind: "confirm",
  trackingNumber: "AND-TEST-1",
  trackingUrl: "https://anden.example/tracking/AND-TEST-1",
  confirmUrl: "https://anden.example/tracking/AND-TEST-1?confirmar=confirm.1.99.sig#avisos",
  expiresAt: "2030-01-03T18:00:00.000Z",
};

/** The HTML's text as a reader sees it (React escapes quotes and ampersands). */
const unescaped = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

const update = (topic: (typeof UPDATE_TOPICS)[number]): TrackingMail => ({
  kind: "update",
  topic,
  trackingNumber: "AND-TEST-1",
  trackingUrl: "https://anden.example/tracking/AND-TEST-1",
  unsubscribeUrl: "https://anden.example/tracking/AND-TEST-1?baja=unsubscribe.1.0.sig#avisos",
  event: {
    status: topic === "delivered" ? "delivered" : "out_for_delivery",
    occurredAt: "2030-01-02T16:05:00.000Z",
    location: "Guadalajara",
    message: "Recibió: portería",
    carrier: "Estafeta",
  },
  estimatedDelivery: "2030-01-03",
});

describe.each(MARKET_IDS)("the updates' e-mails in %s", (market) => {
  const locale = localeOf(market);
  const translate = strictTranslator(MARKETS[market].locale);

  it("asks to confirm, with the link, its expiry and a plain-text part that has the link", async () => {
    const mail = await renderMail(confirm, locale);
    expect(mail.subject).toBe(
      translate("tracking:updates.mail.confirm.subject", { number: "AND-TEST-1" }),
    );
    expect(mail.html).toContain(`lang="${MARKETS[market].locale}"`);
    expect(mail.html).toContain(`href="${confirm.confirmUrl}"`);
    expect(mail.html).toContain(translate("tracking:updates.mail.confirm.button"));
    expect(mail.text).toContain(confirm.confirmUrl);
    expect(mail.text).toContain(
      `${translate("tracking:updates.mail.confirm.button")} ${confirm.confirmUrl}`,
    );
    // A confirmation is no newsletter: nothing to unsubscribe from yet.
    expect(mail.html).not.toContain("baja=");
  });

  it.each(UPDATE_TOPICS)("tells of the %s topic in the market's words", async (topic) => {
    const mail = await renderMail(update(topic), locale);
    const subject = translate(`tracking:updates.mail.topics.${topic}.subject`);
    expect(mail.subject).toBe(`${subject} · AND-TEST-1`);
    for (const part of [unescaped(mail.html), mail.text]) {
      expect(part).toContain(translate(`tracking:updates.mail.topics.${topic}.body`));
      expect(part).toContain("Guadalajara");
      expect(part).toContain("Recibió: portería");
    }
    expect(mail.html).toContain('href="https://anden.example/tracking/AND-TEST-1"');
    // The unsubscribe link in the body, in both parts.
    expect(mail.html).toContain(translate("tracking:updates.mail.unsubscribe"));
    expect(mail.text).toContain("https://anden.example/tracking/AND-TEST-1?baja=");
    const closing = topic === "delivered" || topic === "returned";
    expect(mail.text.includes(translate("tracking:updates.mail.last"))).toBe(closing);
    // The estimate, until the parcel has arrived or gone back.
    const estimate = translate("tracking:updates.mail.estimate", {
      weekday: "{w}",
      date: "{d}",
    }).split("{w}")[0]!;
    expect(mail.text.includes(estimate)).toBe(!closing);
  });
});
