/**
 * Runs in the page (self-contained). The page's text, one line per block, hidden parts included (a closed menu, a collapsed detail, a
 * message waiting for its error: each is shown in some state), and what else a visitor reads:
 * placeholders, field values, alternative texts, labels and titles.
 */
export function pageText(): string {
  const SKIPPED = "script, style, noscript, template";
  const blockOf = (element: Element): Element => {
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      const { display } = getComputedStyle(at);
      if (display !== "inline" && display !== "contents") return at;
    }
    return document.body;
  };
  const lines: string[] = [document.title];
  let line = "";
  let block: Element | null = null;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(SKIPPED)) continue;
    const nodeBlock = blockOf(parent);
    if (nodeBlock !== block) {
      lines.push(line);
      line = "";
      block = nodeBlock;
    }
    line += node.textContent;
  }
  lines.push(line);
  for (const element of document.body.querySelectorAll(
    "[placeholder], [alt], [aria-label], [title], input:not([type=hidden]), textarea",
  )) {
    for (const name of ["placeholder", "alt", "aria-label", "title"]) {
      const value = element.getAttribute(name);
      if (value) lines.push(value);
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      lines.push(element.value);
    }
  }
  return lines
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
