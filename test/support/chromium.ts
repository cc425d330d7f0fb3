import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

// The system's Chromium (no browser is downloaded): found here, driven by playwright-core
// (browser.ts). The docs page test loads a page in a browser that can reach no host but
// 127.0.0.1, waits for what its scripts render, and reads back the DOM and a screenshot.

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** CHROMIUM_PATH, else the first Chromium or Chrome on PATH; undefined when there is none. */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of CANDIDATES) {
      const candidate = path.join(dir, name);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return undefined;
}

/** Chromium's flag that leaves every host but 127.0.0.1 unresolvable (so a page that needed a CDN would not render). */
export const ONLY_LOOPBACK = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export type RenderedPage = { dom: string; screenshot: Buffer };

/**
 * Loads `url` in a fresh page of `browser`, waits (up to `timeoutMs`) until its scripts
 * rendered `selector`, and returns the DOM and a PNG screenshot of a 1280 x 2400 window.
 */
export async function renderPage(browser: Browser, url: string, selector: string, timeoutMs = 30_000): Promise<RenderedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 2400 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { timeout: timeoutMs });
    await page.waitForSelector(selector, { timeout: timeoutMs });
    return { dom: await page.content(), screenshot: await page.screenshot() };
  } finally {
    await context.close();
  }
}
