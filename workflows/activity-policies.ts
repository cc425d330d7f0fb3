import type { ActivityOptions, LocalActivityOptions } from '@temporalio/workflow';
import { CONTROL_FAILURE } from '../src/failures';

// The activity policies of every workflow, named once (as the money-transfer template names
// its policy). A workflow proxies its activities with the policy that fits the call:
// `proxyLocalActivities<Activities>(DATABASE_WRITE)`. The entity an activity cannot find
// never turns up on a retry, so every policy gives up on it at once.

/** Failure types no retry can change: the entity is not there (src/unknown-entities.ts). */
const UNKNOWN_ENTITY = [CONTROL_FAILURE.unknownCheckout, CONTROL_FAILURE.unknownWithdrawal, CONTROL_FAILURE.unknownWallet];

/**
 * One short database transaction, as a local activity. Refusals are non-retryable failures
 * typed with the error code; anything else (database down, worker crash) is retried however
 * long it takes, and the write's operation id makes a retry answer with the first result.
 */
export const DATABASE_WRITE: LocalActivityOptions = {
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '10 seconds', nonRetryableErrorTypes: UNKNOWN_ENTITY },
};

/**
 * An escrow's write, as DATABASE_WRITE but backing off to 5 s at most: the merchant's Update
 * waits on it, and the lock holds the escrow's other writes behind it.
 */
export const ESCROW_WRITE: LocalActivityOptions = {
  ...DATABASE_WRITE,
  retry: { ...DATABASE_WRITE.retry, maximumInterval: '5 seconds' },
};

/**
 * A call over the network to the payment provider (or the bank) that nobody waits on:
 * retried until it answers (each call is idempotent, or a read); a refusal for good ends it.
 */
export const PROVIDER_CALL: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '1 second',
    maximumInterval: '1 minute',
    nonRetryableErrorTypes: [...UNKNOWN_ENTITY, CONTROL_FAILURE.providerRefused],
  },
};

/**
 * A payout's transfer: PROVIDER_CALL with a short timeout, so a worker that dies mid-call is
 * noticed soon and the call (idempotent by reference at the provider) is made again.
 */
export const TRANSFER_CALL: ActivityOptions = { ...PROVIDER_CALL, startToCloseTimeout: '10 seconds' };

/**
 * A provider call the merchant's request waits on: a few quick tries, then the workflow
 * answers 502 PROVIDER_ERROR (or fails the session) instead of keeping the merchant waiting.
 */
export const MERCHANT_WAITING: ActivityOptions = {
  startToCloseTimeout: '20 seconds',
  retry: { initialInterval: '200 milliseconds', maximumAttempts: 4, nonRetryableErrorTypes: UNKNOWN_ENTITY },
};

/**
 * The bank's account-name check the merchant's withdrawal create waits on, as a local
 * activity (like the reserve after it, so the create costs no activity-task round trips):
 * three quick tries, then 502.
 */
export const MERCHANT_WAITING_LOCAL: LocalActivityOptions = {
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '500 milliseconds', maximumAttempts: 3, nonRetryableErrorTypes: UNKNOWN_ENTITY },
};

/**
 * One webhook send and its record, for a merchant waiting on a redelivery: the receiver's
 * answer is the result, so the retries are only for our own trouble (the database, a worker
 * that died mid-send), and bounded.
 */
export const REDELIVERY: ActivityOptions = {
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 seconds', maximumAttempts: 4 },
};

/**
 * The webhook retries of a stream: the spec's pause between attempts (a run's setting) as the
 * retry interval; no attempt limit here, since the outbox counts the merchant's attempts and
 * gives up on an event itself, so an outage of our own database costs the merchant none.
 * Short, so a worker killed mid-delivery is noticed soon.
 */
export function webhookRetries(pauseMs: number): ActivityOptions {
  return { startToCloseTimeout: '15 seconds', retry: { initialInterval: pauseMs, maximumInterval: pauseMs, backoffCoefficient: 1 } };
}

/**
 * A page of the provider's records for the daily reconciliation (a read): retried with backoff
 * (after the provider's Retry-After when it rate-limits), then given up, so a provider that
 * stays down fails the run with why instead of leaving it running for days.
 */
export const RECONCILIATION_READ: ActivityOptions = {
  startToCloseTimeout: '1 minute',
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 8,
    nonRetryableErrorTypes: [CONTROL_FAILURE.providerRefused, 'ReconciliationUnavailable', 'ReconciliationRunEnded'],
  },
};

/**
 * A bounded batch of the reconciliation's own work in PostgreSQL (or its heals): retried
 * however long the database takes, as every other write; each batch replaces what an earlier
 * attempt of it wrote.
 */
export const RECONCILIATION_DATABASE: ActivityOptions = {
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', nonRetryableErrorTypes: ['ReconciliationRunEnded'] },
};
