import { ErrorCode, ErrorDetails, ServiceError } from './errors';
import { UnknownCheckoutError, UnknownWalletError, UnknownWithdrawalError } from './unknown-entities';

// How a ServiceError crosses Temporal, and the failure types that are not answers. Written
// without Temporal imports (the domain takes none): `failureOf` gives the fields of the
// ApplicationFailure to throw (`ApplicationFailure.create(failureOf(err))`), and `refusalIn`
// reads one back from whatever a Temporal call failed with. The error code is the failure's
// type; the status and details travel in its first detail, so decoding needs no table and any
// code, old or new, comes back with its own status. Workflow-safe.

/**
 * Failure types that carry no answer: a run turning a message away for now, an entity the
 * activity cannot find, an outcome the workflow reports. They never carry a status, so they
 * are never taken for a refusal.
 */
export const CONTROL_FAILURE = {
  /** The escrow's run is about to continue as new: the API sends the same update again. */
  escrowRollingOver: 'ESCROW_ROLLING_OVER',
  /** The wallet-provisioning run has its outcome and is ending: the API asks the next run. */
  walletAccountEnding: 'WALLET_ACCOUNT_ENDING',
  /** The activity's entity does not exist (src/unknown-entities.ts): the class's name. */
  unknownCheckout: UnknownCheckoutError.name,
  unknownWithdrawal: UnknownWithdrawalError.name,
  unknownWallet: UnknownWalletError.name,
  /** The wallet-credit workflow could not book its credit. */
  walletCreditFailed: 'WalletCreditFailed',
  /** The provider refused a refund for good. */
  providerRefused: 'PROVIDER_REFUSED',
  /** A webhook attempt failed with attempts left: the retry workflow's policy pauses, then retries. */
  webhookAttemptFailed: 'WebhookAttemptFailed',
} as const;
export type ControlFailure = (typeof CONTROL_FAILURE)[keyof typeof CONTROL_FAILURE];

/** What travels in the failure's first detail. */
type RefusalDetail = { status: number; details: ErrorDetails | null };

/** The fields of an ApplicationFailure (`ApplicationFailure.create`) as this module writes and reads them. */
export type FailureFields = { type: string; message: string; nonRetryable: boolean; details: unknown[] };

/** The ApplicationFailure that carries `err`: final unless the error is retryable. */
export function failureOf(err: ServiceError): FailureFields {
  const detail: RefusalDetail = { status: err.status, details: err.details ?? null };
  return { type: err.code, message: err.message, nonRetryable: !err.retryable, details: [detail] };
}

/** The control failure's fields (`ApplicationFailure.create(controlFailure(…))`). */
export function controlFailure(type: ControlFailure, message: string, options: { retryable: boolean }): FailureFields {
  return { type, message, nonRetryable: !options.retryable, details: [] };
}

type FailureLike = { type?: unknown; message?: unknown; nonRetryable?: unknown; details?: unknown; cause?: unknown; name?: unknown };

/**
 * The first ApplicationFailure along the cause chain (a failed update wraps it, a failed
 * activity wraps it again). Recognised by its fields, as the SDK names it, since no Temporal
 * class is imported here.
 */
function applicationFailureIn(err: unknown): FailureLike | undefined {
  for (let e = err as FailureLike | undefined, depth = 0; e && typeof e === 'object' && depth < 8; e = e.cause as FailureLike, depth++) {
    if (e.name === 'ApplicationFailure' && typeof e.type === 'string') return e;
  }
  return undefined;
}

function isRefusalDetail(detail: unknown): detail is RefusalDetail {
  return typeof detail === 'object' && detail !== null && Number.isInteger((detail as RefusalDetail).status);
}

/** The ServiceError a failed Temporal call (or activity) carries, or undefined when it carries none. */
export function refusalIn(err: unknown): ServiceError | undefined {
  if (err instanceof ServiceError) return err;
  const failure = applicationFailureIn(err);
  const detail: unknown = Array.isArray(failure?.details) ? (failure.details as unknown[])[0] : undefined;
  if (!failure || !isRefusalDetail(detail)) return undefined;
  return new ServiceError({
    code: failure.type as ErrorCode,
    status: detail.status,
    message: String(failure.message),
    details: detail.details ?? undefined,
    retryable: failure.nonRetryable !== true,
  });
}

/** Throws the ServiceError a failed Temporal call carries, else the error itself. */
export function rethrowRefusal(err: unknown): never {
  throw refusalIn(err) ?? err;
}

/** Whether a failed Temporal call carries this control failure. */
export function isControlFailure(err: unknown, type: ControlFailure): boolean {
  return applicationFailureIn(err)?.type === type;
}
