import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSmtpSender, type MailSender, type OutgoingMail } from "./smtp-sender.ts";
import { startTestSmtpServer, waitUntil, type TestSmtpServer } from "./test-smtp-server.ts";

let smtp: TestSmtpServer;
let sender: MailSender;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  sender = createSmtpSender({ url: smtp.url, timeoutMs: 5_000 });
});

afterAll(async () => {
  sender?.close();
  await smtp?.close();
});

beforeEach(() => {
  smtp.messages.length = 0;
  smtp.attempts = 0;
  smtp.aborted = 0;
  smtp.reply = () => "accept";
  smtp.refuseRecipients.clear();
});

const mail = (to = "ana@example.com"): OutgoingMail => ({
  from: "Andén <avisos@anden.example>",
  to,
  subject: "Confirmá tus avisos del envío AND-1",
  text: "Hola, seguí tu envío: https://anden.example/tracking/AND-1",
  html: "<p>Hola, seguí tu envío</p>",
  messageId: "<tracking-update-7@anden.example>",
  headers: {
    "List-Unsubscribe": "<https://anden.example/api/tracking-updates/unsubscribe?token=abc>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
});

describe("the SMTP sender", () => {
  it("asks to hand the message over once the server has all of it, and sends it when told yes", async () => {
    let attemptsWhenAsked = -1;
    const result = await sender.send(mail(), async () => {
      attemptsWhenAsked = smtp.attempts + smtp.aborted;
      return true;
    });
    expect(result).toEqual({ kind: "sent", response: expect.stringContaining("queued as test-0") });
    // Asked before the final dot: the server had not taken (or refused) anything yet.
    expect(attemptsWhenAsked).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received!.to).toEqual(["ana@example.com"]);
    expect(received!.subject).toBe("Confirmá tus avisos del envío AND-1");
    expect(received!.text).toContain("seguí tu envío: https://anden.example/tracking/AND-1");
    expect(received!.html).toContain("<p>Hola, seguí tu envío</p>");
    expect(received!.messageId).toBe("<tracking-update-7@anden.example>");
    expect(received!.headers["list-unsubscribe"]).toBe(
      "<https://anden.example/api/tracking-updates/unsubscribe?token=abc>",
    );
    expect(received!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("drops the connection before the final dot when told no, so the server discards it", async () => {
    const result = await sender.send(mail(), async () => false);
    expect(result).toEqual({ kind: "not_handed_over" });
    await waitUntil(() => smtp.aborted === 1);
    expect(smtp.messages).toEqual([]);
    expect(smtp.attempts).toBe(0);
  });

  it("sends nothing when the hand-over fails (the database is unreachable)", async () => {
    const result = await sender.send(mail(), async () => {
      throw new Error("database unavailable");
    });
    expect(result).toEqual({ kind: "not_handed_over", error: "database unavailable" });
    await waitUntil(() => smtp.aborted === 1);
    expect(smtp.messages).toEqual([]);
  });

  it("reports a refused recipient as a permanent failure, without asking to hand over", async () => {
    smtp.refuseRecipients.add("nobody@example.com");
    let asked = false;
    const result = await sender.send(mail("nobody@example.com"), async () => (asked = true));
    expect(result).toMatchObject({ kind: "failed", stage: "before", permanent: true });
    expect(asked).toBe(false);
  });

  it("reports a refusal of the data after the dot as not sent: temporary for a 4xx", async () => {
    smtp.reply = () => ({ code: 451, message: "Try again later" });
    const result = await sender.send(mail(), async () => true);
    expect(result).toMatchObject({ kind: "failed", stage: "after", permanent: false });
    expect(smtp.messages).toEqual([]);
  });

  it("reports a refusal of the data after the dot as not sent: permanent for a 5xx", async () => {
    smtp.reply = () => ({ code: 554, message: "Message refused" });
    const result = await sender.send(mail(), async () => true);
    expect(result).toMatchObject({ kind: "failed", stage: "after", permanent: true });
  });

  it("reports a server that cannot be reached as a temporary failure", async () => {
    const unreachable = createSmtpSender({ url: "smtp://127.0.0.1:9", timeoutMs: 2_000 });
    try {
      const result = await unreachable.send(mail(), async () => true);
      expect(result).toMatchObject({ kind: "failed", stage: "before", permanent: false });
    } finally {
      unreachable.close();
    }
  });
});
