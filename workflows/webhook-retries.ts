import { proxyActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { WebhookRetriesInput } from './webhook-retries-messages';

/**
 * webhook-retries-{stream}: the retries of a stream whose head event's attempt failed
 * (started by the worker's outbox relay, src/webhooks/relay.ts). Spec "Delivery": the pause
 * before each retry is a durable timer and then the delivery activity's retry policy; every
 * attempt is recorded by the activity, which goes on with the rest of the stream in order.
 * Ends once the stream is drained (an event out of attempts is given up by the outbox).
 */
export async function webhookRetriesWorkflow(input: WebhookRetriesInput): Promise<void> {
  const pause = input.webhooks.retryIntervalSeconds * 1000;
  const { deliverOutbox } = proxyActivities<Activities>({
    // Short, so a worker killed mid-delivery is noticed soon; a run starts no send that
    // could outlast it (activities/webhooks.ts), and always at least one.
    startToCloseTimeout: '15 seconds',
    // No attempt limit here: the outbox counts the merchant's four attempts and gives up
    // on an event itself, so an outage of our own database costs the merchant none.
    retry: { initialInterval: pause, maximumInterval: pause, backoffCoefficient: 1 },
  });
  await sleep(pause);
  while ((await deliverOutbox(input.stream)).more);
}
