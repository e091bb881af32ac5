import { expect, test } from "./test.ts";
import type { Dialog, Locator, Page, Request } from "@playwright/test";
import { PAGES as PAGE_TABLE, pagePathIn } from "../../domain/pages.ts";
import type { MarketId } from "../../domain/site.ts";
import { marketOf } from "./copy.ts";
import { sampleQuotePath, sampleRoutes } from "./sample-routes.ts";

/**
 * No page hydrates (docs/decisions/0024-rendering-model.md), so a control whose behaviour was
 * written as React state or an event-handler prop renders, can be clicked, and does nothing. This
 * spec clicks every visible, enabled control of every page (those of the header and footer, one
 * component everywhere, on the home page) and requires each to change something:
 * the DOM, the URL, a dialog or popup, or where the focus is.
 */

const CONTROLS = 'button, summary, [role="tab"], a[role="button"]';
/**
 * The header and the footer are one component on every page: their controls are checked on the
 * home page, and on every other page only those of its main content are.
 */
const controlsOn = (url: string, market: MarketId) =>
  url === pagePathIn(market, "home") ? CONTROLS : `#main :is(${CONTROLS})`;
const WIDTHS = [390, 1440] as const;
/** How long the DOM must stay unchanged before a click, so that only the click's changes count. */
const QUIET_MS = 300;
/** A page that never stays quiet that long within this time cannot be checked: a failure. */
const SETTLE_LIMIT_MS = 5_000;
/** How long a click has to show its effect. */
const CHANGE_WAIT_MS = 1_500;

/**
 * Every page of the table at its path in the market, then the per-request pages in their states
 * (results, errors); a quote's URL differs by market (its path, postal codes and units).
 */
const PAGES: { label: string; url: (market: MarketId) => string }[] = [
  ...PAGE_TABLE.map(({ id }) => ({
    label: `the ${id} page`,
    url: (market: MarketId) => pagePathIn(market, id),
  })),
  ...sampleRoutes("mx").map((path, index) => ({
    label: `sample ${path}`,
    url: (market: MarketId) => sampleRoutes(market)[index]!,
  })),
];

interface ControlCheck {
  changes: number;
  href: string;
  control: Element;
  /** Where focus was before the click: the control, unless it cannot take focus. */
  focusedBefore: Element | null;
  observer: MutationObserver;
}
type WindowWithCheck = Window & { controlCheck?: ControlCheck };

// The functions below run in the page (page.evaluate): each is self-contained.

/** Resolves true once the DOM has not changed for `quietMs`, false if that takes over `limitMs`. */
function domQuiet({ quietMs, limitMs }: { quietMs: number; limitMs: number }): Promise<boolean> {
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout>;
    const finish = (quiet: boolean) => {
      observer.disconnect();
      clearTimeout(quietTimer);
      clearTimeout(limitTimer);
      resolve(quiet);
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(finish, quietMs, true);
    });
    observer.observe(document, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
    quietTimer = setTimeout(finish, quietMs, true);
    const limitTimer = setTimeout(finish, limitMs, false);
  });
}

/**
 * Gives every control its index in document order (the same after a reload) and returns the
 * indices of those a visitor can see.
 */
function markControls(selector: string): number[] {
  return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((control, index) => {
    control.dataset.controlIndex = String(index);
    const box = control.getBoundingClientRect();
    const visible =
      box.width > 0 &&
      box.height > 0 &&
      control.checkVisibility({ visibilityProperty: true }) &&
      !control.closest("[inert]");
    return visible ? [index] : [];
  });
}

/** The centre of the control, if a click there reaches it (it is in view and not covered). */
function clickPoint(index: number): { x: number; y: number } | null {
  const control = document.querySelector(`[data-control-index="${index}"]`)!;
  const box = control.getBoundingClientRect();
  const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const hit = document.elementFromPoint(point.x, point.y);
  return hit !== null && control.contains(hit) ? point : null;
}

/**
 * Records every change from now on, unless the control cannot be used. Tells whether the control
 * may take the visitor to another document (a form's submit button, a link), which a script can
 * start well after the click's first visible change.
 */
function startRecording(index: number): "disabled" | { mayLeave: boolean } {
  const control = document.querySelector(`[data-control-index="${index}"]`)!;
  if (control.matches(":disabled") || control.getAttribute("aria-disabled") === "true") {
    return "disabled";
  }
  const check: ControlCheck = {
    changes: 0,
    href: location.href,
    control,
    focusedBefore: document.activeElement,
    observer: new MutationObserver((records) => (check.changes += records.length)),
  };
  check.observer.observe(document, {
    subtree: true,
    attributes: true,
    childList: true,
    characterData: true,
  });
  (window as WindowWithCheck).controlCheck = check;
  const submits = control instanceof HTMLButtonElement && control.type === "submit";
  return { mayLeave: (submits && control.form !== null) || control.matches("a[href]") };
}

/** What the click changed, as soon as something did, or null after `timeoutMs`. */
async function changeAfterClick(
  timeoutMs: number,
): Promise<{ change: string | null; modal: boolean }> {
  const check = (window as WindowWithCheck).controlCheck;
  if (check === undefined) return { change: "a new document", modal: false };
  const deadline = performance.now() + timeoutMs;
  // To another element: a click on what cannot take focus sends it to the body.
  const focusMoved = () =>
    ![check.control, check.focusedBefore, document.body].includes(document.activeElement);
  return new Promise((resolve) => {
    const poll = () => {
      const change =
        check.changes > 0
          ? "DOM"
          : location.href !== check.href
            ? "URL"
            : focusMoved()
              ? "focus"
              : null;
      if (change !== null || performance.now() > deadline) {
        check.observer.disconnect();
        resolve({ change, modal: document.querySelector("dialog:modal") !== null });
      } else {
        setTimeout(poll, 50);
      }
    };
    poll();
  });
}

/**
 * Opens the URL. The last click's own navigation may still be under way (a submit that checks the
 * form first starts it late) and interrupt this one, and an interrupted attempt's navigation may
 * interrupt the next: each time, it waits for what interrupted it to load and tries again.
 */
async function goto(page: Page, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.goto(url);
    } catch (error) {
      const interrupted = (error as Error).message.includes("interrupted by another navigation");
      if (!interrupted || attempt === 4) throw error;
      await page.waitForLoadState();
    }
  }
}

/** Loads the page, lets its behaviours settle, and marks the controls `selector` picks. */
async function load(page: Page, url: string, selector: string): Promise<number[]> {
  const response = await goto(page, url);
  // An unknown tracking number is a 404 page with its own controls (search again).
  expect(response?.status(), url).toBeLessThan(500);
  const quiet = await page.evaluate(domQuiet, { quietMs: QUIET_MS, limitMs: SETTLE_LIMIT_MS });
  expect(quiet, `${url} kept changing its DOM after loading`).toBe(true);
  return page.evaluate(markControls, selector);
}

type ClickOutcome =
  | { kind: "changed"; leftPage: boolean }
  | { kind: "dead" }
  | { kind: "disabled" }
  | { kind: "unsettled" };

/**
 * Clicks the control once the page is quiet around it and tells whether anything changed. Focus
 * and hover come first and are let settle: what the page does on hover or focus (the navbar stays
 * shown while focus is in it, a carousel pauses) is not the control's doing, and some controls
 * are enabled only once their behaviour arrives, as they come near the viewport. `leftPage` is
 * true when the click opened what a reload must undo: a document navigation (or a submit or link
 * that may start one late), a modal dialog, a popup.
 */
async function clickAndWatch(page: Page, control: Locator, index: number): Promise<ClickOutcome> {
  // Focus first: it scrolls the control into view, and brings back the navbar, which hides while
  // the page scrolls down unless focus is inside it. The mouse then goes straight to the control
  // and clicks where it is: Playwright's own checks (hover, click) run only when the point does
  // not reach the control, as they take longer than everything else here.
  await control.focus();
  const point = await page.evaluate(clickPoint, index);
  if (point) await page.mouse.move(point.x, point.y);
  else await control.hover();
  if (!(await page.evaluate(domQuiet, { quietMs: QUIET_MS, limitMs: SETTLE_LIMIT_MS }))) {
    return { kind: "unsettled" };
  }
  const recording = await page.evaluate(startRecording, index);
  if (recording === "disabled") return { kind: "disabled" };
  const pointNow = await page.evaluate(clickPoint, index);
  const samePoint = point !== null && pointNow?.x === point.x && pointNow.y === point.y;

  let elsewhere = false;
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) elsewhere = true;
  };
  const onPopup = () => (elsewhere = true);
  const onDialog = (dialog: Dialog) => {
    elsewhere = true;
    void dialog.dismiss();
  };
  page.on("request", onRequest);
  page.on("popup", onPopup);
  page.on("dialog", onDialog);
  try {
    if (samePoint) await page.mouse.click(point.x, point.y);
    else await control.click();
    const { change, modal } = await page
      .evaluate(changeAfterClick, CHANGE_WAIT_MS)
      .catch((error: Error) => {
        // A navigation that commits meanwhile destroys the page's context, and the recording.
        if (!error.message.includes("Execution context was destroyed")) throw error;
        return { change: "a new document", modal: false };
      });
    if (change === null && !elsewhere) return { kind: "dead" };
    const leftPage = elsewhere || modal || change === "a new document" || recording.mayLeave;
    return { kind: "changed", leftPage };
  } finally {
    page.off("request", onRequest);
    page.off("popup", onPopup);
    page.off("dialog", onDialog);
  }
}

/** The control's role and accessible name, and the nearest id around it. */
async function labelOf(control: Locator): Promise<string> {
  // The snapshot's first line is YAML: - button "Name", quoted when needed, ":" before children.
  const line = (await control.ariaSnapshot()).split("\n")[0]!.replace(/^- /, "").replace(/:$/, "");
  const roleAndName = /^'.*'$/.test(line) ? line.slice(1, -1).replaceAll("''", "'") : line;
  // React's useId ids (_R_…_) say nothing about where the control is.
  const place = await control.evaluate(
    (element) => element.closest<HTMLElement>("[id]:not([id^='_'])")?.id,
  );
  return `${roleAndName}${place ? ` in #${place}` : ""}`;
}

test.describe.configure({ mode: "parallel", timeout: 60_000 });
test.use({
  // Carousels must hold still under reduced motion; a page whose DOM keeps changing on its own
  // fails, as no click could be told apart from it.
  reducedMotion: "reduce",
  // The tracking page's copy-link button writes to the clipboard.
  permissions: ["clipboard-read", "clipboard-write"],
});

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    for (const { label, url: urlFor } of PAGES) {
      test(`every visible control on ${label} does something when clicked`, async ({
        page,
      }, info) => {
        const market = marketOf(info.project.name);
        const url = urlFor(market);
        const where = `${market} ${width} px ${url}`;
        const selector = controlsOn(url, market);
        const controls = await load(page, url, selector);
        if (url === sampleQuotePath(market)) {
          await expect(
            page.getByTestId("rate-card").first(),
            "the quote has results",
          ).toBeVisible();
        }

        const problems: string[] = [];
        let reloadFirst = false;
        // Last to first: the controls that open a dialog or leave the page (the menu button, the
        // calculator's submit) come early in the document, so checked last they need no reload.
        for (const index of controls.toReversed()) {
          const control = page.locator(`[data-control-index="${index}"]`);
          // An earlier click may also have hidden it (a spinner over the form).
          if (reloadFirst || !(await control.isVisible())) await load(page, url, selector);
          const outcome = await clickAndWatch(page, control, index);
          if (outcome.kind === "dead") {
            problems.push(`${where}: ${await labelOf(control)} does nothing`);
          } else if (outcome.kind === "unsettled") {
            problems.push(`${where}: ${await labelOf(control)} not checked, the DOM kept changing`);
          }
          reloadFirst = outcome.kind === "changed" && outcome.leftPage;
        }
        expect(problems, `dead controls on ${where}`).toEqual([]);
      });
    }
  });
}
