import { describe, expect, it } from "vitest";
import { draftUrlOf, entryOf } from "./live-preview.ts";

describe("the live preview's entry", () => {
  it("is a market's content file, by Keystatic's draft of its singleton", () => {
    expect(entryOf("/keystatic/singleton/home-mx")).toEqual({
      kind: "saved",
      market: "mx",
      draftKey: ["singleton", "home-mx"],
      draftUrl: "/preview/mx/home/draft",
    });
  });

  it("is a saved customer story, by Keystatic's draft of the collection's item", () => {
    expect(entryOf("/keystatic/collection/stories-ar/item/cardon-deco")).toEqual({
      kind: "saved",
      market: "ar",
      draftKey: ["collection", "stories-ar", "cardon-deco"],
      draftUrl: "/preview/ar/stories/cardon-deco/draft",
    });
  });

  it("is a story not yet created, by Keystatic's draft of the collection's new item", () => {
    expect(entryOf("/keystatic/collection/stories-us/create")).toEqual({
      kind: "newStory",
      market: "us",
      draftKey: ["collection-create", "stories-us"],
    });
    // A copy of a saved story: Keystatic keys its draft by the story it copies.
    expect(
      entryOf("/keystatic/collection/stories-mx/create", "?duplicate=casa-nopal")?.draftKey,
    ).toEqual(["collection-create", "stories-mx", "casa-nopal"]);
  });

  it("is none for the company's figures, the lists, or a market that is none", () => {
    for (const path of [
      "/keystatic/singleton/company-facts",
      "/keystatic/collection/stories-br/create",
      "/keystatic/collection/stories-mx",
      "/keystatic/collection/stories-br/item/casa-nopal",
      "/keystatic",
    ]) {
      expect(entryOf(path)).toBeUndefined();
    }
  });
});

describe("where the live preview posts a draft", () => {
  it("is the entry's own address for a file or a saved story, whatever the draft's slug", () => {
    const saved = entryOf("/keystatic/collection/stories-mx/item/casa-nopal")!;
    expect(draftUrlOf(saved, "casa-nopal")).toBe("/preview/mx/stories/casa-nopal/draft");
    expect(draftUrlOf(entryOf("/keystatic/singleton/home-ar")!, "")).toBe("/preview/ar/home/draft");
  });

  it("is, for a story not yet created, the address of the slug its customer's name gives", () => {
    const created = entryOf("/keystatic/collection/stories-mx/create")!;
    expect(draftUrlOf(created, "tienda-luna")).toBe("/preview/mx/stories/new/tienda-luna/draft");
    // No name yet (Keystatic names the file ".json"), or one that gives no URL word.
    expect(draftUrlOf(created, "")).toBeUndefined();
    expect(draftUrlOf(created, "Tienda Luna")).toBeUndefined();
  });
});
