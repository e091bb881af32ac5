import { expect, test } from "./test.ts";
import { isServicePage, movedPathsIn, PAGES, pagePathsIn } from "../../domain/pages.ts";
import { BRAND_NAME, MARKET_IDS, MARKETS } from "../../domain/site.ts";
import { copyFor, fill, homeCopyFor, marketOf } from "./copy.ts";
import {
  bytesOnTheWire,
  headTags,
  jsonLdBlocks,
  linksWithRel,
  metaContents,
  pngSize,
} from "./head.ts";
import { e2eBaseUrl } from "./markets.ts";
import { pathOf, searchPathOf, trackingPathOf, updatesPathOf } from "./paths.ts";
import { sampleQuotePath, storyRoutes } from "./sample-routes.ts";
// What a new connection delivers in its first round trip (ADR 38), shared with the build's rule
// for critical CSS (ADR 47).
import { FIRST_ROUND_TRIP_BYTES } from "../../server/http/critical-css.ts";

const absolute = (market: (typeof MARKET_IDS)[number], path: string) =>
  `${e2eBaseUrl(market)}${path}`;

test("a quote's results, drawn per request, fit in the first round trip too", async ({
  baseURL,
}, info) => {
  // Each carrier's best offers in both orders, not every offer (that is a link away).
  const path = sampleQuotePath(marketOf(info.project.name));
  const { bytes, encoding } = await bytesOnTheWire(new URL(path, baseURL));
  expect(["br", "gzip"]).toContain(encoding);
  expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
});

for (const { id: page } of PAGES) {
  test.describe(`the ${page} page, at its path in the market`, () => {
    test("the compressed document and its headers fit in the first round trip", async ({
      baseURL,
    }) => {
      const path = pathOf(page);
      const { bytes, encoding } = await bytesOnTheWire(new URL(path, baseURL));
      expect(["br", "gzip"]).toContain(encoding);
      expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    });

    test("the raw HTML already has its title, description and heading", async ({
      request,
    }, info) => {
      const market = marketOf(info.project.name);
      const copy = copyFor(market);
      const path = pathOf(page, market);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const escape = (text: string) =>
        text
          .replaceAll("&", "&amp;")
          .replaceAll("<", "&lt;")
          .replaceAll('"', "&quot;")
          .replaceAll("'", "&#x27;");
      expect(html).toContain(`<title>${escape(fill(copy.meta[page].title))}</title>`);
      expect(html).toContain(
        `name="description" content="${escape(fill(copy.meta[page].description))}"`,
      );
      const heading = page === "home" ? homeCopyFor(market).hero.title : copy.pages[page].title;
      expect(html).toContain(escape(fill(heading)));
      expect(html).toContain(`lang="${MARKETS[marketOf(info.project.name)].locale}"`);
    });

    test("the raw HTML has its canonical URL, link previews, market links and JSON-LD", async ({
      request,
    }, info) => {
      const market = marketOf(info.project.name);
      const copy = copyFor(market);
      const path = pathOf(page, market);
      const html = await (await request.get(path)).text();
      const url = absolute(market, path);
      const title = fill(copy.meta[page].title);
      const description = fill(copy.meta[page].description);

      expect(linksWithRel(html, "canonical").map((link) => link.href)).toEqual([url]);
      expect(metaContents(html, "robots")).toEqual([]);
      expect(linksWithRel(html, "alternate").map((link) => [link.hreflang, link.href])).toEqual([
        ...MARKET_IDS.map((other) => [MARKETS[other].locale, absolute(other, pathOf(page, other))]),
        ["x-default", absolute("mx", pathOf(page, "mx"))],
      ]);

      expect(metaContents(html, "og:type")).toEqual(["website"]);
      expect(metaContents(html, "og:site_name")).toEqual([BRAND_NAME]);
      expect(metaContents(html, "og:title")).toEqual([title]);
      expect(metaContents(html, "og:description")).toEqual([description]);
      expect(metaContents(html, "og:url")).toEqual([url]);
      expect(metaContents(html, "og:locale")).toEqual([MARKETS[market].ogLocale]);
      expect(metaContents(html, "og:locale:alternate").sort()).toEqual(
        MARKET_IDS.filter((other) => other !== market)
          .map((other) => MARKETS[other].ogLocale)
          .sort(),
      );
      const image = absolute(market, `/og/${path === "/" ? "home" : path.slice(1)}.png`);
      expect(metaContents(html, "og:image")).toEqual([image]);
      expect(metaContents(html, "og:image:width")).toEqual(["1200"]);
      expect(metaContents(html, "og:image:height")).toEqual(["630"]);
      const heading = page === "home" ? homeCopyFor(market).hero.title : copy.pages[page].title;
      const alt = fill(copy.seo.shareImageAlt, { headline: fill(heading) });
      expect(metaContents(html, "og:image:alt")).toEqual([alt]);
      expect(metaContents(html, "twitter:card")).toEqual(["summary_large_image"]);
      expect(metaContents(html, "twitter:title")).toEqual([title]);
      expect(metaContents(html, "twitter:description")).toEqual([description]);
      expect(metaContents(html, "twitter:image")).toEqual([image]);
      expect(metaContents(html, "twitter:image:alt")).toEqual([alt]);

      const png = await request.get(image);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });

      const blocks = jsonLdBlocks(html);
      expect(blocks).toHaveLength(1);
      expect(blocks[0]).not.toContain("<");
      const graph = (JSON.parse(blocks[0] as string) as { "@graph": Record<string, unknown>[] })[
        "@graph"
      ];
      expect(graph[0]).toMatchObject({
        "@type": "Organization",
        name: BRAND_NAME,
        url: absolute(market, "/"),
        sameAs: copy.footer.social.map((profile) => profile.link),
      });
      const services = graph.filter((node) => node["@type"] === "Service");
      expect(services).toEqual(
        isServicePage(page)
          ? [
              expect.objectContaining({
                name: fill(copy.seo.services[page as keyof typeof copy.seo.services]),
                url,
                provider: { "@id": graph[0]?.["@id"] },
              }),
            ]
          : [],
      );
    });
  });
}

// With its scripts, every route is checked at 360 px by route-checks.spec.ts, which also reads its
// console, CSP violations and accessibility at 390 and 1440 px. Without them a load is the
// document alone (no scripts, no widgets to wait for), so one test reads every page of the table.
test("every page of the table fits a 390 px phone screen before and without its scripts", async ({
  browser,
}, info) => {
  const viewport = { width: 390, height: 844 };
  // Without JavaScript the page stays as the server sent it (as it is until hydration).
  const noScript = await browser.newContext({
    baseURL: e2eBaseUrl(marketOf(info.project.name)),
    javaScriptEnabled: false,
    viewport,
  });
  try {
    const raw = await noScript.newPage();
    for (const { id: page } of PAGES) {
      await raw.goto(pathOf(page));
      expect
        .soft(await raw.evaluate(() => document.documentElement.scrollWidth), pathOf(page))
        .toBe(viewport.width);
    }
  } finally {
    await noScript.close();
  }
});

test("the navigation shows Rates only in the US copy", async ({ page }, info) => {
  const market = marketOf(info.project.name);
  const copy = copyFor(market);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: copy.nav.label });
  await expect(nav.getByRole("link", { name: copy.nav.tracking })).toBeVisible();
  await expect(nav.getByRole("link", { name: copy.nav.rates })).toHaveCount(
    market === "us" ? 1 : 0,
  );
});

test("sitemap.xml lists every marketing page with its alternates in the other markets, and the stories", async ({
  request,
}, info) => {
  const market = marketOf(info.project.name);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locs.sort()).toEqual(
    [...pagePathsIn(market), ...storyRoutes(market)].map((path) => absolute(market, path)).sort(),
  );
  // Each page's alternates are the same page in each market, at its path there.
  for (const other of MARKET_IDS) {
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="${MARKETS[other].locale}" href="${absolute(other, pathOf("carriers", other))}"/>`,
    );
  }
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute("mx", "/paqueterias")}"/>`,
  );
});

test("another market's path of each page answers a permanent redirect to its path here, query kept", async ({
  request,
}, info) => {
  const market = marketOf(info.project.name);
  const moved = movedPathsIn(market);
  // The US build moves the Spanish paths to their English twins; Mexico and Argentina the reverse.
  expect(moved.get(market === "us" ? "/paqueterias" : "/carriers")).toBe(pathOf("carriers"));
  for (const [from, to] of moved) {
    const response = await request.get(`${from}?origin=06700&weight=2`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(`${to}?origin=06700&weight=2`);
    expect(response.headers()["cache-control"], from).toMatch(/^public, max-age=\d+$/);
  }
});

test("one URL per page: another casing or a trailing slash answers a permanent redirect to its path here, query kept", async ({
  request,
}, info) => {
  const market = marketOf(info.project.name);
  const capitalised = (path: string) =>
    path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);
  const parcel = trackingPathOf("AND-DEMO-1004");
  const asked = new Map<string, string>();
  for (const path of pagePathsIn(market).filter((path) => path !== "/")) {
    asked.set(capitalised(path), path);
    asked.set(path.toUpperCase(), path);
    asked.set(`${path}/`, path);
  }
  // The pages under a page: the search without JavaScript, a parcel's result and its updates.
  asked.set(capitalised(searchPathOf()), searchPathOf());
  asked.set(`${parcel}/`, parcel);
  const updates = updatesPathOf("AND-DEMO-1004");
  asked.set(capitalised(updates), updates);
  // Another market's path of a page, in any casing: one redirect, to its path here.
  asked.set(market === "us" ? "/Contacto" : "/Contact", pathOf("contact"));
  asked.set(market === "us" ? "/COTIZADOR/" : "/Rates/", pathOf("rates"));
  for (const [from, to] of asked) {
    const response = await request.get(`${from}?origen=correo`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(`${to}?origen=correo`);
    expect(response.headers()["cache-control"], from).toMatch(/^public, max-age=\d+$/);
  }
  // A page's own path answers the page.
  expect((await request.get(pathOf("contact"), { maxRedirects: 0 })).status()).toBe(200);
});

test("an unknown path still answers a temporary redirect to the home page", async ({ request }) => {
  const response = await request.get("/no-such-page?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/");
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("robots.txt allows the site, keeps crawlers off the APIs and names the sitemap", async ({
  request,
}, info) => {
  const market = marketOf(info.project.name);
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(
    expect.arrayContaining([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      `Sitemap: ${absolute(market, "/sitemap.xml")}`,
    ]),
  );
});

test("the web manifest, favicon set and theme colour are linked and served", async ({
  page,
  request,
}, info) => {
  const market = marketOf(info.project.name);
  const copy = copyFor(market);
  const html = await (await request.get("/")).text();
  expect(metaContents(html, "theme-color")).toEqual(["#0b1f3a"]);
  const icons = headTags(html).filter(
    ({ tag, attributes }) => tag === "link" && /icon/.test(attributes.rel ?? ""),
  );
  expect(icons.map(({ attributes }) => [attributes.rel, attributes.href])).toEqual([
    ["icon", "/favicon.ico"],
    ["icon", expect.stringMatching(/^data:image\/svg\+xml,%3Csvg /)],
    ["apple-touch-icon", "/apple-touch-icon.png"],
  ]);
  // The page carries the same mark as the /favicon.svg file.
  const inlineMark = icons.find(({ attributes }) => attributes.type === "image/svg+xml")!;
  expect(decodeURIComponent(inlineMark.attributes.href!.split(",")[1]!)).toBe(
    (await (await request.get("/favicon.svg")).text()).trim(),
  );
  // The manifest is linked once the page has loaded, not by the HTML.
  expect(linksWithRel(html, "manifest")).toEqual([]);
  await page.goto("/");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );

  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    description: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: fill(copy.seo.webApp.name),
    short_name: fill(copy.seo.webApp.shortName),
    description: fill(copy.seo.webApp.description),
    lang: MARKETS[market].locale,
    start_url: "/",
    display: "standalone",
    theme_color: "#0b1f3a",
    background_color: "#ffffff",
  });
  expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(["any", "any", "maskable"]);

  const pngs = [
    ...manifest.icons.map((icon) => [icon.src, Number(icon.sizes.split("x")[0])] as const),
    ["/apple-touch-icon.png", 180] as const,
  ];
  for (const [src, size] of pngs) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()["content-type"], src).toBe("image/png");
    expect(pngSize(await icon.body()), src).toEqual({ width: size, height: size });
  }
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  expect((await ico.body()).readUInt16LE(2)).toBe(1);
});

test("a tracking deep link stays out of search results and links no other market", async ({
  request,
}, info) => {
  const market = marketOf(info.project.name);
  const html = await (await request.get(trackingPathOf("AND-DEMO-1004", market))).text();
  expect(metaContents(html, "robots")).toEqual(["noindex"]);
  expect(linksWithRel(html, "alternate")).toEqual([]);
  expect(linksWithRel(html, "canonical").map((link) => link.href)).toEqual([
    absolute(market, trackingPathOf("AND-DEMO-1004", market)),
  ]);
});

test("illustrations below the fold are cached SVG files fetched as the visitor scrolls to them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fetched = new Map<string, string>();
  page.on("response", (response) => {
    if (response.url().includes("/illustrations/")) {
      fetched.set(new URL(response.url()).pathname, response.headers()["content-type"] ?? "");
    }
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const images = page.locator('main img[src^="/illustrations/"]');
  const count = await images.count();
  expect(count).toBeGreaterThan(3);
  expect(fetched.size, "the first screen shows none of them").toBe(0);

  for (let index = 0; index < count; index += 1) {
    await images.nth(index).scrollIntoViewIfNeeded();
  }
  await expect
    .poll(() =>
      images.evaluateAll((all) => all.filter((img) => !(img as HTMLImageElement).complete).length),
    )
    .toBe(0);
  const sizes = await images.evaluateAll((all) =>
    all.map((img) => (img as HTMLImageElement).naturalWidth),
  );
  expect(sizes.every((width) => width > 0)).toBe(true);
  expect(new Set(fetched.values())).toEqual(new Set(["image/svg+xml; charset=utf-8"]));

  const file = await page.request.get("/illustrations/service-b2b.svg");
  expect(file.headers()["cache-control"]).toBe("public, max-age=3600");
  const missing = await page.request.get("/illustrations/nope.svg");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "No such illustration." });
});
