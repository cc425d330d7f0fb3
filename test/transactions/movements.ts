import { createSession, ok, paySession } from '../support/checkout';
import { createEscrow, customerWithBalance, escrowBody } from '../support/escrows';
import { createCustomer, Customer } from '../support/fixtures';
import { ApiClient } from '../support/http';
import type { Sql } from '../../src/db';

// Real movements through the API for the statement tests, and the statement rows they must
// produce (what the spec says each movement writes), newest first.

type ExpectedRow = {
  customerId: string;
  type: string;
  direction: string;
  status: string;
  amount: number;
  currency: 'NGN';
  relatedId: string | null;
};

export type Movements = {
  payer: Customer;
  payee: Customer;
  other: Customer;
  escrowId: string;
  topUpCheckoutId: string;
  guestEscrowId: string;
  /** Every row the merchant's statement must show, newest first (within one event: line order reversed). */
  expected: ExpectedRow[];
};

const row = (customerId: string, type: string, direction: string, amount: number, relatedId: string | null): ExpectedRow => ({
  customerId,
  type,
  direction,
  status: 'completed',
  amount,
  currency: 'NGN',
  relatedId,
});

/**
 * Two inbound transfers, a debitPayer escrow partly released then refunded, a checkout
 * top-up, and a guest's escrow funded by checkout (no customer: no statement row).
 */
export async function makeMovements(api: ApiClient): Promise<Movements> {
  const payer = await customerWithBalance(api, 50_000); // 50,000 gross - 300 fee
  const payee = await createCustomer(api);
  const other = await customerWithBalance(api, 2_000); // 2,000 gross - 20 fee

  const escrow = await createEscrow(api, escrowBody(payer.customerId, payee.customerId, { amount: 10_000, debitPayer: true }));
  expect(escrow.status).toBe('held');
  expect(ok(await api.post(`/escrows/${escrow.escrowId}/release`, { amount: 4_000 })).status).toBe('partially_released');
  expect(ok(await api.post(`/escrows/${escrow.escrowId}/refund`, {}), 201).status).toBe('released');

  const topUp = await createSession(api, { customerId: other.customerId, amount: 3_000 });
  expect(await paySession(api, topUp.checkoutId)).toMatchObject({ bookedAs: 'wallet_credit' });

  const guestEscrow = await createEscrow(
    api,
    escrowBody({ email: 'guest@example.com', name: 'Ada Guest' }, payee.customerId, { amount: 2_000 }),
  );
  const guestSession = await createSession(api, { escrowId: guestEscrow.escrowId });
  expect(await paySession(api, guestSession.checkoutId)).toMatchObject({ bookedAs: 'escrow_funding' });

  const expected = [
    row(other.customerId, 'wallet_credit', 'in', 3_000, topUp.checkoutId),
    row(payer.customerId, 'escrow_refunded', 'unlocked', 6_000, escrow.escrowId),
    row(payee.customerId, 'wallet_funded', 'in', 4_000, escrow.escrowId),
    row(payer.customerId, 'escrow_released', 'unlocked', 4_000, escrow.escrowId),
    row(payer.customerId, 'escrow_funded', 'locked', 10_000, escrow.escrowId),
    row(other.customerId, 'wallet_credit', 'in', 1_980, null),
    row(payer.customerId, 'wallet_credit', 'in', 49_700, null),
  ];
  return {
    payer,
    payee,
    other,
    escrowId: escrow.escrowId,
    topUpCheckoutId: topUp.checkoutId,
    guestEscrowId: guestEscrow.escrowId,
    expected,
  };
}

/** A list row without its generated parts (transactionId, createdAt), to compare with ExpectedRow. */
export function withoutIds(row: Record<string, unknown>): Record<string, unknown> {
  const { transactionId: _t, createdAt: _c, ...rest } = row;
  return rest;
}

/** The trigger-kept counters (list_counts, migrations 004 and 010) equal the statement rows, for every merchant and plane. */
export async function expectStatementCountsExact(sql: Sql): Promise<void> {
  // One statement, one snapshot: rows other test files insert meanwhile cannot skew it.
  const drift = await sql`
    select merchant_id, plane, r.n as rows, c.n as counted
    from (select merchant_id, plane, count(*)::int as n from statement_lines group by merchant_id, plane) r
    full join (select merchant_id, plane, sum(n)::int as n from list_counts where list = 'transactions' group by merchant_id, plane) c
      using (merchant_id, plane)
    where r.n is distinct from c.n`;
  expect(drift).toEqual([]);
}
