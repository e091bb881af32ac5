import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { queryNameIn, subRoutePathIn } from "../../domain/pages.ts";
import {
  createOutboxWorker,
  type OutboxWorker,
  type WorkerLogger,
  type WorkerSettings,
} from "../outbox/worker.ts";
import {
  UNSUBSCRIBE_API_PATH,
  updatesPageLocation,
  type RenderTrackingMail,
  type TrackingMail,
  type UpdateTopic,
} from "../../domain/tracking/updates.ts";
import { attemptOf, stillWanted } from "./delivery-decision.ts";
import type { LinkSigner } from "./links.ts";
import {
  CUT_SEND_ERROR,
  mailOutbox,
  type ClaimedNotification,
  type ConfirmPayload,
  type UpdatePayload,
} from "./mail-outbox.ts";
import type { MailSender } from "./smtp-sender.ts";

export type MailConfig = Pick<
  Config,
  | "PUBLIC_BASE_URL"
  | "SITE_MARKET"
  | "MAIL_FROM"
  | "MAIL_DELIVERY_MAX_ATTEMPTS"
  | "MAIL_DELIVERY_BACKOFF_BASE_MS"
  | "MAIL_DELIVERY_BACKOFF_CAP_MS"
  | "MAIL_DELIVERY_LEASE_MS"
  | "SMTP_TIMEOUT_MS"
>;

export interface MailDeliveryWorkerOptions extends WorkerSettings {
  db: Kysely<Database>;
  config: MailConfig;
  logger: WorkerLogger;
  sender: MailSender;
  /** The build's templates (renderTrackingMail from its entry). */
  render: RenderTrackingMail;
  links: LinkSigner;
}

export type MailDeliveryWorker = OutboxWorker;

/** The from address's domain, for the Message-ID. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

/**
 * The e-mail a claimed outbox row stands for, with its links: the parcel's page, the confirmation
 * (its updates page with a button that confirms, so a mail scanner that follows links confirms
 * nothing) and the unsubscribe link of the body (likewise a button). The List-Unsubscribe header gets the
 * API's one-click URL instead (RFC 8058), which a mailbox provider posts to.
 */
export function mailOf(
  claim: ClaimedNotification,
  config: Pick<Config, "PUBLIC_BASE_URL" | "SITE_MARKET">,
  links: LinkSigner,
): { mail: TrackingMail; oneClickUrl?: string } {
  // In the market's words (the page table's): /tracking/AND-1/avisos in Mexico, /updates in the US.
  const market = config.SITE_MARKET;
  const trackingUrl = `${config.PUBLIC_BASE_URL}${subRoutePathIn(market, "trackingResult", { number: claim.trackingNumber })}`;
  const subject = { subscriptionId: claim.subscriptionId, linkKey: claim.linkKey };
  const pageWith = (param: "confirm" | "unsubscribe", token: string) =>
    `${config.PUBLIC_BASE_URL}${updatesPageLocation(market, claim.trackingNumber, { link: { param, token } })}`;
  if (claim.kind === "confirm") {
    const { expiresAt } = claim.payload as ConfirmPayload;
    const token = links.sign("confirm", subject, new Date(expiresAt));
    return {
      mail: {
        kind: "confirm",
        trackingNumber: claim.trackingNumber,
        trackingUrl,
        confirmUrl: pageWith("confirm", token),
        expiresAt,
      },
    };
  }
  const payload = claim.payload as UpdatePayload;
  const token = links.sign("unsubscribe", subject);
  return {
    mail: {
      kind: "update",
      topic: claim.topic as UpdateTopic,
      trackingNumber: claim.trackingNumber,
      trackingUrl,
      unsubscribeUrl: pageWith("unsubscribe", token),
      event: payload.event,
      estimatedDelivery: payload.estimatedDelivery,
    },
    oneClickUrl: `${config.PUBLIC_BASE_URL}${UNSUBSCRIBE_API_PATH}?${new URLSearchParams({
      token,
      [queryNameIn(market, "number")]: claim.trackingNumber,
    })}`,
  };
}

/**
 * The e-mails' outbox worker (ADR 49; server/outbox/, at most once): renders each due e-mail in
 * the market's language and sends it over SMTP. The send's commit point is the outbox's commit,
 * asked by the sender right before the message's final dot: an e-mail is recorded as sent exactly
 * when it is let go, and never twice, whichever instance or restart holds it. Logs carry ids,
 * never addresses.
 */
export function createMailDeliveryWorker(options: MailDeliveryWorkerOptions): MailDeliveryWorker {
  const { config, sender, render, links, now = () => new Date() } = options;
  if (!config.MAIL_FROM) throw new Error("The mail delivery worker needs MAIL_FROM");
  const from = config.MAIL_FROM;
  const messageDomain = domainOf(from);

  async function send(claim: ClaimedNotification, commit: () => Promise<boolean>) {
    const wanted = stillWanted(claim, now());
    if (!wanted.wanted) return { kind: "cancelled", why: wanted.why } as const;
    const { mail, oneClickUrl } = mailOf(claim, config, links);
    const rendered = await render(mail);
    const result = await sender.send(
      {
        from,
        to: claim.email,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: `<tracking-update-${claim.id}@${messageDomain}>`,
        headers: oneClickUrl
          ? {
              "List-Unsubscribe": `<${oneClickUrl}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : {},
      },
      commit,
    );
    return attemptOf(result);
  }

  const failed =
    "tracking e-mail failed: marked failed (kept, `npm run tracking:updates -- resend ID`)";
  return createOutboxWorker({
    ...options,
    outbox: mailOutbox,
    maxAttempts: config.MAIL_DELIVERY_MAX_ATTEMPTS,
    backoffBaseMs: config.MAIL_DELIVERY_BACKOFF_BASE_MS,
    backoffCapMs: config.MAIL_DELIVERY_BACKOFF_CAP_MS,
    leaseMs: config.MAIL_DELIVERY_LEASE_MS,
    sendTimeoutMs: config.SMTP_TIMEOUT_MS,
    adapter: {
      send,
      logFields: (claim) => ({ subscriptionId: claim.subscriptionId, kind: claim.kind }),
      metricLabels: (claim) => ({ kind: claim.kind }),
      messages: {
        subject: "tracking e-mail",
        done: "tracking e-mail sent",
        retry: "tracking e-mail not sent: will retry",
        rejected: failed,
        gaveUp: failed,
        unconfirmed:
          "tracking e-mail handed over without an answer: recorded as sent, not sent again",
        lostClaim: "tracking e-mail: claim lost, not sent",
        cancelled: "tracking e-mail cancelled",
        cutCommit:
          "tracking e-mail cut at its commit point: recorded as sent, its worker ended before the SMTP server answered; it may not have arrived (not sent again)",
        cutCommitError: CUT_SEND_ERROR,
      },
    },
  });
}
