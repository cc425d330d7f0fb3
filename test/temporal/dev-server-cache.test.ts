import { TestWorkflowEnvironment } from '@temporalio/testing';
import { TypedSearchAttributes } from '@temporalio/common';
import { freePort } from '../../bench/lib/readiness';
import { temporalCliPath } from '../../src/temporal-binaries';
import { devServerFlags } from '../../scripts/start/dev-server-flags';
import { EscrowIdKey, EscrowStatusKey, MerchantIdKey } from '../../workflows/search-attributes';
import { eventually } from '../support/eventually';

// npm start, the bench and the chaos run start the dev server with devServerFlags():
// its search attributes registered and cached. Left to the CLI's default, the server reads
// them from its database each time a workflow's attributes are validated or indexed.
// Counted from the server's own metrics, so the count does not depend on the machine's speed.

const WORKFLOWS = 10;

/** The server's count of one persistence operation (its metrics are flushed about once a second). */
async function persistenceRequests(metricsUrl: string, operation: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('persistence_requests{') && line.includes(`operation="${operation}"`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** The metrics once they count `workflows` workflows created. */
async function metricsAfter(metricsUrl: string, workflows: number): Promise<{ clusterMetadataReads: number }> {
  await eventually(
    () => persistenceRequests(metricsUrl, 'CreateWorkflowExecution'),
    (created) => created >= workflows,
    { what: `the metrics to count ${workflows} workflows`, timeoutMs: 20_000, intervalMs: 200 },
  );
  return { clusterMetadataReads: await persistenceRequests(metricsUrl, 'GetCurrentClusterMetadata') };
}

test(`a dev server started with devServerFlags() indexes ${WORKFLOWS} workflows' attributes without reading them from its database each time`, async () => {
  const metricsPort = await freePort();
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: temporalCliPath() },
      extraArgs: ['--headless', '--log-level', 'error', '--metrics-port', String(metricsPort), ...devServerFlags()],
    },
  });
  try {
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const start = (n: number) =>
      env.client.workflow.start('noWorkerNeeded', {
        taskQueue: 'search-attribute-cache-test',
        workflowId: `sa-cache-${n}`,
        typedSearchAttributes: new TypedSearchAttributes([
          { key: MerchantIdKey, value: 'mch_test' },
          { key: EscrowIdKey, value: `esc_${n}` },
          { key: EscrowStatusKey, value: 'held' },
        ]),
      });
    const visible = (count: number) =>
      eventually(
        async () => (await env.client.workflow.count('EscrowStatus = "held"')).count,
        (indexed) => indexed === count,
        { what: `${count} workflows indexed`, timeoutMs: 20_000, intervalMs: 100 },
      );
    await start(0); // the first use fills the cache
    await visible(1);
    const before = await metricsAfter(metricsUrl, 1);
    for (let n = 1; n <= WORKFLOWS; n++) await start(n);
    await visible(WORKFLOWS + 1);
    const after = await metricsAfter(metricsUrl, WORKFLOWS + 1);
    // Uncached, each start reads them about three times (validated, then indexed): 32 for 10.
    // Cached, none, but for a periodic refresh of the cache that may fall in this window.
    expect(after.clusterMetadataReads - before.clusterMetadataReads).toBeLessThanOrEqual(1);
  } finally {
    await env.teardown();
  }
});
