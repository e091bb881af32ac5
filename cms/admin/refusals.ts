/**
 * Where Keystatic says nothing, the editor says why (issue 35): its "Done" closes a list entry's
 * dialog whatever it holds, and its Save, refused, shows nothing when the problem is inside an
 * entry. A thin layer over its page, reading the marks the checked fields and the entries' names
 * carry (field-checks.tsx):
 * - "Done" in a dialog with a problem does not close it: the dialog lists the problems and the
 *   cursor goes to the first;
 * - a refused Save lists every problem of the page, each a link to its field or to the entry that
 *   holds it, and the list follows the edits until none is left.
 */
import { isMarketId, type MarketId } from "../../domain/site.ts";
import { editorText, langOf, type Lang } from "../labels.ts";
import { PROBLEM_ATTRIBUTE, PROBLEM_MARK } from "./field-checks.tsx";

interface Problem {
  text: string;
  open(): void;
}

const DIALOG = '[role="dialog"]';

/** The market of the open entry, as its address names it (facts-mx, stories-ar/item/…). */
export function pageMarket(): MarketId | undefined {
  const market = /\/(?:singleton|collection)\/[\w]+-(\w+)/.exec(location.pathname)?.[1];
  return isMarketId(market) ? market : undefined;
}

/** The editor's language for the open entry. */
export function pageLang(): Lang {
  const market = pageMarket();
  return market ? langOf(market) : "en";
}

function focusField(field: HTMLElement) {
  field.scrollIntoView({ block: "center" });
  field.querySelector<HTMLElement>("input, textarea, select, button")?.focus();
}

/** A group's label as the editor shows it, without the "*" Keystatic puts after a required one. */
export function groupLabel(group: Element): string {
  const labelledBy = group.getAttribute("aria-labelledby");
  const name = labelledBy
    ? labelledBy
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
    : (group.getAttribute("aria-label") ?? "");
  return name.replace(/\s*\*$/, "").trim();
}

/** The labels of the groups around an element, outermost first: "Testimonios › Elementos". */
function groupNames(element: Element): string[] {
  const names: string[] = [];
  let group = element.parentElement?.closest('[role="group"]');
  for (; group; group = group.parentElement?.closest('[role="group"]')) {
    const name = groupLabel(group);
    if (name) names.unshift(name);
  }
  return names;
}

/** The problems inside `root`: the checked fields that refuse, the entries marked in the lists. */
function problemsIn(root: ParentNode, outsideDialogs: boolean): Problem[] {
  const fields = [...root.querySelectorAll<HTMLElement>(`[${PROBLEM_ATTRIBUTE}]`)]
    .filter((field) => !outsideDialogs || !field.closest(DIALOG))
    .map((field) => ({
      text: `${field.dataset.fieldLabel}: ${field.getAttribute(PROBLEM_ATTRIBUTE)}`,
      open: () => focusField(field),
    }));
  const entries = [...root.querySelectorAll<HTMLElement>('[role="row"]')]
    .filter((row) => row.textContent?.trim().startsWith(PROBLEM_MARK))
    .filter((row) => !outsideDialogs || !row.closest(DIALOG))
    .map((row) => ({
      text: [...groupNames(row), row.textContent!.replace(PROBLEM_MARK, "").trim()].join(" › "),
      open: () => {
        row.scrollIntoView({ block: "center" });
        row.click();
      },
    }));
  return [...fields, ...entries];
}

/** A notice with a heading and one button per problem, which takes the editor to it. */
function renderNotice(notice: HTMLElement, heading: string, problems: Problem[]) {
  const title = document.createElement("p");
  title.className = "anden-refusal-title";
  title.textContent = heading;
  const list = document.createElement("ul");
  for (const problem of problems) {
    const item = document.createElement("li");
    const link = document.createElement("button");
    link.type = "button";
    link.textContent = problem.text;
    link.addEventListener("click", problem.open);
    item.append(link);
    list.append(item);
  }
  notice.replaceChildren(title, list);
}

/** "Done" in a list entry's dialog closes it only when the entry has no problem. */
function holdDialogsWithProblems() {
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.closest(DIALOG)) return;
      const problems = problemsIn(form, false);
      form.querySelector(".anden-refusal")?.remove();
      if (problems.length === 0) return;
      // Before React's handler (on the page's root) sees it, which would close the dialog.
      event.preventDefault();
      event.stopImmediatePropagation();
      const notice = document.createElement("div");
      notice.className = "anden-refusal";
      notice.setAttribute("role", "alert");
      renderNotice(notice, editorText("dialogRefused", pageLang()), problems);
      form.prepend(notice);
      problems[0]!.open();
    },
    true,
  );
}

/** After a Save the page refuses, the list of its problems, kept up to date until none is left. */
function listProblemsOnSave() {
  let panel: HTMLElement | undefined;
  let shown = "";
  let pending = false;
  const update = () => {
    pending = false;
    const problems = problemsIn(document, true);
    const now = problems.map((problem) => problem.text).join("\n");
    if (problems.length === 0) {
      panel?.remove();
      panel = undefined;
      shown = "";
      return;
    }
    if (!panel || now === shown) return;
    shown = now;
    renderNotice(panel, editorText("saveRefused", pageLang()), problems);
  };
  new MutationObserver(() => {
    if (!panel || pending) return;
    pending = true;
    requestAnimationFrame(update);
  }).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });

  // Save submits the entry's form (outside the dialogs, which are portals on the body).
  window.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement) || event.target.closest(DIALOG)) return;
      // Keystatic validates on this submit; what it refused is marked once it has rendered.
      setTimeout(() => {
        if (problemsIn(document, true).length === 0) return;
        panel ??= document.body.appendChild(
          Object.assign(document.createElement("section"), { className: "anden-save-refusal" }),
        );
        panel.setAttribute("role", "alert");
        shown = "";
        update();
      }, 100);
    },
    true,
  );
}

export function explainRefusals() {
  holdDialogsWithProblems();
  listProblemsOnSave();
}
