import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HeroIllustration } from "./HeroIllustration.tsx";
import { Illustration } from "./Illustration.tsx";
import { i18n } from "../../i18n/i18n.ts";
import { panelView, type PanelCopy } from "../sections/SuitePanel.tsx";
import {
  HERO_STILL_NAME,
  ILLUSTRATION_DRAWING_ID,
  isIllustrationName,
  SUITE_ROUTE_NAME,
} from "./names.ts";
import { SuiteRouteMap } from "./SuiteRouteMap.tsx";

/** The technology suite's panel as the market's copy has it. */
const suitePanel = () =>
  panelView(i18n.t("services:suite.product.panel", { returnObjects: true }) as PanelCopy);

/**
 * The named illustration (or the hero's still picture, or the suite panel's route) as a standalone
 * SVG document: the drawing, with its namespace and without its page classes, its root `<svg>`
 * named for the pages that draw it by reference (IllustrationFromFile); the suite's route map is
 * drawn as an image (SuitePanel).
 */
export function illustrationFile(name: string): string | undefined {
  const drawing =
    name === HERO_STILL_NAME
      ? createElement(HeroIllustration)
      : name === SUITE_ROUTE_NAME
        ? createElement(SuiteRouteMap, { stops: suitePanel().route.stops })
        : isIllustrationName(name)
          ? createElement(Illustration, { name, className: "" })
          : undefined;
  if (!drawing) return undefined;
  return renderToStaticMarkup(drawing)
    .replace(/^<svg ([^>]*?) class="[^"]*"/, "<svg $1")
    .replace("<svg ", `<svg xmlns="http://www.w3.org/2000/svg" id="${ILLUSTRATION_DRAWING_ID}" `);
}
