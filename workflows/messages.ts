import { defineUpdate } from '@temporalio/workflow';
import type { WalletView } from '../src/wallets/view';
import type { Plane } from '../src/keys';
import { walletCreditStream } from '../src/events/streams';

// Messages and inputs shared by the API (client side) and the workflows.
export type WebhookSettings = {
  retryIntervalSeconds: number;
  /**
   * `relay`: the run was started by code whose workers deliver its outbox (the outbox relay,
   * issue 8), so it takes the relay's way without asking `patched('outbox-relay')`: no patch
   * marker and no `TemporalChangeVersion` upsert, a visibility write, per run. Absent in runs
   * started before (workflows/outbox.ts).
   */
  delivery?: 'relay';
};

/** The webhook settings of a run started now. */
export function webhookSettings(retryIntervalSeconds: number): WebhookSettings {
  return { retryIntervalSeconds, delivery: 'relay' };
}

export type WalletCreditWorkflowInput = {
  merchantId: string;
  plane: Plane;
  walletId: string;
  movementId: string;
  /** Gross inbound amount in kobo, as a decimal string. */
  grossAmount: string;
  /** Kobo, decimal string: the provider's reported deposit fee (live deposits); absent, the fee is computed. */
  reportedProviderFee?: string;
  webhooks: WebhookSettings;
};

/** Answers once the credit is booked; the workflow then goes on to deliver its webhooks. */
export const walletCreditBookedUpdate = defineUpdate<WalletView>('walletCreditBooked');

/** The workflow's id is its outbox stream. */
export const walletCreditWorkflowId = walletCreditStream;
