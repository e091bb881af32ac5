import type { ContactFormValues } from "../../../domain/contact/schema.ts";

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
  try {
    const response = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        ...values,
        captcha,
        website: honeypot,
        context: {
          pageUri: window.location.href,
          pageName: document.title,
          hutk: hubspotUserToken(),
        },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      inlineMessage?: string;
      error?: { fields?: Record<string, string[]> };
    };
    if (response.status === 201 && body.inlineMessage) {
      return { kind: "sent", inlineMessage: body.inlineMessage };
    }
    if (response.status === 400 && body.error?.fields) {
      return { kind: "invalid", fields: body.error.fields };
    }
    if (response.status === 403) return { kind: "captcha" };
    if (response.status === 429) return { kind: "rate-limited" };
    console.error("Contact form: unexpected answer", response.status, body);
    return { kind: "failed" };
  } catch (error) {
    console.error("Contact form: the request failed", error);
    return { kind: "failed" };
  }
}
