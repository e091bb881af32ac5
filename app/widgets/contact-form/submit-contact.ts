import type { ContactFormValues } from "../../../domain/contact/schema.ts";
import { postForm } from "../post-form.ts";

export type SubmitOutcome =
  | { kind: "sent"; inlineMessage: string }
  | { kind: "invalid"; fields: Record<string, string[]> }
  | { kind: "captcha" }
  | { kind: "rate-limited" }
  | { kind: "failed" };

/** The HubSpot tracking cookie, when the visitor has one, so the CRM can join the visit to the lead. */
function hubspotUserToken(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)hubspotutk=([^;]+)/)?.[1];
}

/** Posts the form to the site's API and says what happened, without throwing. */
export async function submitContact(
  values: ContactFormValues,
  captcha: string,
  honeypot: string,
): Promise<SubmitOutcome> {
  const answer = await postForm(
    "/api/contact",
    {
      ...values,
      captcha,
      website: honeypot,
      context: {
        pageUri: window.location.href,
        pageName: document.title,
        hutk: hubspotUserToken(),
      },
    },
    "Contact form",
  );
  switch (answer.kind) {
    case "accepted": {
      const message = answer.body.inlineMessage;
      if (answer.status === 201 && typeof message === "string" && message) {
        return { kind: "sent", inlineMessage: message };
      }
      console.error("Contact form: unexpected answer", answer.status, answer.body);
      return { kind: "failed" };
    }
    case "invalid":
    case "captcha":
    case "rate-limited":
      return answer;
    case "refused":
      console.error("Contact form: refused", answer.status, answer.code);
      return { kind: "failed" };
    case "failed":
      return { kind: "failed" };
  }
}
