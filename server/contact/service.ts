import type { Kysely } from "kysely";
import type { ContactEnvelope, ContactFormValues } from "../../domain/contact/schema.ts";
import type { MarketId } from "../../domain/site.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { createLead } from "./lead-repository.ts";
import { contactSuccessMessage } from "./messages.ts";

export interface ContactServiceDependencies {
  db: Kysely<Database>;
  market: MarketId;
}

/** A lead stored with its pending delivery, and the message that replaces the form. */
export interface ContactSent {
  leadId: number;
  inlineMessage: string;
}

export interface ContactService {
  /** The message a sender is shown, whether the lead was stored or a bot was turned away. */
  readonly inlineMessage: string;
  /**
   * Stores a submission the form's schema accepted (the terms accepted, which is not kept) with
   * the market and the page it was sent from, and its outbox row, in one transaction: the lead
   * goes to the CRM at least once (ADR 54).
   */
  submit(
    form: ContactFormValues,
    context: ContactEnvelope["context"],
    log: Logger,
  ): Promise<ContactSent>;
}

/** The contact form's rules once its post is checked: a lead and its delivery, stored together. */
export function createContactService({ db, market }: ContactServiceDependencies): ContactService {
  const inlineMessage = contactSuccessMessage(market);
  return {
    inlineMessage,
    async submit(form, context, log) {
      const { acceptTerms: _accepted, ...lead } = form;
      const { id } = await createLead(db, {
        ...lead,
        market,
        pageUri: context?.pageUri,
        pageName: context?.pageName,
        hutk: context?.hutk,
      });
      log.info({ leadId: id }, "lead stored");
      return { leadId: id, inlineMessage };
    },
  };
}
