// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { confirmAndAnnounce, indexSections, savedNow } from "./confirmations.ts";

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
  };
  history.replaceState(null, "", "/keystatic/singleton/content-mx");
  confirmAndAnnounce();
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A list as Keystatic draws it: rows named by the entry, a trash button last in each. */
function list(onDelete: () => void) {
  document.body.innerHTML = `
    <div role="grid"><div role="row" aria-label="Casa Nopal"><div role="gridcell">
      <button type="button" aria-label="Drag">⠿</button><span>Casa Nopal</span><button type="button">🗑</button>
    </div></div></div>`;
  const trash = document.querySelectorAll("button")[1]!;
  trash.addEventListener("click", onDelete);
  return trash;
}

describe("deleting a list entry", () => {
  it("asks first, in the editor's language, and deletes nothing on Cancel", async () => {
    const onDelete = vi.fn();
    list(onDelete).click();
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("aria-labelledby")).toBe("anden-confirm-title");
    expect(dialog.querySelector("h2")!.textContent).toBe("¿Borrar «Casa Nopal»?");
    expect(document.activeElement?.textContent).toBe("Cancelar");
    [...dialog.querySelectorAll("button")].find((b) => b.textContent === "Cancelar")!.click();
    await Promise.resolve();
    expect(onDelete).not.toHaveBeenCalled();
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("deletes once confirmed", async () => {
    const onDelete = vi.fn();
    list(onDelete).click();
    const dialog = document.querySelector("dialog")!;
    [...dialog.querySelectorAll("button")].find((b) => b.textContent === "Borrar")!.click();
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it("asks on Escape's answer as a no", async () => {
    const onDelete = vi.fn();
    list(onDelete).click();
    document.querySelector("dialog")!.dispatchEvent(new Event("cancel", { cancelable: true }));
    await Promise.resolve();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("leaves the row's other buttons alone", () => {
    const onDrag = vi.fn();
    list(() => {});
    const drag = document.querySelector("button")!;
    drag.addEventListener("click", onDrag);
    drag.click();
    expect(onDrag).toHaveBeenCalled();
    expect(document.querySelector("dialog")).toBeNull();
  });
});

describe("Reset changes", () => {
  it("resets only when the editor says yes", () => {
    document.body.innerHTML = `<header><button type="button"><span>Reset</span></button></header>`;
    const reset = document.querySelector("button")!;
    const onReset = vi.fn();
    reset.addEventListener("click", onReset);
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false);
    reset.click();
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^¿Descartar los cambios/));
    expect(onReset).not.toHaveBeenCalled();
    // Keystatic's button tries the press again at once: refused without asking twice.
    reset.click();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onReset).not.toHaveBeenCalled();
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 2000);
    confirm.mockReturnValueOnce(true);
    reset.click();
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe("a Save", () => {
  it("says when it went through, in a polite live region", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    vi.setSystemTime(new Date(2026, 10, 29, 14, 32));
    document.body.innerHTML = `<form><span>Unsaved</span><button type="submit">Save</button></form>`;
    const form = document.querySelector("form")!;
    form.addEventListener("submit", (event) => event.preventDefault());
    form.requestSubmit();
    const live = document.querySelector('.anden-saved[role="status"]')!;
    vi.advanceTimersByTime(400);
    expect(live.textContent).toBe("");
    document.querySelector("span")!.remove();
    vi.advanceTimersByTime(400);
    expect(live.textContent).toBe("Guardado a las 14:32");
    vi.useRealTimers();
  });

  it("reads the entry as saved once Keystatic's mark of unsaved changes is gone", () => {
    document.body.innerHTML = `<header><span>Unsaved</span><button type="submit">Save</button></header>`;
    expect(savedNow()).toBe(false);
    document.querySelector("span")!.remove();
    expect(savedNow()).toBe(true);
  });
});

describe("the sections' index", () => {
  it("lists a long form's outermost sections and jumps to each", () => {
    const names = ["Fullpack", "B2B", "Flota dedicada", "Preguntas frecuentes"];
    document.body.innerHTML = `<form>${names
      .map(
        (name, index) =>
          `<div role="group" aria-labelledby="g${index}"><h2 id="g${index}">${name}</h2>
             <div role="group" aria-label="Ventajas"></div></div>`,
      )
      .join("")}</form>`;
    indexSections();
    const nav = document.querySelector("form > nav")!;
    expect(nav.getAttribute("aria-label")).toBe("Secciones de esta página");
    expect([...nav.querySelectorAll("button")].map((button) => button.textContent)).toEqual(names);
    const faq = document.querySelectorAll<HTMLElement>('form > [role="group"]')[3]!;
    // The page scrolls (no pane of Keystatic's around the form): the section's top, 8 px under
    // the index (jsdom lays nothing out: the index is 0 px high).
    const page = document.documentElement;
    page.scrollTo = vi.fn() as typeof page.scrollTo;
    faq.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    nav.querySelectorAll("button")[3]!.click();
    expect(page.scrollTo).toHaveBeenCalledWith({ top: 492 });
    expect(document.activeElement).toBe(faq);
  });

  it("leaves a short form without one", () => {
    document.body.innerHTML = `<form><div role="group" aria-label="Cabecera"></div></form>`;
    indexSections();
    expect(document.querySelector("nav")).toBeNull();
  });
});
