import type { Db } from '../db';
import type { Plane } from '../keys';
import { depositMovementKey } from '../wallets/deposits';
import type { LedgerDeposit, LedgerPayment, LedgerRefund, LedgerWithdrawal, TransactionLedger } from './classify';

// The ledger's side of a page of provider records: one query per kind of booking for the whole
// page (by index), never one per record. Every lookup is by the provider's reference, whatever
// day the ledger booked it.

/** The movement id a deposit with this provider reference is booked under (wallet-credit workflow). */
export function depositMovementId(reference: string): string {
  return `wallet_credit:${depositMovementKey(reference)}`;
}

/** What the ledger has of each transaction reference of a page (deposits by their movement id). */
export async function transactionLedgers(
  db: Db,
  plane: Plane,
  page: Array<{ reference: string; deposit: boolean; receiverAccountNumber: string | null }>,
): Promise<Map<string, TransactionLedger>> {
  const charges = page.filter((r) => !r.deposit).map((r) => r.reference);
  const deposits = page.filter((r) => r.deposit);
  const movementIds = deposits.map((r) => depositMovementId(r.reference));
  const accounts = [...new Set(deposits.map((r) => r.receiverAccountNumber).filter((a): a is string => a !== null))];
  const [payments, sessions, journals, wallets] = await Promise.all([
    charges.length === 0
      ? []
      : db<Array<LedgerPayment & { reference: string }>>`
          select provider_reference as reference, id as "paymentId", checkout_id as "checkoutId", merchant_id as "merchantId",
                 charged_amount as "chargedAmount", provider_fee as "providerFee", currency, booked_as as "bookedAs", created_at as "bookedAt"
          from payments where plane = ${plane} and provider_reference = any(${charges})`,
    charges.length === 0
      ? []
      : db<Array<{ reference: string; checkoutId: string; merchantId: string; status: string }>>`
          select coalesce(provider_reference, id) as reference, id as "checkoutId", merchant_id as "merchantId", status
          from checkout_sessions
          where plane = ${plane} and (provider_reference = any(${charges}) or (id = any(${charges}) and provider_reference is null))`,
    movementIds.length === 0
      ? []
      : db<Array<LedgerDeposit>>`
          select j.id as "journalId", j.merchant_id as "merchantId", j.related_id as "walletId", j.movement_id as "movementId",
                 coalesce(-sum(e.amount) filter (where a.kind = 'provider_clearing'), 0)::bigint as "grossAmount",
                 coalesce(sum(e.amount) filter (where a.kind = 'provider_fees'), 0)::bigint as "providerFee",
                 j.created_at as "bookedAt"
          from ledger_journals j
          join ledger_entries e on e.journal_id = j.id
          join ledger_accounts a on a.id = e.account_id
          where j.plane = ${plane} and j.event_type = 'wallet_credit' and j.movement_id = any(${movementIds})
          group by j.id`,
    accounts.length === 0
      ? []
      : db<Array<{ accountNumber: string; walletId: string; merchantId: string }>>`
          select account_number as "accountNumber", min(id) as "walletId", min(merchant_id) as "merchantId"
          from wallets where plane = ${plane} and account_number = any(${accounts})
          group by account_number having count(*) = 1`,
  ]);
  const byReference = new Map<string, TransactionLedger>();
  const entry = (reference: string) => byReference.get(reference) ?? byReference.set(reference, {}).get(reference)!;
  for (const { reference, ...payment } of payments) entry(reference).payment = payment;
  for (const s of sessions) entry(s.reference).session = { checkoutId: s.checkoutId, merchantId: s.merchantId, status: s.status };
  const depositByMovement = new Map(journals.map((j) => [j.movementId, j]));
  const walletByAccount = new Map(wallets.map((w) => [w.accountNumber, { walletId: w.walletId, merchantId: w.merchantId }]));
  for (const d of deposits) {
    const booked = depositByMovement.get(depositMovementId(d.reference));
    if (booked) entry(d.reference).deposit = booked;
    const account = d.receiverAccountNumber === null ? undefined : walletByAccount.get(d.receiverAccountNumber);
    if (account) entry(d.reference).account = account;
  }
  return byReference;
}

/** The withdrawals a page of transfers pays out, by transfer reference. */
export async function withdrawalsByReference(db: Db, plane: Plane, references: string[]): Promise<Map<string, LedgerWithdrawal>> {
  if (references.length === 0) return new Map();
  const rows = await db<Array<LedgerWithdrawal & { reference: string }>>`
    select coalesce(transfer_reference, id) as reference, id as "withdrawalId", merchant_id as "merchantId", status, amount,
           provider_fee as "providerFee", currency, failure_reason as "failureReason"
    from withdrawals
    where plane = ${plane} and (transfer_reference = any(${references}) or (id = any(${references}) and transfer_reference is null))`;
  return new Map(rows.map(({ reference, ...w }) => [reference, w]));
}

/** Our refunds of the payments with these provider references, and which of those payments exist. */
export async function refundsOfPayments(
  db: Db,
  plane: Plane,
  transactionReferences: string[],
): Promise<{ known: Set<string>; refunds: LedgerRefund[] }> {
  if (transactionReferences.length === 0) return { known: new Set(), refunds: [] };
  const [payments, refunds] = await Promise.all([
    db<Array<{ reference: string }>>`select distinct provider_reference as reference from payments
      where plane = ${plane} and provider_reference = any(${transactionReferences})`,
    db<LedgerRefund[]>`
      select r.id as "refundId", r.merchant_id as "merchantId", r.payment_id as "paymentId", p.provider_reference as "transactionReference",
             r.amount, r.status, r.provider_reference as "providerReference", r.created_at as "createdAt"
      from payments p join refunds r on r.payment_id = p.id
      where p.plane = ${plane} and p.provider_reference = any(${transactionReferences})`,
  ]);
  return { known: new Set(payments.map((p) => p.reference)), refunds };
}
