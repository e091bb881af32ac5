import { listen } from "./widget.ts";

/** What a form's check found: the values to send, or errors it has shown, with where to focus. */
export type FormCheck<Values> = { ok: true; values: Values } | { ok: false; focus?: HTMLElement };

/**
 * How a send ended: `shown` once its outcome (success, field errors, a notice) is on the page,
 * `leaving` when it opened another page (the form stays pending until that page replaces it, or
 * until the back-forward cache brings this one back).
 */
export type SendEnd = "shown" | "leaving";

/** The steps one form fills in; the order, the pending state and the failures are the lifecycle's. */
export interface SubmitSteps<Values> {
  /** Checks what the form holds and shows the errors it finds. */
  check(): FormCheck<Values> | Promise<FormCheck<Values>>;
  /** Shows the form as sending (its button busy, a spinner) or not. */
  pending(sending: boolean): void;
  /** Sends the values and shows how it went. */
  send(values: Values): Promise<SendEnd>;
  /** Shows a failure the send did not expect (it threw): what the visitor typed stays. */
  failed(): void;
}

/**
 * The one submit lifecycle of the site's forms (contact, tracking updates, the rates calculator,
 * the tracking search): on submit, check and show the errors (focus on the first); or show the
 * form pending, send, and show the outcome, or a failure if the send throws. A submit while one is
 * under way is ignored. The plain form's own post is what happens without JavaScript; with it,
 * the lifecycle takes the submit over.
 */
export function handleSubmit<Values>(
  form: HTMLFormElement,
  steps: SubmitSteps<Values>,
  label: string,
): () => void {
  let underWay = false;
  const run = async () => {
    underWay = true;
    let end: SendEnd = "shown";
    let pending = false;
    try {
      // A check that needs nothing fetched answers at once, and the form shows pending in the
      // same task as the submit.
      const checking = steps.check();
      const checked = checking instanceof Promise ? await checking : checking;
      if (!checked.ok) {
        checked.focus?.focus();
        return;
      }
      steps.pending((pending = true));
      end = await steps.send(checked.values);
    } catch (error) {
      console.error(`${label}: the submit failed`, error);
      end = "shown";
      steps.failed();
    } finally {
      underWay = false;
      if (pending && end === "shown") steps.pending(false);
    }
  };
  return listen(form, "submit", (event) => {
    event.preventDefault();
    if (!underWay) void run();
  });
}
