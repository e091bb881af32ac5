import {
  choice,
  blankable,
  by,
  byValue,
  clockTime,
  factId,
  figure,
  flag,
  group,
  icon,
  id,
  illustration,
  list,
  serviceId,
  text,
} from "../fields.ts";
import { STAGES } from "../../domain/tracking/status.ts";

/** How many questions a service page's FAQ holds: its section and its FAQPage JSON-LD show them all. */
export const FAQ_ENTRIES = { min: 1, max: 8 } as const;

/** A service page's questions and answers, each at most as long as the layout holds. */
const faqList = (label: string, questionMax: number, answerMax: number) =>
  list(
    label,
    group("Item", {
      question: text("Question", questionMax),
      answer: text("Answer", answerMax, { multiline: true }),
    }),
    { ...FAQ_ENTRIES, itemLabel: by("question") },
  );

/** The service pages' sections (services.json): fulfilment, B2B, fleet, last mile and suite; every service's promise and FAQ. */
export const servicesSchema = () => ({
  fullpack: group("Fullpack", {
    advantages: group("Advantages", {
      title: text("Title", 60),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 60),
          content: text("Content", 160, { multiline: true }),
        }),
        { min: 6, max: 6, itemLabel: by("title") },
      ),
    }),
    orderDay: group("Order day", {
      title: text("Title", 40),
      subtitle: text("Subtitle", 110),
      moments: list(
        "Moments",
        group("Item", {
          time: clockTime("Time"),
          title: text("Title", 30),
          description: text("Description", 130, { multiline: true }),
        }),
        { min: 4, max: 4, itemLabel: by("title") },
      ),
      departure: group("Departure", {
        title: text("Title", 30),
        description: text("Description", 130),
      }),
    }),
    steps: group("Steps", {
      title: text("Title", 60),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 50),
          description: text("Description", 140, { multiline: true }),
        }),
        { min: 4, max: 4, itemLabel: by("title") },
      ),
    }),
    note: text("Note", 100, {
      description:
        "Where in the account fulfilment is requested (Settings), as the pickup page says for pickup.",
    }),
    carousel: list("Carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
  }),
  b2b: group("B2B", {
    advantages: group("Advantages", {
      title: text("Title", 50),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 40),
          content: text("Content", 150, { multiline: true }),
        }),
        { min: 6, max: 6, itemLabel: by("title") },
      ),
    }),
    specs: group("Specs", {
      title: text("Title", 40),
      subtitle: text("Subtitle", 130, { multiline: true }),
      rows: list(
        "Rows",
        group("Item", {
          term: text("Term", 50),
          value: text("Value", 140, { multiline: true }),
        }),
        { min: 6, max: 6, itemLabel: by("term") },
      ),
    }),
    carousel: list("Carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
  }),
  dedicated: group("Dedicated", {
    steps: group("Steps", {
      title: text("Title", 50),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 40),
          description: text("Description", 140, { multiline: true }),
        }),
        { min: 4, max: 4, itemLabel: by("title") },
      ),
    }),
    fleet: group("Fleet", {
      title: text("Title", 30),
      subtitle: text("Subtitle", 170, { multiline: true }),
      pallets_one: text("Pallets one", 30),
      pallets_other: text("Pallets other", 30),
      tonnes: text("Tonnes", 30),
      items: list(
        "Items",
        group("Item", {
          id: id(),
          image: illustration("Illustration"),
          title: text("Title", 30),
          description: text("Description", 100),
          pallets: figure("Pallets"),
          payloadKg: group("Payload kg", {
            min: figure("Min"),
            max: figure("Max"),
          }),
        }),
        { min: 5, max: 5, itemLabel: by("title") },
      ),
    }),
    advantages: group("Advantages", {
      title: text("Title", 60),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 40),
          content: text("Content", 130, { multiline: true }),
        }),
        { min: 4, max: 4, itemLabel: by("title") },
      ),
    }),
    carousel: list("Carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
  }),
  lastMile: group("Last mile", {
    numbers: group("Numbers", {
      title: text("Title", 40),
      items: list("Items", factId(), { min: 3, max: 3, itemLabel: byValue }),
    }),
    serviceList: group("Service list", {
      title: text("Title", 60),
      items: list(
        "Items",
        group("Item", {
          id: id(),
          icon: icon(),
          title: text("Title", 30),
          tag: blankable("Tag", 20),
        }),
        { min: 5, max: 5, itemLabel: by("title") },
      ),
    }),
    carousel: list("Carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
  }),
  suite: group("Suite", {
    headerImage: illustration("Header illustration"),
    modules: group("Modules", {
      title: text("Title", 50),
      items: list(
        "Items",
        group("Item", {
          id: id(),
          icon: icon(),
          title: text("Title", 40),
          items: list("Items", text("Item", 80), { min: 5, max: 5, itemLabel: byValue }),
        }),
        { min: 3, max: 3, itemLabel: by("title") },
      ),
    }),
    advantages: group("Advantages", {
      title: text("Title", 50),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 40),
          content: text("Content", 130, { multiline: true }),
        }),
        { min: 4, max: 4, itemLabel: by("title") },
      ),
    }),
    carousel: list("Carousel", serviceId(), { min: 4, max: 4, itemLabel: byValue }),
    product: group("Product", {
      title: text("Title", 50),
      subtitle: text("Subtitle", 120, { multiline: true }),
      items: list(
        "Items",
        group("Item", {
          title: text("Title", 30),
          content: text("Content", 130, { multiline: true }),
        }),
        { min: 3, max: 3, itemLabel: by("title") },
      ),
      panel: group("Panel", {
        label: text("Label", 160, { multiline: true }),
        store: text("Store", 20),
        date: text("Date", 20),
        title: text("Title", 30),
        kpis: group("Key figures", {
          orders: text("Orders", 20),
          ordersNote: text("Orders note", 40),
          withCourier: text("With courier", 20),
          withCourierNote: text("With courier note", 40),
          onTime: text("On time", 30),
          onTimeNote: text("On time note", 50),
          sales: text("Sales", 20),
          salesNote: text("Sales note", 40),
        }),
        stageCounts: group("Stage counts", {
          in_depot: figure("In depot"),
          ready_for_dispatch: figure("Ready for dispatch"),
          picked_up: figure("Picked up"),
          with_courier: figure("With courier"),
          delivered: figure("Delivered"),
        }),
        onTimeDeliveries: figure("On time deliveries"),
        sales: figure("Sales"),
        stages: group("Stages", {
          in_depot: text("In depot", 20),
          ready_for_dispatch: text("Ready for dispatch", 30),
          picked_up: text("Picked up", 20),
          with_courier: text("With courier", 20),
          delivered: text("Delivered", 20),
        }),
        orders: group("Orders", {
          title: text("Title", 30),
          byStage: text("By stage", 40),
          columns: group("Columns", {
            order: text("Order", 20),
            destination: text("Destination", 20),
            carrier: text("Carrier", 20),
            total: text("Total", 20),
            status: text("Status", 20),
          }),
          items: list(
            "Items",
            group("Item", {
              id: text("Order number", 20),
              customer: text("Customer", 20),
              destination: text("Destination", 30),
              carrier: text("Carrier", 30),
              total: figure("Total"),
              stage: choice("Stage", STAGES),
            }),
            { min: 6, max: 6, itemLabel: by("id") },
          ),
        }),
        route: group("Route", {
          name: text("Name", 20),
          crew: text("Crew", 30),
          summary: text("Summary", 60),
          delivered: text("Delivered", 30),
          eta: text("Eta", 20),
          stops: list(
            "Stops",
            group("Item", {
              place: text("Place", 30),
              time: clockTime("Time"),
              delivered: flag("Delivered"),
            }),
            { min: 9, max: 9, itemLabel: by("time") },
          ),
        }),
      }),
    }),
  }),
  promise: group("Promise", {
    title: text("Title", 30),
    timing: group("Timing", {
      cutOff: text("Cut off", 20),
      cutOffPerCarrier: text("Cut off per carrier", 20),
      assignment: text("Assignment", 30),
      availability: text("Availability", 20),
      openingHours: text("Opening hours", 20),
    }),
    coverage: text("Coverage", 20),
    price: text("Price", 20),
    from: text("From", 20),
    quoted: text("Quoted", 40),
    comingSoon: group("Coming soon", {
      value: text("Value", 20),
      note: text("Note", 90),
    }),
    quotedNote: text("Quoted note", 60),
    parcelNote: text("Parcel note", 90),
    palletNote: text("Pallet note", 90),
    routes: group("Routes", {
      metro: text("Metro", 40),
      intercity: text("Intercity", 50),
    }),
    quote: text("Quote", 20),
    items: group("Items", {
      fullpack: group("Fullpack", {
        timing: text("Timing", 80),
        coverage: text("Coverage", 60),
      }),
      b2b: group("B2B", {
        timing: text("Timing", 80),
        coverage: text("Coverage", 90),
      }),
      dedicated: group("Dedicated", {
        timing: text("Timing", 60),
        coverage: text("Coverage", 70),
      }),
      suite: group("Suite", {
        timing: text("Timing", 40),
        coverage: text("Coverage", 70),
      }),
      pickup: group("Pickup", {
        timing: text("Timing", 70),
        coverage: text("Coverage", 80),
      }),
      directo: group("Directo", {
        timing: text("Timing", 50),
        coverage: text("Coverage", 60),
      }),
      carriers: group("Carriers", {
        timing: text("Timing", 60),
        coverage: text("Coverage", 50),
      }),
      sameDay: group("Same day", {
        timing: text("Timing", 50),
        coverage: text("Coverage", 60),
      }),
      nextDay: group("Next day", {
        timing: text("Timing", 50),
        coverage: text("Coverage", 60),
      }),
      standard: group("Standard", {
        timing: text("Timing", 50),
        coverage: text("Coverage", 80),
      }),
      b2bPallet: group("B2b pallet", {
        timing: text("Timing", 50),
        coverage: text("Coverage", 70),
      }),
      scheduled: group("Scheduled", {
        timing: text("Timing", 70),
        coverage: text("Coverage", 60),
      }),
    }),
  }),
  faq: group("FAQ", {
    title: text("Title", 40),
    fullpack: faqList("Fullpack", 80, 130),
    b2b: faqList("B2B", 80, 150),
    dedicated: faqList("Dedicated", 60, 130),
    lastMile: faqList("Last mile", 90, 170),
    suite: faqList("Suite", 50, 130),
    pickup: faqList("Pickup", 70, 140),
    directo: faqList("Directo", 60, 120),
    carriers: faqList("Carriers", 70, 140),
  }),
});
