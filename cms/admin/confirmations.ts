/**
 * Where Keystatic acts without asking or says nothing (issue 35), a thin layer over its page, like
 * refusals.ts:
 * - a list entry's delete button (the trash in its row) asks first, in an in-page dialog;
 * - "Reset changes" (the entry's actions menu) asks first (the browser's confirm: the menu that
 *   holds it closes once the cursor leaves it, so the action must be asked about as it happens);
 * - a Save that went through says so, and when, in a polite live region by the Save button;
 * - a form with many sections gets an index at its top that jumps to each.
 */
import { MARKETS } from "../../domain/site.ts";
import { editorText } from "../labels.ts";
import { groupLabel, pageLang, pageMarket } from "./refusals.ts";

const DIALOG = '[role="dialog"]';
const ROW = '[role="row"]';
/** Keystatic's Reset: "Reset" in the entry's header (its hidden text), "Reset changes" in its menu. */
const RESET = ["Reset", "Reset changes"];
/** Keystatic's mark of an entry with unsaved changes, beside its title. */
const UNSAVED = "Unsaved";

/** A list entry's delete button: the last button of its row (the trash; the row opens the entry). */
function deleteButtonOf(target: EventTarget | null): HTMLButtonElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const button = target.closest("button");
  const row = button?.closest(ROW);
  if (!button || !row) return undefined;
  const buttons = row.querySelectorAll("button");
  return buttons[buttons.length - 1] === button ? button : undefined;
}

/** Keystatic's "Reset changes": a button in the entry's header, or an item of its actions menu. */
function resetControlOf(target: EventTarget | null): Element | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest('[role="menuitem"], button');
  const name = control?.getAttribute("aria-label") ?? control?.textContent?.trim();
  return name && RESET.includes(name) ? control! : undefined;
}

/**
 * Asks in an in-page modal dialog: a heading, what happens, Cancel (which has the cursor) and the
 * action. Inside an open entry's dialog, so that its focus trap keeps the cursor in this one.
 */
export function ask(question: {
  title: string;
  help: string;
  confirm: string;
  within?: Element | null;
}): Promise<boolean> {
  const lang = pageLang();
  const dialog = document.createElement("dialog");
  dialog.className = "anden-confirm";
  dialog.setAttribute("aria-labelledby", "anden-confirm-title");
  dialog.setAttribute("aria-describedby", "anden-confirm-help");
  const title = Object.assign(document.createElement("h2"), {
    id: "anden-confirm-title",
    textContent: question.title,
  });
  const help = Object.assign(document.createElement("p"), {
    id: "anden-confirm-help",
    textContent: question.help,
  });
  const cancel = Object.assign(document.createElement("button"), {
    type: "button",
    textContent: editorText("cancel", lang),
  });
  const confirm = Object.assign(document.createElement("button"), {
    type: "button",
    className: "anden-confirm-danger",
    textContent: question.confirm,
  });
  const actions = document.createElement("div");
  actions.append(cancel, confirm);
  dialog.append(title, help, actions);
  (question.within ?? document.body).append(dialog);
  const before = document.activeElement;
  return new Promise((resolve) => {
    const close = (answer: boolean) => {
      dialog.close();
      dialog.remove();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
      resolve(answer);
    };
    cancel.addEventListener("click", () => close(false));
    confirm.addEventListener("click", () => close(true));
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      close(false);
    });
    dialog.showModal();
    cancel.focus();
  });
}

/** Deleting a list entry and "Reset changes" ask first. */
function confirmDestructiveActions() {
  // The button pressed again once the answer is yes, let through.
  let confirmed: Element | undefined;
  const onDelete = (event: Event) => {
    const button = deleteButtonOf(event.target);
    if (!button) return;
    if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
    if (confirmed === button) {
      confirmed = undefined;
      return;
    }
    // Before Keystatic's press handling, which removes the entry on this press.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === "keyup" || event.type === "pointerdown" || event.type === "mousedown")
      return;
    const lang = pageLang();
    const row = button.closest(ROW);
    const name = row?.getAttribute("aria-label") ?? row?.textContent?.trim() ?? "";
    void ask({
      title: editorText("deleteEntry", lang, { name }),
      help: editorText("deleteEntryHelp", lang),
      confirm: editorText("deleteConfirm", lang),
      within: button.closest(DIALOG),
    }).then((yes) => {
      if (!yes || !button.isConnected) return;
      confirmed = button;
      // A click without a pointer: Keystatic's button takes it as a press.
      button.click();
    });
  };
  for (const type of ["pointerdown", "mousedown", "click", "keydown", "keyup"])
    window.addEventListener(type, onDelete, true);

  // A menu item acts on the pointer's release or a key's press; a button on a click or a key's release.
  let declined = 0;
  const onReset = (event: Event) => {
    const control = resetControlOf(event.target);
    if (!control) return;

    const item = control.getAttribute("role") === "menuitem";
    if (!(item ? ["pointerup", "keydown"] : ["click", "keyup"]).includes(event.type)) return;
    if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
    const lang = pageLang();
    // After a no, the button's own second try at the press (without a pointer) is refused too.
    const ask = Date.now() - declined > 250;
    const text = `${editorText("resetEntry", lang)}\n${editorText("resetEntryHelp", lang)}`;
    if (ask && window.confirm(text)) return;
    if (ask) declined = Date.now();
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  for (const type of ["pointerup", "click", "keydown", "keyup"])
    window.addEventListener(type, onReset, true);
}

/** "Saved at 2:32 PM" once a Save went through: its mark of unsaved changes is gone. */
function announceSaves() {
  const status = Object.assign(document.createElement("p"), { className: "anden-saved" });
  status.setAttribute("role", "status");
  document.body.append(status);
  let watch: ReturnType<typeof setInterval> | undefined;
  window.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement) || event.target.closest(DIALOG)) return;
      if (!status.isConnected) document.body.append(status);
      status.textContent = "";
      clearInterval(watch);
      const started = Date.now();
      watch = setInterval(() => {
        const refused = document.querySelector(".anden-save-refusal");
        if (refused || Date.now() - started > 20_000) return clearInterval(watch);
        if (savedNow()) {
          clearInterval(watch);
          const market = pageMarket();
          const locale = market ? MARKETS[market].locale : "en-US";
          // 14:32 in Spanish, 2:32 PM in English.
          const time = new Intl.DateTimeFormat(locale, {
            hour: "numeric",
            minute: "2-digit",
            hourCycle: locale.startsWith("es") ? "h23" : undefined,
          }).format(new Date());
          status.textContent = editorText("savedAt", pageLang(), { time });
        }
      }, 200);
    },
    true,
  );
}

/** The entry shows no mark of unsaved changes and no save in progress. */
export function savedNow(root: ParentNode = document): boolean {
  const marks = [...root.querySelectorAll("span, div")].filter(
    (element) => element.children.length === 0 && element.textContent?.trim() === UNSAVED,
  );
  return marks.length === 0 && !root.querySelector('button[type="submit"][aria-disabled="true"]');
}

/** The outermost sections of the entry's form: its groups that sit in no other group. */
function sectionsOf(form: HTMLFormElement): { name: string; element: HTMLElement }[] {
  return [...form.querySelectorAll<HTMLElement>('[role="group"]')]
    .filter((group) => !group.parentElement?.closest('[role="group"]'))
    .map((element) => ({ name: groupLabel(element), element }))
    .filter(({ name }) => name !== "");
}

/** The space between the sticky index and a section it scrolls to, in px. */
const SECTION_GAP = 8;

/** The element that scrolls the form: Keystatic's pane, or the page in a narrow window. */
function scrollerOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (/auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return (document.scrollingElement ?? document.documentElement) as HTMLElement;
}

/**
 * Scrolls the form so that the section starts just under the sticky index. Only the form's own
 * scroller moves: scrollIntoView would also scroll the page around Keystatic's pane, taking its
 * header (and Save) off the screen, and would leave the section's title under the index.
 */
function scrollBelow(index: HTMLElement, section: HTMLElement) {
  const scroller = scrollerOf(section);
  const top = scroller === document.documentElement ? 0 : scroller.getBoundingClientRect().top;
  scroller.scrollTo({
    top:
      scroller.scrollTop +
      section.getBoundingClientRect().top -
      top -
      index.offsetHeight -
      SECTION_GAP,
  });
}

/** An index of the form's sections at its top ("Ir a: Fullpack · B2B · …"), kept as it renders. */
export function indexSections(root: ParentNode = document) {
  const form = [...root.querySelectorAll("form")].find((candidate) => !candidate.closest(DIALOG));
  if (!form) return;
  const sections = sectionsOf(form);
  const signature = sections.map((section) => section.name).join("\n");
  const existing = form.querySelector<HTMLElement>(":scope > nav.anden-sections");
  if (existing?.dataset.sections === signature) return;
  existing?.remove();
  if (sections.length < 3) return;
  const lang = pageLang();
  const nav = document.createElement("nav");
  nav.className = "anden-sections";
  nav.dataset.sections = signature;
  nav.setAttribute("aria-label", editorText("sectionIndexName", lang));
  const lead = Object.assign(document.createElement("span"), {
    textContent: editorText("sectionIndex", lang),
  });
  const list = document.createElement("ul");
  for (const { name, element } of sections) {
    const item = document.createElement("li");
    const link = Object.assign(document.createElement("button"), {
      type: "button",
      textContent: name,
    });
    link.addEventListener("click", () => {
      scrollBelow(nav, element);
      element.setAttribute("tabindex", "-1");
      element.focus({ preventScroll: true });
    });
    item.append(link);
    list.append(item);
  }
  nav.append(lead, list);
  form.prepend(nav);
  // A field the cursor moves to (Tab) is scrolled to below the index, not under it.
  scrollerOf(form).style.scrollPaddingTop = `${nav.offsetHeight + SECTION_GAP}px`;
}

function keepSectionIndex() {
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      indexSections();
    });
  }).observe(document.body, { subtree: true, childList: true });
}

export function confirmAndAnnounce() {
  confirmDestructiveActions();
  announceSaves();
  keepSectionIndex();
}
