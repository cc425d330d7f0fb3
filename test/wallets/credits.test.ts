import { NativeConnection } from '@temporalio/worker';
import { createHmac, randomUUID } from 'node:crypto';
import { createActivities } from '../../activities';
import { signalThroughTemporal } from '../../temporal/provider-signallers';
import { systemAccountId, walletAccountId } from '../../src/ledger/accounts';
import { newId } from '../../src/ids';
import { MerchantIdKey, PlaneKey, WalletIdKey } from '../../workflows/search-attributes';
import { walletCreditWorkflowId, WalletCreditWorkflowInput } from '../../workflows/wallet-credit-messages';
import { webhookRetriesWorkflowId } from '../../workflows/webhook-retries-messages';
import { createWorker } from '../../worker/create-worker';
import { eventually } from '../support/eventually';
import { createCustomer, provisionWallet, Wallet } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { stackForFile } from '../support/stack';
import { WebhookReceiver } from '../support/webhook-receiver';

// POST /wallets/{walletId}/credits through the whole stack: API → update-with-start →
// walletCreditWorkflow → ledger + outbox → signed webhook to the merchant's receiver.

const stack = stackForFile({}, 'after-each');

/** A customer with a provisioned wallet (virtual account), through the API. */
async function newWallet(api: ApiClient = stack.api): Promise<Wallet> {
  const customer = await createCustomer(api);
  return provisionWallet(api, customer.customerId);
}

function credit(walletId: string, amount: unknown, options: { api?: ApiClient; idempotencyKey?: string } = {}) {
  return (options.api ?? stack.api).post(`/wallets/${walletId}/credits`, { amount }, { idempotencyKey: options.idempotencyKey });
}

async function walletJournals(walletId: string) {
  return stack.sql`select id, movement_id from ledger_journals where related_id = ${walletId} and event_type = 'wallet_credit'`;
}

async function entriesOf(journalId: string): Promise<Record<string, bigint>> {
  const rows = await stack.sql`select account_id, amount from ledger_entries where journal_id = ${journalId}`;
  return Object.fromEntries(rows.map((r) => [r.account_id as string, r.amount as bigint]));
}

async function creditedEventsOf(walletId: string) {
  return stack.sql`select id, delivery_status, journal_id from events
    where type = 'wallet.credited' and data->>'walletId' = ${walletId} order by seq`;
}

async function deliveryStatusOf(eventId: string): Promise<string> {
  const [row] = await stack.sql`select delivery_status from events where id = ${eventId}`;
  return row.delivery_status as string;
}

/** Workflow ids visible under a query; visibility lags a little behind the server, so callers poll. */
async function listWorkflowIds(query: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const wf of stack.temporal.workflow.list({ query })) ids.push(wf.workflowId);
  return ids;
}

describe.each([
  // gross naira, deposit fee (1% of gross, rounded to the kobo, capped at 300), net
  [100, 1, 99],
  [150, 1.5, 148.5],
  [10_000, 100, 9_900],
  [30_000, 300, 29_700],
  [50_000, 300, 49_700],
])('a credit of %d naira', (gross, fee, net) => {
  let wallet: Wallet;
  let response: Awaited<ReturnType<typeof credit>>;
  beforeAll(async () => {
    wallet = await newWallet();
    response = await credit(wallet.walletId, gross);
  });

  test(`answers 200 with the wallet, available = gross - fee ${fee}`, () => {
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.data).toMatchObject({
      walletId: wallet.walletId,
      customerId: wallet.customerId,
      balances: { available: net, held: 0 },
      account: wallet.account,
    });
  });

  test('books the journal: provider clearing -gross, provider fees +fee, available +net', async () => {
    const journals = await walletJournals(wallet.walletId);
    expect(journals).toHaveLength(1);
    const { merchantId } = stack.merchant;
    expect(await entriesOf(journals[0].id)).toEqual({
      [systemAccountId(merchantId, 'test', 'provider_clearing')]: BigInt(-gross * 100),
      [systemAccountId(merchantId, 'test', 'provider_fees')]: BigInt(Math.round(fee * 100)),
      [walletAccountId(wallet.walletId, 'available')]: BigInt(Math.round(net * 100)),
    });
    const lines = await stack.sql`select type, direction, status, amount from statement_lines where journal_id = ${journals[0].id}`;
    expect(lines).toEqual([{ type: 'wallet_credit', direction: 'in', status: 'completed', amount: BigInt(Math.round(net * 100)) }]);
  });

  test('sends wallet.credited with the wallet as data and the inbound meta', async () => {
    const [hook] = await stack.receiver
      .waitFor((r) => r.some((h) => h.body.data.walletId === wallet.walletId))
      .then((r) => r.filter((h) => h.body.data.walletId === wallet.walletId));
    expect(hook.body.type).toBe('wallet.credited');
    expect(hook.body.data).toEqual({
      walletId: wallet.walletId,
      customerId: wallet.customerId,
      balances: { available: net, held: 0 },
      account: wallet.account,
    });
    expect(hook.body.meta).toEqual({
      amount: net,
      currency: 'NGN',
      source: 'nuban',
      channel: 'dedicated_nuban',
      accountNumber: wallet.account!.accountNumber,
      grossAmount: gross,
      providerFee: fee,
      netAmount: net,
    });
    expect(hook.body.meta.amount).toBe(hook.body.meta.netAmount);
  });
});

describe('the wallet.credited webhook', () => {
  test('is signed with hex HMAC-SHA512 of the raw body keyed with the merchant secret key, with the spec headers and body', async () => {
    const wallet = await newWallet();
    expect((await credit(wallet.walletId, 2_500)).status).toBe(200);
    const received = await stack.receiver.waitFor((r) => r.some((h) => h.body.data.walletId === wallet.walletId));
    const hook = received.find((h) => h.body.data.walletId === wallet.walletId)!;

    // Computed here, independently of src/webhooks/signature.ts.
    const expected = createHmac('sha512', stack.merchant.testSecretKey).update(Buffer.from(hook.rawBody, 'utf8')).digest('hex');
    expect(hook.headers['x-service-signature']).toBe(expected);
    expect(hook.headers['x-service-signature']).toMatch(/^[0-9a-f]{128}$/);
    const withLiveKey = createHmac('sha512', stack.merchant.liveSecretKey).update(hook.rawBody).digest('hex');
    expect(hook.headers['x-service-signature']).not.toBe(withLiveKey); // a test-plane event uses the test key

    expect(hook.headers['x-service-event']).toBe(hook.body.type);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(Object.keys(hook.body).sort()).toEqual(['createdAt', 'data', 'id', 'meta', 'type']);
    expect(hook.body.id).toMatch(/^evt_[0-9A-Za-z]{24}$/);
    expect(new Date(hook.body.createdAt).toISOString()).toBe(hook.body.createdAt);

    // The delivered id is the outbox row, now marked delivered.
    const [event] = await creditedEventsOf(wallet.walletId);
    expect(event.id).toBe(hook.body.id);
    await eventually(
      () => deliveryStatusOf(event.id),
      (status) => status === 'delivered',
      { what: 'delivery recorded', timeoutMs: 20_000, intervalMs: 100 },
    );
    const attempts = await stack.sql`select attempt, status_code, url from webhook_attempts where event_id = ${event.id}`;
    expect(attempts).toEqual([{ attempt: 1, status_code: 200, url: stack.receiver.url }]);
  });
});

describe('idempotency', () => {
  test('retries with the same Idempotency-Key replay the first answer and never credit twice', async () => {
    const wallet = await newWallet();
    const key = `credit-${randomUUID()}`;
    const first = await credit(wallet.walletId, 1_000, { idempotencyKey: key });
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await credit(wallet.walletId, 1_000, { idempotencyKey: key });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.data).toEqual(first.body.data);
    }

    const now = await stack.api.get(`/wallets/${wallet.walletId}`);
    expect(now.body.data.balances.available).toBe(990);
    expect(await walletJournals(wallet.walletId)).toHaveLength(1);
    expect(await creditedEventsOf(wallet.walletId)).toHaveLength(1);
  });

  test('concurrent requests with one key credit once', async () => {
    const wallet = await newWallet();
    const key = `credit-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => credit(wallet.walletId, 2_000, { idempotencyKey: key })));

    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.data.balances.available).toBe(1_980);
      else expect([answer.status, answer.body.error.code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    }
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect((await stack.api.get(`/wallets/${wallet.walletId}`)).body.data.balances.available).toBe(1_980);
    expect(await walletJournals(wallet.walletId)).toHaveLength(1);
  });

  test('even when the stored key is lost, the same key reaches the same movement and books nothing new', async () => {
    const wallet = await newWallet();
    const key = `credit-${randomUUID()}`;
    const first = await credit(wallet.walletId, 4_000, { idempotencyKey: key });
    expect(first.status).toBe(200);
    await stack.receiver.waitFor((r) => r.some((h) => h.body.data.walletId === wallet.walletId));
    // Forget the API's record of the key: only the workflow id and the movement id remain.
    await stack.sql`delete from idempotency_keys where merchant_id = ${stack.merchant.merchantId} and key = ${key}`;

    const again = await credit(wallet.walletId, 4_000, { idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull(); // really executed a second time
    expect(again.body.data.balances.available).toBe(3_960);
    const journals = await walletJournals(wallet.walletId);
    expect(journals).toHaveLength(1);
    expect(await creditedEventsOf(wallet.walletId)).toHaveLength(1);
  });

  test('the same key with another amount is refused', async () => {
    const wallet = await newWallet();
    const key = `credit-${randomUUID()}`;
    expect((await credit(wallet.walletId, 500, { idempotencyKey: key })).status).toBe(200);
    const other = await credit(wallet.walletId, 600, { idempotencyKey: key });
    expect([other.status, other.body.error.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await walletJournals(wallet.walletId)).toHaveLength(1);
  });

  test('two different keys are two credits', async () => {
    const wallet = await newWallet();
    expect((await credit(wallet.walletId, 500)).status).toBe(200);
    const second = await credit(wallet.walletId, 500);
    expect(second.body.data.balances.available).toBe(990);
    expect(await walletJournals(wallet.walletId)).toHaveLength(2);
  });
});

describe('the workflow', () => {
  test("is wallet-credit-{walletId}-... and carries the MerchantId, Plane and WalletId search attributes, in its merchant's turn", async () => {
    const wallet = await newWallet();
    expect((await credit(wallet.walletId, 700)).status).toBe(200);

    const query = `MerchantId = "${stack.merchant.merchantId}" AND Plane = "test" AND WalletId = "${wallet.walletId}"`;
    const [workflowId] = await eventually(
      () => listWorkflowIds(query),
      (ids) => ids.length > 0,
      { what: 'the workflow in visibility', timeoutMs: 20_000, intervalMs: 100 },
    );
    expect(workflowId.startsWith(`wallet-credit-${wallet.walletId}-`)).toBe(true);

    const description = await stack.temporal.workflow.getHandle(workflowId).describe();
    expect(description.type).toBe('walletCreditWorkflow');
    expect(description.taskQueue).toBe(stack.config.taskQueue);
    expect(description.typedSearchAttributes.get(MerchantIdKey)).toBe(stack.merchant.merchantId);
    expect(description.typedSearchAttributes.get(PlaneKey)).toBe('test');
    expect(description.typedSearchAttributes.get(WalletIdKey)).toBe(wallet.walletId);
    expect(description.priority?.fairnessKey).toBe(stack.merchant.merchantId);
  });
});

describe('refused credits', () => {
  test.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['a string', '100'],
    ['over 100,000,000', 100_000_001],
    ['null', null],
  ])('an amount that is %s is 400 INVALID_REQUEST naming amount, and books nothing', async (_label, amount) => {
    const wallet = await newWallet();
    const answer = await credit(wallet.walletId, amount);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.error.code).toBe('INVALID_REQUEST');
    expect(answer.body.error.details.fields).toContain('amount');
    expect(await walletJournals(wallet.walletId)).toHaveLength(0);
    expect((await stack.api.get(`/wallets/${wallet.walletId}`)).body.data.balances.available).toBe(0);
  });

  test('a missing amount or an unknown field is 400', async () => {
    const wallet = await newWallet();
    const missing = await stack.api.post(`/wallets/${wallet.walletId}/credits`, {});
    expect([missing.status, missing.body.error.code]).toEqual([400, 'INVALID_REQUEST']);
    const extra = await stack.api.post(`/wallets/${wallet.walletId}/credits`, { amount: 100, currency: 'NGN' });
    expect([extra.status, extra.body.error.code]).toEqual([400, 'INVALID_REQUEST']);
    expect(await walletJournals(wallet.walletId)).toHaveLength(0);
  });

  test('the largest allowed amount, 100,000,000, is accepted', async () => {
    const wallet = await newWallet();
    const answer = await credit(wallet.walletId, 100_000_000);
    expect(answer.status).toBe(200);
    expect(answer.body.data.balances.available).toBe(100_000_000 - 300);
  });

  test("an unknown wallet, or another merchant's, is 404 and starts no workflow", async () => {
    const unknownWalletId = newId('wallet');
    const other = await stack.newMerchant();
    const foreign = await newWallet(stack.api.withKey(other.testSecretKey));

    for (const walletId of [unknownWalletId, 'wal_nope', foreign.walletId]) {
      const answer = await credit(walletId, 1_000);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }

    // Visibility is eventually consistent: a later credit showing up proves it has caught up.
    const control = await newWallet();
    expect((await credit(control.walletId, 1_000)).status).toBe(200);
    await eventually(
      () => listWorkflowIds(`WalletId = "${control.walletId}"`),
      (ids) => ids.length > 0,
      { what: 'the control workflow in visibility', timeoutMs: 20_000, intervalMs: 100 },
    );
    expect(await listWorkflowIds(`WalletId = "${unknownWalletId}"`)).toEqual([]);
    expect(await listWorkflowIds(`WalletId = "${foreign.walletId}"`)).toEqual([]);
    expect(await walletJournals(foreign.walletId)).toHaveLength(0);
  });

  test('a live key is 403 FORBIDDEN: credits are a sandbox control', async () => {
    const live = await stack.newMerchant({ verified: true, liveMode: true });
    const answer = await stack.api.withKey(live.liveSecretKey).post(`/wallets/${newId('wallet')}/credits`, { amount: 100 });
    expect([answer.status, answer.body.error.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('a merchant without webhookUrl', () => {
  test('is still credited, and the event is marked no_endpoint without any attempt', async () => {
    const merchant = await stack.newMerchant({ webhookUrl: null });
    const api = stack.api.withKey(merchant.testSecretKey);
    const wallet = await newWallet(api);
    const before = stack.receiver.received.length;

    const answer = await credit(wallet.walletId, 10_000, { api });
    expect(answer.status).toBe(200);
    expect(answer.body.data.balances.available).toBe(9_900);
    expect(await walletJournals(wallet.walletId)).toHaveLength(1);

    const [event] = await creditedEventsOf(wallet.walletId);
    await eventually(
      () => deliveryStatusOf(event.id),
      (status) => status === 'no_endpoint',
      { what: 'delivery_status no_endpoint', timeoutMs: 20_000, intervalMs: 100 },
    );
    const attempts = await stack.sql`select 1 from webhook_attempts where event_id = ${event.id}`;
    expect(attempts).toHaveLength(0);
    expect(stack.receiver.received.slice(before).filter((h) => h.body.data.walletId === wallet.walletId)).toEqual([]);
  });
});

describe('crashes and retries', () => {
  /** The worker's activities over the test database, called directly (no Temporal). */
  const bookingActivities = () =>
    createActivities(
      { sql: stack.sql, delivery: { masterKey: stack.masterKey, allowPrivateTargets: true, timeoutMs: 5_000 } },
      signalThroughTemporal,
    );

  /** A 5,000 naira inbound transfer to the wallet under a fresh movement id. */
  const bookingInput = (walletId: string, label: string) => ({
    merchantId: stack.merchant.merchantId,
    plane: 'test' as const,
    walletId,
    movementId: `wallet_credit:${label}-${randomUUID()}`,
    grossAmount: '500000',
    source: 'nuban' as const,
    channel: 'dedicated_nuban' as const,
    stream: `wallet-credit-test-${randomUUID()}`,
  });

  test('a retried booking activity with the same movement id finds the first booking and its event ids', async () => {
    const wallet = await newWallet();
    const activities = bookingActivities();
    const input = bookingInput(wallet.walletId, 'retry');

    const first = await activities.bookWalletCredit(input);
    const second = await activities.bookWalletCredit(input); // as if the worker died before reporting

    expect(second.journalId).toBe(first.journalId);
    expect(second.eventIds).toEqual(first.eventIds);
    expect(first.eventIds).toHaveLength(1);
    expect(second.wallet.balances.available).toBe(4_950);
    expect(await walletJournals(wallet.walletId)).toHaveLength(1);
    expect(await creditedEventsOf(wallet.walletId)).toHaveLength(1);
  });

  test('two bookings of one movement at once book it once; each answer is the wallet as stored', async () => {
    const wallet = await newWallet();
    const activities = bookingActivities();
    const input = bookingInput(wallet.walletId, 'concurrent');

    // The second waits for the first's lock on the balance, then finds its journal.
    const [a, b] = await Promise.all([activities.bookWalletCredit(input), activities.bookWalletCredit(input)]);
    expect(b.journalId).toBe(a.journalId);
    expect(b.eventIds).toEqual(a.eventIds);
    expect(await walletJournals(wallet.walletId)).toHaveLength(1);
    const stored = (await stack.api.get(`/wallets/${wallet.walletId}`)).body.data;
    expect(a.wallet).toEqual(stored);
    expect(b.wallet).toEqual(stored);
    expect(stored.balances).toEqual({ available: 4_950, held: 0 });
  });

  test('an unknown wallet fails the booking activity without retry', async () => {
    const activities = bookingActivities();
    await expect(
      activities.bookWalletCredit({
        merchantId: stack.merchant.merchantId,
        plane: 'test',
        walletId: newId('wallet'),
        movementId: `wallet_credit:${randomUUID()}`,
        grossAmount: '100',
        source: 'nuban',
        channel: 'dedicated_nuban',
        stream: `wallet-credit-test-${randomUUID()}`,
      }),
    ).rejects.toMatchObject({ type: 'UnknownWalletError', nonRetryable: true });
  });

  test('a credit started while no worker polls is booked once a worker comes, and once only across a worker restart', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    const connection = await NativeConnection.connect({ address: stack.config.temporalAddress });
    try {
      const merchant = await stack.newMerchant({ webhookUrl: receiver.url });
      const wallet = await newWallet(stack.api.withKey(merchant.testSecretKey));
      const taskQueue = `crash-${randomUUID()}`;
      const movement = randomUUID().replace(/-/g, '').slice(0, 20);
      const input: WalletCreditWorkflowInput = {
        merchantId: merchant.merchantId,
        plane: 'test',
        walletId: wallet.walletId,
        movementId: `wallet_credit:${movement}`,
        grossAmount: '1000000',
      };
      const newWorker = () =>
        createWorker({
          connection,
          namespace: stack.config.temporalNamespace,
          taskQueue,
          temporal: stack.temporal,
          webhookRetryIntervalSeconds: 1,
          workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! },
          deps: { sql: stack.sql, delivery: { masterKey: stack.masterKey, allowPrivateTargets: true, timeoutMs: 5_000 } },
        });

      const handle = await stack.temporal.workflow.start('walletCreditWorkflow', {
        taskQueue,
        workflowId: walletCreditWorkflowId(wallet.walletId, movement),
        args: [input],
      });
      // Nobody polls this queue yet: the workflow waits, nothing is booked.
      expect((await handle.describe()).status.name).toBe('RUNNING');
      expect(await walletJournals(wallet.walletId)).toHaveLength(0);

      // First worker: books, then the relay's first attempt fails and hands the stream to its
      // retry workflow; the worker stops while the retry timer runs.
      receiver.respondWith(500);
      const first = await newWorker();
      const firstRun = first.run();
      const retries = stack.temporal.workflow.getHandle(webhookRetriesWorkflowId(handle.workflowId));
      await eventually(
        () =>
          retries.describe().then(
            () => true,
            () => false,
          ),
        (started) => started,
        { what: 'the failed first attempt handed to its retries', timeoutMs: 20_000, intervalMs: 100 },
      );
      first.shutdown();
      await firstRun;
      await handle.result(); // the credit's own workflow is done once booked
      expect(await walletJournals(wallet.walletId)).toHaveLength(1);
      const [event] = await creditedEventsOf(wallet.walletId);

      // A fresh worker takes the retries over: the booking is not repeated, delivery resumes.
      const second = await newWorker();
      const secondRun = second.run();
      await retries.result();
      second.shutdown();
      await secondRun;

      expect(await walletJournals(wallet.walletId)).toHaveLength(1);
      expect((await creditedEventsOf(wallet.walletId)).map((e) => e.id)).toEqual([event.id]);
      expect(receiver.received.map((h) => h.body.id)).toEqual([event.id, event.id]);
      const attempts = await stack.sql`select attempt, status_code from webhook_attempts where event_id = ${event.id} order by attempt`;
      expect(attempts).toEqual([
        { attempt: 1, status_code: 500 },
        { attempt: 2, status_code: 200 },
      ]);
      const [row] = await stack.sql`select delivery_status from events where id = ${event.id}`;
      expect(row.delivery_status).toBe('delivered');
      const view = await stack.api.withKey(merchant.testSecretKey).get(`/wallets/${wallet.walletId}`);
      expect(view.body.data.balances.available).toBe(9_900);
    } finally {
      await connection.close();
      await receiver.stop();
    }
  });
});
