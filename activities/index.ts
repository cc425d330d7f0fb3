import { ApplicationFailure } from '@temporalio/activity';
import type { Sql } from '../src/db';
import { bookWalletCredit, UnknownWalletError, WalletCreditInput } from '../src/wallets/credit';
import { attemptDelivery, DeliverySettings } from '../src/webhooks/delivery';
import { checkoutActivities } from './checkout';
import { escrowActivities } from './escrows';
import { refundActivities } from './refunds';

export type ActivityDeps = {
  sql: Sql;
  delivery: DeliverySettings;
  /** PROVIDER_SECRET_KEY (signs the sandbox provider's events); unset: the sandbox secret. */
  providerSecretKey?: string;
};

/** Activities hold every side effect: ledger writes and webhook sends. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...escrowActivities(deps),
    ...checkoutActivities(deps),
    ...refundActivities(deps),
    async bookWalletCredit(input: WalletCreditInput) {
      try {
        return await bookWalletCredit(deps.sql, input);
      } catch (err) {
        if (err instanceof UnknownWalletError) throw ApplicationFailure.nonRetryable(err.message, 'UnknownWalletError');
        throw err;
      }
    },
    async deliverWebhook(eventId: string, attempt: number, finalAttempt: boolean) {
      return attemptDelivery(deps.sql, deps.delivery, eventId, attempt, finalAttempt);
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
