import { randomBytes, randomUUID } from 'node:crypto';
import { idForIdempotencyKey } from '../../api/derived-ids';
import type { Sql } from '../../src/db';
import { encryptSecret } from '../../src/keys';
import { createWithdrawal } from '../../src/withdrawals/create';
import type { ApiClient } from './http';
import type { ReceivedWebhook, WebhookReceiver } from './webhook-receiver';
import { eventually } from './eventually';

// Withdrawals made through the API, for the withdrawal test files.

/** An account the sandbox resolves and pays (not one of the magic numbers). */
export const PAYABLE_ACCOUNT = '0123456789';
/** decisions.md sandbox magic: resolves, then the transfer fails. */
export const FAILING_ACCOUNT = '9999999999';
/** decisions.md sandbox magic: name resolution fails (502). */
export const UNRESOLVABLE_ACCOUNT = '0000000000';

export function withdrawalBody(customerId: string, overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    accountNumber: PAYABLE_ACCOUNT,
    bankCode: '058',
    amount: 1_000,
    reference: `payout-${randomBytes(6).toString('hex')}`,
    ...overrides,
  };
}

/** Webhooks about one withdrawal, in the order they were received. */
export function withdrawalEvents(receiver: WebhookReceiver, withdrawalId: string): ReceivedWebhook[] {
  return receiver.received.filter((r) => r.body.data?.withdrawalId === withdrawalId);
}

/** Waits for the withdrawal's final event (completed or failed) and returns all its events. */
export async function waitForWithdrawalSettled(
  receiver: WebhookReceiver,
  withdrawalId: string,
  timeoutMs = 20_000,
): Promise<ReceivedWebhook[]> {
  await receiver.waitFor(
    () =>
      withdrawalEvents(receiver, withdrawalId).some((e) => e.body.type === 'withdrawal.completed' || e.body.type === 'withdrawal.failed'),
    timeoutMs,
  );
  return withdrawalEvents(receiver, withdrawalId);
}

/** Polls GET /withdrawals/{id} until it leaves `processing`. */
export async function waitForWithdrawalStatus(api: ApiClient, withdrawalId: string, timeoutMs = 20_000): Promise<any> {
  return eventually(
    async () => (await api.get(`/withdrawals/${withdrawalId}`)).body.data,
    (withdrawal) => withdrawal?.status !== 'processing',
    { what: `withdrawal ${withdrawalId} to leave processing`, timeoutMs, intervalMs: 100 },
  );
}

/**
 * A withdrawal whose workflow ended before sending its transfer: the reserve and
 * withdrawal.created written by the create step (the same code the workflow's step runs), and
 * no workflow to carry it on (a stuck one, for `withdrawal resume`). Returns its id.
 */
export async function unsentStuckWithdrawal(
  db: { sql: Sql; masterKey: Buffer },
  owner: { merchantId: string; customerId: string },
  amountNaira: number,
): Promise<string> {
  const { merchantId, customerId } = owner;
  const withdrawalId = idForIdempotencyKey('withdrawal', { merchantId, plane: 'test' }, randomUUID());
  await createWithdrawal(db.sql, {
    merchantId,
    plane: 'test',
    withdrawalId,
    customerId,
    reference: `stuck-${randomUUID()}`,
    amount: String(amountNaira * 100),
    merchantFee: '0',
    currency: 'NGN',
    bankCode: '058',
    last4: '6789',
    accountName: 'ADA OBI',
    accountNumberCiphertext: encryptSecret(db.masterKey, PAYABLE_ACCOUNT).toString('base64'),
    provider: 'sandbox',
  });
  return withdrawalId;
}
