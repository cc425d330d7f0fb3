import { createHmac } from 'node:crypto';
import type { FakeState } from './state';

// Paystack's webhooks: a JSON POST of `{ event, data }`, signed with
// x-paystack-signature = hex HMAC-SHA512 of the raw body keyed with the secret key. Paystack
// retries a delivery that did not get a 200; the fake does the same a few times.

const RETRIES = 5;

function signBody(raw: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(raw).digest('hex');
}

/** Sends (or holds, or sends twice) one event, as the state's controls say. Never throws. */
export async function emit(state: FakeState, event: string, data: unknown): Promise<void> {
  if (state.eventMode === 'hold') {
    state.held.push({ event, data });
    return;
  }
  await deliver(state, event, data);
  if (state.duplicateEvents) await deliver(state, event, data);
}

/** Sends the held events, in order. */
export async function releaseHeld(state: FakeState): Promise<void> {
  const held = state.held.splice(0);
  for (const { event, data } of held) await deliver(state, event, data);
}

async function deliver(state: FakeState, event: string, data: unknown): Promise<void> {
  const record = { event, data, deliveredStatus: null as number | null };
  state.sent.push(record);
  if (!state.eventsUrl) return;
  const raw = JSON.stringify({ event, data });
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    try {
      const res = await fetch(state.eventsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signBody(raw, state.secretKey) },
        body: raw,
      });
      await res.arrayBuffer();
      record.deliveredStatus = res.status;
      if (res.ok) return;
    } catch {
      record.deliveredStatus = 0;
    }
    // unref: a fake closing with a delivery still retrying must not keep its process alive.
    await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt).unref());
  }
}
