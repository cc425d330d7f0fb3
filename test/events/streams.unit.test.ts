import { outboxStream, parseOutboxStream, STREAM_KINDS } from '../../src/events/streams';
import { checkoutWorkflowId } from '../../workflows/checkout-messages';
import { escrowWorkflowId } from '../../workflows/escrow-messages';
import { walletCreditWorkflowId } from '../../workflows/wallet-credit-messages';
import { redeliveryWorkflowId } from '../../workflows/redelivery-messages';
import { walletAccountWorkflowId } from '../../workflows/wallet-account-messages';
import { webhookRetriesWorkflowId } from '../../workflows/webhook-retries-messages';
import { withdrawalWorkflowId } from '../../workflows/withdrawal-messages';

// One name per outbox stream, shared by the events' writes, the workflows' ids and the
// worker's kick (src/events/streams.ts).

test('each object kind has one stream name, which parses back to its kind and key', () => {
  for (const kind of STREAM_KINDS) {
    const name = outboxStream(kind, 'obj_1-a');
    expect(parseOutboxStream(name)).toEqual({ kind, key: 'obj_1-a' });
  }
  expect(outboxStream('escrow', 'esc_1')).toBe('escrow-esc_1');
  expect(outboxStream('wallet-credit', 'wal_1-m1')).toBe('wallet-credit-wal_1-m1');
});

test('the workflows that write an object run under its stream name', () => {
  expect(escrowWorkflowId('esc_1')).toBe(outboxStream('escrow', 'esc_1'));
  expect(checkoutWorkflowId('chk_1')).toBe(outboxStream('checkout', 'chk_1'));
  expect(withdrawalWorkflowId('wdr_1')).toBe(outboxStream('withdrawal', 'wdr_1'));
  expect(walletCreditWorkflowId('wal_1', 'm1')).toBe(outboxStream('wallet-credit', 'wal_1-m1'));
});

test('the ids of workflows that own no stream are not stream names', () => {
  const stream = outboxStream('escrow', 'esc_1');
  for (const id of [webhookRetriesWorkflowId(stream), redeliveryWorkflowId('evt_1', 'k'), walletAccountWorkflowId('wal_1'), '']) {
    expect(parseOutboxStream(id)).toBeUndefined();
  }
});
