import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render, toPlainText } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { BRAND_NAME } from "../../domain/site.ts";
import { calendarDay, dayOfInstant, formatEventDate } from "../../domain/tracking/dates.ts";
import { eventLines } from "../../domain/tracking/event-lines.ts";
import type { RenderedMail, TrackingMail } from "../../domain/tracking/updates.ts";

/** The strict translator of the tracking copy (i18next's `t` bound to "tracking", or a test's). */
export type MailTranslate = (key: string, values?: Record<string, unknown>) => string;

export interface MailLocale {
  t: MailTranslate;
  /** The market's locale (`es-MX`) and time zone, for dates. */
  locale: string;
  timeZone: string;
}

// The site's palette (app/app.css), written out: e-mail clients read inline styles only.
const INK = "#0b1f3a";
const INK_SOFT = "#34475f";
const MUTED = "#51627a";
const LINE = "#dbe2ec";
const PRIMARY = "#1d4ed8";
const PRIMARY_SOFT = "#e8eefc";
const PAGE = "#f4f6fa";
const FONT = "'Plus Jakarta Sans', 'Segoe UI', Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: PAGE, margin: 0, padding: "24px 12px", fontFamily: FONT },
  container: {
    maxWidth: "560px",
    backgroundColor: "#ffffff",
    border: `1px solid ${LINE}`,
    borderRadius: "16px",
    padding: "32px 28px",
  },
  brand: { color: PRIMARY, fontSize: "22px", fontWeight: 800, margin: "0 0 24px" },
  heading: { color: INK, fontSize: "24px", lineHeight: "1.3", fontWeight: 800, margin: "0 0 12px" },
  text: { color: INK_SOFT, fontSize: "16px", lineHeight: "1.6", margin: "0 0 16px" },
  event: {
    backgroundColor: PRIMARY_SOFT,
    borderRadius: "12px",
    padding: "16px 18px",
    margin: "0 0 20px",
  },
  label: {
    color: MUTED,
    fontSize: "13px",
    fontWeight: 700,
    letterSpacing: "0.04em",
    textTransform: "uppercase",
    margin: "0 0 6px",
  },
  headline: { color: INK, fontSize: "17px", fontWeight: 700, lineHeight: "1.4", margin: "0 0 4px" },
  detail: { color: INK_SOFT, fontSize: "14px", lineHeight: "1.5", margin: "0" },
  button: {
    backgroundColor: PRIMARY,
    borderRadius: "12px",
    color: "#ffffff",
    fontSize: "16px",
    fontWeight: 700,
    padding: "14px 22px",
    textDecoration: "none",
  },
  note: { color: MUTED, fontSize: "14px", lineHeight: "1.5", margin: "16px 0 0" },
  hr: { borderColor: LINE, margin: "28px 0 16px" },
  footer: { color: MUTED, fontSize: "13px", lineHeight: "1.5", margin: "0 0 8px" },
  link: { color: PRIMARY, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;

/** A sentence with the tracking number kept on one line (not AND-DEMO- over 1004). */
function withNumberWhole(sentence: string, number: string): ReactNode {
  const at = sentence.indexOf(number);
  if (at === -1) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <span style={{ whiteSpace: "nowrap" }}>{number}</span>
      {sentence.slice(at + number.length)}
    </>
  );
}

/** An e-mail's subject and preview line, in the market's words. */
function mailHead(mail: TrackingMail, { t }: MailLocale) {
  const number = mail.trackingNumber;
  if (mail.kind === "confirm") {
    return {
      subject: t("updates.mail.confirm.subject", { number }),
      preview: t("updates.mail.confirm.preview"),
    };
  }
  const subject = t(`updates.mail.topics.${mail.topic}.subject`);
  return {
    subject: t("updates.mail.subjectNumber", { subject, number }),
    preview: t(`updates.mail.topics.${mail.topic}.body`),
  };
}

/** The latest event as the tracking page tells it: headline, carrier's words, when and where. */
function eventOf(
  mail: Extract<TrackingMail, { kind: "update" }>,
  { t, locale, timeZone }: MailLocale,
) {
  const { time } = formatEventDate(mail.event.occurredAt, locale, timeZone);
  const when = t("updates.mail.when", {
    ...dayOfInstant(mail.event.occurredAt, locale, timeZone),
    time,
  });
  const lines = eventLines(
    { status: mail.event.status, mensaje: mail.event.message },
    (status) => t(`events.${status}`),
    [mail.event.location ?? "", mail.event.carrier],
  );
  return { ...lines, when };
}

/** One e-mail of the updates: the confirmation, or a parcel's new stage. */
export function TrackingMailDocument({ mail, locale }: { mail: TrackingMail; locale: MailLocale }) {
  const { t } = locale;
  const head = mailHead(mail, locale);
  const event = mail.kind === "update" ? eventOf(mail, locale) : undefined;
  const number = mail.trackingNumber;
  return (
    <Html lang={locale.locale}>
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{head.subject}</title>
      </Head>
      <Preview>{head.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{BRAND_NAME}</Text>
          {mail.kind === "confirm" ? (
            <>
              <Heading as="h1" style={styles.heading}>
                {t("updates.mail.confirm.heading")}
              </Heading>
              <Text style={styles.text}>
                {withNumberWhole(t("updates.mail.confirm.body", { number }), number)}
              </Text>
              <Section style={{ margin: "8px 0 0" }}>
                <Button href={mail.confirmUrl} style={styles.button}>
                  {t("updates.mail.confirm.button")}
                </Button>
              </Section>
              <Text style={styles.note}>
                {t("updates.mail.confirm.expires", {
                  ...dayOfInstant(mail.expiresAt, locale.locale, locale.timeZone),
                })}
              </Text>
              <Text style={styles.note}>{t("updates.mail.confirm.ignore")}</Text>
            </>
          ) : (
            <>
              <Heading as="h1" style={styles.heading}>
                {t(`updates.mail.topics.${mail.topic}.subject`)}
              </Heading>
              <Text style={styles.text}>{t(`updates.mail.topics.${mail.topic}.body`)}</Text>
              <Section style={styles.event}>
                <Text style={styles.label}>{t("updates.mail.latest")}</Text>
                <Text style={styles.headline}>{event?.headline}</Text>
                {event?.carrierNote ? (
                  <Text style={styles.detail}>
                    {t("details.carrierNote", {
                      carrier: mail.event.carrier,
                      note: event.carrierNote,
                    })}
                  </Text>
                ) : null}
                <Text style={styles.detail}>
                  {[event?.when, mail.event.location].filter(Boolean).join(" · ")}
                </Text>
              </Section>
              {mail.estimatedDelivery && mail.topic !== "delivered" && mail.topic !== "returned" ? (
                <Text style={styles.text}>
                  {t("updates.mail.estimate", {
                    ...calendarDay(mail.estimatedDelivery, locale.locale),
                  })}
                </Text>
              ) : null}
              <Section style={{ margin: "8px 0 0" }}>
                <Button href={mail.trackingUrl} style={styles.button}>
                  {t("updates.mail.button")}
                </Button>
              </Section>
              {mail.topic === "delivered" || mail.topic === "returned" ? (
                <Text style={styles.note}>{t("updates.mail.last")}</Text>
              ) : null}
            </>
          )}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>
            {withNumberWhole(
              t(mail.kind === "confirm" ? "updates.mail.confirm.footer" : "updates.mail.footer", {
                number,
                brand: BRAND_NAME,
              }),
              number,
            )}
          </Text>
          {mail.kind === "update" ? (
            <Text style={styles.footer}>
              <Link href={mail.unsubscribeUrl} style={styles.link}>
                {t("updates.mail.unsubscribe")}
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Renders an e-mail in the market's language: its subject, its HTML (react-email's render: inline
 * styles, tables where clients need them) and its plain-text part, made from the same HTML.
 */
export async function renderMail(mail: TrackingMail, locale: MailLocale): Promise<RenderedMail> {
  const html = await render(<TrackingMailDocument mail={mail} locale={locale} />);
  return { subject: mailHead(mail, locale).subject, html, text: toPlainText(html) };
}
