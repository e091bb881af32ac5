import { expect, test } from "./test.ts";
import { BRAND_NAME, MARKET_IDS, MARKETS, type MarketId } from "../../domain/site.ts";
import { storyPathIn } from "../../domain/stories.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import { readStories } from "../../tooling/story-files.ts";
// What a new connection delivers in its first round trip (ADR 38), as pages.spec.ts holds pages.
import { FIRST_ROUND_TRIP_BYTES } from "../../server/http/critical-css.ts";
import { copyFor, fill, homeCopyFor, marketOf } from "./copy.ts";
import { bytesOnTheWire, jsonLdBlocks, linksWithRel, metaContents, pngSize } from "./head.ts";
import { e2eBaseUrl } from "./markets.ts";
import { pathOf } from "./paths.ts";

/**
 * The customer stories (issue 35 item 5, ADR 56), in every market: the list, each story's page
 * and head, and the links that lead there. A story's checks are a test of their own, so that each
 * takes one page's time (issue 31: no raised timeouts).
 */

/**
 * The stories' places in their market's list: tests are declared before the market is known, and
 * each market has its own stories, so a test is declared per place and finds its market's story.
 */
const STORY_PLACES = Array.from(
  { length: Math.max(...MARKET_IDS.map((market) => readStories(market).length)) },
  (_, index) => index,
);

/** The market's story at a place of its list; a market with fewer stories skips, saying so. */
function storyAt(market: MarketId, index: number) {
  const stories = readStories(market);
  test.skip(
    index >= stories.length,
    `${market} has ${stories.length} stories, other markets more: no story ${index + 1} here`,
  );
  return stories[index]!;
}

interface StoryWords {
  stories: { documentTitle: string; illustrative: string; results: string };
}

const storyWordsOf = (market: ReturnType<typeof marketOf>) =>
  (readLocaleNamespace(MARKETS[market].locale, "pages") as unknown as StoryWords).stories;

test("the stories page lists the market's stories, the latest first, each to its page", async ({
  page,
}, info) => {
  const market = marketOf(info.project.name);
  const stories = readStories(market);
  expect(stories).toHaveLength(3);
  await page.goto(pathOf("stories"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fill(copyFor(market).pages.stories.title),
  );
  const cards = page.getByTestId("story-cards").getByRole("listitem");
  await expect(cards).toHaveCount(stories.length);
  for (const [index, story] of stories.entries()) {
    const link = cards.nth(index).getByRole("link", { name: fill(story.title) });
    await expect(link).toHaveAttribute("href", storyPathIn(market, story.slug));
    await expect(cards.nth(index)).toContainText(storyWordsOf(market).illustrative);
  }
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(storyPathIn(market, stories[0]!.slug));
});

for (const index of STORY_PLACES) {
  test(`story ${index + 1} has its title, description, share image and Article, and says it is illustrative`, async ({
    page,
    request,
  }, info) => {
    const market = marketOf(info.project.name);
    const story = storyAt(market, index);
    const words = storyWordsOf(market);
    const path = storyPathIn(market, story.slug);
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const headline = fill(story.title);
    const title = fill(words.documentTitle, { title: headline });
    const url = `${e2eBaseUrl(market)}${path}`;
    expect(title).toMatch(new RegExp(` \\| ${BRAND_NAME}$`));
    expect(metaContents(html, "og:title")).toEqual([title]);
    expect(metaContents(html, "description")).toEqual([fill(story.description)]);
    expect(metaContents(html, "og:type")).toEqual(["article"]);
    expect(linksWithRel(html, "canonical").map((link) => link.href)).toEqual([url]);
    expect(linksWithRel(html, "alternate")).toEqual([]);

    const image = metaContents(html, "og:image")[0]!;
    expect(image).toBe(`${e2eBaseUrl(market)}/og${path}.png`);
    const png = await request.get(image);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });

    const graph = (JSON.parse(jsonLdBlocks(html)[0]!) as { "@graph": Record<string, unknown>[] })[
      "@graph"
    ];
    const article = graph.find((node) => node["@type"] === "Article");
    expect(article).toMatchObject({
      headline,
      description: fill(story.description),
      image: [image],
      datePublished: story.published,
      inLanguage: MARKETS[market].locale,
      author: { name: BRAND_NAME },
      publisher: { name: BRAND_NAME },
    });

    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(page.getByTestId("story-figures").locator("dd")).toHaveCount(story.figures.length);
    await expect(page.getByText(words.illustrative, { exact: true })).toBeVisible();
  });
}

for (const index of STORY_PLACES) {
  test(`story ${index + 1}'s compressed document and its headers fit in the first round trip`, async ({
    baseURL,
  }, info) => {
    const market = marketOf(info.project.name);
    const path = storyPathIn(market, storyAt(market, index).slug);
    const { bytes, encoding } = await bytesOnTheWire(new URL(path, baseURL));
    expect(["br", "gzip"]).toContain(encoding);
    expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
}

test("the home page and the footer lead to the stories", async ({ page }, info) => {
  const market = marketOf(info.project.name);
  await page.goto("/");
  const fromTestimonials = page
    .locator("#testimonials")
    .getByRole("link", { name: homeCopyFor(market).stories.link });
  await expect(fromTestimonials).toHaveAttribute("href", pathOf("stories"));
  await expect(
    page.locator("footer").getByRole("link", { name: copyFor(market).footer.links.stories }),
  ).toHaveAttribute("href", pathOf("stories"));
  await fromTestimonials.click();
  await expect(page).toHaveURL(pathOf("stories"));
});

test("the sitemap lists every story; a story that is not there leads to the list", async ({
  request,
}, info) => {
  const market = marketOf(info.project.name);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const story of readStories(market)) {
    expect(sitemap).toContain(`<loc>${e2eBaseUrl(market)}${storyPathIn(market, story.slug)}</loc>`);
  }
  const gone = await request.get(storyPathIn(market, "no-such-story"), { maxRedirects: 0 });
  expect(gone.status()).toBe(302);
  expect(gone.headers().location).toBe(pathOf("stories"));
});
