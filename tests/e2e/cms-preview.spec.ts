import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT_BASE } from "./markets.ts";

// The editor's live preview (ADR 66): `npm run cms` over this checkout, with its preview servers
// (the editor's port, then one per market). Nothing is saved: the files must not change.
const ROOT = path.resolve(import.meta.dirname, "../..");
const EDITOR_PORT = E2E_PORT_BASE + 31;
const EDITOR = `http://127.0.0.1:${EDITOR_PORT}`;
const HOME_FILE = path.join(ROOT, "domain/locales/es-MX/home.json");
const STORY_FILE = path.join(ROOT, "domain/locales/es-MX/stories/casa-nopal.json");

/** The editor's page is 3 MB of script, and the preview's first render compiles the site. */
const EDITOR_TEST_TIMEOUT = 240_000;

let editor: ChildProcess | undefined;
let output = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The editor's bundle is built first when its sources changed.
  test.setTimeout(EDITOR_TEST_TIMEOUT);
  editor = spawn(process.execPath, ["scripts/cms.ts", "--port", String(EDITOR_PORT)], {
    cwd: ROOT,
    stdio: "pipe",
    // Its own process group: the preview servers it starts stop with it.
    detached: true,
  });
  editor.stdout?.on("data", (chunk) => (output += chunk));
  editor.stderr?.on("data", (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(`${EDITOR}/keystatic`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The editor did not start:\n${output}`);
});

test.afterAll(() => {
  if (editor?.pid) process.kill(-editor.pid, "SIGTERM");
});

test("the site's server has no live preview: its address is an unknown path, a post to it refused", async ({
  request,
  baseURL,
}) => {
  const draft = `${baseURL}/preview/mx/home/draft`;
  // As any unknown path (ADR 6): to the home page.
  const read = await request.get(draft, { maxRedirects: 0 });
  expect(read.status()).toBe(302);
  expect(read.headers()["location"]).toBe("/");
  const post = await request.post(draft, {
    headers: { origin: baseURL!, "content-type": "application/json" },
    data: { content: null },
  });
  expect(post.status()).toBe(405);
});

test("an unsaved edit of the home page's headline, then of a customer story's title, shows in the live preview, on the real page", async ({
  page,
}) => {
  test.setTimeout(EDITOR_TEST_TIMEOUT);
  const saved = readFileSync(HOME_FILE, "utf8");
  const { hero } = JSON.parse(saved) as { hero: { title: string } };
  await page.goto(`${EDITOR}/keystatic/singleton/home-mx`);
  const title = page
    .getByRole("group", { name: "Cabecera" })
    .getByRole("textbox", { name: "Título", exact: true });
  await expect(title).toHaveValue(hero.title, { timeout: 60_000 });

  await page.getByRole("button", { name: "Vista previa en vivo" }).click();
  const panel = page.getByRole("complementary", { name: "Vista previa en vivo" });
  const preview = panel.frameLocator("iframe");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(hero.title, {
    timeout: 120_000,
  });
  // The site's own stylesheet, not a copy: the page's links point at the site's CSS.
  await expect(preview.locator('link[rel="stylesheet"], style').first()).toBeAttached();

  const draft = "Un titular que nadie guardó";
  await title.fill(draft);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(draft, { timeout: 30_000 });
  await expect(panel.getByRole("status")).toHaveText("Con los cambios sin guardar.");

  // An empty headline, which the model refuses: the preview says so and keeps the last draft.
  await title.fill("");
  await expect(panel.getByRole("status")).toContainText(
    "La vista previa sigue con la versión anterior",
  );
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(draft);

  expect(readFileSync(HOME_FILE, "utf8")).toBe(saved);

  // A customer story (ADR 56): its unsaved title on the story's own page, on the same server.
  const savedStory = readFileSync(STORY_FILE, "utf8");
  const story = JSON.parse(savedStory) as { title: string };
  await page.goto(`${EDITOR}/keystatic/collection/stories-mx/item/casa-nopal`);
  const storyTitle = page.getByRole("textbox", { name: "Título", exact: true });
  await expect(storyTitle).toHaveValue(story.title, { timeout: 60_000 });
  await page.getByRole("button", { name: "Vista previa en vivo" }).click();
  const storyPreview = page
    .getByRole("complementary", { name: "Vista previa en vivo" })
    .frameLocator("iframe");
  await expect(storyPreview.getByRole("heading", { level: 1 })).toHaveText(story.title, {
    timeout: 60_000,
  });
  const storyDraft = "Casa Nopal, en un borrador que nadie guardó";
  await storyTitle.fill(storyDraft);
  await expect(storyPreview.getByRole("heading", { level: 1 })).toHaveText(storyDraft, {
    timeout: 30_000,
  });
  expect(readFileSync(STORY_FILE, "utf8")).toBe(savedStory);
});
