import { Client, Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import path from 'node:path';
import { HttpClient } from './lib/http-client';
import { loadBenchOptions } from './lib/options';
import { sleep } from './lib/readiness';
import { writeJson } from './lib/report';
import { relayedDatabaseUrl, RoundTripCounter, serverOf, startRoundTripCounter } from './lib/round-trips';
import { customerBody } from './lib/scenario';
import { median } from './lib/stats';
import { medianPhases, phasesOf, Phases, Span, wallNow } from './lib/write-phases';
import { BenchTarget, startLocalStack, Teardown } from './lib/stack';
import { addCounts, StatementCounter, statementCounter, StatementCounts, totalOf } from './lib/statement-counts';

// `npm run bench:anatomy`: where a money call's Temporal work goes. Runs each call one at a
// time on its own stack (like `npm run bench`), then reads the workflow histories and counts,
// per call, what it added: workflow tasks, local-activity markers, activities (webhook
// delivery), search-attribute upserts, timers, children, and all history events. The
// figures are counts, so unlike timings they do not depend on the load on the machine.
//
// With ANATOMY_STATEMENTS=true it also counts each call's database work, from the call until
// the stack is quiet again (its webhook delivered): SQL statements by text
// (pg_stat_statements, which the PostgreSQL server must preload), and round trips and bytes
// by process to PostgreSQL and to the Temporal server, counted on the wire by relays in front
// of them (lib/round-trips.ts). The calls then go one at a time with the stack quiet between
// them, and their latencies include the relays' hops.

const EventType = temporal.api.enums.v1.EventType;
type HistoryEvent = temporal.api.history.v1.IHistoryEvent;
const RUNS = Number(process.env.ANATOMY_RUNS ?? 10);
/** A pause before each call, so the previous call's webhook delivery is over (0: back to back, as the bench). */
const PAUSE_MS = Number(process.env.ANATOMY_PAUSE_MS ?? 0);
const COUNT_DATABASE_WORK = process.env.ANATOMY_STATEMENTS === 'true';
/** The stack is quiet once no webhook is pending and no service process spoke to PostgreSQL for this long. */
const QUIET_MS = 300;
/** The idle stack is watched this long for what it does with no call (the relay's sweep): that is not a call's work. */
const IDLE_SECONDS = 10;
const log = (line: string) => console.log(`[anatomy] ${line}`);

/** What one call added to a history, by the kind of work. */
type Work = {
  tasks: number;
  markers: number;
  activities: number;
  upserts: number;
  timers: number;
  children: number;
  events: number;
  bytes: number;
  bytesByType: Record<string, number>;
};

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
    // What the server stores and sends to the worker for the call (payloads included).
    bytes: events.reduce((sum, e) => sum + temporal.api.history.v1.HistoryEvent.encode(e).finish().length, 0),
    bytesByType: bytesByType(events),
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

/** History bytes by event type, summed over a call's events (the JSON's breakdown of `bytes`). */
function bytesByType(events: HistoryEvent[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of events) {
    const type = EventType[e.eventType ?? 0]?.replace(/^EVENT_TYPE_/, '') ?? String(e.eventType);
    out[type] = (out[type] ?? 0) + temporal.api.history.v1.HistoryEvent.encode(e).finish().length;
  }
  return out;
}

function average(works: Work[]): Work {
  const keys = (Object.keys(works[0]) as Array<keyof Work>).filter((k): k is Exclude<keyof Work, 'bytesByType'> => k !== 'bytesByType');
  const types = [...new Set(works.flatMap((w) => Object.keys(w.bytesByType)))];
  return {
    ...Object.fromEntries(keys.map((k) => [k, works.reduce((sum, w) => sum + w[k], 0) / works.length])),
    bytesByType: Object.fromEntries(types.map((t) => [t, works.reduce((sum, w) => sum + (w.bytesByType[t] ?? 0), 0) / works.length])),
  } as Work;
}

/** One call's database work: statement executions by text, and round trips by process. */
type Traffic = { roundTrips: Record<string, number>; bytes: { sent: number; received: number } };
type DatabaseWork = { statements: StatementCounts; database: Traffic; temporal: Traffic };

/** The stack's processes whose round trips count as the service's (or its twins'), not the bench's. */
const isServiceProcess = (name: string) => name !== 'bench';

function difference(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, n]) => [name, n - (before[name] ?? 0)])
      .filter(([, n]) => Number(n) > 0),
  );
}

/**
 * Counts what each call does in PostgreSQL: the calls are made one at a time, the stack quiet
 * before and after each (no webhook pending, no round trip for QUIET_MS).
 */
class DatabaseWorkCounter {
  /** Statements the idle stack runs on its own (the outbox relay's sweep), kept apart from the calls'. */
  private idle = new Set<string>();

  constructor(
    private readonly target: BenchTarget,
    private readonly statements: StatementCounter,
    private readonly wires: { database: RoundTripCounter; temporal: RoundTripCounter },
  ) {}

  private serviceTurns(): number {
    return Object.entries(this.wires.database.snapshot())
      .filter(([name]) => isServiceProcess(name))
      .reduce((sum, [, n]) => sum + n, 0);
  }

  /** Round trips so far by process, and the bytes the service's processes sent and received, on one wire. */
  private static traffic(wire: RoundTripCounter): Traffic {
    const all = Object.entries(wire.bytes())
      .filter(([name]) => isServiceProcess(name))
      .map(([, b]) => b);
    return {
      roundTrips: wire.snapshot(),
      bytes: { sent: all.reduce((sum, b) => sum + b.sent, 0), received: all.reduce((sum, b) => sum + b.received, 0) },
    };
  }

  private static since(after: Traffic, before: Traffic): Traffic {
    return {
      roundTrips: difference(after.roundTrips, before.roundTrips),
      bytes: { sent: after.bytes.sent - before.bytes.sent, received: after.bytes.received - before.bytes.received },
    };
  }

  async quiet(): Promise<void> {
    const sql = this.target.database!.sql;
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [{ n }] = await sql`select count(*)::int as n from events where delivery_status = 'pending' /* bench:statements */`;
      const turns = this.serviceTurns();
      await sleep(QUIET_MS);
      if (Number(n) === 0 && this.serviceTurns() === turns) return;
    }
    throw new Error('the stack did not go quiet within 15 s (a webhook still pending?)');
  }

  /** What the idle stack runs by itself over IDLE_SECONDS, per second. */
  async watchIdle(): Promise<StatementCounts> {
    await this.quiet();
    await this.statements.reset();
    await sleep(IDLE_SECONDS * 1000);
    const counts = await this.statements.read();
    for (const text of counts.keys()) this.idle.add(text);
    return new Map([...counts].map(([text, n]) => [text, n / IDLE_SECONDS]));
  }

  isIdleWork(text: string): boolean {
    return this.idle.has(text);
  }

  async measure<T>(into: DatabaseWork[], call: () => Promise<T>): Promise<T> {
    await this.quiet();
    const traffic = DatabaseWorkCounter.traffic.bind(DatabaseWorkCounter);
    const since = DatabaseWorkCounter.since.bind(DatabaseWorkCounter);
    const before = { database: traffic(this.wires.database), temporal: traffic(this.wires.temporal) };
    await this.statements.reset();
    const out = await call();
    await this.quiet();
    into.push({
      statements: await this.statements.read(),
      database: since(traffic(this.wires.database), before.database),
      temporal: since(traffic(this.wires.temporal), before.temporal),
    });
    return out;
  }
}

async function main(): Promise<void> {
  const options = { ...loadBenchOptions(), scenarios: [] };
  let teardown: Teardown | undefined;
  // eslint-disable-next-line prefer-const -- groups() reads it before the stack is up
  let target: BenchTarget | undefined;
  if (COUNT_DATABASE_WORK && options.databaseSocketDir)
    throw new Error('ANATOMY_STATEMENTS counts round trips over TCP: unset BENCH_DATABASE_SOCKET_DIR');
  const groups = () => target?.processGroups?.() ?? [];
  const wires = COUNT_DATABASE_WORK
    ? {
        database: await startRoundTripCounter(serverOf(options.databaseBaseUrl), groups),
        temporal: undefined as RoundTripCounter | undefined,
      }
    : undefined;
  const relayTemporal =
    wires && (async (server: { hostname: string; port: number }) => (wires.temporal = await startRoundTripCounter(server, groups)).address);
  target = await startLocalStack(
    wires ? { ...options, databaseBaseUrl: relayedDatabaseUrl(options.databaseBaseUrl, wires.database) } : options,
    log,
    path.join(__dirname, 'results', 'logs'),
    (t) => (teardown = t),
    false,
    relayTemporal,
  );
  const stack = target;
  const connection = await Connection.connect({ address: stack.temporalAddress! });
  const client = new Client({ connection });
  const api = new HttpClient(stack.apiBaseUrl, stack.apiKey, 1);
  const call = async <T>(method: 'GET' | 'POST', p: string, body?: unknown) => {
    if (PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const startedAt = wallNow();
    const res = await api.send({ method, path: p, body });
    const span: Span = { startedAt, endedAt: wallNow() };
    if (typeof res.status !== 'number' || res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${res.body}`);
    return { data: JSON.parse(res.body).data as T, ms: res.latencyMs, span };
  };
  const history = async (workflowId: string, { running = false } = {}) => {
    const handle = client.workflow.getHandle(workflowId);
    if (!running) await handle.result();
    return (await handle.fetchHistory()).events ?? [];
  };
  try {
    let counter: DatabaseWorkCounter | undefined;
    if (wires) {
      const statements = await statementCounter(stack.database!.sql);
      if (typeof statements === 'string') throw new Error(`ANATOMY_STATEMENTS: ${statements}`);
      counter = new DatabaseWorkCounter(stack, statements, { database: wires.database, temporal: wires.temporal! });
    }
    type Row = { call: string; work: Work[]; ms: number[]; spans: Span[]; phases: Phases[]; database: DatabaseWork[] };
    const row = (name: string): Row => ({ call: name, work: [], ms: [], spans: [], phases: [], database: [] });
    /** The phases of each of these calls (the row's, unless given) that ran a workflow task of this history. */
    const addPhases = (into: Row, events: HistoryEvent[], spans = into.spans) =>
      into.phases.push(...spans.map((span) => phasesOf(events, span)).filter((p): p is Phases => p !== undefined));
    const rows = {
      credit: row('POST /wallets/{id}/credits'),
      create: row('POST /escrows (debitPayer)'),
      part: row('POST /escrows/{id}/release (part)'),
      rest: row('POST /escrows/{id}/release (rest)'),
      release: row('POST /escrows/{id}/release (1 naira of a long-lived hold)'),
      read: row('GET /customers?limit=20'),
    };
    /** A call, its database work counted when ANATOMY_STATEMENTS is on. */
    const measured = <T>(into: Row, p: Promise<T> | (() => Promise<T>)) => {
      const run = typeof p === 'function' ? p : () => p;
      return counter ? counter.measure(into.database, run) : run();
    };
    const payer = (await call<{ customerId: string; walletId: string }>('POST', '/customers', customerBody(`anatomy-payer-${Date.now()}`)))
      .data;
    const payee = (await call<{ customerId: string }>('POST', '/customers', customerBody(`anatomy-payee-${Date.now()}`))).data;
    const parties = [
      { role: 'payer', customerId: payer.customerId },
      { role: 'payee', customerId: payee.customerId },
    ];
    // The judged release's shape: 1 naira at a time from a hold that stays open (bench/scenarios/escrow-releases.ts).
    await call('POST', `/wallets/${payer.walletId}/credits`, { amount: 100_000 * (RUNS + 1) });
    const longLived = await call<{ escrowId: string }>('POST', '/escrows', {
      reference: `anatomy-long-${Date.now()}`,
      amount: 100_000,
      currency: 'NGN',
      debitPayer: true,
      parties,
    });
    const idle = counter ? await counter.watchIdle() : undefined;
    for (let i = 0; i < RUNS; i++) {
      const credit = await measured(rows.credit, () => call('POST', `/wallets/${payer.walletId}/credits`, { amount: 100_000 }));
      rows.credit.ms.push(credit.ms);
      rows.credit.spans.push(credit.span);
      const escrow = await measured(rows.create, () =>
        call<{ escrowId: string }>('POST', '/escrows', {
          reference: `anatomy-${Date.now()}-${i}`,
          amount: 1_000,
          currency: 'NGN',
          debitPayer: true,
          parties,
        }),
      );
      const part = await measured(rows.part, () => call('POST', `/escrows/${escrow.data.escrowId}/release`, { amount: 400 }));
      const rest = await measured(rows.rest, () => call('POST', `/escrows/${escrow.data.escrowId}/release`, {}));
      const escrowHistory = await history(`escrow-${escrow.data.escrowId}`);
      const [create, partWork, restWork] = splitByUpdate(escrowHistory).map(workOf);
      addPhases(rows.create, escrowHistory, [escrow.span]);
      addPhases(rows.part, escrowHistory, [part.span]);
      addPhases(rows.rest, escrowHistory, [rest.span]);
      rows.create.work.push(create);
      rows.create.ms.push(escrow.ms);
      rows.part.work.push(partWork);
      rows.part.ms.push(part.ms);
      rows.rest.work.push(restWork);
      rows.rest.ms.push(rest.ms);
      const release = await measured(rows.release, () => call('POST', `/escrows/${longLived.data.escrowId}/release`, { amount: 100 }));
      rows.release.ms.push(release.ms);
      rows.release.spans.push(release.span);
      const read = await measured(rows.read, () => call('GET', '/customers?limit=20'));
      rows.read.ms.push(read.ms);
    }
    // The long-lived hold's releases, each from its Update to the next.
    const longLivedHistory = await history(`escrow-${longLived.data.escrowId}`, { running: true });
    rows.release.work.push(...splitByUpdate(longLivedHistory).slice(1).map(workOf));
    addPhases(rows.release, longLivedHistory);
    // Every credit of the payer's wallet (the long-lived hold's money too, the same call): its workflow id derives from the Idempotency-Key.
    const credits: Work[] = [];
    for await (const wf of client.workflow.list({ query: `WalletId = "${payer.walletId}"` })) {
      const events = await history(wf.workflowId);
      credits.push(workOf(events));
      addPhases(rows.credit, events);
    }
    rows.credit.work.push(...credits);
    console.log('');
    console.log(
      `Temporal work per call (average of ${RUNS} runs, one call at a time${PAUSE_MS ? `, ${PAUSE_MS} ms apart` : ', back to back'}; p50 latency at 1 client):`,
    );
    console.log(
      `${'call'.padEnd(58)} p50 ms  history events  history bytes  workflow tasks  local-activity markers  activities  SA upserts  timers  children`,
    );
    for (const row of Object.values(rows)) {
      if (row.work.length === 0) {
        console.log(`${row.call.padEnd(58)} ${median(row.ms).toFixed(1).padStart(6)}  (no workflow)`);
        continue;
      }
      const w = average(row.work);
      console.log(
        `${row.call.padEnd(58)} ${median(row.ms).toFixed(1).padStart(6)}  ${w.events.toFixed(1).padStart(14)}  ${w.bytes.toFixed(0).padStart(13)}  ${w.tasks.toFixed(1).padStart(14)}  ${w.markers.toFixed(1).padStart(22)}  ${w.activities.toFixed(1).padStart(10)}  ${w.upserts.toFixed(1).padStart(10)}  ${w.timers.toFixed(1).padStart(6)}  ${w.children.toFixed(1).padStart(8)}`,
      );
    }
    printPhases(Object.values(rows));
    const perCall = counter ? Object.values(rows).map((row) => databaseWorkOf(row.call, row.database, counter)) : undefined;
    if (perCall && idle) printDatabaseWork(perCall, idle);
    writeJson(path.join(__dirname, 'results', 'anatomy-latest.json'), {
      runs: RUNS,
      calls: Object.values(rows).map((row) => ({
        call: row.call,
        p50Ms: median(row.ms),
        phasesP50Ms: row.phases.length > 0 ? medianPhases(row.phases) : null,
        history: row.work.length > 0 ? average(row.work) : null,
      })),
      database: perCall ? { idlePerSecond: Object.fromEntries(idle!), perCall } : null,
    });
  } finally {
    api.close();
    await connection.close();
    await teardown?.stop();
    await wires?.database.close();
    await wires?.temporal?.close();
  }
}

function printPhases(rows: Array<{ call: string; ms: number[]; phases: Phases[] }>): void {
  console.log('');
  console.log("Where a write waits (p50 ms of each phase, by the client's clock and the history's event times):");
  console.log(`${'call'.padEnd(58)} p50 ms  until its task started  the task  after the task`);
  for (const row of rows) {
    if (row.phases.length === 0) continue;
    const p = medianPhases(row.phases);
    console.log(
      `${row.call.padEnd(58)} ${median(row.ms).toFixed(1).padStart(6)}  ${p.toTask.toFixed(1).padStart(22)}  ${p.task.toFixed(1).padStart(8)}  ${p.afterTask.toFixed(1).padStart(14)}`,
    );
  }
}

type CallDatabaseWork = {
  call: string;
  /** Statement executions per call, the call's own (idle work left out), by text. */
  statements: Record<string, number>;
  total: number;
  /** Executions per call of statements the idle stack also runs (the relay's sweep): counted apart. */
  idleWork: Record<string, number>;
  /** Round trips per call by process, and the bytes the service's processes sent and received: to PostgreSQL, to the Temporal server. */
  database: Traffic;
  temporal: Traffic;
};

function databaseWorkOf(call: string, works: DatabaseWork[], counter: DatabaseWorkCounter): CallDatabaseWork {
  const all = works.reduce((sum, w) => addCounts(sum, w.statements), new Map() as StatementCounts);
  const per = (n: number) => n / works.length;
  const own = [...all].filter(([text]) => !counter.isIdleWork(text)).sort((x, y) => y[1] - x[1]);
  const idle = [...all].filter(([text]) => counter.isIdleWork(text));
  const perCallTraffic = (of: (w: DatabaseWork) => Traffic): Traffic => {
    const roundTrips: Record<string, number> = {};
    for (const w of works) for (const [name, n] of Object.entries(of(w).roundTrips)) roundTrips[name] = (roundTrips[name] ?? 0) + n;
    return {
      roundTrips: Object.fromEntries(
        Object.entries(roundTrips)
          .filter(([name]) => isServiceProcess(name))
          .map(([name, n]) => [name, per(n)]),
      ),
      bytes: {
        sent: per(works.reduce((sum, w) => sum + of(w).bytes.sent, 0)),
        received: per(works.reduce((sum, w) => sum + of(w).bytes.received, 0)),
      },
    };
  };
  return {
    call,
    statements: Object.fromEntries(own.map(([text, n]) => [text, per(n)])),
    total: per(totalOf(new Map(own))),
    idleWork: Object.fromEntries(idle.map(([text, n]) => [text, per(n)])),
    database: perCallTraffic((w) => w.database),
    temporal: perCallTraffic((w) => w.temporal),
  };
}

function printDatabaseWork(perCall: CallDatabaseWork[], idle: StatementCounts): void {
  const processesOf = (of: (c: CallDatabaseWork) => Traffic) => [...new Set(perCall.flatMap((c) => Object.keys(of(c).roundTrips)))].sort();
  const [toDatabase, toTemporal] = [processesOf((c) => c.database), processesOf((c) => c.temporal)];
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const columns = (t: Traffic, processes: string[]) => [
    ...processes.map((p) => (t.roundTrips[p] ?? 0).toFixed(1)),
    t.bytes.sent.toFixed(0),
    t.bytes.received.toFixed(0),
  ];
  const header = [
    'statements',
    ...toDatabase.map((p) => `db trips ${p}`),
    'db bytes out',
    'in',
    ...toTemporal.map((p) => `temporal trips ${p}`),
    'temporal bytes out',
    'in',
    'idle work',
  ];
  console.log('');
  console.log(
    `Database and Temporal work per call (average of ${RUNS}, from the call until no webhook is pending and no process spoke to PostgreSQL for ${QUIET_MS} ms; webhook delivery included):`,
  );
  const rows = perCall.map((c) => [
    c.call,
    c.total.toFixed(1),
    ...columns(c.database, toDatabase),
    ...columns(c.temporal, toTemporal),
    sum(c.idleWork).toFixed(1),
  ]);
  const widths = ['call', ...header].map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(['call', ...header]));
  for (const row of rows) console.log(line(row));
  console.log(
    "(trips: each time one of a process's connections spoke after hearing from the server, summed over its connections, so statements sent at once on two connections are two; " +
      `bytes: the service's processes to and from the server; idle work: statements the idle stack runs too, ${[...idle.values()].reduce((a, b) => a + b, 0).toFixed(1)} a second, counted apart)`,
  );
  for (const c of perCall) {
    console.log('');
    console.log(`${c.call}: statements per call`);
    for (const [text, n] of Object.entries(c.statements))
      console.log(`  ${n.toFixed(1).padStart(5)}  ${text.length > 150 ? `${text.slice(0, 147)}...` : text}`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
