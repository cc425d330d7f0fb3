import type Router from '@koa/router';
import { emit } from '../events';
import { Ctx, fail, ok } from '../http';
import type { FakeCustomer, FakeDedicatedAccount, FakeState, FakeTransaction } from '../state';
import { transactionData } from './transactions';

// Customers, their validation and dedicated virtual accounts. A customer is keyed by e-mail
// (a known e-mail answers the existing customer). Validation is asynchronous: 202 "in
// progress", then customeridentification.success, or .failed for the magic BVN 00000000000.
// A dedicated account needs a validated customer, and a customer gets one only.

export const FAKE_IDENTITY = { failingBvn: '00000000000' } as const;
export const FAKE_VALIDATION_FAILURE_REASON = 'Account number or BVN is incorrect';

/** Paystack's banks for dedicated accounts (preferred_bank), by slug. */
const DEDICATED_ACCOUNT_BANKS: Record<string, { name: string; id: number; slug: string }> = {
  'wema-bank': { name: 'Wema Bank', id: 20, slug: 'wema-bank' },
  'titan-paystack': { name: 'Paystack-Titan', id: 171, slug: 'titan-paystack' },
  'test-bank': { name: 'Test Bank', id: 24, slug: 'test-bank' },
};

const mask = (digits: string) => `${digits.slice(0, 3)}*****${digits.slice(-3)}`;

function customerData(c: FakeCustomer) {
  return {
    id: c.id,
    integration: 100_001,
    domain: 'live',
    customer_code: c.customer_code,
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone,
    metadata: c.metadata,
    risk_action: 'default',
    identified: c.identified,
    identifications: c.identifications.length > 0 ? c.identifications : null,
    createdAt: c.createdAt,
    updatedAt: c.createdAt,
  };
}

function dedicatedAccountData(a: FakeDedicatedAccount) {
  return {
    bank: a.bank,
    account_name: a.account_name,
    account_number: a.account_number,
    assigned: true,
    currency: a.currency,
    metadata: null,
    active: a.active,
    id: a.id,
    created_at: a.createdAt,
    updated_at: a.createdAt,
    assignment: {
      integration: 100_001,
      assignee_id: a.customer.id,
      assignee_type: 'Customer',
      expired: false,
      account_type: 'PAY-WITH-TRANSFER-RECURRING',
      assigned_at: a.createdAt,
    },
    customer: {
      id: a.customer.id,
      customer_code: a.customer.customer_code,
      email: a.customer.email,
      first_name: a.customer.first_name,
      last_name: a.customer.last_name,
    },
  };
}

/** A customer by code, e-mail or numeric id (Paystack takes the code or the e-mail; its list filter the id). */
function findCustomer(state: FakeState, key: unknown): FakeCustomer | undefined {
  const k = typeof key === 'string' || typeof key === 'number' ? String(key) : '';
  return state.customers.get(k) ?? [...state.customers.values()].find((c) => c.customer_code === k || String(c.id) === k);
}

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

export function registerCustomers(router: Router, state: FakeState): void {
  router.post('/customer', (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    if (typeof body.email !== 'string' || !body.email.includes('@')) return fail(ctx, 400, 'Invalid Email Address Passed');
    let customer = state.customers.get(body.email);
    if (!customer) {
      customer = {
        id: state.id(),
        customer_code: state.code('CUS'),
        email: body.email,
        first_name: text(body.first_name),
        last_name: text(body.last_name),
        phone: text(body.phone),
        metadata: body.metadata ?? null,
        identified: false,
        identifications: [],
        createdAt: new Date().toISOString(),
      };
      state.customers.set(customer.email, customer);
    }
    // Paystack answers a known e-mail with the existing customer (the fields it keeps).
    ok(ctx, 'Customer created', customerData(customer));
  });

  router.get('/customer/:code', (ctx: Ctx) => {
    const customer = findCustomer(state, ctx.params.code);
    if (!customer) return fail(ctx, 404, 'Customer not found');
    const account = state.dedicatedAccounts.find((a) => a.customer === customer);
    ok(ctx, 'Customer retrieved', { ...customerData(customer), dedicated_account: account ? dedicatedAccountData(account) : null });
  });

  router.post('/customer/:code/identification', (ctx: Ctx) => {
    const customer = findCustomer(state, ctx.params.code);
    if (!customer) return fail(ctx, 404, 'Customer not found');
    const body = ctx.request.body ?? {};
    if (body.country !== 'NG') return fail(ctx, 400, 'Invalid country');
    if (body.type !== 'bank_account') return fail(ctx, 400, 'Invalid identification type');
    if (!/^\d{11}$/.test(String(body.bvn ?? ''))) return fail(ctx, 400, 'Invalid BVN');
    if (!/^\d{10}$/.test(String(body.account_number ?? ''))) return fail(ctx, 400, 'Invalid account number');
    if (typeof body.bank_code !== 'string' || !body.bank_code) return fail(ctx, 400, 'Bank code is required');
    if (!text(body.first_name) || !text(body.last_name)) return fail(ctx, 400, 'First name and last name are required');
    const identification = {
      country: 'NG',
      type: 'bank_account',
      value: mask(body.bvn),
      status: 'pending' as const,
      reason: null,
      createdAt: new Date().toISOString(),
    };
    customer.identifications.push(identification);
    ok(ctx, 'Customer Identification in progress', undefined, undefined, 202);
    const outcome = body.bvn === FAKE_IDENTITY.failingBvn ? 'failed' : 'success';
    const details = { bvn: mask(body.bvn), account_number: mask(body.account_number), bank_code: body.bank_code };
    if (state.autoValidateCustomers) setTimeout(() => void validateCustomer(state, customer.customer_code, outcome, details), 20).unref();
  });

  router.post('/dedicated_account', (ctx: Ctx) => {
    const body = ctx.request.body ?? {};
    const customer = findCustomer(state, body.customer);
    if (!customer) return fail(ctx, 404, 'Customer not found');
    const bank = DEDICATED_ACCOUNT_BANKS[String(body.preferred_bank ?? 'wema-bank')];
    if (!bank) return fail(ctx, 400, 'Invalid preferred bank');
    if (!customer.identified) return fail(ctx, 400, 'Customer has not been validated');
    if (state.dedicatedAccounts.some((a) => a.customer === customer && a.active))
      return fail(ctx, 400, 'Customer already has an active dedicated account');
    const account: FakeDedicatedAccount = {
      id: state.id(),
      customer,
      account_name: `PAYSTACK / ${[customer.first_name, customer.last_name].filter(Boolean).join(' ')}`.toUpperCase(),
      account_number: newAccountNumber(state),
      currency: 'NGN',
      active: true,
      bank,
      createdAt: new Date().toISOString(),
    };
    state.dedicatedAccounts.push(account);
    ok(ctx, 'NUBAN successfully created', dedicatedAccountData(account));
  });

  router.get('/dedicated_account', (ctx: Ctx) => {
    const customer = ctx.query.customer === undefined ? undefined : findCustomer(state, ctx.query.customer);
    const accounts = state.dedicatedAccounts.filter(
      (a) =>
        (ctx.query.customer === undefined || a.customer === customer) &&
        (ctx.query.active === undefined || String(a.active) === ctx.query.active),
    );
    ok(ctx, 'Managed accounts successfully retrieved', accounts.map(dedicatedAccountData), {
      total: accounts.length,
      perPage: 50,
      page: 1,
      pageCount: 1,
    });
  });
}

/** 10 digits starting 93 (never one of the fake's magic transfer accounts), unique in this fake. */
function newAccountNumber(state: FakeState): string {
  for (;;) {
    const number = `93${String(state.id()).slice(-8).padStart(8, '0')}`;
    if (!state.dedicatedAccounts.some((a) => a.account_number === number)) return number;
  }
}

/** Paystack's validation answers: the customer's latest identification takes the outcome and the event goes out. */
export async function validateCustomer(
  state: FakeState,
  customerCode: string,
  outcome: 'success' | 'failed',
  identification: Record<string, unknown> = {},
): Promise<void> {
  const customer = findCustomer(state, customerCode);
  if (!customer) throw new Error(`fake paystack: no customer ${customerCode}`);
  const latest = customer.identifications[customer.identifications.length - 1];
  if (latest) {
    latest.status = outcome;
    latest.reason = outcome === 'failed' ? FAKE_VALIDATION_FAILURE_REASON : null;
  }
  if (outcome === 'success') customer.identified = true;
  await emit(state, `customeridentification.${outcome}`, {
    customer_id: customer.id,
    customer_code: customer.customer_code,
    email: customer.email,
    identification: { country: 'NG', type: 'bank_account', ...identification },
    ...(outcome === 'failed' ? { reason: FAKE_VALIDATION_FAILURE_REASON } : {}),
  });
}

/**
 * A transfer into a dedicated account: a successful transaction in Paystack's books (channel
 * dedicated_nuban, the receiving account in its metadata and authorization) and its
 * charge.success, unless `sendEvent` is false (a deposit whose webhook never comes).
 */
export async function depositToDedicatedAccount(
  state: FakeState,
  accountNumber: string,
  amount: number,
  fees?: number,
  options: { sendEvent?: boolean } = {},
): Promise<string> {
  const account = state.dedicatedAccounts.find((a) => a.account_number === accountNumber);
  if (!account) throw new Error(`fake paystack: no dedicated account ${accountNumber}`);
  const now = new Date().toISOString();
  const tx: FakeTransaction = {
    id: state.id(),
    reference: state.code('T'),
    access_code: '',
    authorization_url: '',
    email: account.customer.email,
    amount,
    currency: 'NGN',
    channels: ['dedicated_nuban'],
    callback_url: null,
    metadata: { receiver_account_number: accountNumber, receiver_bank: account.bank.name },
    status: 'success',
    channel: 'dedicated_nuban',
    // Paystack's dedicated-account fee: 1%, capped at ₦300.
    fees: fees ?? Math.min(Math.round(amount / 100), 30_000),
    gateway_response: 'Approved',
    paid_at: now,
    created_at: now,
    authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: accountNumber, receiver_bank: account.bank.name },
    customer: { id: account.customer.id, customer_code: account.customer.customer_code, email: account.customer.email },
  };
  state.transactions.set(tx.reference, tx);
  if (options.sendEvent !== false) await emit(state, 'charge.success', transactionData(tx));
  return tx.reference;
}
