import { Readable } from "node:stream";
import addressparser from "nodemailer/lib/addressparser";
import MailComposer from "nodemailer/lib/mail-composer";
import * as shared from "nodemailer/lib/shared";
import SMTPConnection, { type SMTPConnectionOptions } from "nodemailer/lib/smtp-connection";

/** One e-mail, ready to go: addresses, subject, both parts and its extra headers. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<id@domain>`: the same for every attempt of one outbox row. */
  messageId: string;
  /** Extra headers, written as they are (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/**
 * What became of one send. `handOver` decides whether the message is let go: the sender calls it
 * once the SMTP server has taken the whole message, right before the final dot that makes the
 * server accept it, and sends the dot only when it resolves to true.
 */
export type SendResult =
  /** Handed over and accepted (the server's answer to the dot). */
  | { kind: "sent"; response: string }
  /** handOver said no (another worker holds the e-mail now): the connection was dropped before the dot, so the server discards the message. */
  | { kind: "not_handed_over"; error?: string }
  /**
   * Not sent: refused or failed before the dot ("before"), or refused by the server's answer to
   * the dot ("after"). `permanent` for a 5xx (a recipient or message the server will never take).
   */
  | {
      kind: "failed";
      stage: "before" | "after";
      permanent: boolean;
      error: string;
      response?: string;
    }
  /** Handed over, then no answer (timeout, connection lost): it may or may not have arrived. */
  | { kind: "unconfirmed"; error: string };

export interface MailSender {
  send(mail: OutgoingMail, handOver: () => Promise<boolean>): Promise<SendResult>;
  close(): void;
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

const describe = (error: SmtpError) =>
  [error.code, error.responseCode, error.response ?? error.message].filter(Boolean).join(" ");

/** The message as bytes, composed by nodemailer (MIME, encodings, both parts). */
export async function composeMessage(mail: OutgoingMail): Promise<Buffer> {
  const headers = Object.fromEntries(
    Object.entries(mail.headers ?? {}).map(([name, value]) => [name, { prepared: true, value }]),
  );
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers,
  })
    .compile()
    .build();
}

/**
 * A message whose end waits for `handOver`: its bytes flow as the SMTP server reads them (after
 * its 354 to DATA), and when they are all read the stream asks `handOver`. Only on `true` does it
 * end, which makes nodemailer write the final dot at once; otherwise it fails, and nodemailer
 * drops the connection mid-message, which an SMTP server must discard (RFC 5321, 4.1.1.4).
 */
interface HandOverState {
  handedOver: boolean;
  /** handOver said no, or failed (with its error). */
  refused: boolean;
  error?: string;
}

function gatedMessage(bytes: Buffer, handOver: () => Promise<boolean>, state: HandOverState) {
  let pushed = false;
  let asked = false;
  return new Readable({
    read() {
      if (!pushed) {
        pushed = true;
        this.push(bytes);
        return;
      }
      if (asked) return;
      asked = true;
      handOver().then(
        (ok) => {
          if (!ok) {
            state.refused = true;
            this.destroy(new Error("not handed over: the e-mail is no longer this worker's"));
            return;
          }
          state.handedOver = true;
          this.push(null);
        },
        (error: unknown) => {
          state.refused = true;
          state.error = error instanceof Error ? error.message : String(error);
          this.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
}

/** The bare address of `Name <address>` (or of an address), for the envelope. */
export function envelopeAddress(address: string): string {
  const [parsed] = addressparser(address, { flatten: true });
  if (!parsed?.address) throw new RangeError(`Not an e-mail address: ${address}`);
  return parsed.address;
}

/** nodemailer's SMTPConnection, one command at a time, as promises. */
function connectionOf(options: SMTPConnectionOptions) {
  const connection = new SMTPConnection(options);
  let failure: Error | undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    connection.once("error", (error: Error) => {
      failure = error;
      reject(error);
    });
  });
  failed.catch(() => {});
  const step = <T>(run: (done: (error: Error | null, value?: T) => void) => void) =>
    Promise.race([
      failed,
      new Promise<T>((resolve, reject) =>
        run((error, value) => (error ? reject(error) : resolve(value as T))),
      ),
    ]);
  return { connection, step, failure: () => failure };
}

/**
 * Sends over SMTP with nodemailer's SMTPConnection (SMTP_URL: STARTTLS when the server offers it
 * on smtp://, TLS from the start on smtps://), one connection per e-mail, within `timeoutMs` for
 * the whole conversation. Not nodemailer's transport: it reads a message stream ahead, before the
 * server has answered DATA, where the hand-over must wait for that answer.
 */
export function createSmtpSender(options: { url: string; timeoutMs: number }): MailSender {
  const { auth, ...target } = shared.parseConnectionUrl(options.url) as SMTPConnectionOptions & {
    auth?: { user: string; pass: string };
  };
  const connectionOptions: SMTPConnectionOptions = {
    ...target,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    logger: false,
  };
  return {
    async send(mail, handOver) {
      const state: HandOverState = { handedOver: false, refused: false };
      let bytes: Buffer;
      try {
        bytes = await composeMessage(mail);
      } catch (error) {
        return {
          kind: "failed",
          stage: "before",
          permanent: true,
          error: `could not compose the message: ${describe(error as SmtpError)}`,
        };
      }
      const { connection, step } = connectionOf(connectionOptions);
      let timedOut = false;
      const deadline = setTimeout(() => {
        timedOut = true;
        connection.close();
      }, options.timeoutMs);
      // Past the deadline nothing is handed over: a late dot would arrive after we gave up.
      const guardedHandOver = async () => !timedOut && (await handOver());
      try {
        await step<void>((done) => connection.connect(() => done(null)));
        if (auth) await step<boolean>((done) => connection.login(auth, done));
        const info = await step<{ response?: string }>((done) =>
          connection.send(
            { from: envelopeAddress(mail.from), to: [envelopeAddress(mail.to)] },
            gatedMessage(bytes, guardedHandOver, state),
            done as never,
          ),
        );
        connection.quit();
        return { kind: "sent", response: String(info.response ?? "") };
      } catch (caught) {
        connection.close();
        const error = (
          timedOut ? Object.assign(new Error("timed out"), { code: "ETIMEDOUT" }) : caught
        ) as SmtpError;
        if (!state.handedOver) {
          if (state.refused) {
            return { kind: "not_handed_over", ...(state.error ? { error: state.error } : {}) };
          }
          return {
            kind: "failed",
            stage: "before",
            permanent: (error.responseCode ?? 0) >= 500 && error.code !== "EAUTH",
            error: describe(error),
            ...(error.response ? { response: error.response } : {}),
          };
        }
        // Handed over: an answer to the dot says whether the server took it; no answer does not.
        if (error.responseCode) {
          return {
            kind: "failed",
            stage: "after",
            permanent: error.responseCode >= 500,
            error: describe(error),
            ...(error.response ? { response: error.response } : {}),
          };
        }
        return { kind: "unconfirmed", error: describe(error) };
      } finally {
        clearTimeout(deadline);
      }
    },
    close() {},
  };
}
