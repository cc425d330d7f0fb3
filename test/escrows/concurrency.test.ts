import { balancesOf, createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import { ApiResponse, postAsClient } from '../support/http';
import { expectLedgerConsistent, stackForFile } from '../support/stack';

// Many writes at once on one escrow, and many holds at once on one payer: the workflow
// serializes an escrow's writes and every write re-checks under the row lock, so money
// never moves twice and balances never go below zero. Each write is sent as a client
// following the docs sends it: a 503 (the burst outlasting the API's wait on Temporal, on a
// loaded machine) is sent again with the same key.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } }, 'none');

const START = 99_700; // 100,000 credited, minus the 300 deposit fee

async function sumOfJournals(escrowId: string, eventType: string): Promise<bigint> {
  const [row] = await stack.sql`select coalesce(sum(e.amount), 0)::bigint as total
    from ledger_journals j join ledger_entries e on e.journal_id = j.id
    where j.related_id = ${escrowId} and j.event_type = ${eventType} and e.amount > 0`;
  return row.total as bigint;
}

test('50 concurrent partial releases and refunds on one escrow never move more than the hold', async () => {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  const escrow = await createEscrow(stack.api, escrowBody(payer.customerId, payee.customerId, { amount: 1_000, debitPayer: true }));

  // 25 releases and 25 refunds of 30 naira: 1,500 asked of a 1,000 hold.
  const calls = Array.from({ length: 50 }, (_, i) => ({ kind: i % 2 === 0 ? 'release' : 'refund', amount: 30 }));
  const results: ApiResponse[] = await Promise.all(
    calls.map((c) => postAsClient(stack.api, `/escrows/${escrow.escrowId}/${c.kind}`, { amount: c.amount })),
  );

  const moved = { release: 0, refund: 0 };
  results.forEach((res, i) => {
    const kind = calls[i].kind as 'release' | 'refund';
    if (res.status === 200 || res.status === 201) {
      expect(res.status).toBe(kind === 'release' ? 200 : 201);
      moved[kind] += calls[i].amount;
    } else {
      // Refused only because too little was left.
      expect({ status: res.status, code: res.body.error.code }).toEqual({
        status: 400,
        code: kind === 'release' ? 'INVALID_RELEASE' : 'INVALID_REFUND',
      });
    }
  });
  // 33 movements of 30 fit in 1,000; the 10 left cannot take another 30.
  expect(moved.release + moved.refund).toBe(990);

  const final = (await stack.api.get(`/escrows/${escrow.escrowId}`)).body.data;
  expect(final).toMatchObject({
    releasedAmount: moved.release,
    refundedAmount: moved.refund,
    remainingAmount: 10,
    status: 'partially_released',
  });
  expect(await balancesOf(stack.api, payee.customerId)).toEqual({ available: moved.release, held: 0 });
  expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: START - 1_000 + moved.refund, held: 10 });
  // The ledger agrees with the escrow: one journal per accepted movement.
  expect(await sumOfJournals(escrow.escrowId, 'escrow_released')).toBe(BigInt(moved.release * 100));
  expect(await sumOfJournals(escrow.escrowId, 'escrow_refunded')).toBe(BigInt(moved.refund * 100));
  const [{ n }] =
    await stack.sql`select count(*)::int as n from ledger_journals where related_id = ${escrow.escrowId} and event_type <> 'escrow_funded'`;
  expect(n).toBe(33);
  await expectLedgerConsistent(stack.sql);
});

test('concurrent debitPayer escrows on one payer never overdraw the available balance', async () => {
  const payer = await customerWithBalance(stack.api, 100_000);
  const payee = await createCustomer(stack.api);
  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      postAsClient(
        stack.api,
        '/escrows',
        escrowBody(payer.customerId, payee.customerId, { amount: 10_000, merchantFee: 100, debitPayer: true }),
      ),
    ),
  );
  const created = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  // 99,700 covers 9 holds of 10,100 (90,900); the 10th would need 10,100 of the 8,800 left.
  expect(created).toHaveLength(9);
  for (const r of refused) expect({ status: r.status, code: r.body.error.code }).toEqual({ status: 422, code: 'INSUFFICIENT_BALANCE' });
  expect(created.every((r) => r.body.data.status === 'held')).toBe(true);

  expect(await balancesOf(stack.api, payer.customerId)).toEqual({ available: START - 9 * 10_100, held: 90_000 });
  const list = (await stack.api.get(`/escrows?customerId=${payer.customerId}&limit=100`)).body.data;
  expect(list.pagination.total).toBe(9);
  expect(list.escrows.map((e: any) => e.escrowId).sort()).toEqual(created.map((r) => r.body.data.escrowId).sort());
  await expectLedgerConsistent(stack.sql);
});
