import { freePort } from '../../bench/lib/readiness';
import { eventually } from '../support/eventually';
import { createCustomer } from '../support/fixtures';
import { stackForFile } from '../support/stack';
import { killAllWorkerProcesses, startWorkerProcess } from '../support/worker-process';

// The worker process with WORKER_METRICS_ADDRESS (README "Metrics"): the Temporal SDK's own
// Prometheus exporter answers there with the SDK's series and the webhook outcomes the
// delivery activity counts.

const stack = stackForFile({ worker: false });
afterEach(killAllWorkerProcesses);

/** Scrapes until `done` holds for the text (the exporter is fed asynchronously by the SDK's core). */
async function scrapeUntil(url: string, done: (text: string) => boolean, timeoutMs = 20_000): Promise<string> {
  let text = ''; // a scrape that fails keeps the last one's text
  const scrape = async () => {
    const res = await fetch(url).catch(() => undefined);
    if (res?.status === 200) text = await res.text();
    return text;
  };
  return eventually(scrape, done, { what: `the expected series at ${url}`, timeoutMs, intervalMs: 250, show: seriesNames });
}

/** The names of the series in the exposition text, for a failure to show instead of the whole text. */
function seriesNames(text: string): string {
  const names = new Set(
    text
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('{')[0]),
  );
  return [...names].join(', ');
}

test('the worker serves the SDK metrics and webhook outcomes at WORKER_METRICS_ADDRESS', async () => {
  const address = `127.0.0.1:${await freePort()}`;
  await startWorkerProcess(stack, { env: { WORKER_METRICS_ADDRESS: address } });
  const url = `http://${address}/metrics`;

  // A credit runs a workflow and a local activity on this worker, whose outbox relay sends the webhook.
  const customer = await createCustomer(stack.api);
  const credited = await stack.api.post(`/wallets/${customer.walletId}/credits`, { amount: 5000 });
  expect(credited.status).toBe(200);
  await stack.receiver.waitFor((hooks) =>
    hooks.some((h) => h.body.type === 'wallet.credited' && h.body.data.walletId === customer.walletId),
  );

  const delivered = /^escrow_webhook_outcomes_total\{[^}]*outcome="delivered"[^}]*\} [1-9]/m;
  const text = await scrapeUntil(url, (t) => delivered.test(t) && /^temporal_workflow_completed\{/m.test(t));
  expect(text).toMatch(delivered);
  expect(text).toMatch(new RegExp(`^temporal_workflow_completed\\{[^}]*task_queue="${stack.config.taskQueue}"`, 'm'));
  expect(text).toMatch(/^temporal_local_activity_execution_latency_bucket\{[^}]*activity_type="bookWalletCredit"/m);
  // The worker's memory beside the SDK's cache size, for the soak and for dashboards.
  const rss = /^escrow_worker_memory_bytes\{[^}]*area="rss"[^}]*\} ([0-9.e+]+)/m.exec(text);
  expect(Number(rss?.[1])).toBeGreaterThan(10 * 1024 * 1024);
  expect(text).toMatch(/^escrow_worker_memory_bytes\{[^}]*area="heap_used"/m);
  expect(text).toMatch(/^temporal_sticky_cache_size\{/m);
});

/** The label names of each series of a metric in the exposition text, e.g. "namespace,outcome,task_queue". */
function labelSets(text: string, metric: string): Set<string> {
  const lines = text.split('\n').filter((l) => l.startsWith(`${metric}{`));
  return new Set(
    lines.map((l) =>
      [...l.slice(l.indexOf('{') + 1, l.indexOf('}')).matchAll(/(\w+)="/g)]
        .map((m) => m[1])
        .sort()
        .join(','),
    ),
  );
}

test('webhook outcomes counted by the outbox relay and by the retry activity share one label set', async () => {
  const address = `127.0.0.1:${await freePort()}`;
  await startWorkerProcess(stack, { env: { WORKER_METRICS_ADDRESS: address, WEBHOOK_RETRY_INTERVAL_SECONDS: '1' } });
  const url = `http://${address}/metrics`;

  // The next send (the relay's) is refused, so the stream's retry workflow sends that event
  // again through the delivery activity.
  const before = stack.receiver.received.length;
  stack.receiver.respondWith(500);
  const customer = await createCustomer(stack.api);
  expect((await stack.api.post(`/wallets/${customer.walletId}/credits`, { amount: 5000 })).status).toBe(200);
  await stack.receiver.waitFor((hooks) => {
    const ids = hooks.slice(before).map((h) => h.body.id);
    return ids.some((id, i) => ids.indexOf(id) !== i);
  }, 30_000);

  const retried = /^escrow_webhook_outcomes_total\{[^}]*outcome="retry"[^}]*\} [1-9]/m;
  const delivered = /^escrow_webhook_outcomes_total\{[^}]*outcome="delivered"[^}]*\} [1-9]/m;
  const text = await scrapeUntil(url, (t) => retried.test(t) && delivered.test(t));
  expect([...labelSets(text, 'escrow_webhook_outcomes_total')]).toEqual([expect.stringContaining('outcome')]);
  expect(text).toMatch(new RegExp(`^escrow_webhook_outcomes_total\\{[^}]*task_queue="${stack.config.taskQueue}"`, 'm'));
});
