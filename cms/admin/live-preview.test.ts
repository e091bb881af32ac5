import { describe, expect, it } from "vitest";
import { entryOf } from "./live-preview.ts";

describe("the live preview's entry", () => {
  it("is a market's content file, by Keystatic's draft of its singleton", () => {
    expect(entryOf("/keystatic/singleton/home-mx")).toEqual({
      market: "mx",
      draftKey: ["singleton", "home-mx"],
      draftUrl: "/preview/mx/home/draft",
    });
  });

  it("is a saved customer story, by Keystatic's draft of the collection's item", () => {
    expect(entryOf("/keystatic/collection/stories-ar/item/cardon-deco")).toEqual({
      market: "ar",
      draftKey: ["collection", "stories-ar", "cardon-deco"],
      draftUrl: "/preview/ar/stories/cardon-deco/draft",
    });
  });

  it("is none for the company's figures, a story not yet created, or the lists", () => {
    for (const path of [
      "/keystatic/singleton/company-facts",
      "/keystatic/collection/stories-mx/create",
      "/keystatic/collection/stories-mx",
      "/keystatic/collection/stories-br/item/casa-nopal",
      "/keystatic",
    ]) {
      expect(entryOf(path)).toBeUndefined();
    }
  });
});
