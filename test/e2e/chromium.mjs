// Finds a Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, else Playwright's own.
import { existsSync } from "node:fs";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);

// Without the networking flags Chromium keeps trying to reach the internet, which this machine refuses.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path));
}

/** Launch options for Playwright; explains what to install when no browser is found. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
    console.warn(
      "No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`), or set CHROMIUM_PATH " +
        "to a Chromium binary, or run `npx playwright install chromium`. Falling back to Playwright's own browser.",
    );
  }
  return { executablePath, args: CHROMIUM_ARGS };
}
