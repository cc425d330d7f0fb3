import { SandboxMerchant } from './sandbox-merchant';

export type BannerInfo = {
  apiOrigin: string;
  temporalAddress: string;
  /** Set only when `npm start` runs the dev server (and so knows where its UI is). */
  temporalUiUrl: string | undefined;
  databaseUrl: string;
  /** The embedded server's cluster directory, when `npm start` runs one (DATABASE_URL unset). */
  embeddedDatabaseDir?: string;
  /** The worker's Prometheus exporter, or undefined when WORKER_METRICS_ADDRESS is empty. */
  workerMetricsAddress: string | undefined;
  merchant: SandboxMerchant;
  merchantCreated: boolean;
  merchantFile: string;
  /** A one-time link into the dashboard as the sandbox merchant. */
  dashboardLink: string;
  dashboardLinkMinutes: number;
  startupSeconds: number;
};

export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

export function renderBanner(info: BannerInfo): string {
  const api = `${info.apiOrigin}/api/v1`;
  // A fresh e-mail per start, so pasting the example twice across restarts does not hit 409.
  const email = `ada.${Date.now().toString(36)}@example.com`;
  const body = JSON.stringify({ firstName: 'Ada', lastName: 'Okafor', email, phone: '+2348012345678' });
  const line = '─'.repeat(72);
  return [
    line,
    ` Escrow service is running (ready in ${info.startupSeconds.toFixed(1)} s)`,
    '',
    `   Dashboard      ${info.dashboardLink}`,
    `                  signs you in as the sandbox merchant; one use, ${info.dashboardLinkMinutes} minutes (another:`,
    '                  npm run --silent cli -- merchant dashboard-link)',
    `   API            ${api}`,
    `   Health         ${info.apiOrigin}/health`,
    `   OpenAPI        ${api}/openapi.json`,
    `   API docs       ${info.apiOrigin}/docs`,
    `   Metrics        ${info.apiOrigin}/metrics (API), ${info.workerMetricsAddress ? `http://${info.workerMetricsAddress}/metrics (worker)` : 'worker: off'}`,
    `   Temporal UI    ${info.temporalUiUrl ?? '(not started here: TEMPORAL_ADDRESS is set)'}`,
    `   Temporal       ${info.temporalAddress}`,
    `   Database       ${withoutPassword(info.databaseUrl)}${info.embeddedDatabaseDir ? ` (embedded, data in ${info.embeddedDatabaseDir})` : ''}`,
    '',
    ` Sandbox merchant (${info.merchantCreated ? 'created now' : 'reused'}; keys saved in ${info.merchantFile})`,
    `   Merchant id          ${info.merchant.merchantId}`,
    `   Test secret key      ${info.merchant.testSecretKey}`,
    `   Test publishable key ${info.merchant.testPublishableKey}`,
    '',
    ' Try it (create a customer):',
    `   curl -s ${api}/customers \\`,
    `     -H 'Authorization: Bearer ${info.merchant.testSecretKey}' \\`,
    `     -H 'Content-Type: application/json' \\`,
    `     -d '${body}'`,
    '',
    ' Press Ctrl-C to stop everything.',
    line,
  ].join('\n');
}
