import { expect, test } from "./test.ts";
import type { Page } from "@playwright/test";
import { fill, homeCopyFor } from "./copy.ts";

/**
 * The home hero's scene (ADR 32): its van loops along the route in CSS, a visible button pauses it,
 * and nothing moves, nor is there a button, under prefers-reduced-motion.
 */

const home = homeCopyFor("mx");
const MOVING = [".hero-van", ".hero-pin", ".hero-pulse", ".hero-progress"];

/** A property of every animation of the scene's moving parts. */
const sceneAnimations = <Key extends "playState" | "currentTime">(page: Page, key: Key) =>
  page.evaluate(
    ([selectors, property]) =>
      selectors.flatMap((selector) =>
        document
          .querySelector(selector)!
          .getAnimations()
          .map((animation) => String(animation[property])),
      ),
    [MOVING, key] as const,
  );
const playStates = (page: Page) => sceneAnimations(page, "playState");
/** How far each animation has played, in ms. */
const playTimes = (page: Page) => sceneAnimations(page, "currentTime");

/**
 * Resolves once every pending play or pause of the scene has taken effect: a paused animation's
 * time holds only from then, and a check read before it would see the time still moving.
 */
const settled = (page: Page) =>
  page.evaluate(
    (selectors) =>
      Promise.all(
        selectors.flatMap((selector) =>
          document
            .querySelector(selector)!
            .getAnimations()
            .map((animation) => animation.ready),
        ),
      ).then(() => undefined),
    MOVING,
  );

/** Resolves once the page has drawn `count` more frames: a running animation advances in each. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (remaining) =>
      new Promise<void>((resolve) => {
        const tick = () => (--remaining > 0 ? requestAnimationFrame(tick) : resolve());
        requestAnimationFrame(tick);
      }),
    count,
  );

/** Where the van is drawn, in page pixels. */
const vanBox = async (page: Page) => (await page.locator(".hero-van").boundingBox())!;

for (const width of [390, 1440]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test("the scene loops until its button pauses it, from the keyboard too", async ({ page }) => {
      await page.goto("/");
      const pause = page.getByRole("button", { name: home.hero.pause });
      // On a phone the scene sits under the stacked calls to action.
      await pause.scrollIntoViewIfNeeded();
      await expect(pause).toBeInViewport();
      await expect.poll(() => playStates(page)).toEqual(MOVING.map(() => "running"));
      const van = await vanBox(page);
      await expect.poll(async () => (await vanBox(page)).x).not.toBe(van.x);

      await pause.focus();
      await expect(pause).toBeFocused();
      await page.keyboard.press("Enter");
      const play = page.getByRole("button", { name: home.hero.play });
      await expect(play).toBeFocused();
      await expect.poll(() => playStates(page)).toEqual(MOVING.map(() => "paused"));
      await settled(page);
      const stopped = await vanBox(page);
      const stoppedAt = await playTimes(page);
      await frames(page, 6);
      expect(await playTimes(page)).toEqual(stoppedAt);
      expect(await vanBox(page)).toEqual(stopped);

      await page.keyboard.press("Space");
      await expect(page.getByRole("button", { name: home.hero.pause })).toBeFocused();
      await expect.poll(() => playStates(page)).toEqual(MOVING.map(() => "running"));
    });

    test("under prefers-reduced-motion the still picture stays, with no button", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await expect(
        page.getByRole("img", { name: fill(home.hero.illustrationLabel) }),
      ).toBeVisible();
      expect(await playStates(page)).toEqual([]);
      await expect(page.getByRole("button", { name: home.hero.pause })).toBeHidden();
      await expect(page.getByRole("button", { name: home.hero.play })).toBeHidden();
      const still = await vanBox(page);

      // The animation's first frame is that still picture: the first paint.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.evaluate(() => {
        for (const animation of document.querySelector(".hero-van")!.getAnimations()) {
          animation.pause();
          animation.currentTime = 0;
        }
      });
      expect(await vanBox(page)).toEqual(still);
    });
  });
}
