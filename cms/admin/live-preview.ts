/**
 * The live preview (local editor only, ADR 66): a panel beside the form showing the page the
 * open file feeds (a customer story: its own page), rendered by the market's development server
 * with the edits not yet saved.
 *
 * Keystatic keeps the entry being edited to itself; what it does expose is its draft, the entry
 * serialised as its Save would write the file, which it stores in the browser (IndexedDB,
 * database "keystatic", store "items", key ["singleton", "home-mx"], or for a saved customer
 * story ["collection", "stories-mx", "casa-nopal"], for a story not yet created
 * ["collection-create", "stories-mx"]) at every change so that a reload does not lose it. The
 * panel reads that draft, and when it has changed and then held still for a moment, posts it to
 * the editor's server (scripts/cms-preview.ts), which checks it against the content model and
 * answers the page's address; the frame then reloads. No draft (nothing edited, or saved): the
 * saved file. A story not yet created has its page's address from its draft (the slug of its
 * customer's name, which changes as the name is typed); the preview server keeps it only while
 * the editor is on it.
 */
import { isMarketId, type MarketId } from "../../domain/site.ts";
import { STORY_SLUG } from "../../domain/stories.ts";
import { editorText, langOf, type Lang } from "../labels.ts";
import { CONTENT_FILES, singletonKey, storiesKey } from "../config.ts";

/** How often the panel reads the draft: a change shows after one to two of these. */
const POLL_MS = 500;

/** The entry open in the editor: its market and Keystatic's key of its draft. */
export type Entry =
  | {
      kind: "saved";
      market: MarketId;
      draftKey: string[];
      /** The editor server's address for its draft (scripts/cms-preview.ts). */
      draftUrl: string;
    }
  /** A customer story not yet created: its address comes from its draft's slug. */
  | { kind: "newStory"; market: MarketId; draftKey: string[] };

/**
 * A market's content file (`/keystatic/singleton/home-mx`), a saved story
 * (`…/collection/stories-mx/item/casa-nopal`) or a story being created (`…/stories-mx/create`,
 * `…/create?duplicate=casa-nopal` for a copy, whose draft Keystatic keys by the original).
 */
export function entryOf(pathname: string, search = ""): Entry | undefined {
  const [, namespace, fileMarket] = /\/keystatic\/singleton\/(\w+)-(\w+)$/.exec(pathname) ?? [];
  if (isMarketId(fileMarket) && CONTENT_FILES.some((file) => file.namespace === namespace)) {
    return {
      kind: "saved",
      market: fileMarket,
      draftKey: ["singleton", singletonKey(namespace!, fileMarket)],
      draftUrl: `/preview/${fileMarket}/${namespace}/draft`,
    };
  }
  const [, storyMarket, slug] =
    /\/keystatic\/collection\/stories-(\w+)\/item\/([^/]+)$/.exec(pathname) ?? [];
  if (isMarketId(storyMarket) && slug !== undefined && STORY_SLUG.test(slug)) {
    return {
      kind: "saved",
      market: storyMarket,
      draftKey: ["collection", storiesKey(storyMarket), slug],
      draftUrl: `/preview/${storyMarket}/stories/${slug}/draft`,
    };
  }
  const [, newStoryMarket] = /\/keystatic\/collection\/stories-(\w+)\/create$/.exec(pathname) ?? [];
  if (isMarketId(newStoryMarket)) {
    const duplicate = new URLSearchParams(search).get("duplicate");
    return {
      kind: "newStory",
      market: newStoryMarket,
      draftKey: [
        "collection-create",
        storiesKey(newStoryMarket),
        ...(duplicate ? [duplicate] : []),
      ],
    };
  }
  return undefined;
}

/** Where a draft of the entry goes; a new story's, none while its name gives no slug. */
export function draftUrlOf(entry: Entry, slug: string): string | undefined {
  if (entry.kind === "saved") return entry.draftUrl;
  return STORY_SLUG.test(slug) ? `/preview/${entry.market}/stories/new/${slug}/draft` : undefined;
}

/** A draft as Keystatic keeps it: the text of its file, and the slug its file is named by. */
interface Draft {
  slug: string;
  text: string;
}

/**
 * Keystatic's draft of an entry; undefined when there is none. The database is opened as
 * Keystatic's own store helper (idb-keyval) opens it, creating the store on a first open, so that
 * Keystatic finds it as it expects.
 */
function readDraft(key: string[]): Promise<Draft | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("keystatic");
    open.onupgradeneeded = () => open.result.createObjectStore("items");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const database = open.result;
      const read = database.transaction("items", "readonly").objectStore("items").get(key);
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        database.close();
        const files = (read.result as { files?: Map<string, Uint8Array> } | undefined)?.files;
        const file = files && [...files].find(([name]) => name.endsWith(".json"));
        resolve(
          file && {
            slug: file[0].replace(/^.*\//, "").replace(/\.json$/, ""),
            text: new TextDecoder().decode(file[1]),
          },
        );
      };
    };
  });
}

interface Panel {
  root: HTMLElement;
  frame: HTMLIFrameElement;
  status: HTMLElement;
  link: HTMLAnchorElement;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

function createPanel(lang: Lang, close: () => void): Panel {
  const heading = element("h2", {
    id: "anden-live-preview-title",
    textContent: editorText("livePreview", lang),
  });
  const status = element("p", { className: "anden-live-preview-status" });
  status.setAttribute("role", "status");
  // Shown once there is a page to open.
  const link = element("a", {
    target: "_blank",
    rel: "noopener",
    hidden: true,
    textContent: editorText("livePreviewOpen", lang),
  });
  const closeButton = element("button", { type: "button", textContent: editorText("close", lang) });
  closeButton.addEventListener("click", close);
  const frame = element("iframe", { title: editorText("livePreviewFrame", lang) });
  const root = element(
    "aside",
    { className: "anden-live-preview" },
    element("header", {}, heading, status, link, closeButton),
    frame,
  );
  root.setAttribute("aria-labelledby", heading.id);
  return { root, frame, status, link };
}

/** Adds the live preview's button and panel to the editor's page, for the file it has open. */
export function followLivePreview() {
  const toggle = element("button", { type: "button", className: "anden-live-preview-toggle" });
  toggle.setAttribute("aria-expanded", "false");
  let entry: Entry | undefined;
  let panel: Panel | undefined;
  /**
   * The draft sent last (null: the saved file) and the one read at the last tick, each as its
   * slug and text.
   */
  let sent: string | null | undefined;
  let seen: string | null | undefined;
  /** A new story's slug whose draft the preview server holds. */
  let unsavedSlug: string | undefined;
  let busy = false;

  const post = (url: string, text: string | null, keepalive = false) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"content":${text ?? "null"}}`,
      keepalive,
    });
  /** Takes a new story's draft away from the preview server: no story of that name exists. */
  const forgetUnsaved = () => {
    const url = entry && unsavedSlug !== undefined ? draftUrlOf(entry, unsavedSlug) : undefined;
    unsavedSlug = undefined;
    if (url) void post(url, null, true).catch(() => {});
  };
  addEventListener("pagehide", forgetUnsaved);

  const close = () => {
    forgetUnsaved();
    panel?.root.remove();
    panel = undefined;
    document.body.classList.remove("anden-live-preview-open");
    toggle.setAttribute("aria-expanded", "false");
    toggle.focus();
  };
  const open = () => {
    if (!entry) return;
    panel = createPanel(langOf(entry.market), close);
    document.body.append(panel.root);
    document.body.classList.add("anden-live-preview-open");
    toggle.setAttribute("aria-expanded", "true");
    sent = undefined;
    panel.status.textContent = editorText("livePreviewUpdating", langOf(entry.market));
  };
  toggle.addEventListener("click", () => (panel ? close() : open()));

  const show = async (shown: Entry, draft: Draft | null) => {
    const lang = langOf(shown.market);
    const target = panel!;
    const isNew = shown.kind === "newStory";
    if (isNew && unsavedSlug !== draft?.slug) forgetUnsaved();
    const url = draftUrlOf(shown, draft?.slug ?? "");
    if (!url) {
      target.status.textContent = editorText("livePreviewNewStory", lang);
      return;
    }
    target.status.textContent = editorText("livePreviewUpdating", lang);
    const response = await post(url, draft?.text ?? null);
    const answer = (await response.json()) as {
      url?: string;
      error?: { code?: string; problems?: { field: string; message: string }[]; message: string };
    };
    if (!answer.url) {
      const problem = answer.error?.problems?.[0];
      target.status.textContent =
        answer.error?.code === "slug_taken"
          ? editorText("livePreviewSlugTaken", lang)
          : `${editorText(isNew && unsavedSlug === undefined ? "livePreviewNewStoryIncomplete" : "livePreviewRefused", lang)} ${problem ? `${problem.field}: ${problem.message}` : (answer.error?.message ?? response.status)}`;
      return;
    }
    if (isNew) unsavedSlug = draft?.slug;
    // Setting the address again reloads the frame, with what the server now renders.
    target.frame.src = answer.url;
    target.link.href = answer.url;
    target.link.hidden = false;
    target.status.textContent = editorText(
      draft === null ? "livePreviewSaved" : "livePreviewDraft",
      lang,
    );
  };

  const tick = async () => {
    const now = entryOf(location.pathname, location.search);
    if (now?.draftKey.join("/") !== entry?.draftKey.join("/")) {
      if (panel) close();
      entry = now;
      sent = seen = undefined;
      if (entry) {
        toggle.textContent = editorText("livePreview", langOf(entry.market));
        document.body.append(toggle);
      } else toggle.remove();
    }
    if (!entry || !panel || busy) return;
    const draft = (await readDraft(entry.draftKey)) ?? null;
    const signature = draft && `${draft.slug}\n${draft.text}`;
    // Sent once the draft has held still for a tick: a pause in the typing.
    const settled = signature === seen;
    seen = signature;
    if (!settled || signature === sent) return;
    busy = true;
    try {
      await show(entry, draft);
      sent = signature;
    } catch (error) {
      panel.status.textContent = String(error);
    } finally {
      busy = false;
    }
  };
  setInterval(() => void tick(), POLL_MS);
}
