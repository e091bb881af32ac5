// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BRAND_NAME } from "../../../domain/site.ts";
import { readLocaleNamespace } from "../../../tooling/locale-files.ts";
import { market } from "../../i18n/i18n.ts";
import { ContactReassurance, type SalesChannels } from "./ContactReassurance.tsx";

const contact = readLocaleNamespace(market.locale, "contact") as {
  reassurance: { steps: { title: string }[]; promise: { title: string }; testimonial: string };
};
const content = readLocaleNamespace(market.locale, "content") as {
  testimonials: { items: { id: string; quote: string; author: string; web: string }[] };
};

const NONE: SalesChannels = { phone: "", whatsapp: "", email: "" };

function render(channels: SalesChannels): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(createElement(ContactReassurance, { channels }));
  return document.body;
}

describe("the contact page's reassurance column", () => {
  it("says what happens next in three steps, the response promise and one testimonial", () => {
    const body = render(NONE);
    const steps = [...body.querySelectorAll("ol > li h3")].map((h3) => h3.textContent);
    expect(steps).toEqual(contact.reassurance.steps.map((step) => step.title));
    expect(steps).toHaveLength(3);
    expect(body.textContent).toContain(contact.reassurance.promise.title);
    const testimonial = content.testimonials.items.find(
      (item) => item.id === contact.reassurance.testimonial,
    )!;
    expect(body.querySelector("blockquote")?.textContent).toBe(
      `“${testimonial.quote.replaceAll("{{brand}}", BRAND_NAME)}”`,
    );
    expect(body.querySelector("figcaption")?.textContent).toContain(testimonial.author);
    const site = body.querySelector("figcaption a");
    expect(site?.getAttribute("href")).toBe(testimonial.web);
    expect(site?.getAttribute("target")).toBe("_blank");
    expect(site?.getAttribute("rel")?.split(" ")).toContain("noopener");
    expect(site?.firstChild?.textContent).toBe(testimonial.web.replace("https://", ""));
    expect(body.querySelectorAll("h2")).toHaveLength(1);
  });

  it("shows no other ways to reach sales when none is configured", () => {
    expect(render(NONE).querySelectorAll("a:not(figcaption a)")).toHaveLength(0);
  });

  it("links each configured channel, and only those", () => {
    const body = render({
      phone: "+52 55 1234 5678",
      whatsapp: "+52 1 55 8765 4321",
      email: "ventas@anden.example",
    });
    const hrefs = [...body.querySelectorAll("a:not(figcaption a)")].map((a) =>
      a.getAttribute("href"),
    );
    expect(hrefs).toEqual([
      "tel:+525512345678",
      "https://wa.me/5215587654321",
      "mailto:ventas@anden.example",
    ]);
    expect(body.textContent).toContain("+52 55 1234 5678");
    expect(body.querySelector('a[href^="https://wa.me/"]')?.getAttribute("target")).toBe("_blank");

    const emailOnly = render({ ...NONE, email: "ventas@anden.example" });
    expect(
      [...emailOnly.querySelectorAll("a:not(figcaption a)")].map((a) => a.getAttribute("href")),
    ).toEqual(["mailto:ventas@anden.example"]);
  });
});
