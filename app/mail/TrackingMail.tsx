import { render, toPlainText } from "@react-email/render";
import type { RenderedMail, TrackingMail } from "../../domain/tracking/updates.ts";
import { confirmationHead, ConfirmationMailDocument } from "./ConfirmationMail.tsx";
import type { MailLocale } from "./MailLayout.tsx";
import { updateHead, UpdateMailDocument } from "./UpdateMail.tsx";

export type { MailLocale, MailTranslate } from "./MailLayout.tsx";

/**
 * Renders an e-mail of the updates in the market's language: its subject, its HTML (react-email's
 * render: inline styles, tables where clients need them) and its plain-text part, made from the
 * same HTML. One component per message, over one layout (MailLayout).
 */
export async function renderMail(mail: TrackingMail, locale: MailLocale): Promise<RenderedMail> {
  const [document, head] =
    mail.kind === "confirm"
      ? [<ConfirmationMailDocument mail={mail} locale={locale} />, confirmationHead(mail, locale)]
      : [<UpdateMailDocument mail={mail} locale={locale} />, updateHead(mail, locale)];
  const html = await render(document);
  return { subject: head.subject, html, text: toPlainText(html) };
}
