import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
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
  // A saved story keeps its address whatever its customer's name becomes: links to it are out there.
  await page.getByRole("textbox", { name: "Cliente", exact: true }).fill("Casa Nopal Norte");
  await expect(page.getByRole("textbox", { name: "Dirección del caso", exact: true })).toHaveValue(
    "casa-nopal",
  );
  expect(readFileSync(STORY_FILE, "utf8")).toBe(savedStory);
});

test("a story not yet created shows in the live preview at the address its name gives, and is gone once the editor leaves it", async ({
  page,
}) => {
  test.setTimeout(EDITOR_TEST_TIMEOUT);
  const storiesBefore = readdirSync(path.dirname(STORY_FILE));
  // A copy of a saved story (Keystatic's Duplicate), so that every field the page needs is there.
  await page.goto(`${EDITOR}/keystatic/collection/stories-mx/create?duplicate=casa-nopal`);
  const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
  await expect(textbox("Cliente")).toHaveValue("Casa Nopal", { timeout: 60_000 });
  await page.getByRole("button", { name: "Vista previa en vivo" }).click();
  const panel = page.getByRole("complementary", { name: "Vista previa en vivo" });
  // Nothing typed yet: no draft, no page.
  await expect(panel.getByRole("status")).toHaveText(
    "La página aparece aquí en cuanto escribas; su dirección sale del nombre del cliente.",
  );

  const title = "Tienda Luna, un caso que aún no existe";
  await textbox("Cliente").fill("Tienda Luna");
  await textbox("Dirección del caso").fill("tienda-luna");
  await textbox("Título").fill(title);
  const preview = panel.frameLocator("iframe");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 60_000 });
  const link = panel.getByRole("link", { name: "Abrir en otra pestaña" });
  await expect(link).toHaveAttribute("href", /\/casos-de-exito\/tienda-luna$/);
  const address = (await link.getAttribute("href"))!;
  // The story's page (200), or none: an unknown story's address sends to the list.
  const pageStatus = async () => (await fetch(address, { redirect: "manual" })).status;
  expect(await pageStatus()).toBe(200);

  // Named as a saved story: refused, and the earlier address is taken away.
  await textbox("Dirección del caso").fill("casa-nopal");
  await expect(panel.getByRole("status")).toHaveText(
    "Ya hay un caso guardado con esta dirección: el nuevo necesita otra.",
    { timeout: 30_000 },
  );
  await expect.poll(pageStatus).not.toBe(200);

  await textbox("Dirección del caso").fill("tienda-luna");
  await expect(panel.getByRole("status")).toHaveText("Con los cambios sin guardar.", {
    timeout: 30_000,
  });
  expect(await pageStatus()).toBe(200);

  // Leaving the page without creating the story: no story of that name exists anywhere.
  await page.goto(`${EDITOR}/keystatic`);
  await expect.poll(pageStatus, { timeout: 15_000 }).not.toBe(200);
  expect(readdirSync(path.dirname(STORY_FILE))).toEqual(storiesBefore);
});
