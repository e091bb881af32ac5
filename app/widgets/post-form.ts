/**
 * How a form's post went, as the site's form endpoints answer a script (responder.ts): accepted
 * (a 2xx, with its body), the fields the schema refused (400 with codes per field), the captcha
 * refused (403), too many attempts (429), another refusal with its code, or no answer at all.
 */
export type PostAnswer =
  | { kind: "accepted"; status: number; body: Record<string, unknown> }
  | { kind: "invalid"; fields: Record<string, string[]> }
  | { kind: "captcha" }
  | { kind: "rate-limited" }
  | { kind: "refused"; status: number; code: string | undefined }
  | { kind: "failed" };

/**
 * Posts `payload` as JSON to `url` and says how it went, without throwing: the one submit step
 * the forms' behaviours share. `label` names the form in the console when no answer comes; a
 * refusal is the caller's to judge.
 */
export async function postForm(url: string, payload: object, label: string): Promise<PostAnswer> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      error?: { code?: string; fields?: Record<string, string[]> };
    };
    if (response.ok) return { kind: "accepted", status: response.status, body };
    if (response.status === 400 && body.error?.fields) {
      return { kind: "invalid", fields: body.error.fields };
    }
    if (response.status === 403 && body.error?.code === "captcha_failed")
      return { kind: "captcha" };
    if (response.status === 429) return { kind: "rate-limited" };
    return { kind: "refused", status: response.status, code: body.error?.code };
  } catch (error) {
    console.error(`${label}: the request failed`, error);
    return { kind: "failed" };
  }
}
