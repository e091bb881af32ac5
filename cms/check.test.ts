import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MARKETS, type MarketId } from "../domain/site.ts";
import { checkContent, formatIssue } from "./check.ts";
import { contentFile, type ContentNamespace } from "./config.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-check-"));
  cpSync(path.join(ROOT, "domain/locales"), path.join(root, "domain/locales"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Json = Record<string, unknown>;

/** Edits one market's file of the copy the way a hand (or a broken save) would. */
function edit(market: MarketId, namespace: ContentNamespace, change: (json: Json) => void) {
  const file = path.join(root, contentFile(market, namespace));
  const json = JSON.parse(readFileSync(file, "utf8")) as Json;
  change(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

const at = (json: unknown, ...keys: (string | number)[]) =>
  keys.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown>)[key],
    json,
  ) as Json;

const messages = async () => (await checkContent(root)).map(formatIssue);

/** A customer story's file (ADR 56), edited by hand like the others. */
function editStory(market: MarketId, slug: string, change: (json: Json) => void) {
  const folder = path.join(root, `domain/locales/${MARKETS[market].locale}/stories`);
  const json = JSON.parse(readFileSync(path.join(folder, `${slug}.json`), "utf8")) as Json;
  change(json);
  writeFileSync(path.join(folder, `${slug}.json`), `${JSON.stringify(json, null, 2)}\n`);
}

describe("the content check", () => {
  it("passes the repository's content", async () => {
    expect((await checkContent(ROOT)).map(formatIssue)).toEqual([]);
  });

  it("names the market and the field by the editor's labels, then the file and key, of a missing required field", async () => {
    edit("ar", "content", (json) => {
      delete at(json, "testimonials", "items", 0).quote;
    });
    expect(await messages()).toEqual([
      'Argentina (es-AR) › Shared blocks › Testimonios › Elementos (1) › Cita: missing: "Cita" is required [domain/locales/es-AR/content.json testimonials.items[0].quote]',
    ]);
  });

  it("refuses an empty required text", async () => {
    edit("mx", "home", (json) => {
      at(json, "hero").title = " ".repeat(0);
    });
    expect(await messages()).toEqual([
      "México (es-MX) › Home page › Cabecera › Título: Título must not be empty [domain/locales/es-MX/home.json hero.title]",
    ]);
  });

  it("refuses 13 customer logos where the strip shows 12", async () => {
    edit("us", "content", (json) => {
      const items = at(json, "customers").items as Json[];
      items.push({ ...items[0], name: "Thirteenth Store" });
    });
    expect(await messages()).toEqual([
      'United States (en-US) › Shared blocks › Customers › Entries: 13 entries where the section shows at most 12 ("Entries") [domain/locales/en-US/content.json customers.items]',
      // There are 12 logos to choose from: a 13th repeats one.
      'United States (en-US) › Shared blocks › Customers › Entries (13) › Logo: "sample-cactus" is in the list already, at Customers › Entries (1) (Saguaro Goods): the logo strip shows each customer once [domain/locales/en-US/content.json customers.items[12].logo]',
    ]);
  });

  describe("a service page's FAQ", () => {
    const question = (n: number) => ({
      question: `¿Pregunta número ${n}?`,
      answer: `La respuesta a la pregunta número ${n}.`,
    });
    const setFaq = (count: number) =>
      edit("mx", "services", (json) => {
        at(json, "faq").pickup = Array.from({ length: count }, (_, n) => question(n + 1));
      });

    it.each([1, 4, 8])("takes %i questions", async (count) => {
      setFaq(count);
      expect(await messages()).toEqual([]);
    });

    it("refuses a FAQ without questions", async () => {
      setFaq(0);
      expect(await messages()).toEqual([
        'México (es-MX) › Service pages › Preguntas frecuentes › Recolección: 0 entries where the section needs at least 1 ("Recolección") [domain/locales/es-MX/services.json faq.pickup]',
      ]);
    });

    it("refuses a 9th question", async () => {
      setFaq(9);
      expect(await messages()).toEqual([
        'México (es-MX) › Service pages › Preguntas frecuentes › Recolección: 9 entries where the section shows at most 8 ("Recolección") [domain/locales/es-MX/services.json faq.pickup]',
      ]);
    });
  });

  describe("a logo list", () => {
    it("refuses a customer logo shown twice, naming the entry that has it", async () => {
      edit("mx", "content", (json) => {
        const items = at(json, "customers").items as Json[];
        items[5]!.logo = items[0]!.logo;
      });
      expect(await messages()).toEqual([
        'México (es-MX) › Shared blocks › Clientes › Elementos (6) › Logotipo: "sample-cactus" is in the list already, at Clientes › Elementos (1) (Casa Nopal): the logo strip shows each customer once [domain/locales/es-MX/content.json customers.items[5].logo]',
      ]);
    });

    it("refuses a customer listed twice", async () => {
      edit("ar", "content", (json) => {
        const items = at(json, "customers").items as Json[];
        items[11] = { ...items[2] };
      });
      const [logo, name, ...rest] = await messages();
      expect(rest).toEqual([]);
      expect(logo).toMatch(
        /^Argentina \(es-AR\) › Shared blocks › Clientes › Elementos \(12\) › Logotipo: ".+" is in the list already, at Clientes › Elementos \(3\) \(.+\): the logo strip shows each customer once \[domain\/locales\/es-AR\/content\.json customers\.items\[11\]\.logo\]$/,
      );
      expect(name).toMatch(
        /^Argentina \(es-AR\) › Shared blocks › Clientes › Elementos \(12\) › Nombre: .+ \[domain\/locales\/es-AR\/content\.json customers\.items\[11\]\.name\]$/,
      );
    });

    it("refuses a platform's logo shown twice on the integrations page", async () => {
      edit("us", "pages", (json) => {
        const items = at(json, "integrations").items as Json[];
        items[6]!.icon = items[1]!.icon;
      });
      expect(await messages()).toEqual([
        'United States (en-US) › More service pages › Integrations › Entries (7) › Logo: "woocommerce" is in the list already, at Integrations › Entries (2) (WooCommerce): the integrations page shows each platform once [domain/locales/en-US/pages.json integrations.items[6].icon]',
      ]);
    });
  });

  it("refuses a claim above what the site's data holds", async () => {
    edit("mx", "facts", (json) => {
      at(json, "items", "carriers").amount = 40;
    });
    expect(await messages()).toEqual([
      "México (es-MX) › Facts › Elementos › Paqueterías › Cifra: claims more than 40, but the site's data holds 17 (the carriers of the market's rate cards, domain/rates/cards/) [domain/locales/es-MX/facts.json items.carriers.amount]",
    ]);
  });

  describe("an uploaded logo (ADR 64)", () => {
    const images = () => path.join(root, "domain/locales/es-MX/images");
    // As the editor writes it: after the built-in mark.
    const withLogoFile = (json: Json, index: number, file: string) => {
      const { logo, ...rest } = at(json, "customers", "items", index);
      (at(json, "customers", "items") as unknown as Json[])[index] = {
        logo,
        logoFile: file,
        ...rest,
      };
    };

    it("passes an SVG drawing, and a customer with an upload frees the built-in mark beside it", async () => {
      mkdirSync(path.join(images(), "customers"), { recursive: true });
      writeFileSync(
        path.join(images(), "customers/logo.svg"),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>',
      );
      edit("mx", "content", (json) => {
        withLogoFile(json, 0, "customers/logo.svg");
        at(json, "customers", "items", 0).logo = at(json, "customers", "items", 1).logo;
      });
      expect(await messages()).toEqual([]);
    });

    it("refuses an SVG with a script, in the editor's words, at the field", async () => {
      mkdirSync(path.join(images(), "customers"), { recursive: true });
      writeFileSync(
        path.join(images(), "customers/logo.svg"),
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><path d="M0 0h1v1z"/></svg>',
      );
      edit("mx", "content", (json) => withLogoFile(json, 0, "customers/logo.svg"));
      const [message, ...rest] = await messages();
      expect(rest).toEqual([]);
      expect(message).toBe(
        "México (es-MX) › Shared blocks › Clientes › Elementos (1) › Logotipo subido: the SVG holds more than a drawing (<script>): export it again as a plain SVG, or upload a PNG or WebP [domain/locales/es-MX/content.json customers.items[0].logoFile]",
      );
    });

    it("refuses a picture lower than its box on a 2x screen, and the same upload twice", async () => {
      mkdirSync(path.join(images(), "customers"), { recursive: true });
      writeFileSync(
        path.join(images(), "customers/logo.png"),
        await sharp({ create: { width: 200, height: 20, channels: 4, background: "#000" } })
          .png()
          .toBuffer(),
      );
      edit("mx", "content", (json) => {
        withLogoFile(json, 0, "customers/logo.png");
        withLogoFile(json, 1, "customers/logo.png");
      });
      expect(await messages()).toEqual([
        'México (es-MX) › Shared blocks › Clientes › Elementos (2) › Logotipo subido: "customers/logo.png" is in the list already, at Clientes › Elementos (1) (Casa Nopal): the logo strip shows each customer once [domain/locales/es-MX/content.json customers.items[1].logoFile]',
        "México (es-MX) › Shared blocks › Clientes › Elementos (1) › Logotipo subido: the logo is 20 px high; the page shows it 24 px high, so it needs at least 48 px (or an SVG) [domain/locales/es-MX/content.json customers.items[0].logoFile]",
        "México (es-MX) › Shared blocks › Clientes › Elementos (2) › Logotipo subido: the logo is 20 px high; the page shows it 24 px high, so it needs at least 48 px (or an SVG) [domain/locales/es-MX/content.json customers.items[1].logoFile]",
      ]);
    });
  });

  describe("the company's figures (ADR 64)", () => {
    function editCompany(change: (json: Json) => void) {
      const file = path.join(root, "domain/locales/company-facts.json");
      const json = JSON.parse(readFileSync(file, "utf8")) as Json;
      change(json);
      writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    }

    it("tells a claim of the company's file once, at that file, for every market", async () => {
      editCompany((json) => {
        at(json, "items", "countries").amount = 5;
      });
      expect(await messages()).toEqual([
        "Every market › Cifras de la empresa / Company figures › Elementos / Entries › Países / Countries › Cifra / Figure: claims 5, but the site's data holds 3 (the markets the site serves) [domain/locales/company-facts.json items.countries.amount]",
      ]);
      // A market's build stops on it too.
      expect((await checkContent(root, ["us"])).map(formatIssue)).toHaveLength(1);
    });

    it("refuses a company file without one of the company's figures", async () => {
      editCompany((json) => {
        delete at(json, "items").sla;
      });
      expect(await messages()).toEqual([
        'Every market › Cifras de la empresa / Company figures › Elementos / Entries › Cumplimiento (SLA) / On-time rate (SLA): missing: the group "Cumplimiento (SLA) / On-time rate (SLA)" [domain/locales/company-facts.json items.sla]',
      ]);
    });

    it("takes a market's own figure where it is local, and refuses one where the company's reads the same everywhere", async () => {
      // As the editor writes a market's own figure: first in its group.
      const own = (json: Json, id: string, figure: Json) =>
        (at(json, "items")[id] = { ...figure, ...at(json, "items", id) });
      edit("ar", "facts", (json) => {
        own(json, "packages", { amount: 120000 });
        own(json, "brands", { amount: 2500 });
      });
      expect(await messages()).toEqual([
        'Argentina (es-AR) › Facts › Elementos › Marcas › Cifra en este mercado: the company\'s figure reads the same in every market: leave this empty and edit it in "Cifras de la empresa / Company figures" [domain/locales/es-AR/facts.json items.brands.amount]',
      ]);
    });

    it("refuses a market's “+” without the market's own figure", async () => {
      edit("mx", "facts", (json) => {
        at(json, "items").sellers = { plus: true, ...at(json, "items", "sellers") };
      });
      expect(await messages()).toEqual([
        "México (es-MX) › Facts › Elementos › Vendedores › Con «+»: “+” goes with this market's own figure: write the figure here, or untick it (the company's figure has its own “+”) [domain/locales/es-MX/facts.json items.sellers.plus]",
      ]);
    });
  });

  it("refuses an icon the site cannot draw", async () => {
    edit("ar", "home", (json) => {
      at(json, "benefits", "items", 2).icon = "rocket";
    });
    const [message, ...rest] = await messages();
    expect(rest).toEqual([]);
    expect(message).toMatch(
      /^Argentina \(es-AR\) › Home page › Beneficios › Elementos \(3\) › Icono: "rocket" is not an option of "Icono"; one of: package, truck, .+ \[domain\/locales\/es-AR\/home\.json benefits\.items\[2\]\.icon\]$/,
    );
  });

  it("refuses a malformed address", async () => {
    edit("mx", "common", (json) => {
      at(json, "footer", "terms").url = "ayuda.anden.example/terminos";
    });
    expect(await messages()).toEqual([
      "México (es-MX) › Menus, footer and titles › Pie de página › Términos › Dirección web: must be a full address starting with https:// (like https://ayuda.anden.example) [domain/locales/es-MX/common.json footer.terms.url]",
    ]);
  });

  describe("the links", () => {
    it("refuse an outside address a browser would not open, in copy or in an address field, in the editor's labels", async () => {
      edit("mx", "home", (json) => {
        at(json, "hero").description = "Conoce la guía en http://ayuda.anden.example/guia.";
      });
      edit("us", "pages", (json) => {
        at(json, "integrations", "items", 0).url = "https://ayuda.anden-.example/shopify";
      });
      expect(await messages()).toEqual([
        'México (es-MX) › Home page › Cabecera › Descripción: "http://ayuda.anden.example/guia" starts with http://: the site links only secure addresses, https:// [domain/locales/es-MX/home.json hero.description]',
        'United States (en-US) › More service pages › Integrations › Entries (1) › Web address: "https://ayuda.anden-.example/shopify" names no site ("ayuda.anden-.example" is not a well-formed name, like ayuda.anden.example) [domain/locales/en-US/pages.json integrations.items[0].url]',
      ]);
    });

    it("tell an address the model refuses once", async () => {
      edit("mx", "common", (json) => {
        at(json, "footer", "terms").url = "http://ayuda.anden.example/terminos";
      });
      expect(await messages()).toEqual([
        "México (es-MX) › Menus, footer and titles › Pie de página › Términos › Dirección web: must be a full address starting with https:// (like https://ayuda.anden.example) [domain/locales/es-MX/common.json footer.terms.url]",
      ]);
    });

    it("refuse a page's address written in the copy, and a path that is no page", async () => {
      edit("ar", "contact", (json) => {
        at(json, "form", "fields", "acceptTerms").after = "/contacto";
      });
      edit("ar", "pages", (json) => {
        at(json, "pickup", "zones", "elsewhere").link = "/directo-sucursales";
      });
      const [noPage, page, ...rest] = await messages();
      expect(rest).toEqual([]);
      expect(page).toBe(
        'Argentina (es-AR) › Contact page › Formulario › Campos › Aceptar términos › Después del enlace: writes "/contacto", an address of the page "contact" (/contacto here): the site links a page by its id, so that the link follows the page\'s address in every market [domain/locales/es-AR/contact.json form.fields.acceptTerms.after]',
      );
      expect(noPage).toMatch(
        /^Argentina \(es-AR\) › More service pages › Recolección › Zonas › Otras zonas › Enlace: writes "\/directo-sucursales", which is no page of the site \(its pages here: \/, \/fullpack, .+ \[domain\/locales\/es-AR\/pages\.json pickup\.zones\.elsewhere\.link\]$/,
      );
    });

    it("refuse a footer link without an outside address whose id is no page", async () => {
      edit("us", "common", (json) => {
        const resources = at(json, "footer", "sections", 2, "links") as unknown as Json[];
        resources[0]!.id = "track";
      });
      const [message, ...rest] = await messages();
      expect(rest).toEqual([]);
      expect(message).toMatch(
        /^United States \(en-US\) › Menus, footer and titles › Footer › Columns \(3\) › Links \(1\) › Identifier: links the page "track", which the site does not have \(its pages: home, .*\): a link without an outside address goes to the page its id names \[domain\/locales\/en-US\/common\.json footer\.sections\[2\]\.links\[0\]\.id\]$/,
      );
    });

    it("take a misspelt name in a well-formed address: only the preview can tell", async () => {
      edit("mx", "common", (json) => {
        at(json, "footer", "terms").url = "https://ayuda.anden.exmaple/terminos";
      });
      expect(await messages()).toEqual([]);
    });
  });

  it("refuses a text too long for its box", async () => {
    edit("us", "home", (json) => {
      at(json, "hero").title = "Shipping and fulfillment for your online store, ".repeat(3).trim();
    });
    expect(await messages()).toEqual([
      "United States (en-US) › Home page › Hero › Title: Title must be no longer than 60 characters [domain/locales/en-US/home.json hero.title]",
    ]);
  });

  it("refuses a key the editor would drop on its next save", async () => {
    edit("mx", "content", (json) => {
      at(json, "cta").note = "Sin compromiso";
    });
    expect(await messages()).toEqual([
      "México (es-MX) › Shared blocks › Llamado a la acción: ventas › note: not in the editor's model: the editor would drop it on the next save (add it to cms/schema/ first) [domain/locales/es-MX/content.json cta.note]",
    ]);
  });

  it("refuses a figure typed into the copy, and a figure the sheet does not have", async () => {
    edit("mx", "home", (json) => {
      at(json, "hero").description = "Compara 17 paqueterías y {{facts.couriers}} más.";
    });
    expect(await messages()).toEqual([
      "México (es-MX) › Home page › Cabecera › Descripción: writes a claim's figure (\"17 paqueterías\"): use the fact sheet's variable, like {{facts.carriers}} [domain/locales/es-MX/home.json hero.description]",
      "México (es-MX) › Home page › Cabecera › Descripción: {{facts.couriers}} is no figure of the fact sheet (brands, activeUsers, warehouseArea, countries, pace, carriers, providers, packages, sla, sellers) [domain/locales/es-MX/home.json hero.description]",
    ]);
  });

  it("refuses a testimonial the contact page names but the content lacks", async () => {
    edit("ar", "contact", (json) => {
      at(json, "reassurance").testimonial = "t9";
    });
    expect(await messages()).toEqual([
      'Argentina (es-AR) › Contact page › Confianza › Testimonio (su identificador): names the testimonial "t9", which the shared blocks do not have (t1, t2, t3, t4, t5) [domain/locales/es-AR/contact.json reassurance.testimonial]',
    ]);
  });

  it("refuses a testimonial without its customer's site, and a sample customer's real-looking one", async () => {
    edit("us", "content", (json) => {
      delete at(json, "testimonials", "items", 0).web;
      at(json, "testimonials", "items", 1).web = "https://embercoffee.com";
    });
    expect(await messages()).toEqual([
      `United States (en-US) › Shared blocks › Testimonials › Entries (1) › Customer's site: missing: "Customer's site" is required [domain/locales/en-US/content.json testimonials.items[0].web]`,
      "United States (en-US) › Shared blocks › Testimonials › Entries (2) › Customer's site: \"https://embercoffee.com\" could be someone's real site: a sample customer's site is an address under .example [domain/locales/en-US/content.json testimonials.items[1].web]",
    ]);
  });

  it("refuses a carrier strip without every carrier of the rate cards", async () => {
    edit("mx", "content", (json) => {
      (at(json, "carriers").items as string[]).splice(0, 1);
    });
    expect(await messages()).toEqual([
      "México (es-MX) › Shared blocks › Paqueterías › Paqueterías de la franja: leaves out carriers of the rate cards (estafeta): the strip shows every carrier the claims count (ADR 45) [domain/locales/es-MX/content.json carriers.items]",
    ]);
  });

  it("asks for the editor's layout, so that a save changes only what it edits", async () => {
    const file = path.join(root, contentFile("mx", "facts"));
    writeFileSync(file, JSON.stringify(JSON.parse(readFileSync(file, "utf8"))));
    expect(await messages()).toEqual([
      "México (es-MX) › Facts: not in the editor's layout (two-space JSON, one entry per line): `npm run content:check -- --fix` rewrites it [domain/locales/es-MX/facts.json]",
    ]);
  });

  describe("a customer story", () => {
    const file = "domain/locales/es-MX/stories/casa-nopal.json";

    it("is held to the editor's model, its file named by its URL word, and named by its customer as the editor's list does", async () => {
      editStory("mx", "casa-nopal", (json) => {
        delete json.challenge;
        (json.figures as Json[]).push(...(json.figures as Json[]));
      });
      const folder = path.join(root, "domain/locales/es-AR/stories");
      writeFileSync(
        path.join(folder, "Cardon_Deco.json"),
        readFileSync(path.join(folder, "cardon-deco.json")),
      );
      expect(await messages()).toEqual([
        `México (es-MX) › Customer stories › Casa Nopal › El reto: missing: "El reto" is required [${file} challenge]`,
        `México (es-MX) › Customer stories › Casa Nopal › Resultados: 6 entries where the section shows at most 3 ("Resultados") [${file} figures]`,
        "Argentina (es-AR) › Customer stories › Cardón Deco › Cliente: the story's address may hold only small letters, digits and single dashes between words (like casa-nopal) [domain/locales/es-AR/stories/Cardon_Deco.json customer]",
      ]);
    });

    it("states the fact sheet's claims by their variable, and only the variables the pages fill", async () => {
      editStory("mx", "casa-nopal", (json) => {
        json.solution = "Eligen entre 15 paqueterías, {{facts.couriers}} y {{customer}}.";
        (json.figures as Json[])[0] = {
          amount: 15,
          plus: true,
          label: "paqueterías",
          scope: "Hoy.",
        };
      });
      expect(await messages()).toEqual([
        `México (es-MX) › Customer stories › Casa Nopal › Lo que hicimos: writes a claim's figure ("15 paqueterías"): use the fact sheet's variable, like {{facts.carriers}} [${file} solution]`,
        `México (es-MX) › Customer stories › Casa Nopal › Lo que hicimos: {{facts.couriers}} is no figure of the fact sheet (brands, activeUsers, warehouseArea, countries, pace, carriers, providers, packages, sla, sellers) [${file} solution]`,
        `México (es-MX) › Customer stories › Casa Nopal › Lo que hicimos: {{customer}} is not filled here (this field can use {{brand}}, {{facts.<figure>}}, {{areas.<area>}}, {{fleet.<range>}}) [${file} solution]`,
        `México (es-MX) › Customer stories › Casa Nopal › Resultados (1) › Texto: after its figure, "paqueterías" states a claim of the fact sheet: a story's results are the customer's; quote the company's figure in the text as {{facts.<figure>}} [${file} figures[0].label]`,
      ]);
    });

    it("marks an invented customer illustrative, with a site under .example, and a real one not", async () => {
      editStory("us", "ember-coffee", (json) => {
        json.web = "https://embercoffee.com";
      });
      editStory("us", "summit-sport", (json) => {
        json.sample = false;
      });
      expect(await messages()).toEqual([
        "United States (en-US) › Customer stories › Ember Coffee › Customer's site: \"https://embercoffee.com\" could be someone's real site: an illustrative story's customer has an address under .example [domain/locales/en-US/stories/ember-coffee.json web]",
        "United States (en-US) › Customer stories › Summit Sport › Illustrative: the customer's site \"https://summitsport.example\" is an invented one: mark the story as illustrative, or give the customer's real site [domain/locales/en-US/stories/summit-sport.json sample]",
      ]);
    });

    it("describes its photo, which is an upload as large as the page shows it", async () => {
      const folder = path.join(root, "domain/locales/es-MX/images/stories/casa-nopal");
      mkdirSync(folder, { recursive: true });
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1d4ed8" } })
        .jpeg()
        .toFile(path.join(folder, "photo.jpg"));
      editStory("mx", "casa-nopal", (json) => {
        delete json.photoAlt;
        json.photo = "photo.jpg";
      });
      expect(await messages()).toEqual([
        `México (es-MX) › Customer stories › Casa Nopal › Descripción de la foto: the story has a photo: say what it shows, for those who cannot see it [${file} photoAlt]`,
        `México (es-MX) › Customer stories › Casa Nopal › Foto: the photo is 800 × 600 px; the page shows it at 1120 × 840 px, so it needs at least that [${file} photo]`,
      ]);
    });
  });

  describe("an uploaded photo", () => {
    /** A testimonial with a photo where the editor writes it, after its illustration. */
    const withPhoto = (item: Json, photo: string) =>
      Object.fromEntries(
        Object.entries(item).flatMap(([key, value]) =>
          key === "img"
            ? [
                [key, value],
                ["photo", photo],
              ]
            : [[key, value]],
        ),
      );
    const setPhoto = (index: number, photo: string) =>
      edit("ar", "content", (json) => {
        const items = at(json, "testimonials").items as Json[];
        items[index] = withPhoto(items[index]!, photo);
      });
    const upload = async (size: number) => {
      const folder = path.join(root, "domain/locales/es-AR/images/testimonials/items/t1");
      mkdirSync(folder, { recursive: true });
      await sharp({ create: { width: size, height: size, channels: 3, background: "#1d4ed8" } })
        .jpeg()
        .toFile(path.join(folder, "photo.jpg"));
      setPhoto(0, "testimonials/items/t1/photo.jpg");
    };

    it("passes when it is in the market's images folder and large enough", async () => {
      await upload(600);
      expect(await messages()).toEqual([]);
    });

    it("refuses one smaller than the box that shows it", async () => {
      await upload(200);
      expect(await messages()).toEqual([
        "Argentina (es-AR) › Shared blocks › Testimonios › Elementos (1) › Foto: the photo is 200 × 200 px; the page shows it at 512 × 512 px, so it needs at least that [domain/locales/es-AR/content.json testimonials.items[0].photo]",
      ]);
    });

    it("refuses one the folder lacks", async () => {
      setPhoto(1, "testimonials/items/t2/photo.png");
      expect(await messages()).toEqual([
        "Argentina (es-AR) › Shared blocks › Testimonios › Elementos (2) › Foto: the photo domain/locales/es-AR/images/testimonials/items/t2/photo.png is missing (upload it again in the editor) [domain/locales/es-AR/content.json testimonials.items[1].photo]",
      ]);
    });
  });
});
