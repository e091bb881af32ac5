import { pushConversion } from "../../browser/data-layer.ts";
import type { Behaviour } from "../widget.ts";
import { dataLayerEvent } from "./data-layer-event.ts";

export const dataLayerEventBehaviour: Behaviour = (root) => {
  pushConversion(dataLayerEvent.options(root).conversion);
  return () => {};
};
