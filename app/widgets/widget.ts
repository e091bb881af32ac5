import type { WidgetName } from "./behaviours.ts";

/**
 * Attributes as both sides write them: React spreads them on an element (`{...attributes}`) and a
 * behaviour applies them to the live element (`applyAttributes`). A string is the attribute's
 * value; `true`/`false` switch a boolean attribute (hidden, inert, disabled) on or off; undefined
 * removes the attribute.
 */
export type Attributes = Record<string, string | boolean | undefined>;

/**
 * A widget's contract: its name (which behaviour the page script attaches), the parts of its
 * markup that the behaviour reads or changes, and the options the markup hands the behaviour (the
 * texts it shows later, for instance). The component and the behaviour both import the contract,
 * so neither spells an attribute of the other by hand. See docs/decisions/0024-rendering-model.md.
 */
export interface Widget<Part extends string, Options> {
  readonly name: WidgetName;
  /** The root element's attributes: the behaviour to attach and, when it has any, its options. */
  root(...options: Options extends undefined ? [] : [Options]): Attributes;
  /** Marks an element as one of the widget's parts. */
  part(part: Part): Attributes;
  /** A CSS selector of a part's elements (for end-to-end tests). */
  selector(part: Part): string;
  /** The behaviour's side: the element of a part; a missing one is a markup bug, so it throws. */
  one<E extends HTMLElement = HTMLElement>(root: ParentNode, part: Part): E;
  /** Every element of a part, in document order. */
  all<E extends HTMLElement = HTMLElement>(root: ParentNode, part: Part): E[];
  /**
   * The behaviour's side: the parts by name (`submit-hint` as `submitHint`), each looked up as
   * `one` when it is read, so a behaviour destructures the ones it holds. `Kinds` names the
   * element a part is where the behaviour needs more than an HTMLElement (a form, a button).
   */
  parts<Kinds extends { [K in PartKey<Part>]?: HTMLElement } = Record<never, never>>(
    root: ParentNode,
  ): PartElements<Part, Kinds>;
  /** The options the markup gave the root. */
  options(root: HTMLElement): Options;
  /** The same contract, with options of type T. */
  withOptions<T>(): Widget<Part, T>;
}

/** A part's name as a property: `submit-hint` is `submitHint`. */
export type PartKey<P extends string> = P extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<PartKey<Tail>>}`
  : P;

/** A widget's parts by their keys, each an HTMLElement unless `Kinds` names its kind. */
export type PartElements<Part extends string, Kinds> = {
  readonly [P in Part as PartKey<P>]: PartKey<P> extends keyof Kinds
    ? Kinds[PartKey<P>]
    : HTMLElement;
};

const partKey = (part: string) => part.replace(/-(.)/g, (_, next: string) => next.toUpperCase());

/** The attribute that names an element's behaviour (GOV.UK Frontend's convention). */
export const MODULE_ATTRIBUTE = "data-module";

export function defineWidget<const Part extends string>(
  name: WidgetName,
  parts: readonly Part[],
): Widget<Part, undefined> {
  const partAttribute = `data-${name}-part`;
  const optionsAttribute = `data-${name}-options`;
  const selector = (part: Part) => {
    if (!parts.includes(part)) throw new Error(`${name} has no part "${part}"`);
    return `[${partAttribute}="${part}"]`;
  };
  const one = <E extends HTMLElement>(root: ParentNode, part: Part) => {
    const element = root.querySelector<E>(selector(part));
    if (!element) throw new Error(`${name}: missing part "${part}"`);
    return element;
  };
  const widget: Widget<Part, unknown> = {
    name,
    root: (...options: unknown[]) =>
      options.length === 0
        ? { [MODULE_ATTRIBUTE]: name }
        : { [MODULE_ATTRIBUTE]: name, [optionsAttribute]: JSON.stringify(options[0]) },
    part: (part) => ({ [partAttribute]: part }),
    selector,
    one,
    all: <E extends HTMLElement>(root: ParentNode, part: Part) => [
      ...root.querySelectorAll<E>(selector(part)),
    ],
    parts: (root) => {
      const elements = {};
      for (const part of parts) {
        Object.defineProperty(elements, partKey(part), {
          get: () => one(root, part),
          enumerable: true,
        });
      }
      return elements as never;
    },
    options: (root) => JSON.parse(root.getAttribute(optionsAttribute) ?? "null") as unknown,
    withOptions: () => widget as never,
  };
  return widget as Widget<Part, undefined>;
}

const BOOLEAN_ATTRIBUTES = new Set(["hidden", "inert", "disabled"]);

/** Writes `attributes` on a live element the way React writes them in the server's markup. */
export function applyAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (BOOLEAN_ATTRIBUTES.has(name) || typeof value === "boolean") {
      element.toggleAttribute(name, value === true);
    } else if (value === undefined) {
      element.removeAttribute(name);
    } else {
      element.setAttribute(name, value);
    }
  }
}

/**
 * Writes a view on the live parts: each part's attributes, then each text on its element (the
 * texts a view gives beside its parts' attributes: a button's label, a notice, an error).
 */
export function applyView<Part extends string>(
  parts: Record<Part, Element>,
  view: Record<NoInfer<Part>, Attributes>,
  texts: ReadonlyArray<readonly [Element, string]> = [],
): void {
  for (const part of Object.keys(parts) as Part[]) applyAttributes(parts[part], view[part]);
  for (const [element, text] of texts) element.textContent = text;
}

/**
 * A behaviour attached to a widget's server-rendered markup after the first paint: it reads and
 * writes the DOM under `root` and returns what undoes it (for tests and composed behaviours).
 */
export type Behaviour<T extends HTMLElement = HTMLElement> = (root: T) => () => void;

/** Adds a listener and returns its removal, so behaviours can collect their cleanups. */
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
