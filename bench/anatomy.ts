import { Client, Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import path from 'node:path';
import { HttpClient } from './lib/http-client';
import { loadBenchOptions } from './lib/options';
import { customerBody } from './lib/scenario';
import { startLocalStack, Teardown } from './lib/stack';

// `npm run bench:anatomy`: where a money call's Temporal work goes. Runs each call one at a
// time on its own stack (like `npm run bench`), then reads the workflow histories and counts,
// per call, what it added: workflow tasks, local-activity markers, activities (webhook
// delivery), search-attribute upserts, timers, children, and all history events. The
// figures are counts, so unlike timings they do not depend on the load on the machine.

const EventType = temporal.api.enums.v1.EventType;
type HistoryEvent = temporal.api.history.v1.IHistoryEvent;
const RUNS = Number(process.env.ANATOMY_RUNS ?? 10);
/** A pause before each call, so the previous call's webhook delivery is over (0: back to back, as the bench). */
const PAUSE_MS = Number(process.env.ANATOMY_PAUSE_MS ?? 0);
const log = (line: string) => console.log(`[anatomy] ${line}`);

/** What one call added to a history, by the kind of work. */
type Work = { tasks: number; markers: number; activities: number; upserts: number; timers: number; children: number; events: number };

function workOf(events: HistoryEvent[]): Work {
  const count = (type: temporal.api.enums.v1.EventType) => events.filter((e) => e.eventType === type).length;
  return {
    tasks: count(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED),
    markers: count(EventType.EVENT_TYPE_MARKER_RECORDED),
    activities: count(EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED),
    upserts: count(EventType.EVENT_TYPE_UPSERT_WORKFLOW_SEARCH_ATTRIBUTES),
    timers: count(EventType.EVENT_TYPE_TIMER_STARTED),
    children: count(EventType.EVENT_TYPE_START_CHILD_WORKFLOW_EXECUTION_INITIATED),
    events: events.length,
  };
}

/**
 * Splits an escrow history at each accepted Update after the first: what the create (the
 * start and its Update), then each write, added up to the next write.
 */
function splitByUpdate(events: HistoryEvent[]): HistoryEvent[][] {
  const parts: HistoryEvent[][] = [[]];
  let accepted = 0;
  for (const e of events) {
    if (e.eventType === EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED && accepted++ > 0) parts.push([]);
    parts[parts.length - 1].push(e);
  }
  return parts;
}

function average(works: Work[]): Work {
  const keys = Object.keys(works[0]) as Array<keyof Work>;
  return Object.fromEntries(keys.map((k) => [k, works.reduce((sum, w) => sum + w[k], 0) / works.length])) as Work;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const options = { ...loadBenchOptions(), scenarios: [] };
  let teardown: Teardown | undefined;
  const target = await startLocalStack(options, log, path.join(__dirname, 'results', 'logs'), (t) => (teardown = t));
  const connection = await Connection.connect({ address: target.temporalAddress! });
  const client = new Client({ connection });
  const api = new HttpClient(target.apiBaseUrl, target.apiKey, 1);
  const call = async <T>(method: 'GET' | 'POST', p: string, body?: unknown) => {
    if (PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const res = await api.send({ method, path: p, body });
    if (typeof res.status !== 'number' || res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${res.body}`);
    return { data: JSON.parse(res.body).data as T, ms: res.latencyMs };
  };
  const history = async (workflowId: string) => {
    const handle = client.workflow.getHandle(workflowId);
    await handle.result();
    return (await handle.fetchHistory()).events ?? [];
  };
  try {
    const payer = (await call<{ customerId: string; walletId: string }>('POST', '/customers', customerBody(`anatomy-payer-${Date.now()}`))).data;
    const payee = (await call<{ customerId: string }>('POST', '/customers', customerBody(`anatomy-payee-${Date.now()}`))).data;
    const rows: Array<{ call: string; work: Work[]; ms: number[] }> = [
      { call: 'POST /wallets/{id}/credits', work: [], ms: [] },
      { call: 'POST /escrows (debitPayer)', work: [], ms: [] },
      { call: 'POST /escrows/{id}/release (part)', work: [], ms: [] },
      { call: 'POST /escrows/{id}/release (rest)', work: [], ms: [] },
    ];
    for (let i = 0; i < RUNS; i++) {
      const credit = await call('POST', `/wallets/${payer.walletId}/credits`, { amount: 100_000 });
      rows[0].ms.push(credit.ms);
      const escrow = await call<{ escrowId: string }>('POST', '/escrows', {
        reference: `anatomy-${Date.now()}-${i}`, amount: 1_000, currency: 'NGN', debitPayer: true,
        parties: [{ role: 'payer', customerId: payer.customerId }, { role: 'payee', customerId: payee.customerId }],
      });
      const part = await call('POST', `/escrows/${escrow.data.escrowId}/release`, { amount: 400 });
      const rest = await call('POST', `/escrows/${escrow.data.escrowId}/release`, {});
      const [create, partWork, restWork] = splitByUpdate(await history(`escrow-${escrow.data.escrowId}`)).map(workOf);
      rows[1].work.push(create), rows[1].ms.push(escrow.ms);
      rows[2].work.push(partWork), rows[2].ms.push(part.ms);
      rows[3].work.push(restWork), rows[3].ms.push(rest.ms);
    }
    // Every credit of the payer's wallet: its workflow id derives from the Idempotency-Key.
    for await (const wf of client.workflow.list({ query: `WalletId = "${payer.walletId}"` })) {
      rows[0].work.push(workOf(await history(wf.workflowId)));
    }
    console.log('');
    console.log(`Temporal work per call (average of ${RUNS} runs, one call at a time${PAUSE_MS ? `, ${PAUSE_MS} ms apart` : ', back to back'}; p50 latency at 1 client):`);
    console.log('call                                 p50 ms  history events  workflow tasks  local-activity markers  activities  SA upserts  timers  children');
    for (const row of rows) {
      const w = average(row.work);
      console.log(
        `${row.call.padEnd(36)} ${median(row.ms).toFixed(1).padStart(6)}  ${w.events.toFixed(1).padStart(14)}  ${w.tasks.toFixed(1).padStart(14)}  ${w.markers.toFixed(1).padStart(22)}  ${w.activities.toFixed(1).padStart(10)}  ${w.upserts.toFixed(1).padStart(10)}  ${w.timers.toFixed(1).padStart(6)}  ${w.children.toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    api.close();
    await connection.close();
    await teardown?.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
