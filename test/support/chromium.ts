import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Headless Chromium through its command line (no npm browser package): the docs page test
// loads a page, waits for its scripts, and reads back the rendered DOM and a screenshot.

const run = promisify(execFile);
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

export type RenderedPage = { dom: string; screenshot: Buffer };

/**
 * Loads `url` in headless Chromium with every host but 127.0.0.1 unresolvable (so a page that
 * needed a CDN would not render), lets its scripts run for up to `budgetMs` of virtual time,
 * and returns the DOM and a PNG screenshot (two runs: Chromium does one per invocation).
 */
export async function renderPage(chromium: string, url: string, budgetMs = 15_000): Promise<RenderedPage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-page-'));
  const common = [
    '--headless',
    '--no-sandbox', // tests run as root in CI containers
    '--disable-gpu',
    '--no-first-run',
    `--user-data-dir=${path.join(dir, 'profile')}`,
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    `--virtual-time-budget=${budgetMs}`,
    '--window-size=1280,2400',
  ];
  try {
    const { stdout } = await run(chromium, [...common, '--dump-dom', url], { maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
    const png = path.join(dir, 'page.png');
    await run(chromium, [...common, `--screenshot=${png}`, url], { timeout: 60_000 });
    return { dom: stdout, screenshot: fs.readFileSync(png) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
