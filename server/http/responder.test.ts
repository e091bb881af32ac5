import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { answerKindOf, respond, type Answer } from "./responder.ts";

const app = new Hono();
app.all("/kind", (c) => c.text(answerKindOf(c)));
const refusal: Answer = { status: 409, code: "full", message: "Full.", page: "/tracking/AND-1" };
const success: Answer = { status: 202, json: { status: "ok" }, page: "/done" };
app.post("/refusal", (c) => respond(c, refusal));
app.post("/success", (c) => respond(c, success));

const kind = async (headers: Record<string, string>, method = "POST") =>
  (await app.request("/kind", { method, headers })).text();

describe("which answer a request takes", () => {
  it("follows the browser's Sec-Fetch-Mode: a navigation is a page, a fetch JSON", async () => {
    expect(await kind({ "Sec-Fetch-Mode": "navigate", "Content-Type": "text/plain" })).toBe("page");
    expect(await kind({ "Sec-Fetch-Mode": "cors", "Content-Type": "multipart/form-data" })).toBe(
      "json",
    );
    expect(await kind({ "Sec-Fetch-Mode": "same-origin" })).toBe("json");
  });

  it("without it, takes a form's body for a page, any other for JSON", async () => {
    expect(await kind({ "Content-Type": "application/x-www-form-urlencoded" })).toBe("page");
    expect(await kind({ "Content-Type": "multipart/form-data; boundary=x" })).toBe("page");
    expect(await kind({ "Content-Type": "application/json" })).toBe("json");
    expect(await kind({ "Content-Type": "text/plain" })).toBe("json");
  });

  it("without a body, takes an Accept that names HTML for a page", async () => {
    expect(await kind({ Accept: "text/html,application/xhtml+xml" }, "GET")).toBe("page");
    expect(await kind({ Accept: "application/json" }, "GET")).toBe("json");
    expect(await kind({}, "GET")).toBe("json");
  });
});

describe("respond", () => {
  const post = (path: string, headers: Record<string, string>) =>
    app.request(path, { method: "POST", headers });

  it("answers a fetch with JSON: the API's error shape, or the success body", async () => {
    const refused = await post("/refusal", { "Sec-Fetch-Mode": "cors" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: "full", message: "Full." } });
    const accepted = await post("/success", { "Sec-Fetch-Mode": "cors" });
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ status: "ok" });
  });

  it("answers a form post with a 303 to the answer's page, errors included", async () => {
    for (const [path, page] of [
      ["/refusal", "/tracking/AND-1"],
      ["/success", "/done"],
    ] as const) {
      const response = await post(path, { "Sec-Fetch-Mode": "navigate" });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(page);
    }
  });
});
