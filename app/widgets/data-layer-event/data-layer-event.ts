import type { ConversionEvent } from "../../../domain/conversions.ts";
import { defineWidget } from "../widget.ts";

/** A conversion the server saw while rendering (a tracking result, a quote), for the data layer. */
export const dataLayerEvent = defineWidget("data-layer-event", []).withOptions<{
  conversion: ConversionEvent;
}>();
