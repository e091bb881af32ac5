import { createServer } from "node:http";
import { startTestSmtpServer } from "../../server/tracking-updates/test-smtp-server.ts";

// The end-to-end servers' SMTP server (smtp-server, on loopback): it accepts every message, parses
// it, and lists what it received, as JSON, at GET /messages on its HTTP port. Started by
// playwright.config.ts like the fake CRM; each test reads the messages of its own addresses.
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 3312);
const apiPort = Number(process.env.SMTP_SINK_API_PORT ?? 3313);

const smtp = await startTestSmtpServer({ port: smtpPort });

createServer((request, response) => {
  response.setHeader("Content-Type", "application/json");
  if (request.method === "GET" && request.url === "/messages") {
    response.end(JSON.stringify(smtp.messages));
    return;
  }
  response.statusCode = request.url === "/__health" ? 200 : 404;
  response.end("{}");
}).listen(apiPort, "127.0.0.1");
