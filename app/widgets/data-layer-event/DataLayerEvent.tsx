import type { ConversionEvent } from "../../../domain/conversions.ts";
import { dataLayerEvent } from "./data-layer-event.ts";

/** Pushes `event` to window.dataLayer once the page script runs; draws nothing. */
export function DataLayerEvent({ event }: { event: ConversionEvent }) {
  return <span hidden {...dataLayerEvent.root({ conversion: event })} />;
}
