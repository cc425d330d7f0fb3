import fs from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { findChromium } from './chromium';

// The dashboard's browser tests: the system's Chromium driven by playwright-core (no browser
// is downloaded), pages driven by role and label, axe-core's accessibility check, and
// screenshots at phone and desktop widths kept in test-artifacts/dashboard/.

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'test-artifacts', 'dashboard');

const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export type BrowserSession = { browser: Browser; close(): Promise<void> };

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  // Playwright gives the browser a fresh profile of its own (and removes it at close).
  return chromium.launch({ executablePath, args: ARGS, timeout: 60_000 });
}

/**
 * A fresh context (its own cookies). bypassCSP lets the test inject axe-core into pages whose
 * policy forbids any script; the pages themselves never run one.
 */
export async function newPage(browser: Browser, options: { phone?: boolean; headers?: Record<string, string> } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    extraHTTPHeaders: options.headers,
  });
  return { context, page: await context.newPage() };
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: number };

/** axe-core's serious and critical violations on the page as it stands. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await (globalThis as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: unknown[] }> }> } })
      .axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Saves the page at desktop width, and at phone width in a second page of the same context. */
export async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The page passes axe with no serious violation, and its screenshots are kept. */
export async function checkPage(page: Page, name: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect({ page: name, violations }).toEqual({ page: name, violations: [] });
  await screenshots(page, name);
}
