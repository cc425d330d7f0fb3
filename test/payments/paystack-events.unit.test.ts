import { ServiceError } from '../../src/errors';
import type { ProviderAction } from '../../src/payments/events';
import { readPaystackEvent, TRANSFER_FAILED_WITHOUT_REASON, TRANSFER_REVERSED_WITHOUT_REASON } from '../../src/payments/paystack/events';
import { signProviderEvent } from '../../src/payments/signature';

// The Paystack adapter's reading of a raw, signed event into a provider-neutral action: the
// signature first (401), then the body; a verified event that is malformed or not one the
// service acts on is `unsupported` with why, never an error (the provider would retry it).

const SECRET = 'sk_test_adapter_events_secret';

/** Reads `body` (an object to serialise, or raw text) signed with the secret. */
function read(body: unknown): ProviderAction {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return readPaystackEvent(raw, signProviderEvent(raw, SECRET), SECRET);
}

function refusalOf(run: () => unknown): ServiceError {
  try {
    run();
  } catch (err) {
    if (err instanceof ServiceError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('signature', () => {
  const raw = JSON.stringify({ event: 'charge.success', data: { reference: 'chk-abc' } });

  test.each([
    ['missing', undefined],
    ['not hex', 'not-a-signature'],
    ['signed with another secret', signProviderEvent(raw, 'another secret')],
    ['of another body', signProviderEvent(`${raw} `, SECRET)],
  ])('%s: 401 UNAUTHORIZED before the body is read', (_, signature) => {
    const refusal = refusalOf(() => readPaystackEvent(raw, signature, SECRET));
    expect([refusal.status, refusal.code, refusal.message]).toEqual([401, 'UNAUTHORIZED', 'Invalid provider event signature']);
  });

  test('a signed Buffer reads as its text does', () => {
    expect(readPaystackEvent(Buffer.from(raw), signProviderEvent(raw, SECRET), SECRET)).toEqual(read(raw));
  });

  test('a wrong signature on a body that is not JSON is still 401, not unsupported', () => {
    expect(refusalOf(() => readPaystackEvent('{nope', 'ab'.repeat(64), SECRET)).code).toBe('UNAUTHORIZED');
  });
});

describe('malformed or unknown events are unsupported, with why', () => {
  test.each([
    ['text that is not JSON', '{"event": "charge.success", ', 'body is not JSON'],
    ['an empty body', '', 'body is not JSON'],
    ['JSON null', 'null', 'body is not a JSON object'],
    ['a JSON string', '"charge.success"', 'body is not a JSON object'],
    ['a JSON number', '42', 'body is not a JSON object'],
    ['data null', { event: 'charge.success', data: null }, 'data is not an object'],
    ['data a string', { event: 'transfer.success', data: 'wdr-abc' }, 'data is not an object'],
    ['no event', { data: { reference: 'chk-abc' } }, 'unsupported event undefined'],
    [
      'an event the service does not act on',
      { event: 'charge.dispute.create', data: { reference: 'chk-abc' } },
      'unsupported event charge.dispute.create',
    ],
    ['an event name of another type', { event: 42, data: {} }, 'unsupported event 42'],
    ['charge.success without a reference', { event: 'charge.success', data: { channel: 'card' } }, 'charge.success without a reference'],
    ['charge.success without data', { event: 'charge.success' }, 'charge.success without a reference'],
    ['charge.success with an empty reference', { event: 'charge.success', data: { reference: '' } }, 'charge.success without a reference'],
    [
      'transfer.success without a reference',
      { event: 'transfer.success', data: { transfer_code: 'TRF_1' } },
      'transfer.success without a reference',
    ],
    ['transfer.reversed without data', { event: 'transfer.reversed' }, 'transfer.reversed without a reference'],
    ['refund.processed naming no refund', { event: 'refund.processed', data: { amount: 1000 } }, 'refund.processed without a reference'],
    [
      'customeridentification.success without a customer',
      { event: 'customeridentification.success', data: {} },
      'customer validation event without a customer_code',
    ],
  ])('%s', (_, body, reason) => {
    expect(read(body)).toEqual({ kind: 'unsupported', reason });
  });
});

describe('charge.success', () => {
  test('a checkout paid: its reference and channel, with the provider named', () => {
    expect(read({ event: 'charge.success', data: { reference: 'chk-abc', channel: 'bank_transfer', amount: 151_500 } })).toEqual({
      kind: 'payment.succeeded',
      reference: 'chk-abc',
      channel: 'bank_transfer',
      provider: 'paystack',
    });
  });

  test('without a channel, a card payment', () => {
    expect(read({ event: 'charge.success', data: { reference: 'chk-abc' } })).toMatchObject({ kind: 'payment.succeeded', channel: 'card' });
  });

  const deposit = (data: object) =>
    read({ event: 'charge.success', data: { reference: 'dep-ref-1', channel: 'dedicated_nuban', currency: 'NGN', ...data } });

  test('a deposit to a dedicated account: the receiving account from the metadata, the amount and the fee in kobo', () => {
    expect(
      deposit({
        amount: 500_000,
        fees: 5_000,
        metadata: { receiver_account_number: '9930000001' },
        authorization: { receiver_bank_account_number: '1111111111' },
      }),
    ).toEqual({
      kind: 'account.credited',
      reference: 'dep-ref-1',
      accountNumber: '9930000001',
      amount: 500_000,
      fee: 5_000,
    });
  });

  test("a deposit's account from the authorization when the metadata has none; a currency may be absent", () => {
    const action = read({
      event: 'charge.success',
      data: {
        reference: 'dep-ref-2',
        channel: 'dedicated_nuban',
        amount: 100,
        authorization: { receiver_bank_account_number: '9930000002' },
      },
    });
    expect(action).toEqual({ kind: 'account.credited', reference: 'dep-ref-2', accountNumber: '9930000002', amount: 100 });
  });

  test('a fee above the amount is capped at it; a fee that is not whole kobo is left out', () => {
    const account = { metadata: { receiver_account_number: '9930000001' } };
    expect(deposit({ ...account, amount: 100, fees: 250 })).toMatchObject({ amount: 100, fee: 100 });
    for (const fees of [-1, 1.5, '50', null]) expect(deposit({ ...account, amount: 100, fees })).not.toHaveProperty('fee');
  });

  test.each([
    ['no receiving account', { amount: 100 }, 'deposit dep-ref-1 without a receiving account'],
    ['no amount', { metadata: { receiver_account_number: '9930000001' } }, 'deposit dep-ref-1 without a positive amount'],
    ['a zero amount', { amount: 0, metadata: { receiver_account_number: '9930000001' } }, 'deposit dep-ref-1 without a positive amount'],
    [
      'a negative amount',
      { amount: -100, metadata: { receiver_account_number: '9930000001' } },
      'deposit dep-ref-1 without a positive amount',
    ],
    [
      'a fractional amount',
      { amount: 10.5, metadata: { receiver_account_number: '9930000001' } },
      'deposit dep-ref-1 without a positive amount',
    ],
    [
      'an amount as text',
      { amount: '100', metadata: { receiver_account_number: '9930000001' } },
      'deposit dep-ref-1 without a positive amount',
    ],
    [
      'an unsafe amount',
      { amount: 2 ** 53, metadata: { receiver_account_number: '9930000001' } },
      'deposit dep-ref-1 without a positive amount',
    ],
    ['another currency', { amount: 100, currency: 'USD', metadata: { receiver_account_number: '9930000001' } }, 'deposit dep-ref-1 in USD'],
  ])('a deposit with %s is unsupported', (_, data, reason) => {
    expect(deposit(data)).toEqual({ kind: 'unsupported', reason });
  });
});

describe('transfer events', () => {
  test('transfer.success: settled, with the transfer code', () => {
    expect(read({ event: 'transfer.success', data: { reference: 'wdr-abc', transfer_code: 'TRF_1' } })).toEqual({
      kind: 'transfer.settled',
      reference: 'wdr-abc',
      outcome: { status: 'success', transferCode: 'TRF_1' },
    });
  });

  test("transfer.failed: the bank's gateway_response is the reason, never the narration we sent (`reason`)", () => {
    expect(
      read({
        event: 'transfer.failed',
        data: { reference: 'wdr-abc', reason: 'Withdrawal wdr-abc', gateway_response: 'Beneficiary account is dormant' },
      }),
    ).toEqual({
      kind: 'transfer.settled',
      reference: 'wdr-abc',
      outcome: { status: 'failed', transferCode: undefined, reason: 'Beneficiary account is dormant' },
    });
  });

  test('without a gateway_response: a failed and a reversed transfer each get their generic reason', () => {
    expect(read({ event: 'transfer.failed', data: { reference: 'wdr-abc', reason: 'Withdrawal wdr-abc' } })).toMatchObject({
      outcome: { status: 'failed', reason: TRANSFER_FAILED_WITHOUT_REASON },
    });
    expect(read({ event: 'transfer.reversed', data: { reference: 'wdr-abc' } })).toEqual({
      kind: 'transfer.reversed',
      reference: 'wdr-abc',
      reason: TRANSFER_REVERSED_WITHOUT_REASON,
    });
  });

  test("transfer.reversed is its own action (the bank sent it back, before or after success), with the bank's reason", () => {
    expect(
      read({
        event: 'transfer.reversed',
        data: { reference: 'wdr-abc', status: 'reversed', reason: 'Withdrawal wdr-abc', gateway_response: 'Account closed' },
      }),
    ).toEqual({
      kind: 'transfer.reversed',
      reference: 'wdr-abc',
      reason: 'Account closed',
    });
  });
});

describe('refund events', () => {
  test("refund.processed: the refund's own reference and the refunded payment's", () => {
    expect(read({ event: 'refund.processed', data: { reference: 'sbx_rfd_1', transaction_reference: 'chk-abc', amount: 1000 } })).toEqual({
      kind: 'refund.settled',
      outcome: 'processed',
      refund: { ours: undefined, reference: 'sbx_rfd_1', paymentReference: 'chk-abc' },
      reason: undefined,
    });
  });

  test("the refund's reference: `reference`, else `refund_reference`, else the numeric `id`; ours from `merchant_note`", () => {
    const refundOf = (data: object) => (read({ event: 'refund.processed', data }) as { refund: object }).refund;
    expect(refundOf({ refund_reference: 'RF_2', id: 77 })).toMatchObject({ reference: 'RF_2' });
    expect(refundOf({ id: 77 })).toMatchObject({ reference: '77' });
    expect(refundOf({ id: '77', merchant_note: 'rfd-abc' })).toEqual({
      ours: 'rfd-abc',
      reference: undefined,
      paymentReference: undefined,
    });
  });

  test("refund.failed: the provider's reason, else its gateway_response", () => {
    expect(read({ event: 'refund.failed', data: { reference: 'r1', reason: 'Declined', gateway_response: 'Other' } })).toMatchObject({
      outcome: 'failed',
      reason: 'Declined',
    });
    expect(read({ event: 'refund.failed', data: { reference: 'r1', gateway_response: 'Bank unavailable' } })).toMatchObject({
      outcome: 'failed',
      reason: 'Bank unavailable',
    });
  });
});

describe('customer identification', () => {
  test('success and failure for the customer code; a failure without a reason gets a clear one', () => {
    expect(read({ event: 'customeridentification.success', data: { customer_code: 'CUS_1' } })).toEqual({
      kind: 'customer.identified',
      customerCode: 'CUS_1',
      outcome: { status: 'success' },
    });
    expect(
      read({ event: 'customeridentification.failed', data: { customer_code: 'CUS_1', reason: 'Account number or BVN is incorrect' } }),
    ).toEqual({
      kind: 'customer.identified',
      customerCode: 'CUS_1',
      outcome: { status: 'failed', reason: 'Account number or BVN is incorrect' },
    });
    expect(read({ event: 'customeridentification.failed', data: { customer_code: 'CUS_1' } })).toMatchObject({
      outcome: { status: 'failed', reason: 'Paystack could not validate the customer' },
    });
  });
});
