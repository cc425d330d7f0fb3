import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { UpdateDefinition } from '@temporalio/common';
import type { EscrowCommandKind, EscrowCommandRequest } from '../src/escrows/commands';
import type { DisputeView } from '../src/escrows/disputes';
import type { CreateEscrowInput } from '../src/escrows/movements';
import type { EscrowState, ResolveRequest } from '../src/escrows/rules';
import type { EscrowView } from '../src/escrows/store';
import type { Plane } from '../src/keys';
import type { Owner } from '../src/owner';
import type { PaymentReport, ProviderRefundSignal } from '../src/payments/outcomes';
import { outboxStream } from '../src/events/streams';

// Messages of the escrow workflow, shared by the API (client side) and the workflow.
// Amounts are kobo as decimal strings (payloads are JSON).

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
export type ReleaseRequest = EscrowCommandRequest<'release'>;
export type RefundRequest = EscrowCommandRequest<'refund'>;
export type CancelRequest = EscrowCommandRequest<'cancel'>;
export type OpenDisputeRequest = EscrowCommandRequest<'openDispute'>;
export type MoveDeadlinesRequest = EscrowCommandRequest<'moveDeadlines'>;
export type AdvanceTestClockRequest = EscrowCommandRequest<'advanceTestClock'>;
export type { ResolveRequest };

export const createEscrowUpdate = defineUpdate<EscrowView, [CreateEscrowRequest]>('createEscrow');
// A write on an existing escrow carries the caller's merchant and plane as its second argument:
// the validator refuses any other owner as NOT_FOUND, so the API sends the write without
// reading the escrow row first (docs/decisions.md "Escrow writes").
export const releaseEscrowUpdate = defineUpdate<EscrowView, [ReleaseRequest, Owner]>('releaseEscrow');
export const refundEscrowUpdate = defineUpdate<EscrowView, [RefundRequest, Owner]>('refundEscrow');
export const cancelEscrowUpdate = defineUpdate<EscrowView, [CancelRequest, Owner]>('cancelEscrow');
export const openDisputeUpdate = defineUpdate<DisputeView, [OpenDisputeRequest, Owner]>('openDispute');
export const resolveDisputeUpdate = defineUpdate<DisputeView, [ResolveRequest, Owner]>('resolveDispute');
export const moveDeadlinesUpdate = defineUpdate<EscrowView, [MoveDeadlinesRequest, Owner]>('moveEscrowDeadlines');
export const advanceTestClockUpdate = defineUpdate<EscrowView, [AdvanceTestClockRequest, Owner]>('advanceEscrowTestClock');

/** What a command's Update answers: the escrow, or the dispute a dispute command opened or resolved. */
export type EscrowCommandAnswer<K extends EscrowCommandKind> = K extends 'openDispute' | 'resolveDispute' ? DisputeView : EscrowView;

export type CommandRoute<K extends EscrowCommandKind> = {
  update: UpdateDefinition<EscrowCommandAnswer<K>, [EscrowCommandRequest<K>, Owner]>;
  /** Prefix of the update id the API derives from the Idempotency-Key (never renamed: a retry must find its write). */
  updateIdPrefix: string;
  answer: EscrowCommandAnswer<K> extends DisputeView ? 'dispute' : 'escrow';
};

/** Each escrow command's Update, its update ids and its answer: the API sends, the workflow handles, every kind. */
export const ESCROW_COMMANDS: { [K in EscrowCommandKind]: CommandRoute<K> } = {
  release: { update: releaseEscrowUpdate, updateIdPrefix: 'release', answer: 'escrow' },
  refund: { update: refundEscrowUpdate, updateIdPrefix: 'refund', answer: 'escrow' },
  cancel: { update: cancelEscrowUpdate, updateIdPrefix: 'cancel', answer: 'escrow' },
  openDispute: { update: openDisputeUpdate, updateIdPrefix: 'dispute', answer: 'dispute' },
  resolveDispute: { update: resolveDisputeUpdate, updateIdPrefix: 'resolve', answer: 'dispute' },
  moveDeadlines: { update: moveDeadlinesUpdate, updateIdPrefix: 'deadlines', answer: 'escrow' },
  advanceTestClock: { update: advanceTestClockUpdate, updateIdPrefix: 'test-clock', answer: 'escrow' },
};

// From outside: a checkout session of this hold hands over its successful payment, for the
// escrow to book (it answers with checkout-messages.ts's paymentBookedSignal); POST
// /provider/events (and the sandbox provider, through the same handler) forwards the outcome
// of a guest refund.
export type CheckoutPaidSignal = { checkoutId: string } & PaymentReport;
export type { ProviderRefundSignal };
export const checkoutPaidSignal = defineSignal<[CheckoutPaidSignal]>('checkoutPaid');
export const providerRefundProcessedSignal = defineSignal<[ProviderRefundSignal]>('providerRefundProcessed');
export const providerRefundFailedSignal = defineSignal<[ProviderRefundSignal]>('providerRefundFailed');

/** The workflow's id is its escrow's outbox stream. */
export const escrowWorkflowId = (escrowId: string) => outboxStream('escrow', escrowId);
