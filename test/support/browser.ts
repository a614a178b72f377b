// Debian's chromium, driven by playwright-core (never a browser download). Where it is absent a
// browser test is skipped, except in CI (env CI set), where .ci/run installs it and its absence is a
// broken setup.

import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

/** Whether a browser test runs here: chromium is installed, or CI demands it (and then fails without it). */
export const browserAvailable = existsSync(CHROMIUM) || process.env.CI !== undefined;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM });
}
