import { FakePaystack, startFakePaystack } from '../../fake-paystack/server';
import { SANDBOX_PROVIDER_SECRET } from '../../src/config';
import type { CreatedMerchant } from '../../src/merchants/merchants';
import { providerReferenceOf } from '../../src/payments/references';
import { startAppInstance } from './app-instance';
import { eventually } from './eventually';
import { createCustomer } from './fixtures';
import { ApiClient } from './http';
import { expectLedgerConsistent, startStack, Stack, StackOptions } from './stack';

// The live plane end to end: the whole service with a live provider secret, its provider
// base URL pointing at a fake Paystack that sends its signed events to our /provider/events.

const LIVE_SECRET = 'sk_live_fake_paystack_for_tests';

/** The live test stack's PROVIDER_TIMEOUT_MS, and a delay of the fake that is sure to exceed it. */
const LIVE_TEST_TIMEOUT_MS = 4_000;
export const LIVE_TEST_DELAY_MS = LIVE_TEST_TIMEOUT_MS + 1_500;

export type LiveStack = { stack: Stack; fake: FakePaystack };

export async function startLiveStack(options: StackOptions = {}): Promise<LiveStack> {
  const fake = await startFakePaystack({ secretKey: LIVE_SECRET });
  const stack = await startStack({
    ...options,
    config: {
      providerSecretKey: LIVE_SECRET,
      providerSecretIsSandbox: false,
      providerBaseUrl: fake.url,
      // Short, so a delayed answer (LIVE_TEST_DELAY_MS) is a timeout the retry policy gets past
      // quickly; long enough that a loaded test box does not time out ordinary loopback calls.
      providerTimeoutMs: LIVE_TEST_TIMEOUT_MS,
      rateLimitMultiplier: 100,
      ...options.config,
    },
  });
  fake.setEventsUrl(`${stack.baseUrl}/provider/events`);
  return { stack, fake };
}

/** A live stack for the test file: started before its tests, ledger checked and stopped after. */
export function liveStackForFile(options: StackOptions = {}): LiveStack {
  let current: LiveStack | undefined;
  beforeAll(async () => {
    current = await startLiveStack(options);
  });
  afterAll(async () => {
    if (!current) return;
    await expectLedgerConsistent(current.stack.sql);
    await current.stack.stop();
    await current.fake.close();
  });
  const forward = <T extends object>(pick: (l: LiveStack) => T) =>
    new Proxy({} as T, {
      get(_t, key) {
        if (!current) throw new Error('the live stack is not started yet: use it inside tests and hooks');
        // Unbound: the stack's and the fake's methods are closures (and `sql` is a function with properties).
        return Reflect.get(pick(current), key);
      },
    });
  return { stack: forward((l) => l.stack), fake: forward((l) => l.fake) };
}

/** A verified live merchant and a client with its live secret key. */
/**
 * A verified live merchant and a second API on the stack's database and Temporal that has no
 * live provider secret (the published sandbox one): `unconfigured(key)` talks to that API,
 * `stackApi(key)` to the stack's own (for what needs no provider, e.g. customers).
 */
export async function withoutLiveSecret(
  stack: Stack,
  run: (
    merchant: CreatedMerchant,
    apis: { unconfigured: (key: string) => ApiClient; stackApi: (key: string) => ApiClient },
  ) => Promise<void>,
): Promise<void> {
  const app = await startAppInstance({
    config: { ...stack.config, providerSecretKey: SANDBOX_PROVIDER_SECRET, providerSecretIsSandbox: true },
    sql: stack.sql,
    temporal: stack.temporal,
  });
  try {
    const merchant = await stack.newMerchant({ verified: true, liveMode: true });
    await run(merchant, {
      unconfigured: (key) => new ApiClient(app.apiUrl, key),
      stackApi: (key) => new ApiClient(`${stack.baseUrl}/api/v1`, key),
    });
  } finally {
    await app.close();
  }
}

export async function liveMerchant(stack: Stack): Promise<{ api: ApiClient; merchantId: string }> {
  const merchant = await stack.newMerchant({ verified: true, liveMode: true });
  return { api: new ApiClient(`${stack.baseUrl}/api/v1`, merchant.liveSecretKey), merchantId: merchant.merchantId };
}

/** A live customer whose available is `amount` naira, topped up through a live checkout paid at the fake. */
export async function liveCustomerWithBalance(
  api: ApiClient,
  fake: FakePaystack,
  amount: number,
): Promise<{ customerId: string; walletId: string }> {
  const customer = await createCustomer(api);
  const session = await api.post('/checkout/sessions', { customerId: customer.customerId, amount });
  expect(session.status).toBe(201);
  await fake.pay(providerReferenceOf(session.body.data.checkoutId));
  await eventually(
    () => api.get(`/customers/${customer.customerId}`).then((r) => r.body.data.balances.available),
    (available) => available === amount,
  );
  return { customerId: customer.customerId, walletId: customer.walletId };
}
