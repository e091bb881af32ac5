import { fieldsFor, by, byValue, type FieldKit } from "../fields.ts";
import { b2bSpecsField } from "../../app/components/sections/B2bSpecs.content.ts";
import { featureGridField } from "../../app/components/sections/FeatureGrid.content.ts";
import { fleetField } from "../../app/components/sections/Fleet.content.ts";
import { orderDayField } from "../../app/components/sections/OrderDay.content.ts";
import { serviceListField } from "../../app/components/sections/ServiceList.content.ts";
import { moduleCardsField } from "../../app/components/sections/ModuleCards.content.ts";
import { stepsField } from "../../app/components/sections/Steps.content.ts";
import { serviceCarouselField } from "../../app/widgets/service-carousel/ServiceCarousel.content.ts";
import type { LabelKey } from "../labels.ts";
import type { MarketId } from "../../domain/site.ts";
import { STAGES } from "../../domain/tracking/status.ts";

/** How many questions a service page's FAQ holds: its section and its FAQPage JSON-LD show them all. */
export const FAQ_ENTRIES = { min: 1, max: 8 } as const;

/** A service page's questions and answers, each at most as long as the layout holds. */
const faqList = (
  { list, group, text }: FieldKit,
  label: LabelKey,
  questionMax: number,
  answerMax: number,
) =>
  list(
    label,
    group("item", {
      question: text("question", questionMax),
      answer: text("answer", answerMax, { multiline: true }),
    }),
    { ...FAQ_ENTRIES, itemLabel: by("question") },
  );

/** The service pages' sections (services.json): fulfilment, B2B, fleet, last mile and suite; every service's promise and FAQ. */
export const servicesSchema = (market: MarketId) => {
  const kit = fieldsFor(market);
  const { choice, clockTime, entries, factId, figure, flag, group, illustration, list, text } = kit;
  return {
    fullpack: group("fullpack", {
      advantages: featureGridField(kit, { title: 60, count: 6, item: { title: 60, content: 160 } }),
      orderDay: orderDayField(kit),
      steps: stepsField(kit, { title: 60, count: 4, item: { title: 50, description: 140 } }),
      note: text("note", 100),
      carousel: serviceCarouselField(kit, 3),
    }),
    b2b: group("b2b", {
      advantages: featureGridField(kit, { title: 50, count: 6, item: { title: 40, content: 150 } }),
      specs: b2bSpecsField(kit),
      carousel: serviceCarouselField(kit, 3),
    }),
    dedicated: group("dedicated", {
      steps: stepsField(kit, { title: 50, count: 4, item: { title: 40, description: 140 } }),
      fleet: fleetField(kit),
      advantages: featureGridField(kit, { title: 60, count: 4, item: { title: 40, content: 130 } }),
      carousel: serviceCarouselField(kit, 3),
    }),
    lastMile: group("lastMile", {
      numbers: group("numbers", {
        title: text("title", 40),
        items: list("items", factId(), { min: 3, max: 3, itemLabel: byValue }),
      }),
      serviceList: serviceListField(kit),
      carousel: serviceCarouselField(kit, 3),
    }),
    suite: group("suite", {
      headerImage: illustration("headerIllustration"),
      modules: moduleCardsField(kit),
      advantages: featureGridField(kit, { title: 50, count: 4, item: { title: 40, content: 130 } }),
      carousel: serviceCarouselField(kit, 4),
      product: group("product", {
        title: text("title", 50),
        subtitle: text("subtitle", 120, { multiline: true }),
        items: entries("items", 3, "title", {
          title: text("title", 30),
          content: text("content", 130, { multiline: true }),
        }),
        panel: group("panel", {
          label: text("label", 160, { multiline: true }),
          store: text("store", 20),
          date: text("date", 20),
          title: text("title", 30),
          kpis: group("keyFigures", {
            orders: text("orders", 20),
            ordersNote: text("ordersNote", 40),
            withCourier: text("withCourier", 20),
            withCourierNote: text("withCourierNote", 40),
            onTime: text("onTime", 30),
            onTimeNote: text("onTimeNote", 50),
            sales: text("sales", 20),
            salesNote: text("salesNote", 40),
          }),
          stageCounts: group("stageCounts", {
            in_depot: figure("inDepot"),
            ready_for_dispatch: figure("readyForDispatch"),
            picked_up: figure("pickedUp"),
            with_courier: figure("withCourier"),
            delivered: figure("delivered"),
          }),
          onTimeDeliveries: figure("onTimeDeliveries"),
          sales: figure("sales"),
          stages: group("stages", {
            in_depot: text("inDepot", 20),
            ready_for_dispatch: text("readyForDispatch", 30),
            picked_up: text("pickedUp", 20),
            with_courier: text("withCourier", 20),
            delivered: text("delivered", 20),
          }),
          orders: group("orders", {
            title: text("title", 30),
            byStage: text("byStage", 40),
            columns: group("columns", {
              order: text("order", 20),
              destination: text("destination", 20),
              carrier: text("carrier", 20),
              total: text("total", 20),
              status: text("status", 20),
            }),
            items: entries("items", 6, "id", {
              id: text("orderNumber", 20),
              customer: text("customer", 20),
              destination: text("destination", 30),
              carrier: text("carrier", 30),
              total: figure("total"),
              stage: choice("stage", STAGES),
            }),
          }),
          route: group("route", {
            name: text("name", 20),
            crew: text("crew", 30),
            summary: text("summary", 60),
            delivered: text("delivered", 30),
            eta: text("eta", 20),
            stops: entries("stops", 9, "time", {
              place: text("place", 30),
              time: clockTime("time"),
              delivered: flag("delivered"),
            }),
          }),
        }),
      }),
    }),
    promise: group("promise", {
      title: text("title", 30),
      timing: group("timing", {
        cutOff: text("cutOff", 20),
        cutOffPerCarrier: text("cutOffPerCarrier", 20),
        assignment: text("assignment", 30),
        availability: text("availability", 20),
        openingHours: text("openingHours", 20),
      }),
      coverage: text("coverage", 20),
      price: text("price", 20),
      from: text("from", 20),
      quoted: text("quoted", 40),
      comingSoon: group("comingSoon", {
        value: text("value", 20),
        note: text("note", 90),
      }),
      quotedNote: text("quotedNote", 60),
      parcelNote: text("parcelNote", 90),
      palletNote: text("palletNote", 90),
      routes: group("routes", {
        metro: text("metro", 40),
        intercity: text("intercity", 50),
      }),
      quote: text("quote", 20),
      items: group("items", {
        fullpack: group("fullpack", {
          timing: text("timing", 80),
          coverage: text("coverage", 60),
        }),
        b2b: group("b2b", {
          timing: text("timing", 80),
          coverage: text("coverage", 90),
        }),
        dedicated: group("dedicated", {
          timing: text("timing", 60),
          coverage: text("coverage", 70),
        }),
        suite: group("suite", {
          timing: text("timing", 40),
          coverage: text("coverage", 70),
        }),
        pickup: group("pickup", {
          timing: text("timing", 70),
          coverage: text("coverage", 80),
        }),
        directo: group("directo", {
          timing: text("timing", 50),
          coverage: text("coverage", 60),
        }),
        carriers: group("carriers", {
          timing: text("timing", 60),
          coverage: text("coverage", 50),
        }),
        sameDay: group("sameDay", {
          timing: text("timing", 50),
          coverage: text("coverage", 60),
        }),
        nextDay: group("nextDay", {
          timing: text("timing", 50),
          coverage: text("coverage", 60),
        }),
        standard: group("standard", {
          timing: text("timing", 50),
          coverage: text("coverage", 80),
        }),
        b2bPallet: group("b2bPallet", {
          timing: text("timing", 50),
          coverage: text("coverage", 70),
        }),
        scheduled: group("scheduled", {
          timing: text("timing", 70),
          coverage: text("coverage", 60),
        }),
      }),
    }),
    faq: group("faq", {
      title: text("title", 40),
      fullpack: faqList(kit, "fullpack", 80, 130),
      b2b: faqList(kit, "b2b", 80, 150),
      dedicated: faqList(kit, "dedicated", 60, 130),
      lastMile: faqList(kit, "lastMile", 90, 170),
      suite: faqList(kit, "suite", 50, 130),
      pickup: faqList(kit, "pickup", 70, 140),
      directo: faqList(kit, "directo", 60, 120),
      carriers: faqList(kit, "carriers", 70, 140),
    }),
  };
};
