import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
// Playwright's own test: the editor's page has no page script to wait for (test.ts waits for it).
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { ILLUSTRATION_NAMES } from "../../app/components/illustrations/names.ts";
import { CUSTOMER_LOGO_NAMES } from "../../app/components/logos/logo-names.ts";
import { ICON_NAMES } from "../../app/components/ui/icon-names.ts";
import { pagePathIn, SERVICE_PAGE_IDS } from "../../domain/pages.ts";
import { BRAND_NAME, type MarketId } from "../../domain/site.ts";
import { storyPathIn } from "../../domain/stories.ts";
import { cspViolations, recordCspViolations } from "./csp.ts";
import { jsonLdBlocks, metaContents, pngSize } from "./head.ts";
import { E2E_PORT_BASE } from "./markets.ts";

/*
 * The content editor driven as marketing drives it (issue 26): Keystatic's real interface in
 * Chromium, in local mode, over a copy of the site (never this checkout's files). A save writes
 * the copy's files; the copy is then built and served like a deployment, and its pages show the
 * edits. The content check runs at each field as it is edited: a refusal shows at the field
 * before Save, a list entry with a problem keeps its dialog open and its row marked, and a refused
 * Save lists every problem with a link to it. A hand edit of the files fails the content check and
 * the build, in the editor's labels.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = process.execPath;
const EDITOR_PORT = E2E_PORT_BASE + 21;
const SITE_PORTS: Partial<Record<MarketId, number>> = {
  mx: E2E_PORT_BASE + 22,
  ar: E2E_PORT_BASE + 23,
};
const EDITOR = `http://127.0.0.1:${EDITOR_PORT}`;
const siteUrl = (market: MarketId) => `http://127.0.0.1:${SITE_PORTS[market]}`;

/** What a build and the server need of the repository; node_modules is linked, not copied. */
const SITE_FILES = [
  "app",
  "cms",
  "domain",
  "public",
  "scripts",
  "server",
  "tooling",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];

let work: string;
const processes: ChildProcess[] = [];

function start(args: string[], env: Record<string, string> = {}, cwd = ROOT): ChildProcess {
  const child = spawn(NODE, args, { cwd, env: { ...process.env, ...env }, stdio: "pipe" });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  child.on("exit", (code) => {
    if (code) console.error(`${args.join(" ")} exited ${code}:\n${output}`);
  });
  processes.push(child);
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The copy's build of a market, then its server, as a deployment runs them. */
async function buildAndServe(market: MarketId) {
  const env = {
    SITE_MARKET: market,
    PUBLIC_BASE_URL: siteUrl(market),
    PORT: String(SITE_PORTS[market]),
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${path.join(work, "data", `${market}.sqlite`)}`,
    LOG_LEVEL: "warn",
  };
  const build = spawnSync(NODE, ["scripts/build.ts"], {
    cwd: work,
    env: { ...process.env, ...env },
  });
  expect(build.status, build.stderr.toString()).toBe(0);
  start(["server/main.ts"], env, work);
  await waitFor(`${siteUrl(market)}/readyz`);
}

/**
 * Saves the open entry (a new story: creates it) and waits for the editor's local API to have
 * written the file.
 */
async function save(page: Page, button: "Save" | "Create" = "Save") {
  const written = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/keystatic/update") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: button, exact: true }).click();
  expect((await written).status()).toBe(200);
}

async function open(page: Page, entry: string) {
  await page.getByRole("navigation").getByRole("link", { name: entry, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: entry })).toBeVisible();
}

async function setFigure(page: Page, fact: string, amount: string) {
  await open(page, "Facts (es-MX)");
  const amountField = page
    .getByRole("group", { name: fact })
    .getByRole("textbox", { name: "Cifra", exact: true });
  await amountField.fill(amount);
  await amountField.press("Tab");
  await save(page);
}

/** The editor's page is 3 MB of script: on a loaded machine, its first paint alone takes seconds. */
const EDITOR_TEST_TIMEOUT = 240_000;

const readJson = (file: string) => JSON.parse(readFileSync(path.join(work, file), "utf8"));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "anden-cms-e2e-"));
  for (const file of SITE_FILES)
    cpSync(path.join(ROOT, file), path.join(work, file), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(work, "node_modules"));
  mkdirSync(path.join(work, "data"));
  start(["scripts/cms.ts", "--port", String(EDITOR_PORT), "--root", work, "--no-preview"]);
  await waitFor(`${EDITOR}/keystatic`);
});

test.afterAll(() => {
  for (const child of processes) child.kill("SIGTERM");
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The es-MX customer story the first test adds (ADR 56): an invented customer, so illustrative. */
const STORY = {
  customer: "Barro Vivo",
  slug: "barro-vivo",
  web: "https://barrovivo.example",
  industry: "Alfarería",
  location: "Oaxaca, Oaxaca",
  published: "2026-11-20",
  title: "Barro Vivo manda su alfarería a todo México sin una pieza rota",
  description:
    "Cómo un taller de barro negro de Oaxaca dejó de empacar de noche y hoy envía cada pedido al día siguiente.",
  challenge:
    "Barro Vivo vende piezas de barro negro hechas a mano.\n\nCada pedido se empacaba de noche y una de cada ocho piezas llegaba rota.",
  solution:
    "Guardamos su inventario en un almacén de {{brand}} y diseñamos un empaque para piezas frágiles.\n\nCada pedido sale el mismo día con la paquetería que mejor llega a su destino.",
  figure: {
    amount: 120,
    label: "pedidos enviados al día",
    scope: "Promedio por día hábil en octubre de 2026.",
  },
  asOf: "Cifras de Barro Vivo, de junio a octubre de 2026.",
  quote: {
    text: "Ahora paso el día en el taller y los pedidos llegan enteros.",
    author: "Rosa Mateo",
    role: "Fundadora",
  },
  photoAlt: "Manos de una alfarera dando forma a una olla de barro negro.",
};

test("marketing changes an es-AR testimonial (its quote and a photo), an es-MX figure, adds a fourth FAQ, uploads a customer's logo and adds a customer story; the rebuilt sites show them", async ({
  page,
}) => {
  test.setTimeout(360_000);
  await recordCspViolations(page);
  await page.goto(`${EDITOR}/keystatic`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Argentina: the first testimonial's quote.
  const quote =
    "Con Andén despachamos el doble sin sumar gente al depósito. Lo probamos y nos quedamos.";
  await open(page, "Shared blocks (es-AR)");
  const before = readJson("domain/locales/es-AR/content.json").testimonials.items[0];
  await page
    .getByRole("group", { name: "Testimonios" })
    .getByRole("row", { name: before.company })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Cita", exact: true }).fill(quote);
  // A portrait as a phone takes it: larger than the page shows, not square.
  const portrait = path.join(work, "portrait.jpg");
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#ff6b2c" } })
    .jpeg()
    .toFile(portrait);
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(portrait);
  await dialog.getByRole("button", { name: "Done" }).click();
  await save(page);

  // Mexico: the carriers claim, from "más de 15" to "más de 16" (the rate cards hold 17).
  await setFigure(page, "Paqueterías", "16");

  // Mexico: a fourth question in Fullpack's FAQ (up to eight; the page and its JSON-LD follow).
  const question = "¿Puedo vender en varios canales con el mismo inventario?";
  const answer =
    "Sí: el almacén reserva cada unidad para el pedido que llega primero, venga de donde venga.";
  await open(page, "Service pages (es-MX)");
  const fullpackFaq = page
    .getByRole("group", { name: "Preguntas frecuentes" })
    .getByRole("group", { name: "Fullpack" });
  await fullpackFaq.getByRole("button", { name: "Add" }).click();
  const newQuestion = page.getByRole("dialog");
  await newQuestion.getByRole("textbox", { name: "Pregunta", exact: true }).fill(question);
  await newQuestion.getByRole("textbox", { name: "Respuesta", exact: true }).fill(answer);
  await newQuestion.getByRole("button", { name: /^(Add|Done)$/ }).click();
  await expect(newQuestion).toBeHidden();
  await save(page);

  // Mexico: the first customer's own logo, uploaded as an SVG, in place of its built-in mark.
  const logo = path.join(work, "casa-nopal.svg");
  writeFileSync(
    logo,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="#0b6e4f"/><circle cx="24" cy="24" r="12" fill="#ffffff"/></svg>',
  );
  const customer = readJson("domain/locales/es-MX/content.json").customers.items[0];
  await open(page, "Shared blocks (es-MX)");
  await page
    .getByRole("group", { name: "Clientes" })
    .getByRole("row", { name: customer.name })
    .click();
  const customerDialog = page.getByRole("dialog");
  const logoChooser = page.waitForEvent("filechooser");
  await customerDialog.getByRole("button", { name: "Choose file" }).click();
  await (await logoChooser).setFiles(logo);
  await customerDialog.getByRole("button", { name: "Done" }).click();
  await expect(customerDialog).toBeHidden();
  await save(page);

  // Mexico: a new customer story (ADR 56), with a result, a quote and a photo.
  await open(page, "Customer stories (es-MX)");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
  await textbox("Cliente").fill(STORY.customer);
  // The address word follows the customer's name as it is typed.
  await expect(textbox("Dirección del caso")).toHaveValue(STORY.slug);
  await page.getByRole("checkbox", { name: "Ilustrativo" }).check();
  await textbox("Sitio del cliente").fill(STORY.web);
  await textbox("Sector").fill(STORY.industry);
  await textbox("Ubicación").fill(STORY.location);
  await page.getByLabel("Fecha de publicación").fill(STORY.published);
  await textbox("Título").fill(STORY.title);
  await textbox("Resumen").fill(STORY.description);
  await textbox("El reto").fill(STORY.challenge);
  await textbox("Lo que hicimos").fill(STORY.solution);
  // One service (the list's first choice), then one result with its scope.
  await page
    .getByRole("group", { name: "Servicios del caso" })
    .getByRole("button", { name: "Add" })
    .click();
  const service = page.getByRole("dialog");
  await service.getByRole("button", { name: /^(Add|Done)$/ }).click();
  await expect(service).toBeHidden();
  await page
    .getByRole("group", { name: "Resultados" })
    .getByRole("button", { name: "Add" })
    .click();
  const result = page.getByRole("dialog");
  const amount = result.getByRole("textbox", { name: "Cifra", exact: true });
  await amount.fill(String(STORY.figure.amount));
  await amount.press("Tab");
  const resultLabel = result.getByRole("textbox", { name: "Texto", exact: true });
  // A result that reads as one of the fact sheet's claims is refused at its field first.
  await resultLabel.fill("paqueterías");
  await expect(
    result.getByText('after its figure, "paqueterías" states a claim of the fact sheet', {
      exact: false,
    }),
  ).toBeVisible();
  await resultLabel.fill(STORY.figure.label);
  await result.getByRole("textbox", { name: "Alcance", exact: true }).fill(STORY.figure.scope);
  await result.getByRole("button", { name: /^(Add|Done)$/ }).click();
  await expect(result).toBeHidden();
  await textbox("Origen y fecha de las cifras").fill(STORY.asOf);
  const storyQuote = page.getByRole("group", { name: "Cita" });
  await storyQuote.getByRole("textbox", { name: "Cita", exact: true }).fill(STORY.quote.text);
  await storyQuote.getByRole("textbox", { name: "Autor", exact: true }).fill(STORY.quote.author);
  await storyQuote.getByRole("textbox", { name: "Cargo", exact: true }).fill(STORY.quote.role);
  // The photo: the same phone picture as the testimonial's, at least the 1120 × 840 px it shows.
  const storyChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click();
  await (await storyChooser).setFiles(portrait);
  await textbox("Descripción de la foto").fill(STORY.photoAlt);
  await save(page, "Create");

  expect(await cspViolations(page)).toEqual([]);
  // The saves wrote exactly those values into the copy's files, in the editor's layout.
  const { sample, web, ...rest } = before;
  expect(
    JSON.stringify(readJson("domain/locales/es-AR/content.json").testimonials.items[0]),
  ).toEqual(
    JSON.stringify({ ...rest, quote, photo: "testimonials/items/t1/photo.jpg", sample, web }),
  );
  // The upload lands in the market's images folder, which the build reads.
  expect(
    readFileSync(path.join(work, "domain/locales/es-AR/images/testimonials/items/t1/photo.jpg")),
  ).toEqual(readFileSync(portrait));
  expect(readJson("domain/locales/es-MX/facts.json").items.carriers.amount).toBe(16);
  expect(readJson("domain/locales/es-MX/services.json").faq.fullpack.at(-1)).toEqual({
    question,
    answer,
  });
  const { logoFile } = readJson("domain/locales/es-MX/content.json").customers.items[0];
  expect(logoFile).toMatch(/\.svg$/);
  expect(readFileSync(path.join(work, "domain/locales/es-MX/images", logoFile), "utf8")).toBe(
    readFileSync(logo, "utf8"),
  );
  // The story's file, named by its address word, and its photo in the story's images folder.
  const { figure, quote: storyQuoteText, ...fields } = STORY;
  const { slug, ...written } = fields;
  expect(readJson(`domain/locales/es-MX/stories/${slug}.json`)).toMatchObject({
    ...written,
    sample: true,
    services: [SERVICE_PAGE_IDS[0]],
    figures: [{ ...figure, plus: false }],
    quote: storyQuoteText,
    photo: "photo.jpg",
  });
  expect(
    readFileSync(path.join(work, `domain/locales/es-MX/images/stories/${slug}/photo.jpg`)),
  ).toEqual(readFileSync(portrait));
  const check = spawnSync(NODE, ["scripts/content-check.ts", "--root", work], { cwd: ROOT });
  expect(check.status, check.stderr.toString()).toBe(0);

  await buildAndServe("ar");
  await page.goto(siteUrl("ar"));
  await expect(page.getByText(`“${quote}”`).first()).toBeVisible();
  // The build served the photo cropped square at twice its box, as WebP.
  const photo = page.locator('img[src="/images/testimonials/items/t1/photo.webp"]').first();
  await expect(photo).toBeVisible();
  const served = await fetch(`${siteUrl("ar")}/images/testimonials/items/t1/photo.webp`);
  expect(served.headers.get("content-type")).toBe("image/webp");
  const { width, height, format } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect({ width, height, format }).toEqual({ width: 512, height: 512, format: "webp" });

  // Nothing of the editor is in a market's build: no public page can load it.
  const built = path.join(work, "build/ar/client");
  const withEditor = readdirSync(built, { recursive: true, encoding: "utf8" }).filter(
    (file) =>
      /\.(js|css|html)$/.test(file) &&
      /keystatic|keystar/i.test(readFileSync(path.join(built, file), "utf8")),
  );
  expect(withEditor).toEqual([]);
  // A public deployment (no CMS_GITHUB_REPO) has no editor: an unknown path, an unknown API.
  expect((await fetch(`${siteUrl("ar")}/keystatic`, { redirect: "manual" })).status).toBe(302);
  expect(
    (await fetch(`${siteUrl("ar")}/api/keystatic/tree`, { headers: { "no-cors": "1" } })).status,
  ).toBe(404);

  await buildAndServe("mx");
  await page.goto(siteUrl("mx"));
  await expect(
    page
      .locator("header, main")
      .getByText(/más de 16 paqueterías/)
      .first(),
  ).toBeVisible();
  // The uploaded logo, served as the build sanitised it, in the customers' strip.
  const uploaded = page.locator(`img[src="/images/${logoFile}"]`).first();
  await uploaded.scrollIntoViewIfNeeded();
  await expect(uploaded).toBeVisible();
  const servedLogo = await fetch(`${siteUrl("mx")}/images/${logoFile}`);
  expect(servedLogo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);

  // Fullpack's FAQ shows four questions, and its FAQPage JSON-LD names the new one.
  await page.goto(`${siteUrl("mx")}/fullpack`);
  const faq = page.locator("#faq");
  await expect(faq.getByText(question, { exact: true })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = blocks
    .flatMap(
      (text) =>
        (JSON.parse(text) as { "@graph"?: { "@type": string; mainEntity?: { name: string }[] }[] })[
          "@graph"
        ] ?? [],
    )
    .find((node) => node["@type"] === "FAQPage");
  expect(faqPage?.mainEntity?.map((entry) => entry.name)).toHaveLength(4);
  expect(faqPage?.mainEntity?.at(-1)?.name).toBe(question);

  // The new story: its page, with its own head, share image and Article.
  const storyPath = storyPathIn("mx", STORY.slug);
  const storyUrl = `${siteUrl("mx")}${storyPath}`;
  const storyHtml = await (await fetch(storyUrl)).text();
  const documentTitle = `${STORY.title} | ${BRAND_NAME}`;
  expect(metaContents(storyHtml, "og:title")).toEqual([documentTitle]);
  expect(metaContents(storyHtml, "description")).toEqual([STORY.description]);
  const shareImage = metaContents(storyHtml, "og:image")[0]!;
  expect(shareImage).toBe(`${siteUrl("mx")}/og${storyPath}.png`);
  const share = await fetch(shareImage);
  expect(share.headers.get("content-type")).toBe("image/png");
  expect(pngSize(Buffer.from(await share.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  const article = jsonLdBlocks(storyHtml)
    .flatMap(
      (text) => (JSON.parse(text) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [],
    )
    .find((node) => node["@type"] === "Article");
  expect(article).toMatchObject({
    headline: STORY.title,
    description: STORY.description,
    datePublished: STORY.published,
  });
  expect(article?.image).toContain(shareImage);
  await page.goto(storyUrl);
  await expect(page).toHaveTitle(documentTitle);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORY.title);
  await expect(page.getByTestId("story-figures")).toContainText(STORY.figure.label);
  // The photo, served as the build resized it (4:3, twice its largest box), as WebP.
  await expect(page.getByRole("img", { name: STORY.photoAlt })).toBeVisible();
  const storyPhoto = await fetch(`${siteUrl("mx")}/images/stories/${STORY.slug}/photo.webp`);
  expect(storyPhoto.headers.get("content-type")).toBe("image/webp");
  const photoSize = await sharp(Buffer.from(await storyPhoto.arrayBuffer())).metadata();
  expect([photoSize.width, photoSize.height]).toEqual([1120, 840]);

  // The stories page lists it first (the latest), linked to its page; the sitemap has it.
  await page.goto(`${siteUrl("mx")}${pagePathIn("mx", "stories")}`);
  const cards = page.getByTestId("story-cards").getByRole("listitem");
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole("link", { name: STORY.title })).toHaveAttribute(
    "href",
    storyPath,
  );
  const sitemap = await (await fetch(`${siteUrl("mx")}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${storyUrl}</loc>`);

  // The copy goes back to the repository's stories for the tests after this one.
  rmSync(path.join(work, `domain/locales/es-MX/stories/${STORY.slug}.json`));
  rmSync(path.join(work, `domain/locales/es-MX/images/stories/${STORY.slug}`), {
    recursive: true,
  });
});

/** Counts the editor's writes from now on: a refused Save writes nothing. */
function countWrites(page: Page) {
  const writes = { count: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith("/api/keystatic/update")) writes.count += 1;
  });
  return writes;
}

test("a claim the data cannot back is refused at its field before Save, and Save lists it with a link to the field", async ({
  page,
}) => {
  test.setTimeout(EDITOR_TEST_TIMEOUT);
  await page.goto(`${EDITOR}/keystatic`);
  await open(page, "Facts (es-MX)");
  const carriers = page.getByRole("group", { name: "Paqueterías" });
  const amount = carriers.getByRole("textbox", { name: "Cifra", exact: true });
  await amount.fill("40");
  // A number field takes its value when the cursor leaves it.
  await amount.press("Tab");
  // At the field, before Save: the content check's own words.
  await expect(
    carriers.getByText("claims more than 40, but the site's data holds 17", { exact: false }),
  ).toBeVisible();
  const writes = countWrites(page);
  await page.getByRole("button", { name: "Save" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "No se guardó" });
  await expect(refusal).toContainText(
    "Elementos › Paqueterías › Cifra: claims more than 40, but the site's data holds 17",
  );
  expect(writes.count).toBe(0);
  await refusal.getByRole("button", { name: /Paqueterías › Cifra/ }).click();
  await expect(amount).toBeFocused();
  await amount.fill("16");
  await amount.press("Tab");
  await expect(refusal).toBeHidden();
});

test("a list entry with a problem: its dialog will not close as done, its row is marked, and Save lists it", async ({
  page,
}) => {
  test.setTimeout(EDITOR_TEST_TIMEOUT);
  await page.goto(`${EDITOR}/keystatic`);
  await open(page, "Shared blocks (es-AR)");
  const { company, quote: saved } = readJson("domain/locales/es-AR/content.json").testimonials
    .items[1];
  const testimonials = page.getByRole("group", { name: "Testimonios" });
  await testimonials.getByRole("row", { name: company }).click();
  const dialog = page.getByRole("dialog");
  const quote = dialog.getByRole("textbox", { name: "Cita", exact: true });
  await quote.fill("Despachamos con 15 paqueterías distintas.");
  await expect(dialog.getByText(/writes a claim's figure \("15 paqueterías"\)/)).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeVisible();
  // In the es-AR editor, in its voseo (ADR 65).
  await expect(dialog.getByRole("alert")).toContainText(
    "Esta entrada tiene problemas; corregilos antes de cerrarla",
  );
  await expect(quote).toBeFocused();

  // Dismissed all the same (Escape), the entry's row carries the mark and Save lists it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const row = testimonials.getByRole("row", { name: company });
  await expect(row).toContainText("⚠");
  await expect(row).toContainText("(1 problema)");
  const writes = countWrites(page);
  await page.getByRole("button", { name: "Save" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "No se guardó" });
  await expect(refusal).toContainText(company);
  expect(writes.count).toBe(0);
  await refusal.getByRole("button", { name: new RegExp(company) }).click();
  await expect(dialog).toBeVisible();
  await quote.fill(saved);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(refusal).toBeHidden();
  await expect(row).not.toContainText("⚠");
});

test("a text names the fact sheet's figures through the variable picker, which shows their values", async ({
  page,
}) => {
  test.setTimeout(EDITOR_TEST_TIMEOUT);
  await page.goto(`${EDITOR}/keystatic`);
  await open(page, "Home page (es-MX)");
  const hero = page.getByRole("group", { name: "Cabecera" });
  const title = hero.getByRole("textbox", { name: "Título", exact: true });
  await title.fill("Logística para {{segmento}}");
  await expect(hero.getByText("{{segmento}} is not filled here", { exact: false })).toBeVisible();
  await title.fill("Elige entre  paqueterías");
  await title.evaluate((input: HTMLInputElement) => input.setSelectionRange(12, 12));
  // The picker under the title (the field's wrapper holds Keystatic's control and the picker).
  const picker = hero
    .locator(".anden-field")
    .filter({ has: page.getByRole("textbox", { name: "Título", exact: true }) })
    .locator("details");
  await picker.getByText("Insertar una cifra o una zona").click();
  // The figure as saved ("16+" after the first test's save), as the page shows it.
  const { amount, plus, label } = readJson("domain/locales/es-MX/facts.json").items.carriers;
  await expect(picker.getByText(`${amount}${plus ? "+" : ""} · ${label}`)).toBeVisible();
  await picker.getByRole("button", { name: "{{facts.carriers}}" }).click();
  await expect(title).toHaveValue("Elige entre {{facts.carriers}} paqueterías");
});

test("content:check and the build tell a hand edit the data cannot back in the editor's labels", () => {
  const file = path.join(work, "domain/locales/es-MX/facts.json");
  const text = readFileSync(file, "utf8");
  const facts = JSON.parse(text);
  facts.items.carriers.amount = 40;
  writeFileSync(file, `${JSON.stringify(facts, null, 2)}\n`);
  try {
    const told =
      "México (es-MX) › Facts › Elementos › Paqueterías › Cifra: claims more than 40, but the site's data holds 17 (the carriers of the market's rate cards, domain/rates/cards/) [domain/locales/es-MX/facts.json items.carriers.amount]";
    const check = spawnSync(NODE, ["scripts/content-check.ts", "--root", work], { cwd: ROOT });
    expect(check.status).toBe(1);
    expect(check.stderr.toString()).toContain(told);
    // The build refuses it too, so no deployment can publish it.
    const build = spawnSync(NODE, ["scripts/build.ts"], {
      cwd: work,
      env: { ...process.env, SITE_MARKET: "mx", PUBLIC_BASE_URL: siteUrl("mx") },
    });
    expect(build.status).toBe(1);
    expect(build.stderr.toString()).toContain(told);
  } finally {
    writeFileSync(file, text);
  }
});

test("the editor refuses to save a text too long for its box", async ({ page }) => {
  test.setTimeout(EDITOR_TEST_TIMEOUT);
  await page.goto(`${EDITOR}/keystatic`);
  await open(page, "Home page (en-US)");
  const hero = page.getByRole("group", { name: "Hero" });
  const title = hero.getByRole("textbox", { name: "Title", exact: true });
  await title.fill("Shipping and fulfillment for every online store, marketplace and warehouse");
  const writes = countWrites(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(hero.getByText("Title must be no longer than 60 characters")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toContainText(
    "Hero › Title: Title must be no longer than 60 characters",
  );
  expect(writes.count).toBe(0);
});

/** Each option of a logo picker: a radio button and the logo drawn from the site's sprite. */
async function expectDrawnOptions(picker: Locator, count: number) {
  await expect(picker.getByRole("radio")).toHaveCount(count);
  // The drawings (Keystatic's radio dots are <svg>s too, without a name).
  const drawings = picker.locator('[role="img"]');
  await expect(drawings).toHaveCount(count);
  for (const drawing of await drawings.all()) {
    const name = await drawing.getAttribute("aria-label");
    expect(name).toBeTruthy();
    await expect(picker.getByRole("radio", { name: name!, exact: true })).toHaveCount(1);
  }
  // The marks' drawings came from the sprite: a <use> draws nothing until its file is there.
  const marks = picker.locator("use");
  expect(await marks.count()).toBeGreaterThan(0);
  for (const mark of await marks.all()) {
    await expect
      .poll(() => mark.evaluate((use) => use.getBoundingClientRect().width))
      .toBeGreaterThan(0);
  }
}

test("marketing picks a testimonial's logo from the drawings, with the keyboard, and sees the store platforms drawn", async ({
  page,
}) => {
  test.setTimeout(EDITOR_TEST_TIMEOUT);
  await recordCspViolations(page);
  const sprite = page.waitForResponse((response) =>
    /\/keystatic\/assets\/sprite-[\w-]+\.svg$/.test(response.url()),
  );
  await page.goto(`${EDITOR}/keystatic`);
  await open(page, "Shared blocks (es-MX)");
  const items = readJson("domain/locales/es-MX/content.json").testimonials.items;
  const last = items.length - 1;
  const { company, logo } = items[last];
  await page
    .getByRole("group", { name: "Testimonios" })
    .getByRole("row", { name: company })
    .click();
  const dialog = page.getByRole("dialog");
  const picker = dialog.getByRole("radiogroup", { name: "Logotipo" });
  await expect(picker).toBeVisible();
  expect((await sprite).status()).toBe(200);
  await expectDrawnOptions(picker, CUSTOMER_LOGO_NAMES.length);
  // The help text, as every field has it, tied to the group.
  await expect(picker).toHaveAccessibleDescription(/cada opción lo muestra como se ve/);

  // From the chosen logo, the next one with an arrow key; the file keeps its code name.
  const radios = picker.getByRole("radio");
  const index = CUSTOMER_LOGO_NAMES.indexOf(logo);
  await expect(radios.nth(index)).toBeChecked();
  await radios.nth(index).focus();
  await page.keyboard.press("ArrowRight");
  const next = (index + 1) % CUSTOMER_LOGO_NAMES.length;
  await expect(radios.nth(next)).toBeChecked();
  await expect(radios.nth(next)).toBeFocused();
  // The portrait beside the quote: the site's illustrations, each drawn inline and named.
  const portraits = dialog.getByRole("radiogroup", { name: "Ilustración" });
  await expect(portraits.getByRole("radio")).toHaveCount(ILLUSTRATION_NAMES.length);
  // The drawings (Keystatic's radio dots are <svg>s too, without a name).
  await expect(portraits.locator('[role="img"]')).toHaveCount(ILLUSTRATION_NAMES.length);
  await expect(
    portraits.getByRole("img", { name: "Retrato: vendedor con una caja" }).locator("svg"),
  ).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).include(".anden-picture-picker").analyze()).violations,
  ).toEqual([]);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await save(page);
  expect(readJson("domain/locales/es-MX/content.json").testimonials.items[last].logo).toBe(
    CUSTOMER_LOGO_NAMES[next],
  );

  // The integrations' platforms: the same picker, each drawn as the integrations page draws it.
  const { title } = readJson("domain/locales/es-MX/pages.json").integrations.items[0];
  await open(page, "More service pages (es-MX)");
  await page
    .getByRole("group", { name: "Integraciones", exact: true })
    .getByRole("row", { name: title })
    .click();
  await expectDrawnOptions(
    page.getByRole("dialog").getByRole("radiogroup", { name: "Logotipo" }),
    7,
  );
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();

  // A service's icon in the services menu: every icon the content may name, from the sprite.
  await open(page, "Menus, footer and titles (es-MX)");
  const service = readJson("domain/locales/es-MX/common.json").servicesMenu.items[0].title;
  await page
    .getByRole("group", { name: "Menú de servicios" })
    .getByRole("row", { name: service })
    .click();
  await expectDrawnOptions(
    page.getByRole("dialog").getByRole("radiogroup", { name: "Icono" }),
    ICON_NAMES.length,
  );
  expect(await cspViolations(page)).toEqual([]);
});
