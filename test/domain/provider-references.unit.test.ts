import { transactionReferenceRefusal, transferReferenceRefusal } from '../../fake-paystack/references';
import { refundIdFor } from '../../src/refunds/store';
import { newId } from '../../src/ids';
import { providerReferenceOf } from '../../src/payments/references';

// One rule gives every object its reference at the provider (decisions.md "Live plane"); it
// must pass Paystack's documented rules for both transactions and transfers (the fake's copy).

test('an id lowercased with _ replaced by -', () => {
  expect(providerReferenceOf('chk_Ab3xZ09yQ')).toBe('chk-ab3xz09yq');
  expect(providerReferenceOf('wdr_ABCDEFGHIJKLMNOPQRSTUVWX')).toBe('wdr-abcdefghijklmnopqrstuvwx');
});

test.each(['checkout', 'withdrawal', 'refund'] as const)(
  'every %s id gives a reference Paystack takes as a transaction and as a transfer reference',
  (kind) => {
    const ids = Array.from({ length: 500 }, () => newId(kind));
    if (kind === 'refund') ids.push(refundIdFor('escrow:esc_x:upd_1'));
    for (const id of ids) {
      const reference = providerReferenceOf(id);
      expect([id, transactionReferenceRefusal(reference), transferReferenceRefusal(reference)]).toEqual([id, null, null]);
    }
    // The raw id is what Paystack refuses.
    expect(transactionReferenceRefusal(ids[0])).not.toBeNull();
    expect(transferReferenceRefusal(ids[0])).not.toBeNull();
  },
);
