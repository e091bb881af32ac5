import type { Config } from "@react-router/dev/config";
import { ILLUSTRATION_PATHS } from "./app/components/illustrations/names.ts";
import { PRERENDERED_PAGE_PATHS, SEO_RESOURCE_PATHS } from "./app/pages.ts";
import { RATE_LIMITED_PAGE_PATH } from "./domain/page-request.ts";
import { buildDirectoryFor, loadConfig } from "./server/config.ts";

export default {
  ssr: true,
  prerender: [
    ...PRERENDERED_PAGE_PATHS,
    RATE_LIMITED_PAGE_PATH,
    ...SEO_RESOURCE_PATHS,
    ...ILLUSTRATION_PATHS,
  ],
  buildDirectory: buildDirectoryFor(loadConfig().SITE_MARKET),
} satisfies Config;
