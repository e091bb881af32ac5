import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import { trackingPagePath } from "../../domain/tracking/paths.ts";
import {
  CONFIRM_PARAM,
  PARCEL_PARAM,
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_PARAM,
  updatesPageLocation,
  type RenderTrackingMail,
  type TrackingMail,
  type UpdateTopic,
} from "../../domain/tracking/updates.ts";
import { decideMailDelivery, stillWanted, type MailOutcome } from "./delivery-decision.ts";
import type { LinkSigner } from "./links.ts";
import {
  claimDueNotifications,
  markCancelled,
  markFailed,
  markCutSendsUnknown,
  markRetry,
  markSent,
  recordSmtpResponse,
  unmarkSent,
  type ClaimedNotification,
  type ConfirmPayload,
  type UpdatePayload,
} from "./repository.ts";
import type { MailSender, SendResult } from "./smtp-sender.ts";

export const DEFAULT_BATCH_SIZE = 10;

/** How often a worker looks for e-mails cut at the commit point (markCutSendsUnknown). */
export const CUT_SENDS_SWEEP_INTERVAL_MS = 60_000;

export type WorkerLogger = Pick<Logger, "info" | "warn" | "error">;

export type MailConfig = Pick<
  Config,
  | "PUBLIC_BASE_URL"
  | "MAIL_FROM"
  | "MAIL_DELIVERY_MAX_ATTEMPTS"
  | "MAIL_DELIVERY_BACKOFF_BASE_MS"
  | "MAIL_DELIVERY_BACKOFF_CAP_MS"
  | "MAIL_DELIVERY_LEASE_MS"
  | "SMTP_TIMEOUT_MS"
>;

export interface MailDeliveryWorkerOptions {
  db: Kysely<Database>;
  config: MailConfig;
  logger: WorkerLogger;
  sender: MailSender;
  /** The build's templates (renderTrackingMail from its entry). */
  render: RenderTrackingMail;
  links: LinkSigner;
  now?: () => Date;
  /** Names this worker's claims; random (host:pid:uuid) by default. */
  workerId?: string;
  /** Wait between polls when the last batch was not full. */
  pollIntervalMs?: number;
  /** In [0, 1): the jitter source. */
  random?: () => number;
  batchSize?: number;
  /** Between two looks for e-mails cut at the commit point; the first is one interval in. */
  sweepIntervalMs?: number;
}

export interface MailDeliveryWorker {
  readonly workerId: string;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling; resolves once the batch in flight is finished and recorded. */
  stop(): Promise<void>;
  /** Polls now instead of at the next interval (something was queued). */
  wake(): void;
  /** Claims one batch of due e-mails, sends them, records the outcomes; resolves to the count. */
  runOnce(): Promise<number>;
}

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
  config: Pick<Config, "PUBLIC_BASE_URL">,
  links: LinkSigner,
): { mail: TrackingMail; oneClickUrl?: string } {
  const trackingUrl = `${config.PUBLIC_BASE_URL}${trackingPagePath(claim.trackingNumber)}`;
  const subject = { subscriptionId: claim.subscriptionId, linkKey: claim.linkKey };
  const pageWith = (param: string, token: string) =>
    `${config.PUBLIC_BASE_URL}${updatesPageLocation(claim.trackingNumber, { link: { param, token } })}`;
  if (claim.kind === "confirm") {
    const { expiresAt } = claim.payload as ConfirmPayload;
    const token = links.sign("confirm", subject, new Date(expiresAt));
    return {
      mail: {
        kind: "confirm",
        trackingNumber: claim.trackingNumber,
        trackingUrl,
        confirmUrl: pageWith(CONFIRM_PARAM, token),
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
      unsubscribeUrl: pageWith(UNSUBSCRIBE_PARAM, token),
      event: payload.event,
      estimatedDelivery: payload.estimatedDelivery,
    },
    oneClickUrl: `${config.PUBLIC_BASE_URL}${UNSUBSCRIBE_API_PATH}?${new URLSearchParams({
      token,
      [PARCEL_PARAM]: claim.trackingNumber,
    })}`,
  };
}

/**
 * The e-mails' outbox worker (ADR 49), modelled on the leads' (server/contact/delivery-worker.ts):
 * claims due e-mails with a lease, renders each in the market's language, sends it over SMTP and
 * records the outcome. The send's commit point is markSent, asked by the sender right before the
 * message's final dot: an e-mail is recorded as sent exactly when it is let go, and never twice,
 * whichever instance or restart holds it. Logs carry ids, never addresses.
 */
export function createMailDeliveryWorker(options: MailDeliveryWorkerOptions): MailDeliveryWorker {
  const {
    db,
    config,
    logger,
    sender,
    render,
    links,
    now = () => new Date(),
    workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    pollIntervalMs = 1000,
    random = Math.random,
    batchSize = DEFAULT_BATCH_SIZE,
    sweepIntervalMs = CUT_SENDS_SWEEP_INTERVAL_MS,
  } = options;
  if (!config.MAIL_FROM) throw new Error("The mail delivery worker needs MAIL_FROM");
  // Not at once: a process that starts after a crash has been scraped once before it counts.
  let lastSweep = now().getTime();
  const from = config.MAIL_FROM;
  const messageDomain = domainOf(from);
  const runs = new Set<Promise<number>>();
  let loop: Promise<void> | undefined;
  let running = false;
  let wake: (() => void) | undefined;

  async function deliver(claim: ClaimedNotification): Promise<void> {
    const log = {
      workerId,
      notificationId: claim.id,
      subscriptionId: claim.subscriptionId,
      kind: claim.kind,
      attempt: claim.attempts + 1,
    };
    const wanted = stillWanted(claim, now());
    if (!wanted.wanted) {
      await markCancelled(db, claim.id, { workerId, now: now() });
      metrics.outboxAttempt("mail", "cancelled", { kind: claim.kind });
      logger.info({ ...log, why: wanted.why }, "tracking e-mail cancelled");
      return;
    }
    let result: SendResult;
    try {
      const { mail, oneClickUrl } = mailOf(claim, config, links);
      const rendered = await render(mail);
      result = await sender.send(
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
        () => markSent(db, claim.id, { workerId, now: now() }),
      );
    } catch (error) {
      // Rendering (a bug) or the sender itself: nothing was handed over; retry, and say so.
      logger.error({ ...log, err: error }, "tracking e-mail: unexpected error before sending");
      result = { kind: "failed", stage: "before", permanent: false, error: "unexpected error" };
    }
    const at = now();
    const outcome = decideMailDelivery(result, claim, {
      at,
      maxAttempts: config.MAIL_DELIVERY_MAX_ATTEMPTS,
      backoffBaseMs: config.MAIL_DELIVERY_BACKOFF_BASE_MS,
      backoffCapMs: config.MAIL_DELIVERY_BACKOFF_CAP_MS,
      random,
    });
    if (outcome.kind !== "lost_claim") metrics.outboxAttempt("mail", outcome.kind, { kind: claim.kind });
    try {
      await record(outcome, claim.id, at, log);
    } catch (error) {
      // A row still "sending" is taken over once its lease expires; a "sent" one stays sent.
      logger.error(
        { ...log, outcome: outcome.kind, err: error },
        "tracking e-mail: could not record the outcome",
      );
    }
  }

  async function record(
    outcome: MailOutcome,
    id: number,
    at: Date,
    log: Record<string, unknown>,
  ): Promise<void> {
    switch (outcome.kind) {
      case "sent":
        await recordSmtpResponse(db, id, { workerId, response: outcome.response, now: at });
        logger.info({ ...log, outcome: "sent" }, "tracking e-mail sent");
        return;
      case "unconfirmed":
        metrics.outcomeUnknown("mail");
        await recordSmtpResponse(db, id, {
          workerId,
          response: "",
          error: `handed over, then ${outcome.error}: it may not have arrived; not sent again`,
          now: at,
        });
        logger.warn(
          { ...log, outcome: "unconfirmed", error: outcome.error },
          "tracking e-mail handed over without an answer: recorded as sent, not sent again",
        );
        return;
      case "lost_claim":
        logger.warn({ ...log, outcome: "lost_claim" }, "tracking e-mail: claim lost, not sent");
        return;
      case "cancelled":
        return;
      case "retry": {
        const recorded = outcome.after
          ? await unmarkSent(db, id, {
              workerId,
              status: "pending",
              nextAttemptAt: outcome.nextAttemptAt,
              error: outcome.error,
              response: outcome.response,
              now: at,
            })
          : await markRetry(db, id, {
              workerId,
              nextAttemptAt: outcome.nextAttemptAt,
              error: outcome.error,
              response: outcome.response,
              now: at,
            });
        logger.warn(
          {
            ...log,
            outcome: "retry",
            error: outcome.error,
            nextAttemptAt: toIsoTimestamp(outcome.nextAttemptAt),
            recorded,
          },
          "tracking e-mail not sent: will retry",
        );
        return;
      }
      case "failed": {
        const recorded = outcome.after
          ? await unmarkSent(db, id, {
              workerId,
              status: "failed",
              error: outcome.error,
              response: outcome.response,
              now: at,
            })
          : await markFailed(db, id, {
              workerId,
              error: outcome.error,
              response: outcome.response,
              now: at,
            });
        logger.error(
          { ...log, outcome: "failed", why: outcome.why, error: outcome.error, recorded },
          "tracking e-mail failed: marked failed (kept, `npm run tracking:updates -- resend ID`)",
        );
      }
    }
  }

  /**
   * Marks the e-mails whose worker died between recording them as sent and the SMTP server's
   * answer (a lease ago or more, so none is still in a living worker's hands), and counts them.
   */
  async function sweepCutSends(): Promise<void> {
    const at = now();
    if (at.getTime() - lastSweep < sweepIntervalMs) return;
    lastSweep = at.getTime();
    const cut = await markCutSendsUnknown(db, {
      sentBefore: new Date(at.getTime() - config.MAIL_DELIVERY_LEASE_MS),
      now: at,
    });
    metrics.outcomeUnknown("mail", cut.length);
    for (const { id, subscriptionId } of cut) {
      logger.warn(
        { workerId, notificationId: id, subscriptionId, outcome: "outcome_unknown" },
        "tracking e-mail cut at its commit point: recorded as sent, its worker ended before the SMTP server answered; it may not have arrived (not sent again)",
      );
    }
  }

  async function processBatch(): Promise<number> {
    try {
      await sweepCutSends();
    } catch (error) {
      logger.error({ workerId, err: error }, "tracking e-mail: could not look for cut sends");
    }
    const claims = await claimDueNotifications(db, {
      workerId,
      now: now(),
      leaseMs: config.MAIL_DELIVERY_LEASE_MS,
      limit: batchSize,
    });
    await Promise.all(claims.map(deliver));
    return claims.length;
  }

  function runOnce(): Promise<number> {
    const run = processBatch();
    runs.add(run);
    const forget = () => runs.delete(run);
    run.then(forget, forget);
    return run;
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  return {
    workerId,
    runOnce,
    wake: () => wake?.(),
    start() {
      if (running) return;
      running = true;
      logger.info({ workerId }, "tracking e-mail worker started");
      loop = (async () => {
        while (running) {
          let handled = 0;
          try {
            handled = await runOnce();
          } catch (error) {
            logger.error({ workerId, err: error }, "tracking e-mail batch failed");
          }
          if (running && handled < batchSize) await pause(pollIntervalMs);
        }
      })();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
      await Promise.allSettled([...runs]);
    },
  };
}
