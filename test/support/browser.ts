import fs from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { findChromium } from './chromium';

// The dashboard's browser tests: the system's Chromium driven by playwright-core (no browser
// is downloaded), pages driven by role and label, axe-core's accessibility check, the page's
// layout measured at desktop and phone widths, and screenshots at both kept in
// test-artifacts/dashboard/.

const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'test-artifacts', 'dashboard');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs`: more Chromium flags, e.g. ONLY_LOOPBACK (chromium.ts). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  // Playwright gives the browser a fresh profile of its own (and removes it at close).
  return chromium.launch({ executablePath, args: [...ARGS, ...extraArgs], timeout: 60_000 });
}

/**
 * A fresh context (its own cookies). bypassCSP lets the test inject axe-core into pages whose
 * policy forbids any script; the pages themselves never run one.
 */
export async function newPage(
  browser: Browser,
  options: { phone?: boolean; headers?: Record<string, string> } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    extraHTTPHeaders: options.headers,
  });
  return { context, page: await context.newPage() };
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: number };

/** axe-core's serious and critical violations on the page as it stands. */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await (
      globalThis as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: unknown[] }> }>;
        };
      }
    ).axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * What does not fit at the page's current width, measured on the element boxes: the page wider
 * than the window; a table wider than its box (whether that box scrolls or cuts it off: the
 * dashboard's tables fit, as cards on a phone); on a signed-in page at phone width, a menu
 * that takes more than one line (the folded menu's one row, the full menu hidden).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const win = globalThis as any;
    const problems: string[] = [];
    const root = doc.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    doc.querySelectorAll('table').forEach((table: any, i: number) => {
      const box = table.parentElement;
      const name = table.caption?.textContent?.trim() || `table ${i + 1}`;
      const width = Math.ceil(table.getBoundingClientRect().width);
      const boxWidth = Math.floor(box.getBoundingClientRect().width);
      const overflows = table.scrollWidth > box.clientWidth + 1 || width > boxWidth + 1 || box.scrollWidth > box.clientWidth + 1;
      if (!overflows) return;
      const scrolls = ['auto', 'scroll'].includes(win.getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth;
      problems.push(
        `table "${name}" is ${Math.max(width, table.scrollWidth)} px wide in a ${boxWidth} px box${scrolls ? ' (it scrolls)' : ', cut off'}`,
      );
    });
    const wide = doc.querySelector('nav.menu-wide');
    const folded = doc.querySelector('details.menu-narrow');
    if (wide && folded && win.innerWidth <= 640) {
      if (win.getComputedStyle(wide).display !== 'none') problems.push('the full menu shows at phone width');
      const summary = folded.querySelector('summary');
      if (!folded.open && summary.getBoundingClientRect().height > 48)
        problems.push(`the folded menu is ${summary.getBoundingClientRect().height} px tall`);
    }
    return problems;
  });
}

/** The layout is checked and the page saved at desktop width, then at phone width; the page's own size is put back. */
async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // At desktop width no table is wider than its box; on a phone a table fits (a card per row).
    expect({ page: name, width: viewport.width, problems: await layoutProblems(page) }).toEqual({
      page: name,
      width: viewport.width,
      problems: [],
    });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** The page passes axe with no serious violation, fits at desktop and phone widths, and its screenshots are kept. */
export async function checkPage(page: Page, name: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect({ page: name, violations }).toEqual({ page: name, violations: [] });
  await screenshots(page, name);
}
