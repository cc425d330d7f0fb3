import { randomBytes } from 'node:crypto';
import { idForIdempotencyKey } from '../../api/derived-ids';
import { createRequestOf } from '../../api/routes/escrows/routes';
import { createEscrowBody } from '../../api/routes/escrows/schema';
import type { Sql } from '../../src/db';
import { escrowOperationId } from '../../src/escrows/commands';
import { createEscrow as bookEscrowCreate } from '../../src/escrows/create';
import type { Owner } from '../../src/owner';
import { createCustomer, Customer } from './fixtures';
import { ApiClient } from './http';
import type { ReceivedWebhook, WebhookReceiver } from './webhook-receiver';

// Escrows made through the API, for the escrow test files.

export const uniqueReference = (prefix = 'order') => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A customer whose available is `net` naira after a sandbox inbound transfer (deposit fee: 1%, capped at 300). */
export async function customerWithBalance(api: ApiClient, grossNaira: number): Promise<Customer> {
  const customer = await createCustomer(api);
  if (grossNaira > 0) {
    const res = await api.post(`/wallets/${customer.walletId}/credits`, { amount: grossNaira });
    expect(res.status).toBe(200);
  }
  return customer;
}

export function escrowBody(
  payer: string | { email: string; name?: string; phone?: string },
  payee: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    reference: uniqueReference(),
    amount: 10_000,
    currency: 'NGN',
    parties: [
      typeof payer === 'string' ? { role: 'payer', customerId: payer } : { role: 'payer', guest: payer },
      { role: 'payee', customerId: payee },
    ],
    description: 'Phone purchase',
    ...overrides,
  };
}

/** Creates an escrow (201 asserted) and returns its data. */
export async function createEscrow(api: ApiClient, body: Record<string, unknown>): Promise<any> {
  const res = await api.post('/escrows', body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
  return res.body.data;
}

/** Webhooks about one escrow (escrow events by data.escrowId, dispute events by data.escrowId too). */
function escrowEvents(receiver: WebhookReceiver, escrowId: string): ReceivedWebhook[] {
  return receiver.received.filter((r) => r.body.data?.escrowId === escrowId);
}

/**
 * Waits until exactly `count` events about the escrow arrived and returns them in emission
 * order (events of one write arrive in order; writes are ordered by creation time).
 */
export async function waitForEscrowEvents(receiver: WebhookReceiver, escrowId: string, count: number): Promise<ReceivedWebhook[]> {
  await receiver.waitFor(() => escrowEvents(receiver, escrowId).length >= count);
  const events = escrowEvents(receiver, escrowId);
  expect(events.map((e) => e.body.type)).toHaveLength(count);
  return [...events].sort((a, b) => a.body.createdAt.localeCompare(b.body.createdAt));
}

export async function balancesOf(api: ApiClient, customerId: string): Promise<{ available: number; held: number }> {
  const res = await api.get(`/customers/${customerId}`);
  expect(res.status).toBe(200);
  return res.body.data.balances;
}

/**
 * The create of `body` under `idempotencyKey`, committed as its workflow's local activity
 * commits it (no workflow told of it): the state a create whose task or Update Temporal lost
 * leaves behind. Returns the escrow id the API derives from the key.
 */
export async function createCommittedUnseen(
  sql: Sql,
  owner: Owner,
  idempotencyKey: string,
  body: Record<string, unknown>,
): Promise<string> {
  const escrowId = idForIdempotencyKey('escrow', owner, idempotencyKey);
  const request = createRequestOf(createEscrowBody.parse(body));
  await bookEscrowCreate(sql, { ...request, ...owner, escrowId, operationId: escrowOperationId(escrowId, 'create') });
  return escrowId;
}
