import { createServer } from "node:http";

// Stand-ins for the third parties of the end-to-end tests, on loopback: HubSpot's Forms API (it
// accepts submissions and lists them at GET /__submissions) and the chat widget's script
// (GET /intercom/APP_ID), which records the calls the page makes in window.__intercomCalls, the
// tag manager's script (GET /gtm.js?id=…), which records that it ran as a dataLayer event, and its
// page for browsers without JavaScript (GET /ns.html?id=…).
const port = Number(process.env.FAKE_HUBSPOT_PORT ?? 3311);
const received: { path: string; body: unknown }[] = [];

const CHAT_WIDGET_STUB = `(function () {
  var calls = (window.__intercomCalls = window.__intercomCalls || []);
  var queued = (window.Intercom && window.Intercom.q) || [];
  window.Intercom = function () { calls.push(Array.prototype.slice.call(arguments)); };
  queued.forEach(function (args) { calls.push(args); });
})();`;

const TAG_MANAGER_STUB = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get("id");
  (window.dataLayer = window.dataLayer || []).push({ event: "fake-gtm-ready", id: id });
})();`;

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    response.setHeader("Content-Type", "application/json");
    if (request.method === "GET" && request.url?.startsWith("/intercom/")) {
      response.setHeader("Content-Type", "text/javascript");
      response.end(CHAT_WIDGET_STUB);
    } else if (request.method === "GET" && request.url?.startsWith("/gtm.js?")) {
      response.setHeader("Content-Type", "text/javascript");
      response.end(TAG_MANAGER_STUB);
    } else if (request.method === "GET" && request.url?.startsWith("/ns.html?")) {
      response.setHeader("Content-Type", "text/html");
      response.end("<!doctype html><title>Tag manager</title>");
    } else if (request.method === "GET" && request.url === "/__submissions") {
      response.end(JSON.stringify(received));
    } else if (
      request.method === "POST" &&
      request.url?.startsWith("/submissions/v3/integration/submit/")
    ) {
      received.push({
        path: request.url,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      response.end(JSON.stringify({ inlineMessage: "Thanks for submitting the form." }));
    } else {
      response.statusCode = request.url === "/__health" ? 200 : 404;
      response.end("{}");
    }
  });
}).listen(port, "127.0.0.1");
