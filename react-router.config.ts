import type { Config } from "@react-router/dev/config";
import { MARKETING_PATHS, SEO_RESOURCE_PATHS } from "./app/site.ts";
import { buildDirectoryFor, loadConfig } from "./server/config.ts";

export default {
  ssr: true,
  prerender: [...MARKETING_PATHS, ...SEO_RESOURCE_PATHS],
  buildDirectory: buildDirectoryFor(loadConfig().SITE_MARKET),
} satisfies Config;
