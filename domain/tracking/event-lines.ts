import type { NormalisedStatus } from "./status.ts";

/** What the history shows of one event: a headline in the market's words, and the carrier's. */
export interface EventLines {
  headline: string;
  /** The carrier's own text, when it says something the headline and the page do not. */
  carrierNote?: string;
}

const words = (text: string) =>
  new Set(
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      // Words of one or two letters ("el", "en", "at") carry no news; figures always do.
      .filter((word) => word.length > 2 || /\p{N}/u.test(word)),
  );

/**
 * True when `note` has a word that none of `alreadySaid` has (accents, case, punctuation and
 * words under three letters aside): "ENTREGADO" adds nothing to "Entregado con éxito"; "Recibió:
 * portería" does.
 */
export function addsSomething(note: string, alreadySaid: readonly string[]): boolean {
  const said = new Set(alreadySaid.flatMap((text) => [...words(text)]));
  return [...words(note)].some((word) => !said.has(word));
}

/**
 * The lines of an event: its normalised status through the locale (`headlineOf`) as the headline,
 * the carrier's text beneath it when it adds to the headline and to `alreadySaid` (the event's
 * place, the carrier's name); the carrier's text alone when the status is unknown.
 */
export function eventLines(
  event: { status?: NormalisedStatus; mensaje: string },
  headlineOf: (status: NormalisedStatus) => string,
  alreadySaid: readonly string[] = [],
): EventLines {
  const note = event.mensaje.trim();
  if (!event.status) return { headline: note };
  const headline = headlineOf(event.status);
  return note && addsSomething(note, [headline, ...alreadySaid])
    ? { headline, carrierNote: note }
    : { headline };
}
