import { internalPathsInLocales } from "./locale-paths.ts";

// Part of `npm run lint`: the locale files write no path of the site's pages (build links from
// page ids, app/lib/page-path.ts).
const found = internalPathsInLocales();
if (found.length > 0) {
  console.error(
    `Locale strings with a page's path (link the page by its id instead):\n${found.join("\n")}`,
  );
  process.exitCode = 1;
}
