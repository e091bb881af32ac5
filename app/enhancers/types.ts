/**
 * A behaviour attached to server-rendered markup: it reads and writes the DOM under `root` and
 * returns what undoes it (for the tests and for enhancers composed of others). static-page.ts runs
 * it for each element whose `data-enhance` names it. See
 * docs/decisions/0020-marketing-pages-without-hydration.md.
 */
export type Enhancer<T extends HTMLElement = HTMLElement> = (root: T) => () => void;

/** Adds a listener and returns its removal, so enhancers can collect their cleanups. */
export function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): () => void;
export function listen<K extends keyof DocumentEventMap>(
  target: Document,
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
  options?: AddEventListenerOptions,
): () => void;
export function listen<K extends keyof WindowEventMap>(
  target: Window,
  type: K,
  listener: (event: WindowEventMap[K]) => void,
  options?: AddEventListenerOptions,
): () => void;
export function listen(
  target: EventTarget,
  type: string,
  listener: (event: Event) => void,
  options?: AddEventListenerOptions,
): () => void {
  target.addEventListener(type, listener, options);
  return () => target.removeEventListener(type, listener, options);
}

/** Runs every cleanup in order. */
export const cleanupAll =
  (cleanups: Array<() => void>): (() => void) =>
  () => {
    for (const cleanup of cleanups) cleanup();
  };

/** The element `selector` names under `root`; a missing one is a markup bug, so it throws. */
export function required<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`Missing ${selector}`);
  return element;
}
