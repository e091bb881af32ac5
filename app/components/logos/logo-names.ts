/**
 * The logos the content may name: the sample customers' marks (a customer's or testimonial's
 * `logo`) and the store platforms (an integration's `icon`). BrandLogo.tsx draws each; the content
 * editor offers exactly these (cms/fields.ts). Plain TypeScript, so the editor reads them without
 * React.
 */
export const CUSTOMER_LOGO_NAMES = [
  "sample-cactus",
  "sample-flame",
  "sample-waves",
  "sample-sprout",
  "sample-pixels",
  "sample-bamboo",
  "sample-cloud",
  "sample-bicycle",
  "sample-corn",
  "sample-sunrise",
  "sample-peak",
  "sample-leaf",
] as const;

export const STORE_LOGO_NAMES = [
  "mercadolibre",
  "tiendanube",
  "vtex",
  "shopify",
  "prestashop",
  "woocommerce",
  "magento",
] as const;

export type BrandLogoName =
  (typeof CUSTOMER_LOGO_NAMES)[number] | (typeof STORE_LOGO_NAMES)[number];
