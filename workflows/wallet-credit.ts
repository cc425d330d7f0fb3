import { allHandlersFinished, ApplicationFailure, condition, proxyLocalActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { CONTROL_FAILURE } from '../src/failures';
import type { WalletView } from '../src/wallets/view';
import { DATABASE_WRITE } from './activity-policies';
import { WorkflowEntity } from './entity';
import { walletCreditBookedUpdate, WalletCreditWorkflowInput } from './wallet-credit-messages';

// An inbound transfer that has arrived must be booked however long the database takes.
const { bookWalletCredit } = proxyLocalActivities<Activities>(DATABASE_WRITE);

/** One inbound transfer, as the workflow's entity (entity.ts): its booking, and the answer the API waits for. */
class WalletCreditEntity extends WorkflowEntity {
  booked: WalletView | undefined;
  failure: ApplicationFailure | undefined;

  constructor(readonly input: WalletCreditWorkflowInput) {
    super();
  }

  /** The booked wallet once the credit commits, or the failure. */
  async answer(): Promise<WalletView> {
    await condition(() => this.booked !== undefined || this.failure !== undefined);
    if (this.failure) throw this.failure;
    return this.booked!;
  }

  async run(): Promise<void> {
    const { input } = this;
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
      this.booked = result.wallet;
    } catch (err) {
      this.failure = ApplicationFailure.nonRetryable('The wallet could not be credited', CONTROL_FAILURE.walletCreditFailed, String(err));
      await condition(allHandlersFinished); // a waiting update answers with the failure first
      throw this.failure;
    }
    await condition(allHandlersFinished);
  }
}

/**
 * wallet-credit-{walletId}-{movement}: books one inbound transfer (deposit fee, journal,
 * wallet.credited) and ends; the worker's outbox relay sends the webhook. The API uses update-with-start and gets
 * its answer as soon as the booking commits (the early-return pattern).
 */
export async function walletCreditWorkflow(input: WalletCreditWorkflowInput): Promise<void> {
  const credit = new WalletCreditEntity(input);
  setHandler(walletCreditBookedUpdate, () => credit.answer());
  await credit.run();
}
