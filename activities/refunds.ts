import { ApplicationFailure } from '@temporalio/activity';
import { beginRefundDue, settleRefundDue } from '../src/refunds/refund-due';
import { completeGuestRefund, failGuestRefund, RefundOutcomeInput } from '../src/escrows/guest-refunds';
import { findRefundForProvider, recordProviderReference, RefundRow } from '../src/refunds/store';
import { refusalsAsFailures } from './refusals';
import { sandboxEventSink, SinkDeps } from './provider-event-sink';
import { PaymentProvider, ProviderRefusedError } from '../src/payments/provider';
import { CONTROL_FAILURE } from '../src/failures';
import { createSandboxPaymentProvider } from '../src/payments/sandbox';
import type { LiveProviderSettings } from '../src/config';
import { refuse } from '../src/errors';
import { paystackProviders, PAYSTACK_PROVIDER_NAME } from '../src/payments/paystack';
import { providerReferenceOf } from '../src/payments/references';

export type RefundActivityDeps = SinkDeps & {
  /** The live plane's provider (Paystack); null/unset: live refunds are refused, saying so. */
  live?: LiveProviderSettings | null;
  /** PROVIDER_SECRET_KEY; unset means the published sandbox secret (src/config.ts). */
  providerSecretKey?: string;
};

export type StartProviderRefundInput = { refundId: string };
export type StartProviderRefundResult = { providerReference: string | null };

/** Guest refunds: the provider call, its outcome, and a fresh read of the escrow's state. */
export function refundActivities(deps: RefundActivityDeps) {
  const live = deps.live ? paystackProviders(deps.live).payments : null;

  /** The provider that took the payment refunds it: the sandbox, or Paystack (live). */
  function providerFor(name: string): PaymentProvider {
    if (name === PAYSTACK_PROVIDER_NAME) {
      if (!live) throw new ProviderRefusedError(refuse.liveProviderNotConfigured().message);
      return live;
    }
    if (name !== 'sandbox') throw new ProviderRefusedError(`No refund adapter for payment provider ${name}`);
    // The sandbox's instant outcome goes through the provider-event handler, which signals
    // the escrow's workflow.
    const { secret, deliver } = sandboxEventSink(deps);
    return createSandboxPaymentProvider({ secret, deliver, books: deps.sql });
  }

  /** One provider refund call (idempotent by refund id); its reference is kept on the row. */
  async function askProviderToRefund(refund: NonNullable<Awaited<ReturnType<typeof findRefundForProvider>>>): Promise<string> {
    const { providerReference } = await providerFor(refund.payment_provider).startRefund({
      paymentId: refund.payment_id,
      providerReference: refund.payment_provider_reference,
      amount: refund.amount.toString(),
      refundId: refund.id,
      // A live refund's reference is ours from its creation; the sandbox names its refunds itself.
      refundReference: refund.provider_reference ?? providerReferenceOf(refund.id),
      requestedAt: refund.created_at,
      reason: refund.reason ?? undefined,
    });
    await recordProviderReference(deps.sql, refund.id, providerReference);
    return providerReference;
  }

  return {
    /** Asks the provider to refund (idempotent by refund id); a settled refund is not asked again. */
    async startProviderRefund(input: StartProviderRefundInput): Promise<StartProviderRefundResult> {
      const refund = await findRefundForProvider(deps.sql, input.refundId);
      if (!refund) throw ApplicationFailure.nonRetryable(`refund ${input.refundId} not found`, CONTROL_FAILURE.providerRefused);
      if (refund.status !== 'pending') return { providerReference: refund.provider_reference };
      try {
        return { providerReference: await askProviderToRefund(refund) };
      } catch (err) {
        if (err instanceof ProviderRefusedError) throw ApplicationFailure.nonRetryable(err.message, CONTROL_FAILURE.providerRefused);
        throw err;
      }
    },
    /**
     * The refund of a payment booked as refund_due (the checkout workflow, after booking):
     * records it once, asks the provider (idempotent by the refund id derived from the
     * payment); the provider's event settles it (src/refunds/refund-due.ts). A provider
     * that refuses for good fails it at once: the money stays in refunds_due.
     */
    async startRefundDue(input: { paymentId: string }): Promise<{ refundId: string | null; status: RefundRow['status'] | null }> {
      const begun = await beginRefundDue(deps.sql, input.paymentId);
      if (!begun) return { refundId: null, status: null };
      if (begun.status === 'pending') {
        const refund = (await findRefundForProvider(deps.sql, begun.id))!;
        try {
          await askProviderToRefund(refund);
        } catch (err) {
          if (!(err instanceof ProviderRefusedError)) throw err;
          await settleRefundDue(deps.sql, { refundId: refund.id, outcome: 'failed', reason: err.message });
        }
      }
      const [row] = await deps.sql<RefundRow[]>`select * from refunds where id = ${begun.id}`;
      return { refundId: row.id, status: row.status };
    },
    completeGuestRefund: (input: RefundOutcomeInput) => refusalsAsFailures(() => completeGuestRefund(deps.sql, input)),
    failGuestRefund: (input: RefundOutcomeInput) => refusalsAsFailures(() => failGuestRefund(deps.sql, input)),
  };
}
