import { describe, expect, it } from "vitest";
import {
  fillVariables,
  paragraphsOf,
  publishedDateIn,
  STORY_SLUG,
  storiesFrom,
  storyPathIn,
  storyPhotoPath,
  storySlugOf,
  type StoryContent,
} from "./stories.ts";

const content = (overrides: Partial<StoryContent> = {}): StoryContent => ({
  customer: "Casa Nopal",
  sample: true,
  web: "https://casanopal.example",
  logo: "sample-cactus",
  industry: "Decoración",
  location: "Guadalajara, Jalisco",
  published: "2026-10-20",
  title: "Un título",
  description: "Un resumen.",
  challenge: "El reto.",
  solution: "Lo que hicimos.",
  services: ["fullpack"],
  figures: [{ amount: 300, plus: false, label: "pedidos al día", scope: "Septiembre de 2026." }],
  asOf: "Cifras de septiembre de 2026.",
  quote: { text: "Una cita.", author: "Mariana Ortega", role: "Fundadora" },
  img: "service-fulfillment",
  ...overrides,
});

describe("storySlugOf", () => {
  it("makes a story's URL word from its customer's name: no accents, small letters, dashes", () => {
    expect(storySlugOf("Casa Nopal")).toBe("casa-nopal");
    expect(storySlugOf("Volcán Sport")).toBe("volcan-sport");
    expect(storySlugOf("Ñandú & Co.")).toBe("nandu-co");
    expect(storySlugOf("  Cornfield Co.  ")).toBe("cornfield-co");
    expect(storySlugOf("100% Mate")).toBe("100-mate");
  });

  it("gives words the URL rule accepts, and the rule refuses what an address should not hold", () => {
    for (const name of ["Casa Nopal", "Brasa Café", "Saguaro Goods", "Ñandú & Co."]) {
      expect(storySlugOf(name)).toMatch(STORY_SLUG);
    }
    for (const word of ["Casa-Nopal", "casa--nopal", "-casa", "casa_nopal", "casa/nopal", ""]) {
      expect(word).not.toMatch(STORY_SLUG);
    }
  });
});

describe("storiesFrom", () => {
  it("lists the stories the latest first, then by slug, each with its slug", () => {
    const stories = storiesFrom([
      { slug: "b-old", content: content({ published: "2026-01-10" }) },
      { slug: "z-new", content: content({ published: "2026-10-20" }) },
      { slug: "a-new", content: content({ published: "2026-10-20" }) },
    ]);
    expect(stories.map((story) => story.slug)).toEqual(["a-new", "z-new", "b-old"]);
    expect(stories[0]).toMatchObject({ slug: "a-new", customer: "Casa Nopal" });
  });

  it("refuses a file named by no URL word, and a story without a publication day", () => {
    expect(() => storiesFrom([{ slug: "Casa Nopal", content: content() }])).toThrow(
      /not named by a URL word/,
    );
    expect(() =>
      storiesFrom([{ slug: "casa-nopal", content: content({ published: "20 de octubre" }) }]),
    ).toThrow(/publication date/);
  });
});

describe("a story's addresses", () => {
  it("sits under the stories page, in each market's words", () => {
    expect(storyPathIn("mx", "casa-nopal")).toBe("/casos-de-exito/casa-nopal");
    expect(storyPathIn("ar", "cardon-deco")).toBe("/casos-de-exito/cardon-deco");
    expect(storyPathIn("us", "saguaro-goods")).toBe("/customer-stories/saguaro-goods");
  });

  it("files its photo under the stories' folder and its slug", () => {
    expect(storyPhotoPath({ slug: "casa-nopal", photo: "photo.jpg" })).toBe(
      "stories/casa-nopal/photo.jpg",
    );
    expect(storyPhotoPath({ slug: "casa-nopal", photo: undefined })).toBeUndefined();
  });
});

describe("a story's texts", () => {
  it("fill the copy's variables, and leave a name with no value as written", () => {
    const variables = { brand: "Andén", facts: { carriers: "15" } };
    expect(fillVariables("Más de {{facts.carriers}} paqueterías con {{ brand }}", variables)).toBe(
      "Más de 15 paqueterías con Andén",
    );
    expect(fillVariables("{{facts.couriers}} y {{nope}}", variables)).toBe(
      "{{facts.couriers}} y {{nope}}",
    );
  });

  it("are split into paragraphs at blank lines", () => {
    expect(paragraphsOf("Uno.\n\nDos,\ncon salto.\n \n\nTres.")).toEqual([
      "Uno.",
      "Dos,\ncon salto.",
      "Tres.",
    ]);
  });

  it("date the story as the market writes a date, on the day written whatever the time zone", () => {
    expect(publishedDateIn("es-MX", "2026-10-20")).toBe("20 de octubre de 2026");
    expect(publishedDateIn("en-US", "2026-08-04")).toBe("August 4, 2026");
  });
});
