import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { BRAND_NAME } from "../../domain/site.ts";
import { dayOfInstant } from "../../domain/tracking/dates.ts";
import type { TrackingMail } from "../../domain/tracking/updates.ts";
import { MailLayout, withNumberWhole, type MailHead, type MailLocale } from "./MailLayout.tsx";
import { mailStyles } from "./mail-styles.ts";

type ConfirmationMail = Extract<TrackingMail, { kind: "confirm" }>;

export const confirmationHead = (mail: ConfirmationMail, { t }: MailLocale): MailHead => ({
  subject: t("updates.mail.confirm.subject", { number: mail.trackingNumber }),
  preview: t("updates.mail.confirm.preview"),
});

/** The double opt-in: the link that confirms the address, and when it expires. */
export function ConfirmationMailDocument({
  mail,
  locale,
}: {
  mail: ConfirmationMail;
  locale: MailLocale;
}) {
  const { t } = locale;
  const number = mail.trackingNumber;
  return (
    <MailLayout
      locale={locale}
      head={confirmationHead(mail, locale)}
      footer={
        <Text style={mailStyles.footer}>
          {withNumberWhole(t("updates.mail.confirm.footer", { number, brand: BRAND_NAME }), number)}
        </Text>
      }
    >
      <Heading as="h1" style={mailStyles.heading}>
        {t("updates.mail.confirm.heading")}
      </Heading>
      <Text style={mailStyles.text}>
        {withNumberWhole(t("updates.mail.confirm.body", { number }), number)}
      </Text>
      <Section style={mailStyles.action}>
        <Button href={mail.confirmUrl} style={mailStyles.button}>
          {t("updates.mail.confirm.button")}
        </Button>
      </Section>
      <Text style={mailStyles.note}>
        {t("updates.mail.confirm.expires", {
          ...dayOfInstant(mail.expiresAt, locale.locale, locale.timeZone),
        })}
      </Text>
      <Text style={mailStyles.note}>{t("updates.mail.confirm.ignore")}</Text>
    </MailLayout>
  );
}
