import { Db } from '../db';
import { refuse } from '../errors';
import { isId } from '../ids';
import { koboToNaira } from '../money';
import type { Owner } from '../owner';
import { countedTotal, facetTotal } from '../list-counts';
import { checkPageMode, Page, pageWindow, Pagination, readPage, seekAfter, walkOrder } from '../pagination';
import { EscrowState, EscrowStatus } from './rules';

// Escrow rows ↔ the API's escrow resource, and the read queries.

export type GuestPayer = { email: string; name?: string | null; phone?: string | null };
/** A party as stored (in request order): a customer, or the guest payer. */
export type StoredParty = { role: string; customerId: string | null; guest?: GuestPayer };

export type EscrowRow = {
  id: string;
  merchant_id: string;
  plane: string;
  reference: string;
  status: EscrowStatus;
  amount: bigint;
  currency: string;
  released_amount: bigint;
  refunded_amount: bigint;
  fee_amount: bigint;
  merchant_fee: bigint;
  payer_customer_id: string | null;
  payer_guest: GuestPayer | null;
  payee_customer_id: string;
  parties: StoredParty[];
  description: string | null;
  debit_payer: boolean;
  cancelled_reason: string | null;
  pending_provider_refund: boolean;
  funding_payment_id: string | null;
  funded_at: Date | null;
  released_at: Date | null;
  refunded_at: Date | null;
  created_at: Date;
  inspection_period: number | null;
  release_at: Date | null;
  funding_deadline: Date | null;
  test_clock_offset: number;
  /** Joined: the wallets whose accounts the movements touch, and the open dispute. */
  payer_wallet_id: string | null;
  payee_wallet_id: string;
  open_dispute_id: string | null;
};

type EscrowParty =
  | { role: string; customerId: string }
  | { role: 'payer'; customerId: null; guest: { email: string; name: string | null; phone: string | null } };

export type EscrowView = {
  escrowId: string;
  reference: string;
  status: EscrowStatus;
  amount: number;
  currency: string;
  releasedAmount: number;
  refundedAmount: number;
  remainingAmount: number;
  feeAmount: number;
  merchantFee: number;
  parties: EscrowParty[];
  description: string | null;
  cancelledReason: string | null;
  fundedAt: string | null;
  releasedAt: string | null;
  refundedAt: string | null;
  pendingProviderRefund: boolean;
  createdAt: string;
  /** Seconds from funding to the automatic release, or null. */
  inspectionPeriod: number | null;
  /** When the remaining hold is released automatically (set at funding), or null. */
  releaseAt: string | null;
  /** When the unfunded hold is cancelled automatically, or null. */
  fundingDeadline: string | null;
  /** Seconds the hold's sandbox clock runs ahead of real time (test plane; 0 on live). */
  testClockOffset: number;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toParty(party: StoredParty): EscrowParty {
  if (party.guest) {
    return {
      role: 'payer',
      customerId: null,
      guest: { email: party.guest.email, name: party.guest.name ?? null, phone: party.guest.phone ?? null },
    };
  }
  return { role: party.role, customerId: party.customerId! };
}

export function toEscrowView(row: EscrowRow): EscrowView {
  return {
    escrowId: row.id,
    reference: row.reference,
    status: row.status,
    amount: koboToNaira(row.amount),
    currency: row.currency,
    releasedAmount: koboToNaira(row.released_amount),
    refundedAmount: koboToNaira(row.refunded_amount),
    remainingAmount: koboToNaira(row.amount - row.released_amount - row.refunded_amount),
    feeAmount: koboToNaira(row.fee_amount),
    merchantFee: koboToNaira(row.merchant_fee),
    parties: row.parties.map(toParty),
    description: row.description,
    cancelledReason: row.cancelled_reason,
    fundedAt: iso(row.funded_at),
    releasedAt: iso(row.released_at),
    refundedAt: iso(row.refunded_at),
    pendingProviderRefund: row.pending_provider_refund,
    createdAt: row.created_at.toISOString(),
    inspectionPeriod: row.inspection_period,
    releaseAt: iso(row.release_at),
    fundingDeadline: iso(row.funding_deadline),
    testClockOffset: row.test_clock_offset,
  };
}

/** When a hold funded at `now` (real time) is released automatically: its clock plus the inspection period. */
export function releaseAtOnFunding(row: Pick<EscrowRow, 'inspection_period' | 'test_clock_offset'>, now: Date): Date | null {
  return row.inspection_period === null ? null : new Date(now.getTime() + (row.test_clock_offset + row.inspection_period) * 1000);
}

export function toEscrowState(row: EscrowRow): EscrowState {
  return {
    escrowId: row.id,
    status: row.status,
    amount: row.amount.toString(),
    releasedAmount: row.released_amount.toString(),
    refundedAmount: row.refunded_amount.toString(),
    pendingProviderRefund: row.pending_provider_refund,
    guestPayer: row.payer_customer_id === null,
    fundingPaymentId: row.funding_payment_id,
    openDisputeId: row.open_dispute_id,
    releaseAt: iso(row.release_at),
    fundingDeadline: iso(row.funding_deadline),
    testClockOffset: row.test_clock_offset,
  };
}

function selectEscrows(db: Db, extraColumns = db``) {
  return db`select e.*, pw.id as payer_wallet_id, qw.id as payee_wallet_id,
      (select d.id from disputes d where d.escrow_id = e.id and d.status = 'open') as open_dispute_id ${extraColumns}
    from escrows e
      left join wallets pw on pw.customer_id = e.payer_customer_id
      join wallets qw on qw.customer_id = e.payee_customer_id`;
}

/** One escrow of this merchant and plane. */
export async function findEscrowRow(db: Db, owner: Owner, escrowId: string): Promise<EscrowRow | null> {
  if (!isId('escrow', escrowId)) return null;
  const [row] = await db<EscrowRow[]>`${selectEscrows(db)}
    where e.id = ${escrowId} and e.merchant_id = ${owner.merchantId} and e.plane = ${owner.plane}`;
  return row ?? null;
}

/**
 * The row lock every escrow write works under, with the row and the transaction's clock: every
 * `now()` the write stamps is this time, so the row after the write can be worked out here.
 */
export type LockedEscrow = { row: EscrowRow; now: Date };

/**
 * Not an async function: the lock is sent in the order of the call among statements sent
 * together (an `await` inside would send it after a query `.execute()`d later in the same
 * tick), so what is sent after it runs under it.
 */
export function lockEscrowRow(db: Db, owner: Owner, escrowId: string): Promise<LockedEscrow | null> {
  if (!isId('escrow', escrowId)) return Promise.resolve(null);
  return db<Array<EscrowRow & { transaction_now: Date }>>`${selectEscrows(db, db`, now() as transaction_now`)}
    where e.id = ${escrowId} and e.merchant_id = ${owner.merchantId} and e.plane = ${owner.plane}
    for update of e`.then(([found]) => {
    if (!found) return null;
    const { transaction_now: now, ...row } = found;
    return { row, now };
  });
}

export async function getEscrowRow(db: Db, owner: Owner, escrowId: string): Promise<EscrowRow> {
  const row = await findEscrowRow(db, owner, escrowId);
  if (!row) throw refuse.notFound('Escrow');
  return row;
}

export async function getEscrow(db: Db, owner: Owner, escrowId: string): Promise<EscrowView> {
  return toEscrowView(await getEscrowRow(db, owner, escrowId));
}

export type EscrowFilter = { status?: EscrowStatus; customerId?: string };

export async function listEscrows(
  db: Db,
  owner: Owner,
  filter: EscrowFilter,
  page: Page,
): Promise<{ escrows: EscrowView[]; pagination: Pagination }> {
  checkPageMode(page);
  const scope = db`e.merchant_id = ${owner.merchantId} and e.plane = ${owner.plane}`;
  const byStatus = filter.status ? db`and e.status = ${filter.status}` : db``;
  const cursorKeys = db`select created_at as k1, id as k2 from escrows
    where id = ${page.startingAfter ?? ''} and merchant_id = ${owner.merchantId} and plane = ${owner.plane}`;
  const seek = seekAfter(db, page, db`(e.created_at, e.id)`, cursorKeys);
  const order = db`order by e.created_at desc, e.id desc`;
  // The page's ids first, walked index-only on the index that matches the filter; the rows,
  // their wallets and open dispute are joined for those ids only. A customer is payer or
  // payee: one walk per side (each at most as far as the page reaches), merged.
  const walk = (side: ReturnType<typeof db>) =>
    db`(select e.id, e.created_at from escrows e where ${scope} and ${side} ${byStatus} ${seek} ${order} ${reach(db, page)})`;
  // A deep page of one customer merges two walks; the rest walk from the nearer end.
  const ids = (known: number | undefined) =>
    filter.customerId
      ? db`select e.id from (${walk(db`e.payer_customer_id = ${filter.customerId}`)} union ${walk(db`e.payee_customer_id = ${filter.customerId}`)}) e
        ${order} ${pageWindow(db, page)}`
      : db`select e.id from escrows e where ${scope} ${byStatus} ${seek} ${walkOrder(db, page, db`e.created_at`, db`e.id`, known)}`;
  const { items, pagination } = await readPage<EscrowRow>(db, page, {
    total: escrowTotal(db, owner, filter),
    rows: (known) => db`${selectEscrows(db)} where e.id = any(array(${ids(known)}))`,
    order: db`p.created_at desc, p.id desc`,
    key: 'id',
    cursorKeys,
    what: 'escrow',
    mayWalkFromOldest: !filter.customerId,
  });
  return { escrows: items.map(toEscrowView), pagination };
}

/** How far one walk of a merged page must go: through the page (offset and limit), or a cursor page and one row. */
function reach(db: Db, page: Page) {
  return page.startingAfter === undefined ? db`limit ${page.offset + page.limit}` : db`limit ${page.limit + 1}`;
}

/**
 * The exact total of the filter: a trigger-kept counter for the whole list, a status or a
 * customer (migration 013); a status and a customer together are counted through the
 * customer's payer and payee indexes (docs/decisions.md "List totals").
 */
function escrowTotal(db: Db, owner: Owner, filter: EscrowFilter) {
  if (filter.status && filter.customerId) {
    return db`select count(*)::int from escrows e
      where e.merchant_id = ${owner.merchantId} and e.plane = ${owner.plane} and e.status = ${filter.status}
        and (e.payer_customer_id = ${filter.customerId} or e.payee_customer_id = ${filter.customerId})`;
  }
  if (filter.status) return facetTotal(db, owner, 'escrows', `status:${filter.status}`);
  if (filter.customerId) return facetTotal(db, owner, 'escrows', `customer:${filter.customerId}`);
  return countedTotal(db, owner, 'escrows');
}
