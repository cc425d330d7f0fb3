import type { Db } from '../db';
import { outboxStream, parseOutboxStream } from '../events/streams';
import { isId } from '../ids';
import type { Plane } from '../keys';
import { koboToNaira } from '../money';

// The operator's `find` (cli): a money movement by merchant, escrow, withdrawal, reference or
// event, with the id of the workflow that runs it (src/events/streams.ts), read from the rows.

type MovementKind = 'escrow' | 'withdrawal' | 'checkout' | 'wallet_credit';

export type Movement = {
  kind: MovementKind;
  id: string;
  merchantId: string;
  plane: Plane;
  status: string;
  reference: string | null;
  /** Naira; what the movement is about (hold total, payout, session amount, credited net). */
  amount: number;
  currency: string;
  /** The parts that moved since: released/refunded of a hold, charged of a payout. */
  amounts: Record<string, number>;
  createdAt: string;
  workflowId: string;
};

export type FoundEvent = {
  id: string;
  type: string;
  merchantId: string;
  plane: Plane;
  createdAt: string;
  deliveryStatus: string;
  stream: string | null;
};

/** The newest movements listed for a merchant alone. */
const MERCHANT_MOVEMENTS_LIMIT = 20;

/** The columns every movement's row has. */
type MovementRow = { id: string; merchant_id: string; plane: Plane; status: string; amount: bigint; currency: string; created_at: Date };
type EscrowRow = MovementRow & { reference: string; released_amount: bigint; refunded_amount: bigint; fee_amount: bigint };
type WithdrawalRow = MovementRow & { reference: string; charged_amount: bigint };
type CheckoutRow = MovementRow;

const escrowMovement = (r: EscrowRow): Movement => ({
  kind: 'escrow',
  id: r.id,
  merchantId: r.merchant_id,
  plane: r.plane,
  status: r.status,
  reference: r.reference,
  amount: koboToNaira(r.amount),
  currency: r.currency,
  amounts: {
    releasedAmount: koboToNaira(r.released_amount),
    refundedAmount: koboToNaira(r.refunded_amount),
    remainingAmount: koboToNaira(r.amount - r.released_amount - r.refunded_amount),
    feeAmount: koboToNaira(r.fee_amount),
  },
  createdAt: r.created_at.toISOString(),
  workflowId: outboxStream('escrow', r.id),
});

const withdrawalMovement = (r: WithdrawalRow): Movement => ({
  kind: 'withdrawal',
  id: r.id,
  merchantId: r.merchant_id,
  plane: r.plane,
  status: r.status,
  reference: r.reference,
  amount: koboToNaira(r.amount),
  currency: r.currency,
  amounts: { chargedAmount: koboToNaira(r.charged_amount) },
  createdAt: r.created_at.toISOString(),
  workflowId: outboxStream('withdrawal', r.id),
});

const checkoutMovement = (r: CheckoutRow): Movement => ({
  kind: 'checkout',
  id: r.id,
  merchantId: r.merchant_id,
  plane: r.plane,
  status: r.status,
  reference: null,
  amount: koboToNaira(r.amount),
  currency: r.currency,
  amounts: {},
  createdAt: r.created_at.toISOString(),
  workflowId: outboxStream('checkout', r.id),
});

const escrowColumns = (db: Db) =>
  db`id, merchant_id, plane, status, reference, amount, currency, released_amount, refunded_amount, fee_amount, created_at`;
const withdrawalColumns = (db: Db) => db`id, merchant_id, plane, status, reference, amount, currency, charged_amount, created_at`;

export async function findEscrow(db: Db, escrowId: string): Promise<Movement[]> {
  if (!isId('escrow', escrowId)) return [];
  return (await db<EscrowRow[]>`select ${escrowColumns(db)} from escrows where id = ${escrowId}`).map(escrowMovement);
}

export async function findWithdrawal(db: Db, withdrawalId: string): Promise<Movement[]> {
  if (!isId('withdrawal', withdrawalId)) return [];
  return (await db<WithdrawalRow[]>`select ${withdrawalColumns(db)} from withdrawals where id = ${withdrawalId}`).map(withdrawalMovement);
}

/** These withdrawals, in the order of `ids` (unknown ones left out). */
export async function findWithdrawals(db: Db, ids: string[]): Promise<Movement[]> {
  if (ids.length === 0) return [];
  const rows = await db<WithdrawalRow[]>`select ${withdrawalColumns(db)} from withdrawals where id = any(${ids})`;
  const byId = new Map(rows.map((r) => [r.id, withdrawalMovement(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Escrows and withdrawals with this merchant reference (of one merchant, or of any), newest first. */
export async function findByReference(db: Db, reference: string, merchantId?: string): Promise<Movement[]> {
  const ofMerchant = merchantId ? db`and merchant_id = ${merchantId}` : db``;
  const [escrows, withdrawals] = await Promise.all([
    db<EscrowRow[]>`select ${escrowColumns(db)} from escrows where reference = ${reference} ${ofMerchant}`,
    db<WithdrawalRow[]>`select ${withdrawalColumns(db)} from withdrawals where reference = ${reference} ${ofMerchant}`,
  ]);
  return newestFirst([...escrows.map(escrowMovement), ...withdrawals.map(withdrawalMovement)]);
}

/** A merchant's newest escrows and withdrawals (both planes), at most MERCHANT_MOVEMENTS_LIMIT. */
export async function findByMerchant(db: Db, merchantId: string): Promise<Movement[]> {
  if (!isId('merchant', merchantId)) return [];
  const [escrows, withdrawals] = await Promise.all([
    db<EscrowRow[]>`select ${escrowColumns(db)} from escrows where merchant_id = ${merchantId}
      order by created_at desc limit ${MERCHANT_MOVEMENTS_LIMIT}`,
    db<WithdrawalRow[]>`select ${withdrawalColumns(db)} from withdrawals where merchant_id = ${merchantId}
      order by created_at desc limit ${MERCHANT_MOVEMENTS_LIMIT}`,
  ]);
  return newestFirst([...escrows.map(escrowMovement), ...withdrawals.map(withdrawalMovement)]).slice(0, MERCHANT_MOVEMENTS_LIMIT);
}

/** An event's data or meta as stored (JSON); the fields read here are checked where read. */
type EventJson = Record<string, unknown>;

/** An event and the movement whose workflow delivers it (its stream), if the event exists. */
export async function findEvent(db: Db, eventId: string): Promise<{ event: FoundEvent; movements: Movement[] } | null> {
  if (!isId('event', eventId)) return null;
  const [row] = await db<
    Array<{
      id: string;
      type: string;
      merchant_id: string;
      plane: Plane;
      created_at: Date;
      delivery_status: string;
      stream: string | null;
      data: EventJson;
      meta: EventJson;
    }>
  >`
    select id, type, merchant_id, plane, created_at, delivery_status, stream, data, meta from events where id = ${eventId}`;
  if (!row) return null;
  const event: FoundEvent = {
    id: row.id,
    type: row.type,
    merchantId: row.merchant_id,
    plane: row.plane,
    createdAt: row.created_at.toISOString(),
    deliveryStatus: row.delivery_status,
    stream: row.stream,
  };
  return { event, movements: await movementOfStream(db, row) };
}

async function movementOfStream(
  db: Db,
  row: { stream: string | null; merchant_id: string; plane: Plane; created_at: Date; data: EventJson; meta: EventJson },
): Promise<Movement[]> {
  const stream = row.stream ?? '';
  const { kind, key: id } = parseOutboxStream(stream) ?? { kind: undefined, key: '' };
  if (kind === 'escrow') return findEscrow(db, id);
  if (kind === 'withdrawal') return findWithdrawal(db, id);
  if (kind === 'checkout') {
    return (
      await db<CheckoutRow[]>`select id, merchant_id, plane, status, amount, currency, created_at
      from checkout_sessions where id = ${id}`
    ).map(checkoutMovement);
  }
  if (kind === 'wallet-credit') {
    // An inbound transfer has no row of its own: its wallet.credited event says what moved.
    return [
      {
        kind: 'wallet_credit',
        id: typeof row.data.walletId === 'string' ? row.data.walletId : '',
        merchantId: row.merchant_id,
        plane: row.plane,
        status: 'completed',
        reference: null,
        amount: Number(row.meta.amount ?? 0),
        currency: typeof row.meta.currency === 'string' ? row.meta.currency : 'NGN',
        amounts:
          row.meta.grossAmount === undefined
            ? {}
            : { grossAmount: Number(row.meta.grossAmount), providerFee: Number(row.meta.providerFee ?? 0) },
        createdAt: row.created_at.toISOString(),
        workflowId: stream,
      },
    ];
  }
  return [];
}

function newestFirst(movements: Movement[]): Movement[] {
  return movements.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
