import { walletAccountId } from '../../src/ledger/accounts';
import { createSession, ok, paySession } from '../support/checkout';
import { balancesOf, createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import type { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';
import { FAILING_ACCOUNT, waitForWithdrawalStatus, withdrawalBody } from '../support/withdrawals';

// Statements match the ledger after a mixed scenario: inbound transfers, a checkout top-up,
// escrows funded from a wallet (debitPayer, with a merchantFee) and by checkout, partial
// release, refund, a dispute split, a paid and a failed withdrawal. Every statement row is
// checked against its journal's ledger entries, every wallet-touching journal has its rows,
// and each customer's rows add up to the wallet's balances.

const stack = stackForFile();

type Row = {
  transactionId: string;
  customerId: string;
  type: string;
  direction: string;
  status: string;
  amount: number;
  relatedId: string | null;
};

/** Every statement row of the merchant, through the API, page by page. */
async function allRows(api: ApiClient): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = ok(await api.get(`/transactions?limit=100&offset=${offset}`));
    rows.push(...page.transactions);
    if (!page.pagination.hasMore) return rows;
  }
}

const kobo = (naira: number) => Math.round(naira * 100);

test('after a mixed scenario every statement row matches its journal and the rows add up to each wallet', async () => {
  const { api } = await stack.newMerchantClient();
  const alice = await customerWithBalance(api, 50_000); // 49,700 available
  const bob = await customerWithBalance(api, 20_000); // 19,800
  const carol = await createCustomer(api);

  // Escrow 1: funded from Alice's wallet with a merchantFee, part released to Bob, the rest refunded.
  const e1 = await createEscrow(api, escrowBody(alice.customerId, bob.customerId, { amount: 10_000, debitPayer: true, merchantFee: 150 }));
  ok(await api.post(`/escrows/${e1.escrowId}/release`, { amount: 4_000 }));
  ok(await api.post(`/escrows/${e1.escrowId}/refund`, {}), 201);

  // Escrow 2: Carol pays by checkout (no wallet money involved); a dispute splits it.
  const e2 = await createEscrow(api, escrowBody(carol.customerId, bob.customerId, { amount: 6_000 }));
  const session = await createSession(api, { escrowId: e2.escrowId });
  await paySession(api, session.checkoutId);
  const dispute = ok(
    await api.post(`/escrows/${e2.escrowId}/disputes`, { openedBy: 'payer', reasonCode: 'not_received', description: 'Never arrived' }),
    201,
  );
  ok(
    await api.post(`/escrows/${e2.escrowId}/disputes/${dispute.disputeId}/resolve`, {
      action: 'split',
      releaseAmount: 2_500,
      refundAmount: 3_500,
    }),
  );

  // A checkout top-up of Carol's wallet, then withdrawals: one paid, one failed.
  const topUp = await createSession(api, { customerId: carol.customerId, amount: 1_500 });
  await paySession(api, topUp.checkoutId);
  const paid = ok(await api.post('/withdrawals', withdrawalBody(bob.customerId, { amount: 7_000, merchantFee: 20 })), 201);
  const failed = ok(
    await api.post('/withdrawals', withdrawalBody(alice.customerId, { amount: 3_000, accountNumber: FAILING_ACCOUNT })),
    201,
  );
  expect((await waitForWithdrawalStatus(api, paid.withdrawalId)).status).toBe('completed');
  expect((await waitForWithdrawalStatus(api, failed.withdrawalId)).status).toBe('failed');

  const rows = await allRows(api);
  const customers = [alice, bob, carol];
  const walletOf = new Map(customers.map((c) => [c.customerId, c.walletId]));
  const fromWallet = new Set([e1.escrowId]); // escrow_funded rows of debitPayer holds debit available

  // 1. Each row against the ledger entries of its journal on that customer's wallet.
  for (const row of rows) {
    const walletId = walletOf.get(row.customerId)!;
    const entries = await stack.sql`select account_id, amount from ledger_entries where journal_id = ${row.transactionId}
      and account_id in ${stack.sql([walletAccountId(walletId, 'available'), walletAccountId(walletId, 'held')])}`;
    const delta = { available: 0, held: 0 };
    for (const e of entries) delta[(e.account_id as string).endsWith(':held') ? 'held' : 'available'] += Number(e.amount);
    const a = kobo(row.amount);
    const expected: Record<string, { available: number; held: number }> = {
      'wallet_credit/in': { available: a, held: 0 },
      'wallet_funded/in': { available: a, held: 0 },
      'withdrawal_reversed/in': { available: a, held: 0 },
      'withdrawal/out': { available: -a, held: 0 },
      'escrow_released/unlocked': { available: 0, held: -a },
      'escrow_refunded/unlocked': { available: a, held: -a },
      // From the wallet: the hold plus the merchantFee (shown on the escrow as feeAmount).
      'escrow_funded/locked': { available: fromWallet.has(row.relatedId!) ? -(a + kobo(e1.merchantFee)) : 0, held: a },
    };
    expect({ row: `${row.type}/${row.direction} ${row.relatedId}`, delta }).toEqual({
      row: `${row.type}/${row.direction} ${row.relatedId}`,
      delta: expected[`${row.type}/${row.direction}`],
    });
  }

  // 2. No journal moved a wallet's money without a statement row for its owner.
  for (const customer of customers) {
    const journals = await stack.sql`select distinct journal_id from ledger_entries
      where account_id in ${stack.sql([walletAccountId(customer.walletId, 'available'), walletAccountId(customer.walletId, 'held')])}`;
    const listed = new Set(rows.filter((r) => r.customerId === customer.customerId).map((r) => r.transactionId));
    expect(journals.map((j) => j.journal_id).sort()).toEqual([...listed].sort());
  }

  // 3. Each customer's rows add up to the wallet's balances (a failed withdrawal and its reversal cancel out).
  for (const customer of customers) {
    const mine = rows.filter((r) => r.customerId === customer.customerId);
    let available = 0;
    let held = 0;
    for (const r of mine) {
      const a = kobo(r.amount);
      if (r.direction === 'in') available += a;
      if (r.direction === 'out') available -= a;
      if (r.direction === 'locked') {
        held += a;
        if (fromWallet.has(r.relatedId!)) available -= a + kobo(e1.merchantFee);
      }
      if (r.direction === 'unlocked') {
        held -= a;
        if (r.type === 'escrow_refunded') available += a;
      }
    }
    const balances = await balancesOf(api, customer.customerId);
    expect({ customer: customer.customerId, available: available / 100, held: held / 100 }).toEqual({
      customer: customer.customerId,
      ...balances,
    });
  }

  // 4. The withdrawal rows carry the withdrawal's status; detail entries are the rows of one event.
  expect(rows.filter((r) => r.relatedId === paid.withdrawalId).map((r) => [r.type, r.status, r.amount])).toEqual([
    ['withdrawal', 'completed', 7_000 + 25 + 6.25 + 20],
  ]);
  expect(rows.filter((r) => r.relatedId === failed.withdrawalId).map((r) => [r.type, r.direction, r.status])).toEqual([
    ['withdrawal_reversed', 'in', 'completed'],
    ['withdrawal', 'out', 'failed'],
  ]);
  const release = rows.find((r) => r.type === 'escrow_released' && r.relatedId === e1.escrowId)!;
  const detail = ok(await api.get(`/transactions/${release.transactionId}`));
  expect(detail).toMatchObject({ transactionId: release.transactionId, eventType: 'escrow_released', relatedId: e1.escrowId });
  expect(detail.entries).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ customerId: alice.customerId, type: 'escrow_released', direction: 'unlocked', amount: 4_000 }),
      expect.objectContaining({ customerId: bob.customerId, type: 'wallet_funded', direction: 'in', amount: 4_000 }),
    ]),
  );
  expect(detail.entries).toHaveLength(2);
});
