import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import { decideAttempt, type Attempt, type LogFields, type Outcome } from "./decision.ts";
import type { Claim, Outbox } from "./outbox.ts";

export const DEFAULT_BATCH_SIZE = 10;

/** How often an at-most-once worker looks for items cut at the commit point. */
export const CUT_COMMITS_SWEEP_INTERVAL_MS = 60_000;

export type WorkerLogger = Pick<Logger, "info" | "warn" | "error">;

/** The log lines' words for one outbox (the runbooks and alerts quote some of them). */
export interface OutboxMessages {
  /** What the worker's own lines start with: "<subject> worker started", "<subject> batch failed". */
  subject: string;
  done: string;
  retry: string;
  rejected: string;
  gaveUp: string;
  /** At-least-once: an item taken over from a dead worker, sent again. */
  takenOver?: string;
  /** At-most-once: committed, then no answer. */
  unconfirmed?: string;
  /** At-most-once: the commit found the item another worker's. */
  lostClaim?: string;
  /** At-most-once: an item cut at the commit point, as its log line and as its last error. */
  cutCommit?: string;
  cutCommitError?: string;
  cancelled?: string;
}

/** What an outbox's worker does with each claimed item: the adapter of a feature. */
export interface OutboxAdapter<Item extends Claim> {
  /**
   * Sends one item and says what happened. At-most-once outboxes call `commit` right before
   * letting the item go, and let it go only when it resolves to true.
   */
  send(item: Item, commit: () => Promise<boolean>): Promise<Attempt>;
  /** The item's fields on every log line of its attempt (ids, never personal data). */
  logFields?(item: Item): LogFields;
  /** The item's labels on the attempts counter. */
  metricLabels?(item: Item): { kind?: string };
  messages: OutboxMessages;
}

/** What every outbox worker takes besides its outbox, adapter and policy (tests set them). */
export interface WorkerSettings {
  now?: () => Date;
  /** Names this worker's claims; random (host:pid:uuid) by default. */
  workerId?: string;
  /** Wait between polls when the last batch was not full. */
  pollIntervalMs?: number;
  /** In [0, 1): the jitter source. */
  random?: () => number;
  /** Items claimed (and sent in parallel) per batch. */
  batchSize?: number;
  /** At-most-once: between two looks for items cut at the commit point; the first is one in. */
  sweepIntervalMs?: number;
}

export interface OutboxWorkerOptions<
  DB,
  Status extends string,
  Item extends Claim,
> extends WorkerSettings {
  db: Kysely<DB>;
  outbox: Outbox<DB, Status, Item>;
  adapter: OutboxAdapter<Item>;
  logger: WorkerLogger;
  maxAttempts: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  /** How long a claim holds; must exceed `sendTimeoutMs` (a batch's sends run in parallel). */
  leaseMs: number;
  sendTimeoutMs: number;
}

export interface OutboxWorker {
  readonly workerId: string;
  /** Polls in the background until stop(). Calling it again while running does nothing. */
  start(): void;
  /** Stops polling; resolves once the batch in flight (if any) is finished and recorded. */
  stop(): Promise<void>;
  /** Polls now instead of at the next interval (something was queued). */
  wake(): void;
  /** Claims one batch of due items, sends them, records the outcomes; resolves to the count. */
  runOnce(): Promise<number>;
}

/**
 * An outbox's worker: claims due items with a lease, has the adapter send each, decides what the
 * send means (decideAttempt: retried with backoff until the attempt budget is spent, then failed)
 * and records it while it still holds the claim. Counts each attempt and each send of unknown
 * outcome in the metrics. See OutboxPromise for what a crash does to each kind of outbox.
 */
export function createOutboxWorker<DB, Status extends string, Item extends Claim>(
  options: OutboxWorkerOptions<DB, Status, Item>,
): OutboxWorker {
  const {
    db,
    outbox,
    adapter,
    logger,
    leaseMs,
    sendTimeoutMs,
    now = () => new Date(),
    workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    pollIntervalMs = 1000,
    random = Math.random,
    batchSize = DEFAULT_BATCH_SIZE,
    sweepIntervalMs = CUT_COMMITS_SWEEP_INTERVAL_MS,
  } = options;
  const { spec } = outbox;
  const { messages } = adapter;
  /** The line for `kind`, or a plain one when the adapter has no words for it. */
  const say = (kind: keyof OutboxMessages) => messages[kind] ?? `${messages.subject}: ${kind}`;
  if (leaseMs <= sendTimeoutMs) {
    throw new RangeError(`leaseMs (${leaseMs}) must exceed the send timeout (${sendTimeoutMs})`);
  }
  const policy = {
    maxAttempts: options.maxAttempts,
    backoffBaseMs: options.backoffBaseMs,
    backoffCapMs: options.backoffCapMs,
    random,
  };
  // Not at once: a process that starts after a crash has been scraped once before it counts.
  let lastSweep = now().getTime();
  const runs = new Set<Promise<number>>();
  let loop: Promise<void> | undefined;
  let running = false;
  let wake: (() => void) | undefined;

  async function deliver(item: Item): Promise<void> {
    const log = {
      workerId,
      [spec.keyLogField]: item.key,
      ...adapter.logFields?.(item),
      attempt: item.attempts + 1,
    };
    if (item.takenOver) {
      metrics.outcomeUnknown(spec.name);
      logger.warn({ ...log, outcome: "outcome_unknown" }, say("takenOver"));
    }
    let committed = false;
    const commit = async () => {
      committed = await outbox.commit(db, item.key, { workerId, now: now() });
      return committed;
    };
    let attempt: Attempt;
    try {
      attempt = await adapter.send(item, commit);
    } catch (error) {
      // The adapter reports the other side's problems as attempts: this is a bug; retry, say so.
      logger.error({ ...log, err: error }, `${messages.subject}: unexpected error while sending`);
      attempt = { kind: "retry", error: "unexpected error" };
    }
    const at = now();
    const outcome = decideAttempt(attempt, item, { ...policy, at });
    if (outcome.kind !== "lost_claim") {
      metrics.outboxAttempt(
        spec.name,
        outcome.kind === "done" ? spec.done : outcome.kind,
        adapter.metricLabels?.(item),
      );
    }
    try {
      await record(outcome, item, { committed, at, log });
    } catch (error) {
      // A row still held is taken over once its lease expires; a committed one stays done.
      logger.error(
        { ...log, outcome: outcome.kind, err: error },
        `${messages.subject}: could not record the outcome`,
      );
    }
  }

  async function record(
    outcome: Outcome,
    item: Item,
    context: { committed: boolean; at: Date; log: LogFields },
  ): Promise<void> {
    const { committed, at } = context;
    const log = { ...context.log, ...("log" in outcome && outcome.log) };
    const holder = { workerId, committed, now: at };
    switch (outcome.kind) {
      case "done": {
        const recorded = committed
          ? await outbox.recordAnswer(db, item.key, { ...holder, response: outcome.response ?? "" })
          : await outbox.complete(db, item.key, { ...holder, response: outcome.response });
        logger.info({ ...log, outcome: spec.done, recorded }, messages.done);
        return;
      }
      case "unconfirmed": {
        metrics.outcomeUnknown(spec.name);
        const recorded = await outbox.recordAnswer(db, item.key, {
          ...holder,
          response: "",
          error: outcome.error,
        });
        logger.warn({ ...log, outcome: "unconfirmed", recorded }, say("unconfirmed"));
        return;
      }
      case "lost_claim":
        logger.warn({ ...log, outcome: "lost_claim" }, say("lostClaim"));
        return;
      case "cancelled": {
        const recorded = await outbox.cancel(db, item.key, holder);
        logger.info({ ...log, outcome: "cancelled", why: outcome.why, recorded }, say("cancelled"));
        return;
      }
      case "retry": {
        const { nextAttemptAt, error, response } = outcome;
        const recorded = await outbox.reschedule(db, item.key, {
          ...holder,
          nextAttemptAt,
          error,
          response,
        });
        logger.warn(
          { ...log, outcome: "retry", nextAttemptAt: toIsoTimestamp(nextAttemptAt), recorded },
          messages.retry,
        );
        return;
      }
      case "failed": {
        const { error, response, why } = outcome;
        const recorded = await outbox.fail(db, item.key, { ...holder, error, response });
        logger.error(
          { ...log, outcome: "failed", why, recorded },
          why === "rejected" ? messages.rejected : messages.gaveUp,
        );
      }
    }
  }

  /**
   * At-most-once: marks the items whose worker died between their commit and the other side's
   * answer (a lease ago or more, so none is still in a living worker's hands), and counts them.
   */
  async function sweepCutCommits(): Promise<void> {
    if (spec.promise !== "at-most-once") return;
    const at = now();
    if (at.getTime() - lastSweep < sweepIntervalMs) return;
    lastSweep = at.getTime();
    const cut = await outbox.markCutCommitsUnknown(db, {
      committedBefore: new Date(at.getTime() - leaseMs),
      error: say("cutCommitError"),
      now: at,
    });
    metrics.outcomeUnknown(spec.name, cut.length);
    for (const key of cut) {
      logger.warn(
        { workerId, [spec.keyLogField]: key, outcome: "outcome_unknown" },
        say("cutCommit"),
      );
    }
  }

  async function processBatch(): Promise<number> {
    try {
      await sweepCutCommits();
    } catch (error) {
      logger.error({ workerId, err: error }, `${messages.subject}: could not look for cut sends`);
    }
    const items = await outbox.claim(db, { workerId, now: now(), leaseMs, limit: batchSize });
    await Promise.all(items.map(deliver));
    return items.length;
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
      logger.info({ workerId }, `${messages.subject} worker started`);
      loop = (async () => {
        while (running) {
          let handled = 0;
          try {
            handled = await runOnce();
          } catch (error) {
            logger.error({ workerId, err: error }, `${messages.subject} batch failed`);
          }
          // A full batch suggests more are due: go again at once.
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
