import { allHandlersFinished, ApplicationFailure, condition, proxyLocalActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { CONTROL_FAILURE } from '../src/failures';
import type { WalletView } from '../src/wallets/view';
import { walletCreditBookedUpdate, WalletCreditWorkflowInput } from './messages';

const { bookWalletCredit } = proxyLocalActivities<Activities>({
  // Booking is one short transaction; it retries until the database answers, because an
  // inbound transfer that has arrived must be booked however long that takes.
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '10 seconds', nonRetryableErrorTypes: [CONTROL_FAILURE.unknownWallet] },
});

/**
 * wallet-credit-{walletId}-{movement}: books one inbound transfer (deposit fee, journal,
 * wallet.credited) and ends; the worker's outbox relay sends the webhook. The API uses update-with-start and gets
 * its answer as soon as the booking commits (the early-return pattern).
 */
export async function walletCreditWorkflow(input: WalletCreditWorkflowInput): Promise<void> {
  let booked: WalletView | undefined;
  let failure: ApplicationFailure | undefined;
  setHandler(walletCreditBookedUpdate, async () => {
    await condition(() => booked !== undefined || failure !== undefined);
    if (failure) throw failure;
    return booked!;
  });

  try {
    const result = await bookWalletCredit({
      merchantId: input.merchantId,
      plane: input.plane,
      walletId: input.walletId,
      movementId: input.movementId,
      grossAmount: input.grossAmount,
      reportedProviderFee: input.reportedProviderFee,
      source: 'nuban',
      channel: 'dedicated_nuban',
      stream: workflowInfo().workflowId,
    });
    booked = result.wallet;
  } catch (err) {
    failure = ApplicationFailure.nonRetryable('The wallet could not be credited', CONTROL_FAILURE.walletCreditFailed, String(err));
    await condition(allHandlersFinished); // a waiting update answers with the failure first
    throw failure;
  }
  await condition(allHandlersFinished);
}
