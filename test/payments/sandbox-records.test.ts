import { FIRST_PAGE, PageCursor, ProviderDay, RecordPage } from '../../src/payments/records';
import { createSandboxRecords, recordSandboxTransaction, settlementIdOf } from '../../src/payments/sandbox-records';
import { depositMovementKey } from '../../src/wallets/deposits';
import { collectionFees, createSession, ok, paySession } from '../support/checkout';
import { createEscrow, escrowBody } from '../support/escrows';
import { createCustomer } from '../support/fixtures';
import type { ApiClient } from '../support/http';
import { eventually } from '../support/eventually';
import { stackForFile } from '../support/stack';
import { waitForWithdrawalStatus, withdrawalBody, FAILING_ACCOUNT } from '../support/withdrawals';

// The sandbox provider's own books (test keys): written by the real sandbox flows through the
// API and the worker (checkout start, Pay and Decline, a wallet credit, payouts, guest
// refunds), then read back page by page as the daily reconciliation reads them.

const stack = stackForFile();

const records = () => createSandboxRecords(stack.sql);

/** Every page of one list, following `next` as the reconciliation does. */
async function readAll<T>(
  read: (cursor: PageCursor) => Promise<RecordPage<T>>,
  perPage = 2,
): Promise<{ records: T[]; cursors: PageCursor[] }> {
  const all: T[] = [];
  const cursors: PageCursor[] = [];
  let cursor: PageCursor | null = FIRST_PAGE(perPage);
  while (cursor) {
    cursors.push(cursor);
    const page: RecordPage<T> = await read(cursor);
    all.push(...page.records);
    cursor = page.next;
  }
  return { records: all, cursors };
}

/** A guest's hold funded by a sandbox checkout payment. */
async function fundedGuestEscrow(api: ApiClient, amount: number) {
  const payee = await createCustomer(api);
  const escrow = await createEscrow(api, escrowBody({ email: 'guest@example.com', name: 'Ada Guest' }, payee.customerId, { amount }));
  const session = await createSession(api, { escrowId: escrow.escrowId });
  const payment = await paySession(api, session.checkoutId);
  return { escrowId: escrow.escrowId as string, payment };
}

test("the sandbox keeps what a provider would, as it acts: checkouts, a deposit, payouts and refunds, read back in Paystack's shapes", async () => {
  const startedAt = new Date(Date.now() - 1_000);
  const { api } = await stack.newMerchantClient();

  // A wallet credit: a dedicated-account deposit with the deposit fee, booked under the movement its reference gives.
  const customer = await createCustomer(api);
  ok(await api.post(`/wallets/${customer.walletId}/credits`, { amount: 10_000 }));
  const journals =
    await stack.sql`select movement_id from ledger_journals where related_id = ${customer.walletId} and event_type = 'wallet_credit'`;
  expect(journals).toHaveLength(1);

  // Top-ups: one started and paid, one declined, one only started.
  const paid = await createSession(api, { customerId: customer.customerId, amount: 2_000 });
  const payment = await paySession(api, paid.checkoutId);
  const declined = await createSession(api, { customerId: customer.customerId, amount: 700 });
  ok(await api.post(`/sandbox/checkouts/${declined.checkoutId}/complete`, { outcome: 'failure' }));
  const started = await createSession(api, { customerId: customer.customerId, amount: 300 });

  // Payouts: one paid, one the bank declines.
  const payout = ok(await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 1_000 })), 201);
  const failing = ok(
    await api.post('/withdrawals', withdrawalBody(customer.customerId, { amount: 500, accountNumber: FAILING_ACCOUNT })),
    201,
  );
  await waitForWithdrawalStatus(api, payout.withdrawalId);
  await waitForWithdrawalStatus(api, failing.withdrawalId);

  // Guest refunds: one processed, one the sandbox declines.
  const refunded = await fundedGuestEscrow(api, 1_500);
  ok(await api.post(`/escrows/${refunded.escrowId}/refund`, { reason: 'not delivered' }), 201);
  const declinedRefund = await fundedGuestEscrow(api, 800);
  ok(await api.post(`/escrows/${declinedRefund.escrowId}/refund`, { reason: 'sandbox_fail' }), 201);
  await eventually(
    () => stack.sql`select status from refunds where escrow_id in (${refunded.escrowId}, ${declinedRefund.escrowId})`,
    (rows) => rows.length === 2 && rows.every((r) => r.status !== 'pending'),
  );

  const day: ProviderDay = { from: startedAt, to: new Date(Date.now() + 1_000) };
  const book = records();
  const transactions = new Map((await readAll((c) => book.transactions(day, c), 3)).records.map((t) => [t.reference, t]));
  const transfers = new Map((await readAll((c) => book.transfers(day, c), 3)).records.map((t) => [t.reference, t]));
  const refunds = (await readAll((c) => book.refunds(day, c), 3)).records;

  // The deposit, under the reference whose movement key booked it.
  const depositRecord = [...transactions.values()].find(
    (t) => t.channel === 'dedicated_nuban' && `wallet_credit:${depositMovementKey(t.reference)}` === journals[0].movement_id,
  );
  expect(depositRecord).toMatchObject({
    reference: expect.stringMatching(/^sbx-dep-/),
    status: 'success',
    amount: 1_000_000n,
    fee: 10_000n,
    currency: 'NGN',
    paidAt: expect.any(String),
  });

  // The checkouts, under their sessions' references (the paid one's payment carries it too).
  const fees = collectionFees(2_000);
  expect(payment.providerReference).toBe(paid.checkoutId.toLowerCase().replace(/_/g, '-'));
  expect(transactions.get(payment.providerReference)).toMatchObject({
    // Priced as Paystack prices a charge: 1.5% of the amount charged (₦2,037.50 → ₦30.56).
    status: 'success',
    amount: BigInt(Math.round(fees.chargedAmount * 100)),
    fee: 3056n,
    channel: 'card',
    paidAt: expect.any(String),
  });
  const reference = (checkoutId: string) => checkoutId.toLowerCase().replace(/_/g, '-');
  expect(transactions.get(reference(declined.checkoutId))).toMatchObject({ status: 'failed', fee: null, paidAt: null });
  expect(transactions.get(reference(started.checkoutId))).toMatchObject({
    status: 'abandoned',
    amount: BigInt(Math.round(collectionFees(300).chargedAmount * 100)),
    fee: null,
  });

  // The payouts: paid with the transfer fee, or failed with why.
  expect(transfers.get(reference(payout.withdrawalId))).toMatchObject({ status: 'success', amount: 100_000n, fee: 1_000n, reason: null });
  expect(transfers.get(reference(failing.withdrawalId))).toMatchObject({
    status: 'failed',
    amount: 50_000n,
    reason: expect.stringContaining('declined'),
  });

  // The refunds, each naming the refunded payment's reference.
  expect(refunds.filter((r) => r.transactionReference === refunded.payment.providerReference)).toEqual([
    expect.objectContaining({ id: expect.stringMatching(/^sbx_rfd_/), status: 'processed', amount: 150_000n, currency: 'NGN' }),
  ]);
  expect(refunds.filter((r) => r.transactionReference === declinedRefund.payment.providerReference)).toEqual([
    expect.objectContaining({ status: 'failed', amount: 80_000n }),
  ]);

  // Pressing Pay again, or Decline after paying, changes nothing in the sandbox's books.
  await paySession(api, paid.checkoutId);
  await api.post(`/sandbox/checkouts/${paid.checkoutId}/complete`, { outcome: 'failure' });
  const again = await book.transactions(day, FIRST_PAGE(1_000));
  expect(again.records.filter((t) => t.reference === payment.providerReference).map((t) => t.status)).toEqual(['success']);
});

describe('reading the books of one day', () => {
  // A day of its own, long past: no other test writes in it.
  const day: ProviderDay = { from: new Date('2020-03-01T23:00:00.000Z'), to: new Date('2020-03-02T23:00:00.000Z') };
  const tag = `sbx-day-${Date.now()}`;

  beforeAll(async () => {
    const rows: Array<[string, string, 'success' | 'failed', number]> = [
      ['before', '2020-03-01T22:59:59.999Z', 'success', 1_000],
      ['first', '2020-03-01T23:00:00.000Z', 'success', 100_000],
      ['second', '2020-03-02T08:00:00.000Z', 'success', 200_000],
      ['declined', '2020-03-02T09:00:00.000Z', 'failed', 50_000],
      ['same-ms-a', '2020-03-02T10:00:00.000Z', 'success', 300_000],
      ['same-ms-b', '2020-03-02T10:00:00.000Z', 'success', 400_000],
      ['last', '2020-03-02T22:59:59.999Z', 'success', 500_000],
      ['next-day', '2020-03-02T23:00:00.000Z', 'success', 600_000],
    ];
    for (const [name, at, status, amount] of rows) {
      const reference = `${tag}-${name}`;
      await recordSandboxTransaction(stack.sql, {
        reference,
        status,
        amount: BigInt(amount),
        currency: 'NGN',
        fee: status === 'success' ? BigInt(amount / 100) : null,
        channel: 'card',
      });
      await stack.sql`update sandbox_provider_records set created_at = ${at}, paid_at = case when status = 'success' then ${at}::timestamptz end
        where kind = 'transaction' and reference = ${reference}`;
    }
  });

  const names = (refs: string[]) => refs.map((r) => r.slice(tag.length + 1));

  test('by key, newest first, each record once across pages; [from, to) decides the day', async () => {
    const { records: read, cursors } = await readAll((c) => records().transactions(day, c), 2);
    expect(names(read.map((t) => t.reference))).toEqual(['last', 'same-ms-b', 'same-ms-a', 'declined', 'second', 'first']);
    expect(cursors.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(cursors.slice(1).every((c) => /^\d+$/.test(c.after ?? ''))).toBe(true);
    // A cursor made by hand (no position) reads the same page by offset.
    const byOffset = await records().transactions(day, { page: 2, perPage: 2 });
    expect(names(byOffset.records.map((t) => t.reference))).toEqual(['same-ms-a', 'declined']);
    expect(read[0].raw).toMatchObject({ reference: `${tag}-last`, status: 'success', amount: 500_000, fees: 5_000, currency: 'NGN' });
  });

  test("the day's settlement: its successful transactions less their fees, settled at its end, its transactions by page", async () => {
    const { records: settlements } = await readAll((c) => records().settlements(day, c));
    expect(settlements).toEqual([
      expect.objectContaining({
        id: settlementIdOf(day),
        status: 'success',
        totalAmount: 1_485_000n,
        effectiveAmount: 1_485_000n,
        totalFees: 15_000n,
        settledAt: day.to.toISOString(),
      }),
    ]);
    const items = await readAll((c) => records().settlementTransactions(settlements[0].id, c), 2);
    expect(names(items.records.map((t) => t.reference))).toEqual(['last', 'same-ms-b', 'same-ms-a', 'second', 'first']);
    const quiet: ProviderDay = { from: new Date('2019-01-01T00:00:00Z'), to: new Date('2019-01-02T00:00:00Z') };
    expect(await records().settlements(quiet, FIRST_PAGE())).toEqual({ records: [], next: null });
    expect(await records().settlementTransactions('stl_unknown', FIRST_PAGE())).toEqual({ records: [], next: null });
  });

  test('a success is final: a later decline or a new start does not undo it; a decline can still be paid', async () => {
    const reference = `${tag}-second`;
    await recordSandboxTransaction(stack.sql, { reference, status: 'failed', amount: 200_000n, currency: 'NGN' });
    await recordSandboxTransaction(stack.sql, { reference, status: 'abandoned', amount: 200_000n, currency: 'NGN' });
    const declined = `${tag}-declined`;
    await recordSandboxTransaction(stack.sql, { reference: declined, status: 'abandoned', amount: 50_000n, currency: 'NGN' });
    const rows =
      await stack.sql`select reference, status, fee from sandbox_provider_records where reference in (${reference}, ${declined}) order by reference`;
    expect(rows.map((r) => [names([r.reference])[0], r.status, r.fee === null ? null : String(r.fee)])).toEqual([
      ['declined', 'failed', null],
      ['second', 'success', '2000'],
    ]);
  });
});
