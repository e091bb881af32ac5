/**
 * The services carousel's content model (ADR 63): which service cards a page's carousel shows, in
 * order, and the copy the widget draws, typed from that field. The page's code imports only its
 * types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

/** A carousel of `count` service cards. */
export const serviceCarouselField = (kit: FieldKit, count: number) =>
  kit.serviceCards("carousel", count);

export type ServiceCarouselCopy = CopyOf<ReturnType<typeof serviceCarouselField>>;
