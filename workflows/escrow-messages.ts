import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { EscrowCommand } from '../src/escrows/commands';
import type { DisputeView } from '../src/escrows/disputes';
import type { CreateEscrowInput } from '../src/escrows/create';
import type { EscrowState } from '../src/escrows/rules';
import type { EscrowView } from '../src/escrows/store';
import type { Plane } from '../src/keys';
import type { Owner } from '../src/owner';
import type { PaymentReport, ProviderRefundSignal } from '../src/payments/outcomes';
import { outboxStream } from '../src/events/streams';

// Messages of the escrow workflow, shared by the API (client side) and the workflow.
// Amounts are kobo as decimal strings.

export type EscrowWorkflowInput = {
  merchantId: string;
  plane: Plane;
  escrowId: string;
  /** Carried over continue-as-new: the cached state of an escrow that already exists. */
  state?: EscrowState;
  /** Carried over continue-as-new: the guest refund waiting for the provider's outcome. */
  pendingRefundId?: string;
};

export type CreateEscrowRequest = Omit<CreateEscrowInput, 'merchantId' | 'plane' | 'escrowId' | 'operationId'>;

export const createEscrowUpdate = defineUpdate<EscrowView, [CreateEscrowRequest]>('createEscrow');

/**
 * Every write on an existing escrow: one typed command (src/escrows/commands.ts), answered
 * with the escrow or the dispute it opened or resolved (EscrowCommandAnswer). It carries the
 * caller's merchant and plane as its second argument: the validator refuses any other owner
 * as NOT_FOUND, so the API sends the write without reading the escrow row first
 * (docs/decisions.md "Escrow writes"). The update id derives from the Idempotency-Key.
 */
export const escrowCommandUpdate = defineUpdate<EscrowView | DisputeView, [EscrowCommand, Owner]>('escrowCommand');

// From outside: a checkout session of this hold hands over its successful payment, for the
// escrow to book (it answers with checkout-messages.ts's paymentBookedSignal); POST
// /provider/events (and the sandbox provider, through the same handler) forwards the outcome
// of a guest refund.
export type CheckoutPaidSignal = { checkoutId: string } & PaymentReport;
export type { ProviderRefundSignal };
export const checkoutPaidSignal = defineSignal<[CheckoutPaidSignal]>('checkoutPaid');
export const providerRefundProcessedSignal = defineSignal<[ProviderRefundSignal]>('providerRefundProcessed');
export const providerRefundFailedSignal = defineSignal<[ProviderRefundSignal]>('providerRefundFailed');

/**
 * From the API: a command was answered from its committed record because its Update failed
 * after the write committed (a worker lost with the task that ran it, the request's wait over),
 * so this run may never have seen the write. The workflow reads its row again.
 */
export const escrowRowChangedSignal = defineSignal('escrowRowChanged');

/** The workflow's id is its escrow's outbox stream. */
export const escrowWorkflowId = (escrowId: string) => outboxStream('escrow', escrowId);
