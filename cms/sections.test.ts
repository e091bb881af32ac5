/**
 * Each section's copy type is read off its Keystatic field (ADR 63). Here every market's files are
 * held to those types where the sections sit: at compile time (tsc types the JSON files), and
 * when the test runs (the file's field at that place parses each market's copy as the editor
 * would).
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { ComponentSchema } from "@keystatic/core";
import type { B2bSpecsCopy } from "../app/components/sections/B2bSpecs.content.ts";
import type { DropOffOrPickupCopy } from "../app/components/sections/DropOffOrPickup.content.ts";
import type { EcosystemCopy } from "../app/components/sections/Ecosystem.content.ts";
import type { FeatureGridCopy } from "../app/components/sections/FeatureGrid.content.ts";
import type { FleetCopy } from "../app/components/sections/Fleet.content.ts";
import type { HighlightCopy } from "../app/components/sections/Highlight.content.ts";
import type { ModuleCardsCopy } from "../app/components/sections/ModuleCards.content.ts";
import type { OrderDayCopy } from "../app/components/sections/OrderDay.content.ts";
import type { PickupZonesCopy } from "../app/components/sections/PickupZones.content.ts";
import type { ServiceListCopy } from "../app/components/sections/ServiceList.content.ts";
import type { ServiceGridCopy } from "../app/components/sections/ServiceGrid.content.ts";
import type { StepsCopy } from "../app/components/sections/Steps.content.ts";
import type { ServiceCarouselCopy } from "../app/widgets/service-carousel/ServiceCarousel.content.ts";
import type enUSContent from "../domain/locales/en-US/content.json";
import type enUSHome from "../domain/locales/en-US/home.json";
import type enUSPages from "../domain/locales/en-US/pages.json";
import type enUSServices from "../domain/locales/en-US/services.json";
import type esARContent from "../domain/locales/es-AR/content.json";
import type esARHome from "../domain/locales/es-AR/home.json";
import type esARPages from "../domain/locales/es-AR/pages.json";
import type esARServices from "../domain/locales/es-AR/services.json";
import type esMXContent from "../domain/locales/es-MX/content.json";
import type esMXHome from "../domain/locales/es-MX/home.json";
import type esMXPages from "../domain/locales/es-MX/pages.json";
import type esMXServices from "../domain/locales/es-MX/services.json";
import { MARKET_IDS, MARKETS } from "../domain/site.ts";
import { readLocaleNamespace } from "../tooling/locale-files.ts";
import { checkAgainstSchema } from "./check.ts";
import { schemaOf, type ContentNamespace } from "./config.ts";

/** A file's value as a field reads it: every list and key read-only. */
type Frozen<T> = T extends readonly (infer Item)[]
  ? readonly Frozen<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: Frozen<T[Key]> }
    : T;

interface MarketFiles {
  home: typeof esMXHome;
  content: typeof esMXContent;
  services: typeof esMXServices;
  pages: typeof esMXPages;
}

/** Where each section sits in a market's files, with the copy found there. */
type Placed<Files extends MarketFiles> = Frozen<{
  // The home page's benefits are a feature grid with a subtitle of their own.
  "home.benefits": Omit<Files["home"]["benefits"], "subtitle">;
  "home.services": Files["home"]["services"];
  "home.ecosystem": Files["home"]["ecosystem"];
  "content.highlight": Files["content"]["highlight"];
  "services.fullpack.advantages": Files["services"]["fullpack"]["advantages"];
  "services.fullpack.orderDay": Files["services"]["fullpack"]["orderDay"];
  "services.fullpack.steps": Files["services"]["fullpack"]["steps"];
  "services.fullpack.carousel": Files["services"]["fullpack"]["carousel"];
  "services.b2b.advantages": Files["services"]["b2b"]["advantages"];
  "services.b2b.specs": Files["services"]["b2b"]["specs"];
  "services.b2b.carousel": Files["services"]["b2b"]["carousel"];
  "services.dedicated.steps": Files["services"]["dedicated"]["steps"];
  "services.dedicated.fleet": Files["services"]["dedicated"]["fleet"];
  "services.dedicated.advantages": Files["services"]["dedicated"]["advantages"];
  "services.dedicated.carousel": Files["services"]["dedicated"]["carousel"];
  "services.lastMile.serviceList": Files["services"]["lastMile"]["serviceList"];
  "services.lastMile.carousel": Files["services"]["lastMile"]["carousel"];
  "services.suite.modules": Files["services"]["suite"]["modules"];
  "services.suite.advantages": Files["services"]["suite"]["advantages"];
  "services.suite.carousel": Files["services"]["suite"]["carousel"];
  "pages.pickup.advantages": Files["pages"]["pickup"]["advantages"];
  "pages.pickup.steps": Files["pages"]["pickup"]["steps"];
  "pages.pickup.zones": Files["pages"]["pickup"]["zones"];
  "pages.pickup.carousel": Files["pages"]["pickup"]["carousel"];
  "pages.directo.advantages": Files["pages"]["directo"]["advantages"];
  "pages.directo.steps": Files["pages"]["directo"]["steps"];
  "pages.directo.comparison": Files["pages"]["directo"]["comparison"];
  "pages.directo.carousel": Files["pages"]["directo"]["carousel"];
  "pages.carriers.advantages": Files["pages"]["carriers"]["advantages"];
  "pages.carriers.steps": Files["pages"]["carriers"]["steps"];
  "pages.carriers.carousel": Files["pages"]["carriers"]["carousel"];
}>;

/** The copy each place must hold: its section's, as the section's field reads it. */
interface Sections {
  "home.benefits": FeatureGridCopy;
  "home.services": ServiceGridCopy;
  "home.ecosystem": EcosystemCopy;
  "content.highlight": HighlightCopy;
  "services.fullpack.advantages": FeatureGridCopy;
  "services.fullpack.orderDay": OrderDayCopy;
  "services.fullpack.steps": StepsCopy;
  "services.fullpack.carousel": ServiceCarouselCopy;
  "services.b2b.advantages": FeatureGridCopy;
  "services.b2b.specs": B2bSpecsCopy;
  "services.b2b.carousel": ServiceCarouselCopy;
  "services.dedicated.steps": StepsCopy;
  "services.dedicated.fleet": FleetCopy;
  "services.dedicated.advantages": FeatureGridCopy;
  "services.dedicated.carousel": ServiceCarouselCopy;
  "services.lastMile.serviceList": ServiceListCopy;
  "services.lastMile.carousel": ServiceCarouselCopy;
  "services.suite.modules": ModuleCardsCopy;
  "services.suite.advantages": FeatureGridCopy;
  "services.suite.carousel": ServiceCarouselCopy;
  "pages.pickup.advantages": FeatureGridCopy;
  "pages.pickup.steps": StepsCopy;
  "pages.pickup.zones": PickupZonesCopy;
  "pages.pickup.carousel": ServiceCarouselCopy;
  "pages.directo.advantages": FeatureGridCopy;
  "pages.directo.steps": StepsCopy;
  "pages.directo.comparison": DropOffOrPickupCopy;
  "pages.directo.carousel": ServiceCarouselCopy;
  "pages.carriers.advantages": FeatureGridCopy;
  "pages.carriers.steps": StepsCopy;
  "pages.carriers.carousel": ServiceCarouselCopy;
}

const PLACES = [
  "home.benefits",
  "home.services",
  "home.ecosystem",
  "content.highlight",
  "services.fullpack.advantages",
  "services.fullpack.orderDay",
  "services.fullpack.steps",
  "services.fullpack.carousel",
  "services.b2b.advantages",
  "services.b2b.specs",
  "services.b2b.carousel",
  "services.dedicated.steps",
  "services.dedicated.fleet",
  "services.dedicated.advantages",
  "services.dedicated.carousel",
  "services.lastMile.serviceList",
  "services.lastMile.carousel",
  "services.suite.modules",
  "services.suite.advantages",
  "services.suite.carousel",
  "pages.pickup.advantages",
  "pages.pickup.steps",
  "pages.pickup.zones",
  "pages.pickup.carousel",
  "pages.directo.advantages",
  "pages.directo.steps",
  "pages.directo.comparison",
  "pages.directo.carousel",
  "pages.carriers.advantages",
  "pages.carriers.steps",
  "pages.carriers.carousel",
] as const satisfies readonly (keyof Sections)[];

/** Each type assignable to the other: the same keys, each of the same type (read-only aside). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The places whose copy in a market's files is not what their section's field reads. */
type Mismatched<Files extends MarketFiles> = {
  [Place in keyof Sections]: Same<Placed<Files>[Place], Sections[Place]> extends true
    ? never
    : Place;
}[keyof Sections];

describe("the sections' content model", () => {
  it("types every market's copy as its sections' fields read it", () => {
    expectTypeOf<Mismatched<MarketFiles>>().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatched<{
        home: typeof esARHome;
        content: typeof esARContent;
        services: typeof esARServices;
        pages: typeof esARPages;
      }>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Mismatched<{
        home: typeof enUSHome;
        content: typeof enUSContent;
        services: typeof enUSServices;
        pages: typeof enUSPages;
      }>
    >().toEqualTypeOf<never>();
    expectTypeOf<(typeof PLACES)[number]>().toEqualTypeOf<keyof Sections>();
  });

  it.each(MARKET_IDS)(
    "parses %s's copy where each section sits with the section's field",
    (market) => {
      const problems: string[] = [];
      for (const place of PLACES) {
        const [namespace, ...keys] = place.split(".") as [ContentNamespace, ...string[]];
        let field: ComponentSchema = {
          kind: "object",
          fields: schemaOf(namespace, market),
        } as ComponentSchema;
        for (const key of keys) {
          if (field.kind !== "object") throw new Error(`${place}: ${key} is not in a group`);
          field = field.fields[key]!;
        }
        const copy = keys.reduce<unknown>(
          (value, key) => (value as Record<string, unknown>)[key],
          readLocaleNamespace(MARKETS[market].locale, namespace),
        );
        checkAgainstSchema(field, copy, [place], (at, message) =>
          problems.push(`${at.join(".")}: ${message}`),
        );
      }
      expect(problems).toEqual([]);
    },
  );
});
