import { condition, log, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { WebhookSettings } from './messages';

/**
 * Delivers this workflow's outbox stream (its id: src/events/streams.ts) in the background:
 * one delivery activity at a time, in order, started whenever a write may have committed
 * events. Writes that land while a delivery runs are picked up by the next one, so a burst
 * of writes costs one activity, not one each. Spec "Delivery": 3 retries 15 s apart are the
 * activity's retry policy; each attempt is recorded by the activity.
 */
export class OutboxDelivery {
  private pending: boolean;
  private running = false;
  private readonly deliverOutbox: Activities['deliverOutbox'];

  /** `pendingAtStart`: a continued run, or one that may have committed events before a crash. */
  constructor(settings: WebhookSettings, options: { pendingAtStart?: boolean } = {}) {
    this.pending = options.pendingAtStart ?? false;
    const pause = settings.retryIntervalSeconds * 1000;
    ({ deliverOutbox: this.deliverOutbox } = proxyActivities<Activities>({
      // Short, so a worker killed mid-delivery is noticed soon; a run starts no send that
      // could outlast it (activities/webhooks.ts), and always at least one.
      startToCloseTimeout: '15 seconds',
      // No attempt limit here: the outbox counts the merchant's four attempts and gives up
      // on an event itself, so an outage of our own database costs the merchant none.
      retry: { initialInterval: pause, maximumInterval: pause, backoffCoefficient: 1 },
    }));
    void this.pump();
  }

  /** A write committed (or may have committed) events. */
  notify(): void {
    this.pending = true;
  }

  /** Nothing is waiting to be delivered and no delivery is running. */
  get idle(): boolean {
    return !this.pending && !this.running;
  }

  /** No delivery activity is running (one still pending may be left to the next run). */
  get quiet(): boolean {
    return !this.running;
  }

  private async pump(): Promise<void> {
    const stream = workflowInfo().workflowId;
    for (;;) {
      await condition(() => this.pending);
      this.pending = false;
      this.running = true;
      try {
        const { more } = await this.deliverOutbox(stream);
        if (more) this.pending = true;
      } catch (err) {
        // Only a cancellation ends the retries; what is pending stays in the outbox.
        log.warn('outbox delivery stopped', { error: String(err) });
      } finally {
        this.running = false;
      }
    }
  }
}
