// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import tracking from "../../../domain/locales/es-MX/tracking.json";
import { subscribePath, type UpdatesPageState } from "../../../domain/tracking/updates.ts";
import { renderWidget } from "../test-helpers.ts";
import { TrackingUpdatesForm } from "./TrackingUpdates.tsx";
import { trackingUpdates } from "./tracking-updates.ts";

/** The captcha as the behaviour sees it: the test hands out and takes back the answer. */
const captcha = vi.hoisted(() => ({
  onToken: (_token: string | null) => {},
  reset: vi.fn(),
  stop: vi.fn(),
}));
vi.mock("../captcha/captcha.ts", () => ({
  mountCaptcha: (_container: HTMLElement, onToken: (token: string | null) => void) => {
    captcha.onToken = onToken;
    return { reset: captcha.reset, stop: captcha.stop };
  },
}));

const { trackingUpdatesBehaviour } = await import("./tracking-updates.behaviour.ts");

const copy = tracking.updates;
let root: HTMLElement;
let cleanup = () => {};

function mount(state?: UpdatesPageState, withBehaviour = true) {
  root = renderWidget(
    createElement(TrackingUpdatesForm, { trackingNumber: "AND-1004", state, anchored: true }),
    trackingUpdates,
  );
  if (withBehaviour) cleanup = trackingUpdatesBehaviour(root);
}
const part = (name: Parameters<typeof trackingUpdates.one>[1]) => trackingUpdates.one(root, name);
const form = () => part("form") as HTMLFormElement;
function fill(email: string, consent = true) {
  const input = part("email") as HTMLInputElement;
  input.value = email;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  (part("consent") as HTMLInputElement).checked = consent;
}
const submit = () => form().dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(body, { status }));

afterEach(() => {
  cleanup();
  cleanup = () => {};
  vi.restoreAllMocks();
  captcha.reset.mockClear();
});

describe("the e-mail updates form, as the server draws it", () => {
  it("is a plain form that posts to the subscribe API without JavaScript", () => {
    mount(undefined, false);
    expect(form().method).toBe("post");
    expect(form().getAttribute("action")).toBe(subscribePath("AND-1004"));
    expect(form().querySelector('input[name="email"][type="email"]')).not.toBeNull();
    expect(form().querySelector('input[name="consent"][type="checkbox"]')).not.toBeNull();
    expect(form().querySelector('button[type="submit"]')?.textContent).toBe(copy.form.submit);
    expect(root.id).toBe("avisos");
    // Labelled fields: the address by its label, the consent by its text.
    const email = part("email");
    expect(root.querySelector(`label[for="${email.id}"]`)?.textContent).toBe(copy.form.emailLabel);
    expect(part("consent").closest("label")?.textContent).toBe(copy.form.consent);
  });

  it.each([
    ["invalidEmail", "email", copy.errors.invalid_email],
    ["consent", "consent", copy.errors.consent_required],
  ] as const)("shows a post's %s error beside its field", (state, field, message) => {
    mount(state, false);
    expect(part(`${field}-error`).textContent).toBe(message);
    expect(part(field).getAttribute("aria-invalid")).toBe("true");
    expect(part(field).getAttribute("aria-describedby")).toBe(part(`${field}-error`).id);
  });

  it.each([
    ["verification", copy.notices.captcha],
    ["rateLimited", copy.notices.rateLimited],
    ["full", copy.notices.full],
    ["error", copy.notices.failure],
  ] as const)("says why a post was refused (%s)", (state, message) => {
    mount(state, false);
    expect(part("notice").hidden).toBe(false);
    expect(part("notice").textContent).toBe(message);
  });

  it("keeps the captcha out of sight until the visitor starts on the form", () => {
    mount(undefined, false);
    expect(part("captcha-block").hidden).toBe(true);
  });

  it("shows the check-your-inbox panel instead of the form once sent", () => {
    mount("sent", false);
    expect(form().hidden).toBe(true);
    expect(part("sent").hidden).toBe(false);
    expect(part("sent").textContent).toContain(copy.states.sent.title);
  });
});

describe("the e-mail updates form's behaviour", () => {
  it("draws the captcha when the visitor starts on the form", () => {
    mount();
    expect(part("captcha-block").hidden).toBe(true);
    part("email").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(part("captcha-block").hidden).toBe(false);
  });

  it("sends the form as JSON with the captcha's answer and shows the panel", async () => {
    mount();
    part("email").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const fetch = answer(202, { status: "pending_confirmation" });
    captcha.onToken("solved");
    fill("Ana@Example.com");
    submit();
    await vi.waitFor(() => expect(part("sent").hidden).toBe(false));
    expect(form().hidden).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/tracking\/AND-1004\/updates$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "Ana@Example.com",
      consent: true,
      website: "",
      captcha: "solved",
    });
  });

  it("waits for the captcha while it is being solved, saying so", async () => {
    mount();
    const fetch = answer(202, {});
    fill("ana@example.com");
    submit();
    await vi.waitFor(() => expect(part("submit").textContent).toBe(copy.form.verifying));
    expect(fetch).not.toHaveBeenCalled();
    captcha.onToken("solved-later");
    await vi.waitFor(() => expect(part("sent").hidden).toBe(false));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body)).captcha).toBe("solved-later");
  });

  it("says what is missing without asking the server: a blank address, the box not ticked", () => {
    mount();
    const fetch = vi.spyOn(globalThis, "fetch");
    submit();
    expect(part("email-error").textContent).toBe(copy.errors.required);
    expect(part("consent-error").textContent).toBe(copy.errors.consent_required);
    expect(document.activeElement).toBe(part("email"));
    fill("ana@example.com", false);
    submit();
    expect(part("email-error").textContent).toBe("");
    expect(part("consent-error").textContent).toBe(copy.errors.consent_required);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field errors and keeps what was typed", async () => {
    mount();
    part("email").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    answer(400, { error: { code: "invalid_fields", fields: { email: ["invalid_email"] } } });
    captcha.onToken("solved");
    fill("ana@");
    submit();
    await vi.waitFor(() => expect(part("email-error").textContent).toBe(copy.errors.invalid_email));
    expect(part("email").getAttribute("aria-invalid")).toBe("true");
    expect((part("email") as HTMLInputElement).value).toBe("ana@");
    expect(document.activeElement).toBe(part("email"));
    // Editing the field clears its error.
    fill("ana@example.com");
    expect(part("email-error").textContent).toBe("");
  });

  it.each([
    [403, { error: { code: "captcha_failed" } }, copy.notices.captcha],
    [429, { error: { code: "rate_limited" } }, copy.notices.rateLimited],
    [409, { error: { code: "subscriptions_full" } }, copy.notices.full],
    [404, { error: { code: "not_found" } }, copy.notices.failure],
  ])("says why an answer %i refused it", async (status, body, message) => {
    mount();
    part("email").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    answer(status, body);
    captcha.onToken("solved");
    fill("ana@example.com");
    submit();
    await vi.waitFor(() => expect(part("notice").textContent).toBe(message));
    expect(part("notice").hidden).toBe(false);
    expect(form().hidden).toBe(false);
    expect((part("submit") as HTMLButtonElement).disabled).toBe(false);
    // A refused captcha answer is not sent again: the visitor solves a new one.
    expect(captcha.reset).toHaveBeenCalledTimes(status === 403 ? 1 : 0);
  });
});
