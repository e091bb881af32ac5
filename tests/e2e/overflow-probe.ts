/**
 * Runs in the page (self-contained). Every text that crosses the edge of the nearest box around it
 * (an element with a border, a background or a shadow; the screen when there is none), that is cut
 * off or sticks out of its own element, and what makes the page wider than the screen.
 */
export function overflowProblems(): string[] {
  const TOLERANCE = 1;
  const describe = (element: Element) => {
    const testId = element.getAttribute("data-testid");
    const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    return [
      `<${element.tagName.toLowerCase()}`,
      element.id && !element.id.startsWith("_") ? `#${element.id}` : "",
      testId ? ` data-testid="${testId}"` : "",
      classes.length > 0
        ? ` class="${classes.slice(0, 5).join(" ")}${classes.length > 5 ? " …" : ""}"`
        : "",
      ">",
    ].join("");
  };
  const quote = (text: string | null) => {
    const flat = (text ?? "").replace(/\s+/g, " ").trim();
    return `"${flat.length > 60 ? `${flat.slice(0, 57)}…` : flat}"`;
  };
  // Fully transparent: "rgba(0, 0, 0, 0)", "transparent", or a colour function's "/ 0" alpha.
  const shows = (colour: string) =>
    colour !== "transparent" && !/^rgba\((?:[^,]+,){3}\s*0\)$|\/\s*0\)$/.test(colour);
  const sides = ["Top", "Right", "Bottom", "Left"] as const;
  const isBox = (style: CSSStyleDeclaration) =>
    sides.some(
      (side) =>
        parseFloat(style[`border${side}Width`]) > 0 &&
        style[`border${side}Style`] !== "none" &&
        shows(style[`border${side}Color`]),
    ) ||
    shows(style.backgroundColor) ||
    style.backgroundImage !== "none" ||
    style.boxShadow !== "none";
  const isInline = (style: CSSStyleDeclaration) =>
    style.display === "inline" || style.display === "contents";
  type Box = { left: number; right: number; top: number; bottom: number };
  const clip = (rect: Box, by: DOMRect, style: CSSStyleDeclaration): Box | null => {
    const x = style.overflowX !== "visible";
    const y = style.overflowY !== "visible";
    const clipped = {
      left: x ? Math.max(rect.left, by.left) : rect.left,
      right: x ? Math.min(rect.right, by.right) : rect.right,
      top: y ? Math.max(rect.top, by.top) : rect.top,
      bottom: y ? Math.min(rect.bottom, by.bottom) : rect.bottom,
    };
    return clipped.right - clipped.left > 0.5 && clipped.bottom - clipped.top > 0.5
      ? clipped
      : null;
  };
  const beyond = (rects: Box[], box: DOMRect, vertical: number) => {
    let worst = { by: 0, side: "" };
    for (const rect of rects) {
      for (const [by, side, tolerance] of [
        [box.left - rect.left, "left", TOLERANCE],
        [rect.right - box.right, "right", TOLERANCE],
        [box.top - rect.top, "top", vertical],
        [rect.bottom - box.bottom, "bottom", vertical],
      ] as const) {
        if (by > tolerance && by > worst.by) worst = { by: Math.round(by), side };
      }
    }
    return worst.by > 0 ? `${worst.by}px on the ${worst.side}` : null;
  };

  const problems = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || problems.has(parent)) continue;
    if (parent.closest("script, style, noscript, template, svg")) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const raw = [...range.getClientRects()].filter((rect) => rect.width > 0.5);
    if (raw.length === 0) continue;

    // Its own element's box, the box around it, and what clips it on the way there.
    let own: Element | null = null;
    let container: Element | null = null;
    let rects: Box[] = raw;
    let hidden = false;
    for (let at: Element | null = parent; at && at !== document.documentElement;) {
      const style = getComputedStyle(at);
      // Visually hidden (Tailwind's sr-only): read by screen readers, never seen.
      if (style.clipPath !== "none" || (style.clip !== "auto" && style.clip !== "")) {
        hidden = true;
        break;
      }
      if (!isInline(style)) {
        own ??= at;
        if (isBox(style)) {
          container = at;
          break;
        }
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
          const box = at.getBoundingClientRect();
          rects = rects.flatMap((rect) => clip(rect, box, style) ?? []);
        }
      }
      at = at.parentElement;
    }
    if (hidden || own === null || rects.length === 0) continue;

    const fontSize = parseFloat(getComputedStyle(parent).fontSize);
    // Lines are measured by the font's ascent and descent, which reach past the letters.
    const vertical = Math.max(TOLERANCE, fontSize * 0.25);
    const text = quote(node.textContent);
    const ownStyle = getComputedStyle(own);
    if (container) {
      const crossing = beyond(rects, container.getBoundingClientRect(), vertical);
      if (crossing) {
        problems.set(
          parent,
          `${text} in ${describe(parent)} crosses the edge of ${describe(container)} by ${crossing}`,
        );
        continue;
      }
    } else {
      const screen = new DOMRect(0, -Infinity, document.documentElement.clientWidth, Infinity);
      const crossing = beyond(rects, screen, vertical);
      if (crossing) {
        problems.set(parent, `${text} in ${describe(parent)} crosses the screen by ${crossing}`);
        continue;
      }
    }
    const sticking = beyond(raw, own.getBoundingClientRect(), Infinity);
    if (sticking === null) continue;
    if (ownStyle.overflowX === "visible") {
      problems.set(parent, `${text} sticks out of ${describe(own)} by ${sticking}`);
    } else if (ownStyle.textOverflow !== "ellipsis") {
      const how = ownStyle.overflowX === "hidden" || ownStyle.overflowX === "clip";
      problems.set(
        parent,
        `${text} ${how ? "is cut off" : "scrolls sideways"} in ${describe(own)} (scrollWidth ${own.scrollWidth} > clientWidth ${own.clientWidth})`,
      );
    }
  }

  const page = document.documentElement;
  const found = [...problems.values()];
  if (page.scrollWidth > page.clientWidth) {
    // The outermost elements reaching past the screen's right edge, outside anything that clips.
    const culprits: string[] = [];
    const walk = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === "none" || culprits.length >= 5) return;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > page.clientWidth + TOLERANCE && style.position !== "fixed") {
        culprits.push(
          `${describe(element)} ${quote(element.textContent)} ends at ${Math.round(box.right)}px`,
        );
        return;
      }
      if (style.overflowX !== "visible" && element !== document.body) return;
      for (const child of element.children) walk(child);
    };
    walk(document.body);
    found.unshift(
      `the page scrolls sideways: ${page.scrollWidth}px wide on a ${page.clientWidth}px screen; ${culprits.join("; ") || "no element found"}`,
    );
  }
  return found;
}

/** Scrolls through the page so that what attaches near the viewport is there, then back up. */
export async function scrollThrough(): Promise<void> {
  // Two frames: the one that renders the new scroll position (and lays out the sections that come
  // near it) and the one after, by which the observers told of it have run.
  const pause = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo(0, y);
    await pause();
  }
  window.scrollTo(0, 0);
  await pause();
}
