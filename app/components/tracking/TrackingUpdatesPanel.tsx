import { BellOff, BellRing, CircleCheck, TriangleAlert } from "../ui/icons.ts";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CONFIRM_API_PATH, UNSUBSCRIBE_API_PATH } from "../../../domain/tracking/updates.ts";
import { fragment, queryName } from "../../lib/page-path.ts";
import { buttonClassName } from "../ui/ButtonLink.tsx";

/** What a parcel's page says about its e-mail updates above the result. */
export type UpdatesPanel =
  /**
   * A confirmation link was followed: confirm with a button (a mail scanner clicks no button);
   * `notice` when the button was posted too often.
   */
  | { kind: "confirm"; token: string; notice?: "rateLimited" }
  /** The unsubscribe link of an e-mail's body: likewise. */
  | { kind: "unsubscribe"; token: string; notice?: "rateLimited" }
  /** How a confirmation or an unsubscription went. */
  | { kind: "confirmed" | "unsubscribed" | "expired" | "unsubscribeExpired" };

const CARD = "scroll-mt-28 rounded-panel border p-6 shadow-soft sm:p-8";

/** A sentence with the tracking number kept on one line (AND-DEMO-1004, not AND-DEMO- / 1004). */
function withNumberWhole(sentence: string, number: string): ReactNode {
  const at = sentence.indexOf(number);
  if (at === -1) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <span className="whitespace-nowrap">{number}</span>
      {sentence.slice(at + number.length)}
    </>
  );
}

/**
 * The notice that a link from an e-mail opens on the parcel's updates page (the link lands on
 * its fragment): a question with its button, posted as a plain form to the API, which answers with this
 * page again, or the answer.
 */
export function TrackingUpdatesPanel({
  panel,
  trackingNumber,
}: {
  panel: UpdatesPanel;
  trackingNumber: string;
}) {
  const { t } = useTranslation("tracking");
  const id = useId();

  if (panel.kind === "confirm" || panel.kind === "unsubscribe") {
    const confirming = panel.kind === "confirm";
    const Icon = confirming ? BellRing : BellOff;
    return (
      <section
        id={fragment("updates")}
        aria-labelledby={`${id}-title`}
        data-testid="tracking-updates-panel"
        className={`${CARD} border-primary/30 bg-primary-soft`}
      >
        <div className="flex gap-3 sm:gap-4">
          <Icon aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-xl font-extrabold tracking-tight sm:text-2xl">
              {t(`updates.${panel.kind}.title`)}
            </h2>
            <p className="mt-1 text-ink-soft">
              {withNumberWhole(
                t(`updates.${panel.kind}.text`, { number: trackingNumber }),
                trackingNumber,
              )}
            </p>
            {panel.notice ? (
              <p
                role="alert"
                className="mt-4 rounded-control border border-danger/30 bg-danger-soft p-4 font-medium text-danger-strong"
              >
                {t(`updates.notices.${panel.notice}`)}
              </p>
            ) : null}
            <form
              method="post"
              action={`${confirming ? CONFIRM_API_PATH : UNSUBSCRIBE_API_PATH}?${new URLSearchParams({ [queryName("number")]: trackingNumber })}`}
              className="mt-4"
            >
              <input type="hidden" name="token" value={panel.token} />
              <button type="submit" className={buttonClassName("secondary")}>
                {t(`updates.${panel.kind}.button`)}
              </button>
            </form>
          </div>
        </div>
      </section>
    );
  }

  const state = panel.kind;
  const refused = panel.kind === "expired" || panel.kind === "unsubscribeExpired";
  const Icon = panel.kind === "confirmed" ? CircleCheck : refused ? TriangleAlert : BellOff;
  const look =
    panel.kind === "confirmed"
      ? "border-success/30 bg-success-soft"
      : refused
        ? "border-accent/40 bg-accent-soft"
        : "border-line bg-white";
  const iconColour =
    panel.kind === "confirmed" ? "text-success" : refused ? "text-accent-strong" : "text-primary";
  return (
    <section
      id={fragment("updates")}
      role="status"
      data-testid="tracking-updates-panel"
      className={`${CARD} ${look}`}
    >
      <div className="flex gap-3 sm:gap-4">
        <Icon aria-hidden="true" className={`mt-1 size-7 shrink-0 ${iconColour}`} />
        <div className="min-w-0">
          <h2 className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {t(`updates.states.${state}.title`)}
          </h2>
          <p className="mt-1 text-ink-soft">{t(`updates.states.${state}.text`)}</p>
        </div>
      </div>
    </section>
  );
}
