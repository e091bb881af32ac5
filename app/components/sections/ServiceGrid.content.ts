/**
 * The home page's services block's content model (ADR 63): its heading and which service cards it
 * shows, and the copy the section draws, typed from that field. The page's code imports only its
 * types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export const serviceGridField = (kit: FieldKit) =>
  kit.group("services", {
    title: kit.text("title", 60),
    subtitle: kit.text("subtitle", 120, { multiline: true }),
    cards: kit.serviceCards("cards", 6),
  });

export type ServiceGridCopy = CopyOf<ReturnType<typeof serviceGridField>>;
