import { balancesOf, createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { eventually } from '../support/eventually';
import { createCustomer } from '../support/fixtures';
import { journalTypes } from '../support/ledger';
import { expectLedgerConsistent, stackForFile, WAIT_THROUGH_RECOVERY } from '../support/stack';

// A worker that stops in the middle of a release: the release's transaction is held back by
// a row lock, the worker is shut down while its activity waits, then a fresh worker takes
// over. The release answers once, and the ledger shows it booked exactly once.

const stack = stackForFile({ config: WAIT_THROUGH_RECOVERY }, 'none');

/**
 * Until a backend waits for a lock the backend `holderPid` holds (the release's transaction).
 * On a loaded machine (the whole suite beside it) the release has taken more than 15 s to
 * reach its transaction: the wait allows for a workflow task sent again after its 10 s
 * timeout, twice. A release that answers instead of blocking ends the wait at once, with
 * its answer, so such a failure names its cause.
 */
async function waitForBlockedQuery(holderPid: number, answered: () => string | undefined): Promise<void> {
  const seen = await eventually(
    async () => ({
      blocked: (await stack.sql`select 1 from pg_stat_activity where ${holderPid}::int = any(pg_blocking_pids(pid))`).length > 0,
      answered: answered(),
    }),
    (state) => state.blocked || state.answered !== undefined,
    { what: 'the release to wait for the escrow row', timeoutMs: 40_000, intervalMs: 20 },
  );
  if (!seen.blocked) throw new Error(`the release was to wait for the escrow row, but ${seen.answered}`);
}

test('a release interrupted by a worker restart finishes, booked once', async () => {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount: 5_000, debitPayer: true }));

  // Hold the escrow row so the release activity blocks inside its transaction.
  let unblock!: () => void;
  const gate = new Promise<void>((resolve) => (unblock = resolve));
  let locked!: (pid: number) => void;
  const holderPid = new Promise<number>((resolve) => (locked = resolve));
  const holder = stack.sql.begin(async (tx) => {
    await tx`select id from escrows where id = ${escrow.escrowId} for update`;
    const [{ pid }] = await tx`select pg_backend_pid() as pid`;
    locked(pid as number);
    await gate;
  });
  // Sent once the row is held: sent earlier, its transaction could run before the lock is taken.
  const pid = await holderPid;
  const release = stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 2_000 }, { idempotencyKey: 'restart-release' });
  let answer: string | undefined;
  void release.then(
    (res) => (answer = `it answered ${res.status} ${JSON.stringify(res.body)}`),
    (err: unknown) => (answer = `it failed: ${String(err)}`),
  );
  await waitForBlockedQuery(pid, () => answer);

  const restarted = stack.restartWorker();
  unblock();
  await holder;
  await restarted;

  const res = await release;
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ status: 'partially_released', releasedAmount: 2_000, remainingAmount: 3_000 });
  // A client retry with the same key is a replay; a new release still works on the new worker.
  const replay = await stack.api.post(`/escrows/${escrow.escrowId}/release`, { amount: 2_000 }, { idempotencyKey: 'restart-release' });
  expect(replay.body).toEqual(res.body);
  const rest = await stack.api.post(`/escrows/${escrow.escrowId}/release`, {});
  expect(rest.body.data).toMatchObject({ status: 'released', releasedAmount: 5_000 });

  expect(await journalTypes(stack.sql, escrow.escrowId)).toEqual(['escrow_funded', 'escrow_released', 'escrow_released']);
  expect(await balancesOf(stack.api, payee.customerId)).toEqual({ available: 5_000, held: 0 });
  expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: 99_700 - 5_000, held: 0 });
  await expectLedgerConsistent(stack.sql);
}, 120_000);
