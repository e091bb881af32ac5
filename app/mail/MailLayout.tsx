import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { BRAND_NAME } from "../../domain/site.ts";
import { mailStyles } from "./mail-styles.ts";

/** The strict translator of the tracking copy (i18next's `t` bound to "tracking", or a test's). */
export type MailTranslate = (key: string, values?: Record<string, unknown>) => string;

export interface MailLocale {
  t: MailTranslate;
  /** The market's locale (`es-MX`) and time zone, for dates. */
  locale: string;
  timeZone: string;
}

/** An e-mail's subject and the preview line its inbox shows, in the market's words. */
export interface MailHead {
  subject: string;
  preview: string;
}

/** A sentence with the tracking number kept on one line (not AND-DEMO- over 1004). */
export function withNumberWhole(sentence: string, number: string): ReactNode {
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

/** What every e-mail of the updates shares: the brand, the message, a rule and the footer. */
export function MailLayout({
  locale,
  head,
  footer,
  children,
}: {
  locale: MailLocale;
  head: MailHead;
  /** The footer's lines, under a rule. */
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang={locale.locale}>
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{head.subject}</title>
      </Head>
      <Preview>{head.preview}</Preview>
      <Body style={mailStyles.body}>
        <Container style={mailStyles.container}>
          <Text style={mailStyles.brand}>{BRAND_NAME}</Text>
          {children}
          <Hr style={mailStyles.hr} />
          {footer}
        </Container>
      </Body>
    </Html>
  );
}
