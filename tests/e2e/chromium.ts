import { existsSync } from "node:fs";

/** The system Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. Never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH.",
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
