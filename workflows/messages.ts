import { defineUpdate } from '@temporalio/workflow';
import type { WalletView } from '../src/wallets/view';
import type { Plane } from '../src/keys';
import { outboxStream } from '../src/events/streams';

// Messages and inputs shared by the API (client side) and the workflows.

export type WebhookSettings = {
  /** Spec "Delivery": the pause before each of an event's 3 retries (WEBHOOK_RETRY_INTERVAL_SECONDS). */
  retryIntervalSeconds: number;
};

/** The webhook settings of a run started now. */
export function webhookSettings(retryIntervalSeconds: number): WebhookSettings {
  return { retryIntervalSeconds };
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
};

/** Answers once the credit is booked (the worker's outbox relay sends its webhook). */
export const walletCreditBookedUpdate = defineUpdate<WalletView>('walletCreditBooked');

/** The workflow's id is its outbox stream: one inbound transfer, `movementKey` a hash of its Idempotency-Key. */
export const walletCreditWorkflowId = (walletId: string, movementKey: string) => outboxStream('wallet-credit', `${walletId}-${movementKey}`);
