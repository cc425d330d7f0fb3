import { DEFAULT_SANDBOX_TRANSFER_EVENT_DELAY_MS, LiveProviderSettings } from '../src/config';
import type { Logger } from 'pino';
import type { Sql } from '../src/db';
import type { IdentityProvider } from '../src/identity/provider';
import { identityProvidersByPlane } from '../src/identity/sandbox';
import type { Plane } from '../src/keys';
import { paystackProviders } from '../src/payments/paystack';
import type { ProviderRecords } from '../src/payments/records';
import { createSandboxRecords } from '../src/payments/sandbox-records';
import type { TransferProvider } from '../src/payments/transfers';
import { bookWalletCredit, WalletCreditInput } from '../src/wallets/credit';
import type { DeliveryOutcome, DeliverySettings } from '../src/webhooks/delivery';
import { checkoutActivities } from './checkout';
import { escrowActivities } from './escrows';
import type { SignalThrough } from './provider-event-sink';
import { reconciliationActivities } from './reconciliation';
import { refundActivities } from './refunds';
import { refusalsAsFailures } from './refusals';
import { webhookActivities } from './webhooks';
import { walletAccountActivities } from './wallet-accounts';
import { withdrawalActivities } from './withdrawals';

export type ActivityDeps = {
  sql: Sql;
  delivery: DeliverySettings;
  /** PROVIDER_SECRET_KEY (signs the sandbox provider's events); unset: the sandbox secret. */
  providerSecretKey?: string;
  /** The identity/bank provider per plane; default: the sandbox for test, none yet for live. */
  identity?: (plane: Plane) => IdentityProvider;
  /** SANDBOX_TRANSFER_EVENT_DELAY_MS: when the sandbox announces a transfer's outcome (null: never). */
  sandboxTransferEventDelayMs?: number | null;
  /** The payout provider per plane; default: the sandbox for test keys, Paystack (`live`) for live keys. */
  transferProvider?: (plane: Plane) => TransferProvider;
  /** The live plane's provider (Paystack's API at PROVIDER_BASE_URL); null/unset: live money calls fail saying so. */
  live?: LiveProviderSettings | null;
  /** Counts each webhook attempt's outcome (the worker's escrow_webhook_outcomes_total); unset: not counted. */
  countWebhookOutcome?: (outcome: DeliveryOutcome) => void;
  /** The worker's log (a failed webhook attempt is one line there). */
  logger?: Logger;
  /** The provider's own records per plane, for the daily reconciliation; unset: none (its runs fail saying so). */
  providerRecords?: (plane: Plane) => ProviderRecords | null;
  /**
   * How the reconciliation's heals reach their workflows: the signallers with deposits'
   * wallet-credit starts (the worker passes its task queue); unset: `signalThrough`.
   */
  healSignalThrough?: SignalThrough;
};

/**
 * Activities hold every side effect: ledger writes and webhook sends. `signalThrough` is how
 * the sandbox provider's events reach their workflows (the worker passes
 * temporal/provider-signallers.ts: activities import no Temporal client code themselves).
 */
export function createActivities(deps: ActivityDeps, signalThrough: SignalThrough) {
  return {
    ...escrowActivities(deps),
    ...checkoutActivities(deps),
    ...refundActivities({ ...deps, signalThrough }),
    ...webhookActivities({ sql: deps.sql, delivery: deps.delivery, countOutcome: deps.countWebhookOutcome, logger: deps.logger }),
    ...withdrawalActivities({
      sql: deps.sql,
      signalThrough,
      masterKey: deps.delivery.masterKey,
      identity: deps.identity ?? identityProvidersByPlane(deps.live ?? null),
      providerSecretKey: deps.providerSecretKey,
      sandboxTransferEventDelayMs:
        deps.sandboxTransferEventDelayMs === undefined ? DEFAULT_SANDBOX_TRANSFER_EVENT_DELAY_MS : deps.sandboxTransferEventDelayMs,
      transferProvider: deps.transferProvider,
      live: deps.live,
    }),
    ...walletAccountActivities({ sql: deps.sql, masterKey: deps.delivery.masterKey, live: deps.live }),
    ...reconciliationActivities({
      sql: deps.sql,
      providerRecords: deps.providerRecords ?? defaultProviderRecords(deps),
      healSignalThrough: deps.healSignalThrough ?? signalThrough,
    }),
    bookWalletCredit: (input: WalletCreditInput) => refusalsAsFailures(() => bookWalletCredit(deps.sql, input)),
  };
}

/** The provider's books per plane: the sandbox's own for test keys; Paystack's for live keys when a live secret is configured. */
function defaultProviderRecords(deps: ActivityDeps): (plane: Plane) => ProviderRecords | null {
  const sandbox = createSandboxRecords(deps.sql);
  const live = deps.live ? paystackProviders(deps.live).records : null;
  return (plane) => (plane === 'test' ? sandbox : live);
}

export type Activities = ReturnType<typeof createActivities>;
