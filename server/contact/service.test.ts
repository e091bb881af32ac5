import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactSchema } from "../../domain/contact/schema.ts";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { getLead } from "./lead-repository.ts";
import { contactSuccessMessage } from "./messages.ts";
import { createContactService } from "./service.ts";

let database: TestDatabase;
const log = pino({ level: "silent" });

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  await database?.close();
});

/** A submission as the form's schema gives it to the service. */
const checked = (market: "mx" | "us") =>
  contactSchema(market).parse({
    name: "María",
    lastName: "Pérez Gómez",
    email: "maria.perez@example.com",
    phoneNumber: "+52 55 1234 5678",
    companyName: "Tienda Azul",
    companyType: ["ecommerce"],
    estimatedShipments: "50-99",
    origin: market === "mx" ? "Jalisco" : "Chicago",
    message: "Hola",
    acceptTerms: true,
  });

describe("the contact service", () => {
  it("stores the lead with its market, its page and a pending delivery, and says so", async () => {
    const contact = createContactService({ db: database.db, market: "mx" });
    const sent = await contact.submit(
      checked("mx"),
      { pageUri: "https://anden.example/contacto", pageName: "Contacto", hutk: undefined },
      log,
    );
    expect(sent.inlineMessage).toBe(contactSuccessMessage("mx"));
    expect(contact.inlineMessage).toBe(sent.inlineMessage);
    const lead = await getLead(database.db, sent.leadId);
    expect(lead).toMatchObject({
      market: "mx",
      name: "María",
      companyType: ["ecommerce"],
      pageUri: "https://anden.example/contacto",
      pageName: "Contacto",
      hutk: null,
      delivery: { status: "pending", attempts: 0 },
    });
    expect(lead).not.toHaveProperty("acceptTerms");
  });

  it("keeps a lead sent from nowhere in particular, in its deployment's market", async () => {
    const contact = createContactService({ db: database.db, market: "us" });
    const { leadId, inlineMessage } = await contact.submit(checked("us"), undefined, log);
    expect(inlineMessage).toBe(contactSuccessMessage("us"));
    expect(await getLead(database.db, leadId)).toMatchObject({ market: "us", pageUri: null });
  });
});
