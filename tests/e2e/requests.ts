import type { Page } from "@playwright/test";

/** The URLs of the requests the page makes from now on for the build's chunk named `chunk`. */
export function chunkRequests(page: Page, chunk: string): string[] {
  const pattern = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
  const urls: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}
