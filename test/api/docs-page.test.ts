import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { ONLY_LOOPBACK, renderPage } from '../support/chromium';
import { stackForFile } from '../support/stack';

// GET /docs: the OpenAPI document rendered by Swagger UI, whose files this process serves
// from node_modules (no CDN), checked in headless Chromium that can reach no other host.
// The page needs the API alone: no worker.

const stack = stackForFile({ worker: false }, 'none');

let browser: Browser | undefined;
/** One browser for the file's pages (a Chromium start costs seconds). */
const chromium = async () => (browser ??= await launchBrowser([ONLY_LOOPBACK]));
afterAll(() => browser?.close());

test('the page and the renderer files come from this server, nothing from elsewhere', async () => {
  const page = await fetch(`${stack.baseUrl}/docs`); // no key
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).not.toMatch(/(src|href)="(https?:)?\/\//); // only same-origin paths
  for (const asset of ['/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-ui.css', '/docs/init.js']) {
    expect(html).toContain(asset);
    const res = await fetch(`${stack.baseUrl}${asset}`);
    expect({ asset, status: res.status }).toEqual({ asset, status: 200 });
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
  }
  expect(await (await fetch(`${stack.baseUrl}/docs/init.js`)).text()).toContain('"/api/v1/openapi.json"');
  // Only the listed files: nothing else of node_modules is reachable.
  for (const other of ['package.json', '..%2F..%2Fpackage.json', 'index.html']) {
    expect((await fetch(`${stack.baseUrl}/docs/assets/${other}`)).status).toBe(404);
  }
});

test('headless Chromium renders the operations of the document', async () => {
  const { dom, screenshot } = await renderPage(await chromium(), `${stack.baseUrl}/docs`, '.opblock-summary-method');

  // One operation as Swagger UI lays it out: method, path and summary.
  expect(dom).toMatch(/class="opblock-summary-method">POST<\/span>/);
  expect(dom).toContain('data-path="/escrows"');
  expect(dom).toContain('Create an escrow hold');
  expect(dom).toContain('Escrow Payments Service');
  expect(dom).not.toContain('Failed to load API definition');

  expect(screenshot.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])); // PNG signature
  expect(screenshot.length).toBeGreaterThan(20_000); // a rendered page, not a blank one
  // Kept for a look by hand (the path is printed only when KEEP_DOCS_SCREENSHOT is set).
  if (process.env.KEEP_DOCS_SCREENSHOT) {
    const file = path.join(os.tmpdir(), 'escrow-docs-page.png');
    fs.writeFileSync(file, screenshot);
    console.log(`docs page screenshot: ${file}`);
  }
});

test("headless Chromium shows the introduction, an operation's examples and the webhooks", async () => {
  // A deep link opens POST /escrows as a reader's click would; its answer's example is the last to render.
  const { dom } = await renderPage(
    await chromium(),
    `${stack.baseUrl}/docs#/Escrows/createEscrow`,
    '.opblock.is-open:has-text("esc_7Tq1Zr5MbW2nKx8HcP4sJd0L")',
  );

  expect(dom).toContain('Amounts: naira, not kobo'); // info.description, rendered from Markdown
  expect(dom).toMatch(/<h2[^>]*>Idempotency<\/h2>/);
  // The request example and the answer's example of the opened operation.
  expect(dom).toContain('order-10045');
  expect(dom).toContain('esc_7Tq1Zr5MbW2nKx8HcP4sJd0L');
  // The webhooks section lists the events.
  expect(dom).toContain('escrow.funded');
  expect(dom).toContain('withdrawal.failed');
});
