import type { ActivityExecuteInput } from '@temporalio/worker';
import { outboxStream } from '../../src/events/streams';
import { webhookRetriesWorkflowId } from '../../workflows/webhook-retries-messages';
import { outboxKicks } from '../../worker/outbox-kicks';

// The worker's hand-over to the outbox relay (worker/outbox-kicks.ts): an activity of a
// workflow that owns a stream kicks that stream once it has returned; others kick nothing.

/** Runs one activity through the interceptor, as the worker would, and returns what was kicked. */
async function runActivity(
  workflowId: string | undefined,
  activity: () => Promise<unknown>,
  call = { activityType: 'releaseEscrow', args: [] as unknown[] },
) {
  const kicked: string[] = [];
  const factory = outboxKicks({ kick: (stream) => void kicked.push(stream) });
  const info = { activityType: call.activityType, workflowExecution: workflowId === undefined ? undefined : { workflowId, runId: 'r' } };
  const interceptor = factory({ info } as never);
  const result = interceptor.inbound!.execute!({ args: call.args } as unknown as ActivityExecuteInput, async () => {
    expect(kicked).toEqual([]); // nothing is kicked before the write has returned
    return activity();
  });
  return { result, kicked };
}

test("a stream-owning workflow's activity kicks its stream after returning, and its result passes through", async () => {
  const stream = outboxStream('escrow', 'esc_1');
  const { result, kicked } = await runActivity(stream, async () => 'written');
  expect(await result).toBe('written');
  expect(kicked).toEqual([stream]);
});

test("a hold's checkout payment, booked by the escrow's workflow, kicks the checkout's stream too", async () => {
  const escrow = outboxStream('escrow', 'esc_1');
  const checkout = outboxStream('checkout', 'chk_1');
  const booking = { activityType: 'bookCheckoutPayment', args: [{ checkoutId: 'chk_1', fundHold: true }] };
  const { result, kicked } = await runActivity(escrow, async () => 'booked', booking);
  expect(await result).toBe('booked');
  expect(kicked).toEqual([escrow, checkout]);
  // Booked by the checkout's own workflow: its stream, once.
  const own = await runActivity(checkout, async () => 'booked', { ...booking, args: [{ checkoutId: 'chk_1' }] });
  await own.result;
  expect(own.kicked).toEqual([checkout]);
});

test('an activity that fails kicks nothing (its retry will, or the sweep)', async () => {
  const { result, kicked } = await runActivity(outboxStream('withdrawal', 'wdr_1'), async () => {
    throw new Error('refused');
  });
  await expect(result).rejects.toThrow('refused');
  expect(kicked).toEqual([]);
});

test('activities of workflows that own no stream, or of no workflow, kick nothing', async () => {
  for (const id of [webhookRetriesWorkflowId(outboxStream('escrow', 'esc_1')), 'wallet-account-wal_1', undefined]) {
    const { result, kicked } = await runActivity(id, async () => 'sent');
    expect(await result).toBe('sent');
    expect(kicked).toEqual([]);
  }
});
