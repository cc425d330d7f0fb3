import { newId } from '../../src/ids';
import type { AnyRoute } from '../../api/route-executor';
import { createCustomerRoute } from '../../api/routes/customers/routes';
import { createEscrowRoute } from '../../api/routes/escrows/routes';
import { expectError } from '../support/expect';
import { createCustomer, customerBody, provisionWallet, uniqueEmail } from '../support/fixtures';
import { operationOf } from '../support/openapi';
import { expectLedgerConsistent, stackForFile } from '../support/stack';

const stack = stackForFile({}, 'none');

const freshMerchant = () => stack.newMerchantClient();

async function eventCount(merchantId: string): Promise<number> {
  const [{ n }] = await stack.sql`select count(*)::int as n from events where merchant_id = ${merchantId}`;
  return n as number;
}

describe('POST /customers', () => {
  test('creates a customer with a wallet, zero balances, no account and no event', async () => {
    const { api, merchantId } = await freshMerchant();
    const body = customerBody({ firstName: 'Chinedu', lastName: 'Okafor', phone: '08012345678' });
    const res = await api.post('/customers', body);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const customer = res.body.data;
    expect(customer).toEqual({
      customerId: expect.stringMatching(/^cus_/),
      firstName: 'Chinedu',
      lastName: 'Okafor',
      email: body.email,
      phone: '08012345678',
      walletId: expect.stringMatching(/^wal_/),
      balances: { available: 0, held: 0 },
      account: null,
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(customer.createdAt))).toBe(false);

    // The wallet exists from the start and belongs to the customer.
    const wallet = await api.get(`/wallets/${customer.walletId}`);
    expect(wallet.status).toBe(200);
    expect(wallet.body.data).toMatchObject({ customerId: customer.customerId, balances: { available: 0, held: 0 }, account: null });

    // "customer create sends none": nothing was written to the outbox.
    expect(await eventCount(merchantId)).toBe(0);
  });

  test.each([
    ['missing firstName', { firstName: undefined }, ['firstName']],
    ['missing lastName', { lastName: undefined }, ['lastName']],
    ['missing email', { email: undefined }, ['email']],
    ['missing phone', { phone: undefined }, ['phone']],
    ['empty firstName', { firstName: '' }, ['firstName']],
    ['blank lastName', { lastName: '   ' }, ['lastName']],
    // Invisible characters display as nothing: a name of only those is blank too.
    ['firstName of only a zero-width space', { firstName: '\u200B' }, ['firstName']],
    ['lastName of invisible characters and spaces', { lastName: ' \u200B\uFEFF\u00AD\u2060 ' }, ['lastName']],
    // Length is checked as sent (the document's maxLength), before trimming.
    ['firstName over 100 characters as sent', { firstName: ` ${'a'.repeat(100)}` }, ['firstName']],
    ['firstName not a string', { firstName: 42 }, ['firstName']],
    ['bad email', { email: 'not-an-email' }, ['email']],
    ['email without domain', { email: 'ada@' }, ['email']],
    // Domain labels: 1-63 letters, digits or hyphens, no hyphen at either end; two labels at
    // least; the last not all digits.
    ['email domain label starting with a hyphen', { email: 'a@-x.com' }, ['email']],
    ['email domain label ending with a hyphen', { email: 'a@x-.com' }, ['email']],
    ['email empty domain label', { email: 'a@x..com' }, ['email']],
    ['email underscore in the domain', { email: 'a@x_y.com' }, ['email']],
    ['email domain label over 63 characters', { email: `a@${'a'.repeat(64)}.com` }, ['email']],
    ['email numeric top-level label', { email: 'a@example.123' }, ['email']],
    ['email single-label domain', { email: 'a@localhost' }, ['email']],
    ['email IP literal', { email: 'a@[127.0.0.1]' }, ['email']],
    ['email local part over 64 characters', { email: `${'a'.repeat(65)}@example.com` }, ['email']],
    ['email over 254 characters', { email: `${'a'.repeat(64)}@${`${'b'.repeat(60)}.`.repeat(3)}${'c'.repeat(10)}.ng` }, ['email']],
    ['bad phone', { phone: 'call me' }, ['phone']],
    ['too short phone', { phone: '123' }, ['phone']],
    // The pattern is checked as sent (what the document says), not after trimming.
    ['phone with a leading space', { phone: ' +2348012345678' }, ['phone']],
    ['unknown field', { nickname: 'Ada' }, ['nickname']],
    ['two bad fields', { email: 'nope', phone: 'x' }, ['email', 'phone']],
  ])('%s → 400 INVALID_REQUEST naming the fields', async (_case, overrides, fields) => {
    const { api } = await freshMerchant();
    const body: Record<string, unknown> = customerBody(overrides);
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expectError(await api.post('/customers', body), 400, 'INVALID_REQUEST', fields);
    expect((await api.get('/customers')).body.data.pagination.total).toBe(0);
  });

  test('a bad e-mail gets its message once', async () => {
    const { api } = await freshMerchant();
    const res = await api.post('/customers', customerBody({ email: 'not-an-email' }));
    expectError(res, 400, 'INVALID_REQUEST', ['email']);
    expect(res.body.error.message).toBe('Invalid body: email: must be an e-mail address');
    expect(res.body.error.details.issues).toEqual([{ field: 'email', message: 'must be an e-mail address' }]);
  });

  test('a name with visible characters around invisible ones is accepted, trimmed of spaces', async () => {
    const { api } = await freshMerchant();
    const res = await api.post('/customers', customerBody({ firstName: ' Ada\u200B ' }));
    expect(res.status).toBe(201);
    expect(res.body.data.firstName).toBe('Ada\u200B');
  });

  test('an empty body names every required field', async () => {
    const { api } = await freshMerchant();
    const res = await api.post('/customers', {});
    expectError(res, 400, 'INVALID_REQUEST', ['firstName', 'lastName', 'email', 'phone']);
  });

  test('a second customer with the same email, in any case, is 409 DUPLICATE_EMAIL', async () => {
    const { api } = await freshMerchant();
    const email = uniqueEmail('dupe');
    await createCustomer(api, { email });
    expectError(await api.post('/customers', customerBody({ email })), 409, 'DUPLICATE_EMAIL');
    expectError(await api.post('/customers', customerBody({ email: email.toUpperCase() })), 409, 'DUPLICATE_EMAIL');
    expect((await api.get('/customers')).body.data.pagination.total).toBe(1);

    // Unique per merchant: another merchant may use the same address.
    const other = await freshMerchant();
    await createCustomer(other.api, { email });
  });
});

describe('e-mail addresses', () => {
  test('valid domains at the edges of the rule are accepted, stored as sent', async () => {
    const { api } = await freshMerchant();
    for (const domain of [`${'a'.repeat(63)}.ng`, 'x-1.example.com', '1.example.co', 'mail.x2', 'xn--p1ai.xn--p1ai']) {
      const email = `${uniqueEmail().split('@')[0]}@${domain}`;
      const res = await api.post('/customers', customerBody({ email }));
      expect(res.status).toBe(201);
      expect(res.body.data.email).toBe(email);
    }
  });

  test('the OpenAPI document says format: email with the same domain rule, at most 254 characters', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, any> };
    const schemaOf = (route: AnyRoute) => operationOf(doc, route).requestBody.content['application/json'].schema;
    const customerEmail = schemaOf(createCustomerRoute).properties.email;
    expect(customerEmail).toMatchObject({ type: 'string', format: 'email', maxLength: 254, pattern: expect.any(String) });
    const pattern = new RegExp(customerEmail.pattern);
    expect(pattern.test('ada@example.ng')).toBe(true);
    for (const bad of ['a@-x.com', 'a@x-.com', 'a@x..com', 'a@x_y.com', `a@${'a'.repeat(64)}.com`, 'a@x.123', 'a@localhost']) {
      expect(pattern.test(bad)).toBe(false);
    }
    // The guest payer of an escrow uses the same rule.
    const guest = schemaOf(createEscrowRoute).properties.parties.items.properties.guest;
    expect(guest.properties.email).toEqual(customerEmail);
  });
});

describe('GET /customers', () => {
  test('gets one customer', async () => {
    const { api } = await freshMerchant();
    const created = await createCustomer(api);
    const res = await api.get(`/customers/${created.customerId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(created);
  });

  test('lists newest first with limit/offset pagination', async () => {
    const { api } = await freshMerchant();
    const created: Array<{ customerId: string }> = [];
    for (let i = 0; i < 5; i++) created.push(await createCustomer(api, { firstName: `Customer${i}` }));
    const newestFirst = created.map((c) => c.customerId).reverse();

    const all = await api.get('/customers');
    expect(all.status).toBe(200);
    expect(all.body.data.customers.map((c: any) => c.customerId)).toEqual(newestFirst);
    expect(all.body.data.pagination).toEqual({ total: 5, limit: 20, offset: 0, hasMore: false });
    expect(all.body.data.customers[0]).toEqual(created[4]);

    const first = await api.get('/customers?limit=2');
    expect(first.body.data.customers.map((c: any) => c.customerId)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.data.pagination).toEqual({ total: 5, limit: 2, offset: 0, hasMore: true });

    const middle = await api.get('/customers?limit=2&offset=2');
    expect(middle.body.data.customers.map((c: any) => c.customerId)).toEqual(newestFirst.slice(2, 4));
    expect(middle.body.data.pagination.hasMore).toBe(true);

    const last = await api.get('/customers?limit=2&offset=4');
    expect(last.body.data.customers.map((c: any) => c.customerId)).toEqual(newestFirst.slice(4));
    expect(last.body.data.pagination).toEqual({ total: 5, limit: 2, offset: 4, hasMore: false });

    const beyond = await api.get('/customers?limit=2&offset=10');
    expect(beyond.body.data.customers).toEqual([]);
    expect(beyond.body.data.pagination).toEqual({ total: 5, limit: 2, offset: 10, hasMore: false });
  });

  test("lists only this merchant's customers", async () => {
    const mine = await freshMerchant();
    const theirs = await freshMerchant();
    const own = await createCustomer(mine.api);
    const foreign = await createCustomer(theirs.api);
    const list = await mine.api.get('/customers');
    expect(list.body.data.customers.map((c: any) => c.customerId)).toEqual([own.customerId]);
    expectError(await mine.api.get(`/customers/${foreign.customerId}`), 404, 'NOT_FOUND');
  });

  test('the total is a trigger-kept counter: exact under concurrent creates, deletes and PATCHes, shared by GET /wallets', async () => {
    const { api, merchantId } = await freshMerchant();
    const totals = async () => [
      (await api.get('/customers?limit=1')).body.data.pagination.total,
      (await api.get('/wallets?limit=1')).body.data.pagination.total,
    ];
    // Concurrent creates land in several transactions (several counter shards); a duplicate
    // e-mail rolls back with its count.
    const email = uniqueEmail('counted');
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => createCustomer(api, i === 0 ? { email } : {})));
    expectError(await api.post('/customers', customerBody({ email })), 409, 'DUPLICATE_EMAIL');
    expect(await totals()).toEqual([12, 12]);
    // A PATCH changes no count; deletes take theirs away once, a repeated delete (404) nothing.
    await api.patch(`/customers/${created[0].customerId}`, { firstName: 'Renamed' });
    const doomed = created.slice(0, 4).map((c) => c.customerId);
    const deletes = await Promise.all([...doomed, doomed[0]].map((id) => api.delete(`/customers/${id}`)));
    expect(deletes.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 404]);
    expect(await totals()).toEqual([8, 8]);
    const page = await api.get('/customers?limit=3&offset=6');
    expect(page.body.data.pagination).toEqual({ total: 8, limit: 3, offset: 6, hasMore: false });
    expect(page.body.data.customers).toHaveLength(2);
    // The counter rows sum to the customers that are not deleted, for every merchant and plane.
    const [{ shards }] = await stack.sql`select count(*)::int as shards from list_counts
      where merchant_id = ${merchantId} and list = 'customers'`;
    expect(shards).toBeGreaterThan(0);
    const drift = await stack.sql`
      select merchant_id, plane, r.n as rows, c.n as counted
      from (select merchant_id, plane, count(*)::int as n from customers where deleted_at is null group by merchant_id, plane) r
      full join (select merchant_id, plane, sum(n)::int as n from list_counts where list = 'customers' group by merchant_id, plane) c
        using (merchant_id, plane)
      where coalesce(r.n, 0) <> coalesce(c.n, 0)`;
    expect(drift).toEqual([]);
  });

  test.each([
    ['limit=0', ['limit']],
    ['limit=101', ['limit']],
    ['limit=abc', ['limit']],
    ['offset=-1', ['offset']],
    ['page=2', ['page']],
  ])('list with %s → 400 INVALID_REQUEST', async (query, fields) => {
    expectError(await stack.api.get(`/customers?${query}`), 400, 'INVALID_REQUEST', fields);
  });
});

describe('PATCH /customers/{customerId}', () => {
  test('updates firstName, lastName and phone, alone or together', async () => {
    const { api } = await freshMerchant();
    const created = await createCustomer(api);

    const renamed = await api.patch(`/customers/${created.customerId}`, { firstName: 'Adaeze' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ ...created, firstName: 'Adaeze' });

    const all = await api.patch(`/customers/${created.customerId}`, { firstName: 'Ngozi', lastName: 'Eze', phone: '+234 803 000 0000' });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ ...created, firstName: 'Ngozi', lastName: 'Eze', phone: '+234 803 000 0000' });

    // The change is stored, not just echoed.
    expect((await api.get(`/customers/${created.customerId}`)).body.data).toEqual(all.body.data);
  });

  test('a phone matching the documented pattern as sent is accepted, then stored trimmed', async () => {
    const { api } = await freshMerchant();
    const created = await createCustomer(api);
    const res = await api.patch(`/customers/${created.customerId}`, { phone: '+33 (9 ' }); // found by the fuzz run: was 400
    expect(res.status).toBe(200);
    expect(res.body.data.phone).toBe('+33 (9');
  });

  test('sending email is 400, even the current one, and changes nothing', async () => {
    const { api } = await freshMerchant();
    const created = await createCustomer(api);
    expectError(await api.patch(`/customers/${created.customerId}`, { email: uniqueEmail() }), 400, 'INVALID_REQUEST', ['email']);
    expectError(
      await api.patch(`/customers/${created.customerId}`, { email: created.email, firstName: 'Changed' }),
      400,
      'INVALID_REQUEST',
      ['email'],
    );
    expect((await api.get(`/customers/${created.customerId}`)).body.data).toEqual(created);
  });

  test.each([
    ['bad phone', { phone: 'nope' }, ['phone']],
    ['empty lastName', { lastName: '' }, ['lastName']],
    ['unknown field', { middleName: 'X' }, ['middleName']],
  ])('%s → 400 INVALID_REQUEST', async (_case, body, fields) => {
    const { api } = await freshMerchant();
    const created = await createCustomer(api);
    expectError(await api.patch(`/customers/${created.customerId}`, body), 400, 'INVALID_REQUEST', fields);
    expect((await api.get(`/customers/${created.customerId}`)).body.data).toEqual(created);
  });
});

describe('DELETE /customers/{customerId}', () => {
  test('deletes a customer: 200 {customerId, deleted}, then 404 and gone from the list; the email is free again', async () => {
    const { api, merchantId } = await freshMerchant();
    const keep = await createCustomer(api);
    const doomed = await createCustomer(api);

    const res = await api.delete(`/customers/${doomed.customerId}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({ customerId: doomed.customerId, deleted: true });

    expectError(await api.get(`/customers/${doomed.customerId}`), 404, 'NOT_FOUND');
    expectError(await api.patch(`/customers/${doomed.customerId}`, { firstName: 'Ghost' }), 404, 'NOT_FOUND');
    expectError(await api.delete(`/customers/${doomed.customerId}`), 404, 'NOT_FOUND');
    const list = await api.get('/customers');
    expect(list.body.data.customers.map((c: any) => c.customerId)).toEqual([keep.customerId]);
    expect(list.body.data.pagination.total).toBe(1);
    const wallets = await api.get('/wallets');
    expect(wallets.body.data.wallets.map((w: any) => w.walletId)).toEqual([keep.walletId]);
    expect(wallets.body.data.pagination.total).toBe(1);
    // Its wallet went with it: not readable, and no money can be credited into it.
    expectError(await api.get(`/wallets/${doomed.walletId}`), 404, 'NOT_FOUND');
    expectError(await api.post(`/wallets/${doomed.walletId}/credits`, { amount: 100 }), 404, 'NOT_FOUND');
    expectError(await api.post('/wallets', { customerId: doomed.customerId, bvn: '12345678901' }), 404, 'NOT_FOUND');

    const reused = await createCustomer(api, { email: doomed.email.toUpperCase() });
    expect(reused.customerId).not.toBe(doomed.customerId);
    expect(reused.walletId).not.toBe(doomed.walletId);

    // Create, update and delete send no events.
    expect(await eventCount(merchantId)).toBe(0);
  });

  test('a customer with a virtual account cannot be deleted: 409 CUSTOMER_HAS_ACCOUNT', async () => {
    const { api } = await freshMerchant();
    const customer = await createCustomer(api);
    const wallet = await provisionWallet(api, customer.customerId, '22222222222');

    expectError(await api.delete(`/customers/${customer.customerId}`), 409, 'CUSTOMER_HAS_ACCOUNT');
    const still = await api.get(`/customers/${customer.customerId}`);
    expect(still.status).toBe(200);
    expect(still.body.data.account).toEqual(wallet.account);
  });

  test('a customer with money in the wallet cannot be deleted: 409 CUSTOMER_HAS_BALANCE', async () => {
    const { api } = await freshMerchant();
    const customer = await createCustomer(api);
    const credit = await api.post(`/wallets/${customer.walletId}/credits`, { amount: 500 });
    expect(credit.status).toBe(200);
    expect(credit.body.data.balances.available).toBe(495);

    expectError(await api.delete(`/customers/${customer.customerId}`), 409, 'CUSTOMER_HAS_BALANCE');
    const still = await api.get(`/customers/${customer.customerId}`);
    expect(still.status).toBe(200);
    expect(still.body.data.balances).toEqual({ available: 495, held: 0 });
    expect((await api.get('/customers')).body.data.customers.map((c: any) => c.customerId)).toEqual([customer.customerId]);
    await expectLedgerConsistent(stack.sql);
  });
});

describe('unknown customers', () => {
  // A well-formed id nobody has, a wallet id in the customer slot, and malformed ones.
  const unknownIds = [newId('customer'), newId('wallet'), 'nonsense', ' '];

  test.each(unknownIds)('%p is 404 NOT_FOUND on get, update and delete', async (id) => {
    const path = `/customers/${encodeURIComponent(id)}`;
    expectError(await stack.api.get(path), 404, 'NOT_FOUND');
    expectError(await stack.api.patch(path, { firstName: 'Nobody' }), 404, 'NOT_FOUND');
    expectError(await stack.api.delete(path), 404, 'NOT_FOUND');
  });

  test("another merchant's customer is 404 on update and delete, and stays untouched", async () => {
    const owner = await freshMerchant();
    const intruder = await freshMerchant();
    const customer = await createCustomer(owner.api);
    expectError(await intruder.api.patch(`/customers/${customer.customerId}`, { firstName: 'Hijacked' }), 404, 'NOT_FOUND');
    expectError(await intruder.api.delete(`/customers/${customer.customerId}`), 404, 'NOT_FOUND');
    expect((await owner.api.get(`/customers/${customer.customerId}`)).body.data).toEqual(customer);
  });
});
