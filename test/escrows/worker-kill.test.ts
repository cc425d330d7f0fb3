import net from 'node:net';
import { balancesOf, createEscrow, customerWithBalance, escrowBody, waitForEscrowEvents } from '../support/escrows';
import { eventually } from '../support/eventually';
import { createCustomer, Customer } from '../support/fixtures';
import { expectLedgerConsistent, startStack, Stack, WAIT_THROUGH_RECOVERY } from '../support/stack';
import { killAllWorkerProcesses, killWorkerProcess, startWorkerProcess as startWorker, WorkerProcess } from '../support/worker-process';

// The worker as a real OS process, killed with SIGKILL in the middle of a release: once while
// the release's transaction is open (it dies with its connection, nothing committed), once
// after the transaction committed but before the worker reported to Temporal (made certain by
// a relay that stops forwarding the worker's traffic before the commit). Each time the
// workflow task times out (after 3 s here; Temporal's default is 10 s), a fresh worker process
// replays the workflow, runs the write again under the same operation id, and the release
// answers once, booked once.

// A killed worker, the workflow task timeout, a fresh worker and the sweep: more than jest's 60 s default on a loaded box.
jest.setTimeout(120_000);

let stack: Stack;
let link: TemporalLink;

beforeAll(async () => {
  // A webhook attempt the killed worker left unfinished goes to its retries 7 s after it began
  // (two 1 s pauses and the send's 5 s), then waits one pause: well inside the wait for it below.
  stack = await startStack({
    worker: false,
    ownDatabase: true,
    workflowTaskTimeout: '3 seconds',
    config: { ...WAIT_THROUGH_RECOVERY, webhookRetryIntervalSeconds: 1 },
  });
  link = await TemporalLink.start(process.env.TEST_TEMPORAL_ADDRESS!);
});
// A failed test leaves no worker process behind.
afterEach(() => killAllWorkerProcesses());
afterAll(async () => {
  await link?.stop();
  await stack?.stop();
});

/**
 * A TCP relay between the worker process and Temporal. `hold()` stops forwarding (existing
 * and new connections), so what the worker sends from then on never reaches the server.
 */
class TemporalLink {
  private held = false;
  private readonly sockets = new Set<net.Socket>();
  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(targetAddress: string): Promise<TemporalLink> {
    const [host, port] = targetAddress.split(':');
    const server = net.createServer();
    const link = new TemporalLink(server, { host, port: Number(port) });
    server.on('connection', (client) => link.relay(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return link;
  }

  get address(): string {
    return `127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private relay(client: net.Socket): void {
    this.track(client);
    if (this.held) return void client.pause();
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  hold(): void {
    this.held = true;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  /** Drops every held connection (its worker is dead) and forwards new ones again. */
  dropHeld(): void {
    for (const socket of this.sockets) socket.destroy();
    this.held = false;
  }

  async stop(): Promise<void> {
    this.dropHeld();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function killWorker(child: WorkerProcess): Promise<void> {
  expect(await killWorkerProcess(child)).toEqual({ code: null, signal: 'SIGKILL' });
}

const startWorkerProcess = () => startWorker(stack, { temporalAddress: link.address });

/**
 * Holds the escrow row in a transaction of the test, so a write's activity blocks on its
 * first statement (SELECT ... FOR UPDATE) inside its own transaction.
 */
async function lockEscrowRow(escrowId: string) {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let holderPid!: number;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = stack.sql.begin(async (tx) => {
    await tx`select id from escrows where id = ${escrowId} for update`;
    [{ pid: holderPid }] = await tx`select pg_backend_pid() as pid`;
    locked();
    await gate;
  });
  await Promise.race([isLocked, holder]);
  return {
    /** The backend (the worker's transaction) waiting for this lock. */
    async waitForBlockedBackend(): Promise<number> {
      const [blocked] = await eventually(
        () => stack.sql<Array<{ pid: number }>>`select pid from pg_stat_activity where ${holderPid}::int = any(pg_blocking_pids(pid))`,
        (rows) => rows.length > 0,
        { what: 'the release to wait for the escrow row', timeoutMs: 15_000, intervalMs: 20 },
      );
      return blocked.pid;
    },
    async unlock(): Promise<void> {
      openGate();
      await holder;
    },
  };
}

async function backendGone(pid: number): Promise<void> {
  await eventually(
    () => stack.sql`select 1 from pg_stat_activity where pid = ${pid}`,
    (rows) => rows.length === 0,
    { what: `backend ${pid} to end`, timeoutMs: 10_000, intervalMs: 20 },
  );
}

const releaseJournals = (escrowId: string) =>
  stack.sql`select id from ledger_journals where related_id = ${escrowId} and event_type = 'escrow_released'`;

/** What a 2,000 partial release of a 5,000 hold must have booked, exactly once. */
async function expectReleasedOnce(escrowId: string, payer: Customer, payee: Customer): Promise<void> {
  const journals = await releaseJournals(escrowId);
  expect(journals).toHaveLength(1);
  const lines =
    await stack.sql`select customer_id, type, direction, amount from statement_lines where journal_id = ${journals[0].id} order by id`;
  expect(lines.map((l) => ({ ...l, amount: Number(l.amount) }))).toEqual([
    { customer_id: payer.customerId, type: 'escrow_released', direction: 'unlocked', amount: 200_000 },
    { customer_id: payee.customerId, type: 'wallet_funded', direction: 'in', amount: 200_000 },
  ]);
  const events = await stack.sql`select type from events where data->>'escrowId' = ${escrowId} order by seq`;
  expect(events.map((e) => e.type)).toEqual(['escrow.created', 'escrow.funded', 'escrow.partially_released']);
  const operations = await stack.sql`select id from escrow_operations where escrow_id = ${escrowId}`;
  expect(operations).toHaveLength(2); // create + this release

  // The killed worker never kicked its relay: the retried activity's kick or the sweep sends it (a fresh
  // worker first, on a loaded box; 15 s was seen to run out in a full run).
  const delivered = await stack.receiver.waitFor(
    (r) => r.some((w) => w.body.type === 'escrow.partially_released' && w.body.data.escrowId === escrowId),
    45_000,
  );
  expect(delivered.filter((w) => w.body.data.escrowId === escrowId && w.body.type === 'escrow.partially_released')).toHaveLength(1);

  expect(await balancesOf(stack.api, payee.customerId)).toEqual({ available: 2_000, held: 0 });
  expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: 99_700 - 5_000, held: 3_000 });
  await expectLedgerConsistent(stack.sql);
}

/** The kill interrupted a workflow task: Temporal timed it out and a new worker ran it again. */
async function expectWorkflowTaskTimedOut(escrowId: string): Promise<void> {
  const history = await stack.temporal.workflow.getHandle(`escrow-${escrowId}`).fetchHistory();
  expect(history.events?.some((e) => e.workflowTaskTimedOutEventAttributes)).toBe(true);
}

async function fundedEscrow(): Promise<{ escrowId: string; payer: Customer; payee: Customer }> {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));
  // Creation's webhooks are out, so no delivery of the killed worker is left half done.
  await waitForEscrowEvents(stack.receiver, escrow.escrowId, 2);
  return { escrowId: escrow.escrowId, payer, payee };
}

test('a worker killed while the release transaction is open: the transaction dies, a new worker books it once', async () => {
  const first = await startWorkerProcess();
  const { escrowId, payer, payee } = await fundedEscrow();

  const lock = await lockEscrowRow(escrowId);
  const release = stack.api.post(`/escrows/${escrowId}/release`, { amount: 2_000 }, { idempotencyKey: 'kill-before-commit' });
  const workerBackend = await lock.waitForBlockedBackend();

  await killWorker(first);
  await lock.unlock();
  // The killed worker's transaction rolls back with its connection: nothing was booked.
  await backendGone(workerBackend);
  expect(await releaseJournals(escrowId)).toHaveLength(0);
  expect((await stack.api.get(`/escrows/${escrowId}`)).body.data).toMatchObject({ status: 'held', releasedAmount: 0 });

  await startWorkerProcess();
  const res = await release;
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ escrowId, status: 'partially_released', releasedAmount: 2_000, remainingAmount: 3_000 });
  const replay = await stack.api.post(`/escrows/${escrowId}/release`, { amount: 2_000 }, { idempotencyKey: 'kill-before-commit' });
  expect(replay.body).toEqual(res.body);

  await expectReleasedOnce(escrowId, payer, payee);
  await expectWorkflowTaskTimedOut(escrowId);
});

test('a worker killed after the release committed, before Temporal heard of it: the retry books nothing twice', async () => {
  const first = await startWorkerProcess();
  const { escrowId, payer, payee } = await fundedEscrow();

  const lock = await lockEscrowRow(escrowId);
  const release = stack.api.post(`/escrows/${escrowId}/release`, { amount: 2_000 }, { idempotencyKey: 'kill-after-commit' });
  await lock.waitForBlockedBackend();

  // From here on nothing the worker sends reaches Temporal; its transaction goes on and commits.
  link.hold();
  await lock.unlock();
  await eventually(
    () => releaseJournals(escrowId),
    (journals) => journals.length === 1,
    {
      what: 'the release to commit',
      timeoutMs: 10_000,
      intervalMs: 20,
    },
  );
  await killWorker(first);
  link.dropHeld();

  await startWorkerProcess();
  const res = await release;
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ escrowId, status: 'partially_released', releasedAmount: 2_000, remainingAmount: 3_000 });
  const replay = await stack.api.post(`/escrows/${escrowId}/release`, { amount: 2_000 }, { idempotencyKey: 'kill-after-commit' });
  expect(replay.body).toEqual(res.body);

  await expectReleasedOnce(escrowId, payer, payee);
  await expectWorkflowTaskTimedOut(escrowId);
});
