import { createServer } from "node:http";

// A stand-in for HubSpot's Forms API on loopback for the end-to-end tests: it accepts submissions
// and lists what it received at GET /__submissions.
const port = Number(process.env.FAKE_HUBSPOT_PORT ?? 3311);
const received: { path: string; body: unknown }[] = [];

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    response.setHeader("Content-Type", "application/json");
    if (request.method === "GET" && request.url === "/__submissions") {
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
