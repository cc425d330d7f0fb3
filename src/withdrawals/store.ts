import { Db } from '../db';
import type { EventType } from '../events/outbox';
import { refuse } from '../errors';
import { feesInNaira } from '../fees';
import { isId } from '../ids';
import { bankName } from '../identity/banks';
import { koboToNaira } from '../money';
import type { Owner } from '../owner';
import { countedTotal, facetTotal } from '../list-counts';
import { checkPageMode, cursorKeysById, Page, pageIds, Pagination, readPage } from '../pagination';

// Withdrawal rows ↔ the API's withdrawal resource, and the read queries. The account number
// is stored only encrypted and is never part of a view: reads show last4, bankCode, accountName.

export const WITHDRAWAL_STATUSES = ['processing', 'completed', 'failed'] as const;
type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export type WithdrawalRow = {
  id: string;
  merchant_id: string;
  plane: 'test' | 'live';
  customer_id: string;
  wallet_id: string;
  reference: string;
  status: WithdrawalStatus;
  amount: bigint;
  provider_fee: bigint;
  platform_fee: bigint;
  merchant_fee: bigint;
  charged_amount: bigint;
  currency: string;
  bank_code: string;
  account_last4: string;
  account_name: string;
  account_number_ciphertext: Buffer;
  provider: string;
  /** The provider's transfer code, once sent. */
  provider_reference: string | null;
  /** Our reference of the transfer at the provider (providerReferenceOf(id)), set when the withdrawal is created. */
  transfer_reference: string;
  transfer_sent_at: Date | null;
  failure_reason: string | null;
  reserve_journal_id: string | null;
  event_ids: Partial<Record<EventType, string>>;
  created_at: Date;
  completed_at: Date | null;
  failed_at: Date | null;
  /** An operator's give-up (cli): who and why; internal, never in a view or an event. */
  given_up_by: string | null;
  given_up_reason: string | null;
  given_up_at: Date | null;
};

export type WithdrawalView = {
  withdrawalId: string;
  customerId: string;
  walletId: string;
  reference: string;
  status: WithdrawalStatus;
  amount: number;
  currency: string;
  fees: { providerFee: number; platformFee: number; merchantFee: number; totalFees: number };
  chargedAmount: number;
  bankCode: string;
  bankName: string | null;
  last4: string;
  accountName: string;
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
  failedAt: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWithdrawalView(row: WithdrawalRow): WithdrawalView {
  return {
    withdrawalId: row.id,
    customerId: row.customer_id,
    walletId: row.wallet_id,
    reference: row.reference,
    status: row.status,
    amount: koboToNaira(row.amount),
    currency: row.currency,
    fees: feesInNaira({
      providerFee: row.provider_fee,
      platformFee: row.platform_fee,
      merchantFee: row.merchant_fee,
      totalFees: row.provider_fee + row.platform_fee + row.merchant_fee,
    }),
    chargedAmount: koboToNaira(row.charged_amount),
    bankCode: row.bank_code,
    bankName: bankName(row.bank_code),
    last4: row.account_last4,
    accountName: row.account_name,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    completedAt: iso(row.completed_at),
    failedAt: iso(row.failed_at),
  };
}

/** A withdrawal by id alone (workflows and activities know it belongs to their merchant). */
export async function findWithdrawalById(db: Db, withdrawalId: string, lock = false): Promise<WithdrawalRow | null> {
  const [row] = await db<WithdrawalRow[]>`select * from withdrawals where id = ${withdrawalId} ${lock ? db`for update` : db``}`;
  return row ?? null;
}

/** The withdrawal a provider's transfer event names by its reference. */
export async function findWithdrawalByTransferReference(db: Db, reference: string): Promise<WithdrawalRow | null> {
  const [row] = await db<WithdrawalRow[]>`select * from withdrawals where transfer_reference = ${reference}`;
  return row ?? null;
}

/** The reference the provider knows this withdrawal's transfer by. */
export const transferReferenceOf = (row: WithdrawalRow): string => row.transfer_reference;

export async function getWithdrawal(db: Db, owner: Owner, withdrawalId: string): Promise<WithdrawalView> {
  const row = isId('withdrawal', withdrawalId)
    ? (
        await db<WithdrawalRow[]>`select * from withdrawals
        where id = ${withdrawalId} and merchant_id = ${owner.merchantId} and plane = ${owner.plane}`
      )[0]
    : undefined;
  if (!row) throw refuse.notFound('Withdrawal');
  return toWithdrawalView(row);
}

export type WithdrawalFilter = { status?: WithdrawalStatus; customerId?: string };

export async function listWithdrawals(
  db: Db,
  owner: Owner,
  filter: WithdrawalFilter,
  page: Page,
): Promise<{ withdrawals: WithdrawalView[]; pagination: Pagination }> {
  checkPageMode(page);
  const filters = db`${filter.status ? db`and t.status = ${filter.status}` : db``}
    ${filter.customerId ? db`and t.customer_id = ${filter.customerId}` : db``}`;
  // Exact totals from the trigger-kept counters (migration 013); a status and a customer
  // together are counted through the customer's index.
  const total =
    filter.status && filter.customerId
      ? db`select count(*)::int from withdrawals t
        where t.merchant_id = ${owner.merchantId} and t.plane = ${owner.plane} ${filters}`
      : filter.status
        ? facetTotal(db, owner, 'withdrawals', `status:${filter.status}`)
        : filter.customerId
          ? facetTotal(db, owner, 'withdrawals', `customer:${filter.customerId}`)
          : countedTotal(db, owner, 'withdrawals');
  const { items, pagination } = await readPage<WithdrawalRow>(db, page, {
    total,
    rows: (known) => db`select * from withdrawals where id = any(array(${pageIds(db, 'withdrawals', owner, filters, page, known)}))`,
    order: db`p.created_at desc, p.id desc`,
    key: 'id',
    cursorKeys: cursorKeysById(db, 'withdrawals', owner, page),
    what: 'withdrawal',
  });
  return { withdrawals: items.map(toWithdrawalView), pagination };
}
