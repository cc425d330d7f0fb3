import type { Sql, Tx } from '../db';
import { recordEvents } from '../events/outbox';
import { outboxStream } from '../events/streams';
import { holderOfKey, orOwnEarlierAttempt } from '../db/earlier-attempt';
import { refuse } from '../errors';
import { quoteFees } from '../fees';
import type { Plane } from '../keys';
import { systemAccountId, walletAccountId } from '../ledger/accounts';
import { postJournal } from '../ledger/journal';
import { koboToNaira } from '../money';
import { providerReferenceOf } from '../payments/references';
import { findWithdrawalById, toWithdrawalView, WithdrawalRow, WithdrawalView } from './store';

export type CreateWithdrawalInput = {
  merchantId: string;
  plane: Plane;
  /** Derived from the Idempotency-Key: a retried create finds the first withdrawal. */
  withdrawalId: string;
  customerId: string;
  reference: string;
  /** Kobo, as decimal strings (workflow payloads are JSON). */
  amount: string;
  merchantFee: string;
  currency: string;
  bankCode: string;
  last4: string;
  /** Resolved by the provider before this step. */
  accountName: string;
  /** AES-256-GCM of the account number under the master key, base64. */
  accountNumberCiphertext: string;
  provider: string;
};

export type WithdrawalStepResult = { withdrawal: WithdrawalView; eventIds: string[] };
export type CreateWithdrawalResult = WithdrawalStepResult & { created: boolean };

/**
 * Accepts a withdrawal in one transaction: the customer's available is locked and must cover
 * chargedAmount (amount + transfer fee + platform fee + merchantFee), which moves to
 * withdrawals_in_flight; the row, the statement line (`withdrawal` / out, processing) and
 * withdrawal.created are written with it. Refusals throw ServiceErrors and write nothing.
 * A retry whose earlier attempt committed late (after its activity timed out) carries on
 * with that attempt's withdrawal: the reference is refused only when another withdrawal has it.
 */
export async function createWithdrawal(sql: Sql, input: CreateWithdrawalInput): Promise<CreateWithdrawalResult> {
  return orOwnEarlierAttempt(() => sql.begin<CreateWithdrawalResult>((tx) => reserve(tx, input)), {
    constraints: [REFERENCE_KEY, 'withdrawals_pkey'],
    earlier: async () => {
      const earlier = await findWithdrawalById(sql, input.withdrawalId);
      return earlier ? earlierAttempt(earlier) : null;
    },
    refusal: () => duplicateReference(input.reference),
  });
}

/** The answer to a create whose withdrawal is already there: as the first attempt gave it. */
function earlierAttempt(row: WithdrawalRow): CreateWithdrawalResult {
  const createdEvent = row.event_ids['withdrawal.created'];
  return { withdrawal: toWithdrawalView(row), created: false, eventIds: createdEvent ? [createdEvent] : [] };
}

async function reserve(tx: Tx, input: CreateWithdrawalInput): Promise<CreateWithdrawalResult> {
  const existing = await findWithdrawalById(tx, input.withdrawalId);
  if (existing) return earlierAttempt(existing);

  // Share-lock the customer so a concurrent delete cannot strand the reserve.
  const [customer] = await tx`select c.id, w.id as wallet_id from customers c left join wallets w on w.customer_id = c.id
    where c.id = ${input.customerId} and c.merchant_id = ${input.merchantId} and c.plane = ${input.plane}
      and c.deleted_at is null
    for share of c`;
  if (!customer) throw refuse.notFound('Customer');

  const fees = quoteFees('transfer', BigInt(input.amount), { merchantFee: BigInt(input.merchantFee) });
  const available = customer.wallet_id ? await lockedAvailable(tx, customer.wallet_id as string) : 0n;
  // Read under the wallet's lock: an earlier attempt of this create that held it has committed by now.
  const reference = holderOfKey(await withIdOrReference(tx, input), input.withdrawalId);
  if (reference.holder === 'own') return earlierAttempt(reference.row);
  if (reference.holder === 'other') throw duplicateReference(input.reference);
  if (!customer.wallet_id || available < fees.chargedAmount) {
    throw refuse.insufficientBalance('withdrawal', koboToNaira(available), koboToNaira(fees.chargedAmount));
  }
  const walletId = customer.wallet_id as string;

  const owner = { merchantId: input.merchantId, plane: input.plane };
  const { journalId } = await postJournal(tx, {
    ...owner,
    movementId: `withdrawal:${input.withdrawalId}:reserve`,
    eventType: 'withdrawal',
    relatedId: input.withdrawalId,
    entries: [
      { accountId: walletAccountId(walletId, 'available'), amount: -fees.chargedAmount },
      { accountId: systemAccountId(input.merchantId, input.plane, 'withdrawals_in_flight'), amount: fees.chargedAmount },
    ],
    lines: [{ customerId: input.customerId, type: 'withdrawal', direction: 'out', status: 'processing', amount: fees.chargedAmount }],
  });
  // A concurrent create with the same reference may commit first: the unique index answers then (createWithdrawal).
  const [row] = await tx<WithdrawalRow[]>`insert into withdrawals ${tx({
    id: input.withdrawalId,
    merchant_id: input.merchantId,
    plane: input.plane,
    customer_id: input.customerId,
    wallet_id: walletId,
    reference: input.reference,
    status: 'processing',
    amount: fees.netAmount,
    provider_fee: fees.providerFee,
    platform_fee: fees.platformFee,
    merchant_fee: fees.merchantFee,
    charged_amount: fees.chargedAmount,
    currency: input.currency,
    bank_code: input.bankCode,
    account_last4: input.last4,
    account_name: input.accountName,
    account_number_ciphertext: Buffer.from(input.accountNumberCiphertext, 'base64'),
    provider: input.provider,
    transfer_reference: providerReferenceOf(input.withdrawalId),
    reserve_journal_id: journalId,
  })} returning *`;
  const withdrawal = toWithdrawalView(row);
  const eventIds = await recordWithdrawalEvent(tx, row, 'withdrawal.created', journalId);
  return { withdrawal, created: true, eventIds };
}

/** The available balance of a wallet, locked until the transaction ends (concurrent withdrawals queue here). */
async function lockedAvailable(tx: Tx, walletId: string): Promise<bigint> {
  const [account] = await tx`select balance from ledger_accounts where id = ${walletAccountId(walletId, 'available')} for update`;
  return account.balance as bigint;
}

/** The withdrawals with this create's id or its reference (its own earlier attempt, or another withdrawal). */
function withIdOrReference(tx: Tx, input: CreateWithdrawalInput): Promise<WithdrawalRow[]> {
  return tx<WithdrawalRow[]>`select * from withdrawals
    where id = ${input.withdrawalId}
       or (merchant_id = ${input.merchantId} and plane = ${input.plane} and reference = ${input.reference})`;
}

const REFERENCE_KEY = 'withdrawals_merchant_id_plane_reference_key';

const duplicateReference = (reference: string) => refuse.duplicateWithdrawalReference(reference);

/** Records one event with the withdrawal's current snapshot, remembered on the row by type. */
export async function recordWithdrawalEvent(
  tx: Tx,
  row: WithdrawalRow,
  type: 'withdrawal.created' | 'withdrawal.processing' | 'withdrawal.completed' | 'withdrawal.failed',
  journalId: string | null,
): Promise<string[]> {
  const ids = await recordEvents(tx, { merchantId: row.merchant_id, plane: row.plane, stream: outboxStream('withdrawal', row.id) }, [
    { type, data: toWithdrawalView(row), journalId },
  ]);
  await tx`update withdrawals set event_ids = event_ids || ${tx.json({ [type]: ids[0] })} where id = ${row.id}`;
  return ids;
}
