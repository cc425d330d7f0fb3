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
import { CONTROL_FAILURE } from '../src/failures';
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
// tries, then 502 (nothing changed on the wallet but Paystack's customer code).
const { startWalletValidation } = proxyActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  retry: { initialInterval: '200 milliseconds', maximumAttempts: 4 },
});

// Nobody waits on these: a check or the dedicated account is asked for until Paystack answers
// (reads, and a create that first looks for the customer's account, so never two).
const provider = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

const { failWalletAccount } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '10 seconds' },
});

/**
 * When no validation event comes, the workflow asks Paystack: after 1 min, then less and less
 * often; after the last one (48 h 21 min in all) the wallet's provisioning fails, saying so.
 */
export const VALIDATION_CHECK_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000, 18 * 60 * 60_000, 24 * 60 * 60_000];
/** The create's answer when Paystack never answered the start (its retries ran out). */
const UNAVAILABLE_MESSAGE = 'The payment provider is unavailable; retry later';
export const VALIDATION_TIMED_OUT_REASON = 'Paystack did not complete the customer validation in time; create the wallet again to retry';

/**
 * wallet-account-{walletId}: a live wallet's dedicated account through Paystack. The API
 * starts it with its start update (update-with-start): the customer is found or made and its
 * validation asked for, and the merchant gets the pending wallet (or the refusal, and the
 * workflow ends). The outcome comes as a signal (Paystack's event) or, failing that, from a
 * check on a durable timer; success gets the customer a dedicated account, stored on the
 * wallet (active); failure stores Paystack's reason (failed), and a new POST starts again.
 */
export async function walletAccountWorkflow(input: WalletAccountWorkflowInput): Promise<void> {
  let started: ValidationStarted | undefined;
  let refused = false;
  let starting: Promise<WalletView> | undefined;
  let outcome: ValidationOutcomeSignal | undefined;

  async function start(request: StartWalletAccountRequest): Promise<WalletView> {
    try {
      const result = await startWalletValidation({ ...request, merchantId: input.merchantId, plane: input.plane, walletId: input.walletId });
      started = result.started;
      return result.wallet;
    } catch (err) {
      refused = true;
      throw refusalOrProviderUnavailable(err, UNAVAILABLE_MESSAGE);
    }
  }

  // One start per run: a concurrent POST gets the same answer. A run that has its outcome (or
  // was refused) is ending: a POST then must not get this run's old answer, but a new run.
  setHandler(startWalletAccountUpdate, (request) => (starting ??= start(request)), {
    validator: (_request) => {
      if (refused || (started && outcome)) throw ApplicationFailure.retryable('This wallet\'s provisioning run is ending; retry', CONTROL_FAILURE.walletAccountEnding);
    },
  });
  // The first outcome wins; a duplicate event changes nothing.
  setHandler(validationOutcomeSignal, (signal) => void (outcome ??= signal));

  await condition(() => started !== undefined || refused);
  if (!started) {
    await condition(allHandlersFinished);
    return;
  }
  await awaitOutcome(started);

  if (outcome!.status === 'success') {
    await provider.provisionWalletAccount({ walletId: input.walletId, customer: started });
  } else {
    await failWalletAccount({ walletId: input.walletId, reason: outcome!.reason });
  }
  await condition(allHandlersFinished);

  /** Paystack's event, or failing that its answer to a check on a timer. */
  async function awaitOutcome(customer: ValidationStarted): Promise<void> {
    for (const delay of VALIDATION_CHECK_DELAYS_MS) {
      if (await condition(() => outcome !== undefined, delay)) return;
      const checked = await provider.checkWalletValidation(customer);
      if (checked.status !== 'pending') outcome ??= checked;
      if (outcome) return;
    }
    outcome = { status: 'failed', reason: VALIDATION_TIMED_OUT_REASON };
  }
}
