import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TagManagerNoscript, tagManagerFrameUrl } from "./TagManagerNoscript.tsx";

const GTM_JS = "https://www.googletagmanager.com/gtm.js";

describe("the tag manager's install without JavaScript", () => {
  it("is its documented iframe, ns.html with the container's id, inside <noscript>", () => {
    const html = renderToStaticMarkup(
      createElement(TagManagerNoscript, { id: "GTM-ABC1234", scriptUrl: GTM_JS }),
    );
    expect(html).toMatch(/^<noscript><iframe [^>]*><\/iframe><\/noscript>$/);
    expect(html).toContain('src="https://www.googletagmanager.com/ns.html?id=GTM-ABC1234"');
    expect(html).toContain('width="0"');
    expect(html).toContain('height="0"');
    // Hidden without a style attribute, which the Content-Security-Policy would refuse.
    expect(html).toContain("hidden");
    expect(html).not.toContain("style=");
  });

  it("is not drawn when no container is configured", () => {
    expect(
      renderToStaticMarkup(createElement(TagManagerNoscript, { id: "", scriptUrl: GTM_JS })),
    ).toBe("");
  });

  it("finds ns.html beside a self-hosted gtm.js", () => {
    expect(tagManagerFrameUrl("http://127.0.0.1:3310/gtm.js", "GTM-E2E0001")).toBe(
      "http://127.0.0.1:3310/ns.html?id=GTM-E2E0001",
    );
  });
});
