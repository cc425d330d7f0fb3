import { defineUpdate } from '@temporalio/workflow';
import type { WalletView } from '../src/wallets/view';
import type { Plane } from '../src/keys';
import { outboxStream } from '../src/events/streams';

// The wallet credit's input and messages, shared by its client side (api/, temporal/) and its
// workflow (wallet-credit.ts).

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
export const walletCreditWorkflowId = (walletId: string, movementKey: string) =>
  outboxStream('wallet-credit', `${walletId}-${movementKey}`);
