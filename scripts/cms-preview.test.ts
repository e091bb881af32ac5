import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { DRAFT_BODY_LIMIT, livePreviewRoutes, type ApplyDraft } from "./cms-preview.ts";

const ORIGIN = "http://127.0.0.1:3100";
const home = () =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../domain/locales/es-MX/home.json"), "utf8"),
  ) as { hero: { title: string } };

const casaNopal = () =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, "../domain/locales/es-MX/stories/casa-nopal.json"),
      "utf8",
    ),
  ) as { title: string };

function setUp() {
  const apply = vi.fn<ApplyDraft>(async () => "http://127.0.0.1:3101/");
  // Mexico's saved stories, as the editor's server finds them in the files.
  const app = livePreviewRoutes(apply, (market, slug) => market === "mx" && slug === "casa-nopal");
  const post = (
    route: string,
    body: unknown,
    headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/json" },
  ) =>
    app.request(`${ORIGIN}${route}`, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { apply, post };
}

async function errorOf(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return ((await response.json()) as { error: { code: string; problems?: unknown[] } }).error;
}

describe("the editor's live preview endpoint", () => {
  it("hands a draft the content model takes to the preview and answers the page's address", async () => {
    const { apply, post } = setUp();
    const draft = home();
    draft.hero.title = "Un titular nuevo, sin guardar";
    const response = await post("/preview/mx/home/draft", { content: draft });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: "http://127.0.0.1:3101/" });
    expect(apply).toHaveBeenCalledWith("mx", "home", draft);
  });

  it("shows the saved file again for a null draft", async () => {
    const { apply, post } = setUp();
    expect((await post("/preview/us/facts/draft", { content: null })).status).toBe(200);
    expect(apply).toHaveBeenCalledWith("us", "facts", null);
  });

  it("refuses a draft the model refuses, with each field and message, and keeps the last one", async () => {
    const { apply, post } = setUp();
    const draft = home();
    draft.hero.title = "";
    const response = await post("/preview/mx/home/draft", { content: draft });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_content");
    expect(error.problems).toContainEqual({ field: "hero.title", message: expect.any(String) });
    expect(apply).not.toHaveBeenCalled();
  });

  it("hands a saved story's draft, checked against the story's model, to the preview", async () => {
    const { apply, post } = setUp();
    const draft = casaNopal();
    draft.title = "Un caso que nadie guardó";
    const response = await post("/preview/mx/stories/casa-nopal/draft", { content: draft });
    expect(response.status).toBe(200);
    expect(apply).toHaveBeenCalledWith("mx", { story: "casa-nopal" }, draft);

    draft.title = "";
    const refused = await post("/preview/mx/stories/casa-nopal/draft", { content: draft });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).problems).toContainEqual({
      field: "title",
      message: expect.any(String),
    });
    for (const route of ["/preview/mx/stories/Casa_Nopal/draft", "/preview/br/stories/a/draft"]) {
      expect((await post(route, { content: null })).status).toBe(404);
    }
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("hands a story not yet created to the preview by the slug its name gives, unless a saved story has it", async () => {
    const { apply, post } = setUp();
    const draft = {
      ...casaNopal(),
      customer: "Tienda Luna",
      title: "Una tienda que aún no existe",
    };
    const response = await post("/preview/mx/stories/new/tienda-luna/draft", { content: draft });
    expect(response.status).toBe(200);
    expect(apply).toHaveBeenCalledWith("mx", { story: "tienda-luna", unsaved: true }, draft);

    // Named as a saved story: its draft would stand in that story's place.
    const taken = await post("/preview/mx/stories/new/casa-nopal/draft", {
      content: { ...draft, customer: "Casa Nopal" },
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe("slug_taken");
    expect(apply).toHaveBeenCalledTimes(1);

    // Taken away once the editor leaves it, even when it has just been created under that slug.
    expect((await post("/preview/mx/stories/new/casa-nopal/draft", { content: null })).status).toBe(
      200,
    );
    expect(apply).toHaveBeenLastCalledWith("mx", { story: "casa-nopal", unsaved: true }, null);
    expect((await post("/preview/mx/stories/new/No_Slug/draft", { content: null })).status).toBe(
      404,
    );
  });

  it("refuses another origin, and a request without one", async () => {
    const { apply, post } = setUp();
    const json = { "content-type": "application/json" };
    for (const headers of [{ ...json, origin: "http://evil.example" }, json]) {
      const response = await post("/preview/mx/home/draft", { content: null }, headers);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe("cross_origin");
    }
    expect(apply).not.toHaveBeenCalled();
  });

  it("refuses what is not JSON, an unknown market or file, a malformed body and a huge one", async () => {
    const { apply, post } = setUp();
    const form = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" };
    expect((await post("/preview/mx/home/draft", "content=1", form)).status).toBe(415);
    for (const route of ["/preview/br/home/draft", "/preview/mx/rates/draft"]) {
      const response = await post(route, { content: null });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
    for (const body of ["{", { content: "text" }, { draft: {} }, [1]]) {
      const response = await post("/preview/mx/home/draft", body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("invalid_body");
    }
    const huge = { content: { text: "x".repeat(DRAFT_BODY_LIMIT) } };
    const response = await post("/preview/mx/home/draft", huge);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("too_large");
    expect(apply).not.toHaveBeenCalled();
  });
});
