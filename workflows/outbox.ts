import { condition, log, patched, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { WebhookSettings } from './messages';

/**
 * Runs started before this patch deliver their own stream with activities (below); runs
 * started after it leave delivery to the worker's outbox relay (src/webhooks/relay.ts) and
 * the stream's retry workflow (webhook-retries.ts), so a write costs no delivery activity and
 * no workflow task (issue 8). docs/workflow-changes.md: removable once no older run is open.
 */
export const OUTBOX_RELAY_PATCH = 'outbox-relay';

/** The delivery activity and its retry policy: spec "Delivery", 3 retries `retryIntervalSeconds` apart. */
export function deliveryActivity(settings: WebhookSettings): Activities['deliverOutbox'] {
  const pause = settings.retryIntervalSeconds * 1000;
  return proxyActivities<Activities>({
    // Short, so a worker killed mid-delivery is noticed soon; a run starts no send that
    // could outlast it (activities/webhooks.ts), and always at least one.
    startToCloseTimeout: '15 seconds',
    // No attempt limit here: the outbox counts the merchant's four attempts and gives up
    // on an event itself, so an outage of our own database costs the merchant none.
    retry: { initialInterval: pause, maximumInterval: pause, backoffCoefficient: 1 },
  }).deliverOutbox;
}

/**
 * This workflow's outbox stream (its id: src/events/streams.ts). Since OUTBOX_RELAY_PATCH
 * the worker that commits a write delivers its events, so the workflow has nothing to do and
 * nothing to wait for. Before it: one delivery activity at a time, in order, started whenever
 * a write may have committed events; writes landing during a delivery share the next one.
 */
export class OutboxDelivery {
  private pending: boolean;
  private running = false;
  /** Delivery is the outbox relay's (OUTBOX_RELAY_PATCH): nothing to wait for here. */
  readonly relayed: boolean;

  /** `pendingAtStart`: a continued run, or one that may have committed events before a crash. */
  constructor(private readonly settings: WebhookSettings, options: { pendingAtStart?: boolean } = {}) {
    // A run started with `delivery: 'relay'` cannot be older than the relay: no need to ask.
    this.relayed = settings.delivery === 'relay' || patched(OUTBOX_RELAY_PATCH);
    this.pending = !this.relayed && (options.pendingAtStart ?? false);
    if (!this.relayed) void this.pump();
  }

  /** A write committed (or may have committed) events. */
  notify(): void {
    if (!this.relayed) this.pending = true;
  }

  /** Nothing is waiting to be delivered by this workflow and no delivery is running. */
  get idle(): boolean {
    return !this.pending && !this.running;
  }

  /** No delivery activity is running (one still pending may be left to the next run). */
  get quiet(): boolean {
    return !this.running;
  }

  private async pump(): Promise<void> {
    const stream = workflowInfo().workflowId;
    const deliverOutbox = deliveryActivity(this.settings);
    for (;;) {
      await condition(() => this.pending);
      this.pending = false;
      this.running = true;
      try {
        const { more } = await deliverOutbox(stream);
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
