import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { BRAND_NAME } from "../../domain/site.ts";
import { calendarDay, dayOfInstant, formatEventDate } from "../../domain/tracking/dates.ts";
import { eventLines } from "../../domain/tracking/event-lines.ts";
import type { TrackingMail } from "../../domain/tracking/updates.ts";
import { MailLayout, withNumberWhole, type MailHead, type MailLocale } from "./MailLayout.tsx";
import { mailStyles } from "./mail-styles.ts";

type UpdateMail = Extract<TrackingMail, { kind: "update" }>;

export function updateHead(mail: UpdateMail, { t }: MailLocale): MailHead {
  const subject = t(`updates.mail.topics.${mail.topic}.subject`);
  return {
    subject: t("updates.mail.subjectNumber", { subject, number: mail.trackingNumber }),
    preview: t(`updates.mail.topics.${mail.topic}.body`),
  };
}

/** The latest event as the tracking page tells it: headline, carrier's words, when and where. */
function eventOf(mail: UpdateMail, { t, locale, timeZone }: MailLocale) {
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

/** A parcel's new stage: what happened, when and where, the estimate, and a way to leave. */
export function UpdateMailDocument({ mail, locale }: { mail: UpdateMail; locale: MailLocale }) {
  const { t } = locale;
  const event = eventOf(mail, locale);
  const number = mail.trackingNumber;
  const finished = mail.topic === "delivered" || mail.topic === "returned";
  return (
    <MailLayout
      locale={locale}
      head={updateHead(mail, locale)}
      footer={
        <>
          <Text style={mailStyles.footer}>
            {withNumberWhole(t("updates.mail.footer", { number, brand: BRAND_NAME }), number)}
          </Text>
          <Text style={mailStyles.footer}>
            <Link href={mail.unsubscribeUrl} style={mailStyles.link}>
              {t("updates.mail.unsubscribe")}
            </Link>
          </Text>
        </>
      }
    >
      <Heading as="h1" style={mailStyles.heading}>
        {t(`updates.mail.topics.${mail.topic}.subject`)}
      </Heading>
      <Text style={mailStyles.text}>{t(`updates.mail.topics.${mail.topic}.body`)}</Text>
      <Section style={mailStyles.event}>
        <Text style={mailStyles.label}>{t("updates.mail.latest")}</Text>
        <Text style={mailStyles.headline}>{event.headline}</Text>
        {event.carrierNote ? (
          <Text style={mailStyles.detail}>
            {t("details.carrierNote", { carrier: mail.event.carrier, note: event.carrierNote })}
          </Text>
        ) : null}
        <Text style={mailStyles.detail}>
          {[event.when, mail.event.location].filter(Boolean).join(" · ")}
        </Text>
      </Section>
      {mail.estimatedDelivery && !finished ? (
        <Text style={mailStyles.text}>
          {t("updates.mail.estimate", { ...calendarDay(mail.estimatedDelivery, locale.locale) })}
        </Text>
      ) : null}
      <Section style={mailStyles.action}>
        <Button href={mail.trackingUrl} style={mailStyles.button}>
          {t("updates.mail.button")}
        </Button>
      </Section>
      {finished ? <Text style={mailStyles.note}>{t("updates.mail.last")}</Text> : null}
    </MailLayout>
  );
}
