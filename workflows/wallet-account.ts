import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { ValidationStarted } from '../src/payments/paystack/wallet-accounts';
import { CONTROL_FAILURE, controlFailure } from '../src/failures';
import { DATABASE_WRITE, MERCHANT_WAITING, PROVIDER_CALL } from './activity-policies';
import { WorkflowEntity } from './entity';
import { refusalOrProviderUnavailable } from './refusals';
import type { WalletView } from '../src/wallets/view';
import {
  StartWalletAccountRequest,
  startWalletAccountUpdate,
  ValidationOutcomeSignal,
  validationOutcomeSignal,
  WalletAccountWorkflowInput,
} from './wallet-account-messages';

// The merchant's POST /wallets waits for the customer and the validation request: a few quick
// tries, then 502 (nothing changed on the wallet but Paystack's customer code). Nobody waits
// on the rest: a check or the dedicated account is asked for until Paystack answers (reads,
// and a create that first looks for the customer's account, so never two).
const { startWalletValidation } = proxyActivities<Activities>(MERCHANT_WAITING);
const provider = proxyActivities<Activities>(PROVIDER_CALL);
const { failWalletAccount } = proxyLocalActivities<Activities>(DATABASE_WRITE);

/**
 * When no validation event comes, the workflow asks Paystack: after 1 min, then less and less
 * often; after the last one (48 h 21 min in all) the wallet's provisioning fails, saying so.
 */
export const VALIDATION_CHECK_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  6 * 60 * 60_000,
  18 * 60 * 60_000,
  24 * 60 * 60_000,
];
/** The create's answer when Paystack never answered the start (its retries ran out). */
const UNAVAILABLE_MESSAGE = 'The payment provider is unavailable; retry later';
export const VALIDATION_TIMED_OUT_REASON = 'Paystack did not complete the customer validation in time; create the wallet again to retry';

/**
 * One wallet's provisioning, as the workflow's entity (entity.ts): the start, the validation
 * outcome, and the steps after it.
 */
class WalletAccountEntity extends WorkflowEntity {
  started: ValidationStarted | undefined;
  refused = false;
  starting: Promise<WalletView> | undefined;
  outcome: ValidationOutcomeSignal | undefined;

  constructor(readonly input: WalletAccountWorkflowInput) {
    super();
  }

  async start(request: StartWalletAccountRequest): Promise<WalletView> {
    const { input } = this;
    try {
      const result = await startWalletValidation({
        ...request,
        merchantId: input.merchantId,
        plane: input.plane,
        walletId: input.walletId,
      });
      this.started = result.started;
      return result.wallet;
    } catch (err) {
      this.refused = true;
      throw refusalOrProviderUnavailable(err, UNAVAILABLE_MESSAGE);
    }
  }

  /** One start per run: a concurrent POST gets the same answer. */
  startOnce(request: StartWalletAccountRequest): Promise<WalletView> {
    return (this.starting ??= this.start(request));
  }

  /** A run that has its outcome (or was refused) is ending: a POST then must not get this run's old answer, but a new run. */
  validateStart(): void {
    if (this.refused || (this.started && this.outcome)) {
      throw ApplicationFailure.create(
        controlFailure(CONTROL_FAILURE.walletAccountEnding, "This wallet's provisioning run is ending; retry", { retryable: true }),
      );
    }
  }

  /** The first outcome wins; a duplicate event changes nothing. */
  onOutcome(signal: ValidationOutcomeSignal): void {
    this.outcome ??= signal;
  }

  async run(): Promise<void> {
    await condition(() => this.started !== undefined || this.refused);
    if (!this.started) {
      await condition(allHandlersFinished);
      return;
    }
    await this.awaitOutcome(this.started);

    const outcome = this.outcome!;
    if (outcome.status === 'success') {
      await provider.provisionWalletAccount({ walletId: this.input.walletId, customer: this.started });
    } else {
      await failWalletAccount({ walletId: this.input.walletId, reason: outcome.reason });
    }
    await condition(allHandlersFinished);
  }

  /** Paystack's event, or failing that its answer to a check on a timer. */
  async awaitOutcome(customer: ValidationStarted): Promise<void> {
    for (const delay of VALIDATION_CHECK_DELAYS_MS) {
      if (await condition(() => this.outcome !== undefined, delay)) return;
      const checked = await provider.checkWalletValidation(customer);
      if (checked.status !== 'pending') this.outcome ??= checked;
      if (this.outcome) return;
    }
    this.outcome = { status: 'failed', reason: VALIDATION_TIMED_OUT_REASON };
  }
}

/**
 * wallet-account-{walletId}: a live wallet's dedicated account through Paystack. The API
 * starts it with its start update (update-with-start): the customer is found or made and its
 * validation asked for, and the merchant gets the pending wallet (or the refusal, and the
 * workflow ends). The outcome comes as a signal (Paystack's event) or, failing that, from a
 * check on a durable timer; success gets the customer a dedicated account, stored on the
 * wallet (active); failure stores Paystack's reason (failed), and a new POST starts again.
 */
export async function walletAccountWorkflow(input: WalletAccountWorkflowInput): Promise<void> {
  const wallet = new WalletAccountEntity(input);
  setHandler(startWalletAccountUpdate, (request) => wallet.startOnce(request), { validator: (_request) => wallet.validateStart() });
  setHandler(validationOutcomeSignal, (signal) => wallet.onOutcome(signal));
  await wallet.run();
}
