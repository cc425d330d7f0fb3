import { stackForFile } from '../support/stack';

// GET /fees over HTTP: whole-naira query amounts in, naira with kobo decimals out.
const stack = stackForFile({}, 'none');

async function quote(query: string) {
  const res = await stack.api.get(`/fees?${query}`);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

test('collection of 333 naira: 1.5% is 4.995, rounded half up to 5; platform fee a quarter of it', async () => {
  expect(await quote('type=collection&amount=333')).toEqual({
    type: 'collection',
    amount: 333,
    currency: 'NGN',
    providerFee: 5,
    platformFee: 1.25,
    merchantFee: 0,
    totalFees: 6.25,
    chargedAmount: 339.25,
    netAmount: 333,
  });
});

test('collection with a merchantFee adds it on top', async () => {
  expect(await quote('type=collection&amount=2500&merchantFee=50')).toMatchObject({
    providerFee: 137.5,
    platformFee: 34.38,
    merchantFee: 50,
    totalFees: 221.88,
    chargedAmount: 2721.88,
    netAmount: 2500,
  });
  expect(await quote('type=collection&amount=2499&merchantFee=0')).toMatchObject({
    providerFee: 37.49,
    platformFee: 9.37,
    merchantFee: 0,
    totalFees: 46.86,
  });
  expect((await quote('type=collection&amount=1000000')).providerFee).toBe(2000);
});

test.each([
  [5000, 10, 2.5],
  [5001, 25, 6.25],
  [50000, 25, 6.25],
  [50001, 50, 12.5],
])('transfer of %p naira: providerFee %p, platformFee %p', async (amount, providerFee, platformFee) => {
  expect(await quote(`type=transfer&amount=${amount}&merchantFee=20`)).toEqual({
    type: 'transfer',
    amount,
    currency: 'NGN',
    providerFee,
    platformFee,
    merchantFee: 20,
    totalFees: providerFee + platformFee + 20,
    chargedAmount: amount + providerFee + platformFee + 20,
    netAmount: amount,
  });
});

test('deposit: 1% capped at 300, no platform fee, merchantFee ignored, net = gross - fee', async () => {
  expect(await quote('type=deposit&amount=333&merchantFee=50')).toEqual({
    type: 'deposit',
    amount: 333,
    currency: 'NGN',
    providerFee: 3.33,
    platformFee: 0,
    merchantFee: 0,
    totalFees: 3.33,
    chargedAmount: 333,
    netAmount: 329.67,
  });
  expect(await quote('type=deposit&amount=50000')).toMatchObject({ providerFee: 300, netAmount: 49700 });
});

test('the largest request amount is accepted', async () => {
  expect(await quote('type=collection&amount=100000000&merchantFee=100000000')).toMatchObject({
    providerFee: 2000,
    platformFee: 500,
    totalFees: 100002500,
    chargedAmount: 200002500,
  });
});

test.each([
  ['amount 0', 'type=collection&amount=0', ['amount']],
  ['negative amount', 'type=collection&amount=-5', ['amount']],
  ['fractional amount', 'type=collection&amount=10.5', ['amount']],
  ['amount over 100,000,000', 'type=collection&amount=100000001', ['amount']],
  ['non-numeric amount', 'type=collection&amount=ten', ['amount']],
  ['empty amount', 'type=collection&amount=', ['amount']],
  ['missing amount', 'type=collection', ['amount']],
  ['missing type', 'amount=1000', ['type']],
  ['unknown type', 'type=refund&amount=1000', ['type']],
  ['negative merchantFee', 'type=collection&amount=1000&merchantFee=-1', ['merchantFee']],
  ['fractional merchantFee', 'type=collection&amount=1000&merchantFee=1.5', ['merchantFee']],
  ['merchantFee over 100,000,000', 'type=collection&amount=1000&merchantFee=100000001', ['merchantFee']],
  ['non-numeric merchantFee', 'type=collection&amount=1000&merchantFee=abc', ['merchantFee']],
  ['unknown query parameter', 'type=collection&amount=1000&currency=USD', ['currency']],
])('%s → 400 INVALID_REQUEST naming the field', async (_case, query, fields) => {
  const res = await stack.api.get(`/fees?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.error.code).toBe('INVALID_REQUEST');
  expect(res.body.error.details.fields).toEqual(fields);
});
