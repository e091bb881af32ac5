import type { Config } from "@react-router/dev/config";
import { ILLUSTRATION_PATHS } from "./app/components/illustrations/names.ts";
import { MARKETING_PATHS, PER_REQUEST_PATHS, SEO_RESOURCE_PATHS } from "./domain/site.ts";
import { buildDirectoryFor, loadConfig } from "./server/config.ts";

export default {
  ssr: true,
  prerender: [
    ...MARKETING_PATHS.filter((path) => !PER_REQUEST_PATHS.includes(path)),
    ...SEO_RESOURCE_PATHS,
    ...ILLUSTRATION_PATHS,
  ],
  buildDirectory: buildDirectoryFor(loadConfig().SITE_MARKET),
} satisfies Config;
