import { describe, expect, it } from "vitest";
import { clientCodeSplitting } from "./client-chunks.ts";

const group = (name: string) => {
  const found = clientCodeSplitting.groups.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no group ${name}`);
  return (id: string) => (typeof found.test === "function" ? found.test(id) : found.test.test(id));
};
const framework = group("framework");
const shared = group("shared");
const ROOT = "/srv/anden";

describe("client chunk groups", () => {
  it("put what every page runs into the framework file", () => {
    for (const id of [
      `${ROOT}/node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${ROOT}/node_modules/react/cjs/react-jsx-runtime.production.js`,
      `${ROOT}/node_modules/react-router/dist/production/index.mjs`,
      `${ROOT}/node_modules/i18next/dist/esm/i18next.js`,
      `${ROOT}/node_modules/react-i18next/dist/es/useTranslation.js`,
      "\0virtual:site-config",
      `${ROOT}/app/i18n/i18n.ts`,
      `${ROOT}/app/i18n/locales/es-MX/common.json`,
    ]) {
      expect(framework(id), id).toBe(true);
    }
  });

  it("put the layout and the shared sections into the shared file", () => {
    for (const id of [
      `${ROOT}/app/components/ui/Section.tsx`,
      `${ROOT}/app/components/layout/Navbar.tsx`,
      `${ROOT}/app/components/sections/FeatureGrid.tsx`,
      `${ROOT}/app/components/illustrations/Illustration.tsx`,
      `${ROOT}/app/lib/page-meta.ts`,
      `${ROOT}/node_modules/lucide-react/dist/esm/icons/truck.js`,
    ]) {
      expect(shared(id), id).toBe(true);
    }
  });

  it("leave page-specific and heavy modules out of both", () => {
    for (const id of [
      `${ROOT}/app/components/sections/ServiceCarousel.tsx`,
      `${ROOT}/node_modules/embla-carousel/esm/embla-carousel.esm.js`,
      `${ROOT}/app/components/contact/ContactForm.tsx`,
      `${ROOT}/node_modules/altcha/dist/altcha.js`,
      `${ROOT}/node_modules/zod/v4/classic/schemas.js`,
      `${ROOT}/app/components/rates/RatesCalculator.tsx`,
      `${ROOT}/app/routes/home.tsx`,
      `${ROOT}/node_modules/react-hook-form/dist/index.esm.mjs`,
    ]) {
      expect(framework(id) || shared(id), id).toBe(false);
    }
  });
});
