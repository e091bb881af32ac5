import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message the test server accepted, parsed. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header, lower-case names, values as sent (unfolded). */
  headers: Record<string, string>;
  receivedAt: number;
}

/** What the server answers to a message's final dot: accept it, or refuse it with a code. */
export type SmtpReply = "accept" | { code: number; message: string };

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:PORT` (no TLS, no authentication). */
  url: string;
  /** Accepted messages, in order of acceptance. */
  messages: ReceivedMail[];
  /** Messages that arrived in full, accepted or refused (the reply was asked for each). */
  attempts: number;
  /** Messages whose connection closed before their final dot: the server discarded them. */
  aborted: number;
  /** Connections that closed in the middle of a transaction (after MAIL FROM, before the end). */
  cut: number;
  /** How long the server takes to answer each RCPT TO (a slow server, for crash tests). */
  rcptDelayMs: number;
  /** Decides the answer to each message that arrived in full (by its 0-based arrival number). */
  reply: (mail: ReceivedMail, index: number) => SmtpReply | Promise<SmtpReply>;
  /** Refuses (550) every recipient in this list at RCPT TO. */
  refuseRecipients: Set<string>;
  close(): Promise<void>;
}

/**
 * An SMTP server for tests (nodemailer's smtp-server) on loopback: no TLS, no authentication. It
 * parses what it accepts (mailparser) and counts what arrived cut off (a client that dropped the
 * connection before the final dot), so tests can tell delivered, refused and discarded apart.
 */
export async function startTestSmtpServer(
  options: { port?: number } = {},
): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    port: 0,
    url: "",
    messages: [],
    attempts: 0,
    aborted: 0,
    cut: 0,
    rcptDelayMs: 0,
    reply: () => "accept",
    refuseRecipients: new Set(),
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    banner: "test smtp server",
    onRcptTo(address, _session, callback) {
      const answer = () => {
        if (state.refuseRecipients.has(address.address.toLowerCase())) {
          const error = new Error("No such user here") as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      };
      if (state.rcptDelayMs > 0) setTimeout(answer, state.rcptDelayMs);
      else answer();
    },
    onClose(session) {
      if (session.envelope?.mailFrom) state.cut += 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let failed = false;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", () => {
        failed = true;
        state.aborted += 1;
      });
      stream.on("end", () => {
        if (failed || stream.destroyed) return;
        void (async () => {
          const parsed = await simpleParser(Buffer.concat(chunks));
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) {
            headers[line.key] = line.line
              .slice(line.line.indexOf(":") + 1)
              .replace(/\r?\n\s+/g, " ")
              .trim();
          }
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            messageId: parsed.messageId ?? "",
            headers,
            receivedAt: Date.now(),
          };
          const index = state.attempts;
          state.attempts += 1;
          const answer = await state.reply(mail, index);
          if (answer === "accept") {
            state.messages.push(mail);
            callback(null, `Ok: queued as test-${index}`);
            return;
          }
          const error = new Error(answer.message) as Error & { responseCode: number };
          error.responseCode = answer.code;
          callback(error);
        })().catch((error: unknown) => callback(error as Error));
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  state.port = port;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Resolves once `check` is true (polled every 25 ms), or rejects after `timeoutMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
