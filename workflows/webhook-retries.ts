import { proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { webhookRetries } from './activity-policies';
import { webhookSendsTaskQueue } from './webhook-retries-messages';
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
  // A run starts no send that could outlast the policy's timeout (activities/webhooks.ts), and always at least one.
  const { deliverOutbox } = proxyActivities<Activities>({
    ...webhookRetries(pause),
    taskQueue: webhookSendsTaskQueue(workflowInfo().taskQueue),
  });
  await sleep(pause);
  while ((await deliverOutbox(input.stream)).more);
}
