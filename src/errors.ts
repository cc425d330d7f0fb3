// The one error type the service answers with, from a rule's refusal to the HTTP envelope
// (after stripe-node's Error.ts: one base, one named maker per failure). Every ServiceError is
// made by a factory of `refuse` below, which reads its status from STATUS, the spec's table
// (escrow-api.md "Errors"), held here once. It crosses Temporal through src/failures.ts and
// becomes the envelope in api/middleware/errors.ts. Workflow-safe: no imports, no Node APIs.

/**
 * The HTTP status of each error code. A code the service answers with more than one status
 * names the contexts, and its factory takes the context, never a number.
 */
const STATUS = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_REQUEST: {
    request: 400,
    /** A request whose body is over the size limit. */
    bodyTooLarge: 413,
    /** Well-formed fields that may not go together (e.g. debitPayer with a guest payer). */
    semantic: 422,
    /** The checkout session's state rules the action out (paid, or never started). */
    sessionState: 409,
  },
  INSUFFICIENT_BALANCE: { withdrawal: 400, debitPayer: 422 },
  GUEST_REFUND_NO_PAYMENT: 409,
  GUEST_REFUND_PENDING: 409,
  AMOUNT_MISMATCH: 400,
  ESCROW_NOT_PAYABLE: 409,
  ESCROW_NOT_CANCELLABLE: 409,
  ESCROW_INVALID_STATE: 409,
  DEADLINE_PASSED: 409,
  INVALID_RELEASE: 400,
  INVALID_REFUND: 400,
  INVALID_DISPUTE: { state: 409, split: 400 },
  DISPUTE_EXISTS: 409,
  DUPLICATE_REFERENCE: 409,
  DUPLICATE_EMAIL: 409,
  CUSTOMER_HAS_ACCOUNT: 409,
  CUSTOMER_HAS_ESCROW: 409,
  CUSTOMER_HAS_BALANCE: 409,
  BVN_NAME_MISMATCH: 400,
  EVENT_DELIVERY_PENDING: 409,
  NO_WEBHOOK_ENDPOINT: 409,
  PROVIDER_ERROR: 502,
  RATE_LIMITED: 429,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number | Readonly<Record<string, number>>>;

type StatusTable = typeof STATUS;
export type ErrorCode = keyof StatusTable;
/** Codes with one status everywhere. */
type PlainCode = { [C in ErrorCode]: StatusTable[C] extends number ? C : never }[ErrorCode];
/** Codes whose status depends on the context, and their contexts. */
type ContextCode = Exclude<ErrorCode, PlainCode>;
type ContextOf<C extends ContextCode> = keyof StatusTable[C];

export type ErrorDetails = Record<string, unknown>;

type ServiceErrorInit = {
  code: ErrorCode;
  status: number;
  message: string;
  details?: ErrorDetails;
  retryable?: boolean;
  retryAfterSeconds?: number;
};

export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetails;
  /**
   * A failure that another try may cure (the payment provider did not answer): an activity
   * that throws it is retried by its Temporal retry policy; every other ServiceError is final.
   */
  readonly retryable: boolean;
  /** Seconds the client should wait before retrying, sent as `Retry-After` (429, 503). */
  readonly retryAfterSeconds?: number;

  /** Made by the factories of `refuse` (and by src/failures.ts, which carries one across Temporal). */
  constructor(init: ServiceErrorInit) {
    super(init.message);
    this.name = 'ServiceError';
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
    this.retryable = init.retryable ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

function plain(code: PlainCode, message: string, details?: ErrorDetails, extra?: Partial<ServiceErrorInit>): ServiceError {
  return new ServiceError({ code, status: STATUS[code], message, details, ...extra });
}

function inContext<C extends ContextCode>(code: C, context: ContextOf<C>, message: string, details?: ErrorDetails): ServiceError {
  const status = (STATUS[code] as Record<ContextOf<C>, number>)[context];
  return new ServiceError({ code, status, message, details });
}

/** How long a client waits after a 503 before retrying: outages we answer for are restarts and blips. */
const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

const GUEST_REFUND_NO_PAYMENT_MESSAGE = 'This guest escrow has no successful checkout payment to refund';

/** Every error the service answers with, one factory per failure. Naira amounts in details are JSON numbers. */
export const refuse = {
  unauthorized: (message = 'Missing or invalid secret key') => plain('UNAUTHORIZED', message),
  forbidden: (message: string) => plain('FORBIDDEN', message),

  notFound: (resource: string, details?: ErrorDetails) => plain('NOT_FOUND', `${resource} not found`, details),
  noRoute: (method: string, path: string) => plain('NOT_FOUND', `No route ${method} ${path}`),

  invalidRequest: (message: string, details?: ErrorDetails) => inContext('INVALID_REQUEST', 'request', message, details),
  bodyTooLarge: (maxBytes: number) => inContext('INVALID_REQUEST', 'bodyTooLarge', `Request body exceeds ${maxBytes} bytes`),
  /** Fields that are valid alone but may not go together. */
  fieldsConflict: (message: string, fields: string[]) => inContext('INVALID_REQUEST', 'semantic', message, { fields }),
  checkoutAlreadyPaid: () => inContext('INVALID_REQUEST', 'sessionState', 'This checkout session is already paid; it cannot be declined'),
  checkoutNotStarted: () =>
    inContext('INVALID_REQUEST', 'sessionState', 'The payment provider could not start this checkout session; create a new session'),

  /** A withdrawal above the available balance (400), or a debitPayer escrow its payer cannot cover (422). */
  insufficientBalance: (context: ContextOf<'INSUFFICIENT_BALANCE'>, available: number, requested: number) =>
    inContext(
      'INSUFFICIENT_BALANCE',
      context,
      context === 'withdrawal'
        ? 'Available balance does not cover this amount'
        : "The payer's available balance does not cover amount + merchantFee",
      { available, requested },
    ),

  /** A checkout's amount or currency differs from its hold's or wallet's. */
  amountMismatch: (message: string, details: ErrorDetails) => plain('AMOUNT_MISMATCH', message, details),
  guestRefundNoPayment: () => plain('GUEST_REFUND_NO_PAYMENT', GUEST_REFUND_NO_PAYMENT_MESSAGE),
  guestRefundPending: () => plain('GUEST_REFUND_PENDING', 'A guest refund is waiting for the provider'),
  escrowNotPayable: (status: string) => plain('ESCROW_NOT_PAYABLE', `The escrow is ${status}, not awaiting_funding`, { status }),
  escrowNotCancellable: (status: string) =>
    plain('ESCROW_NOT_CANCELLABLE', `Only an unfunded escrow can be cancelled (status ${status}); use refund`, { status }),
  /** `action` completes "Cannot … an escrow in status …". */
  escrowInvalidState: (status: string, action: string) =>
    plain('ESCROW_INVALID_STATE', `Cannot ${action} an escrow in status ${status}`, { status }),
  /** A write on an escrow whose workflow has ended (terminal) that no rule refused more precisely. */
  /** A deadline field that the hold's status makes moot (a funding deadline once funded, releaseAt before funding...). */
  deadlineNotApplicable: (field: string, status: string) =>
    plain('ESCROW_INVALID_STATE', `${field} cannot be set on an escrow in status ${status}`, { status, field, fields: [field] }),
  /** The deadline's time has come on the hold's clock: its automatic release or cancel is under way. */
  deadlinePassed: (field: string, deadline: string) =>
    plain('DEADLINE_PASSED', `${field} (${deadline}) has already passed; its automatic action is under way`, {
      field,
      fields: [field],
      deadline,
    }),
  escrowClosed: () => plain('ESCROW_INVALID_STATE', 'This escrow accepts no more changes'),
  releaseTooLarge: (remainingAmount: number, requested: number) =>
    plain('INVALID_RELEASE', 'The release amount is larger than the remaining held amount', { remainingAmount, requested }),
  refundTooLarge: (remainingAmount: number, requested: number) =>
    plain('INVALID_REFUND', 'The refund amount is larger than the remaining held amount', { remainingAmount, requested }),
  unfundedDispute: () => inContext('INVALID_DISPUTE', 'state', 'An unfunded escrow cannot be disputed'),
  disputeResolved: (disputeId: string) => inContext('INVALID_DISPUTE', 'state', 'This dispute is already resolved', { disputeId }),
  splitNotRemaining: (details: { remainingAmount: number; releaseAmount: number; refundAmount: number }) =>
    inContext('INVALID_DISPUTE', 'split', 'releaseAmount + refundAmount must equal the remaining held amount', details),
  disputeExists: (disputeId: string | null) => plain('DISPUTE_EXISTS', 'This escrow already has an open dispute', { disputeId }),

  duplicateEscrowReference: (reference: string) =>
    plain('DUPLICATE_REFERENCE', 'An escrow with this reference already exists', { reference }),
  duplicateWithdrawalReference: (reference: string) =>
    plain('DUPLICATE_REFERENCE', `A withdrawal with reference "${reference}" already exists`),
  duplicateEmail: () => plain('DUPLICATE_EMAIL', 'A customer with this email already exists'),
  customerHasAccount: () => plain('CUSTOMER_HAS_ACCOUNT', 'This customer has a virtual account and cannot be deleted'),
  customerHasEscrow: () => plain('CUSTOMER_HAS_ESCROW', 'This customer is a party on an escrow and cannot be deleted'),
  /** Money still in the wallet, or (`withdrawal`) a withdrawal still processing. */
  customerHasBalance: (what: 'wallet' | 'withdrawal') =>
    plain(
      'CUSTOMER_HAS_BALANCE',
      what === 'wallet'
        ? 'This customer still has money in the wallet and cannot be deleted'
        : 'This customer has a withdrawal still processing and cannot be deleted until it settles',
    ),
  bvnNameMismatch: () => plain('BVN_NAME_MISMATCH', 'The name on this BVN does not match the customer'),

  eventDeliveryPending: (details: ErrorDetails) =>
    plain(
      'EVENT_DELIVERY_PENDING',
      "The event is still being delivered in order with its object's other events; redeliver it once its delivery is over",
      details,
    ),
  noWebhookEndpoint: () => plain('NO_WEBHOOK_ENDPOINT', 'This merchant has no webhookUrl to send the event to; set one first'),

  /** The provider refused for good (or cannot do this at all). */
  providerError: (message: string) => plain('PROVIDER_ERROR', message),
  /**
   * The provider did not answer usefully (timeout, network error, 5xx, 429): retryable. A 429's
   * Retry-After travels as `details.retryAfterSeconds` (it crosses Temporal with the details),
   * so the caller can wait that long before asking again.
   */
  providerUnavailable: (reason: string, retryAfterSeconds?: number) =>
    plain(
      'PROVIDER_ERROR',
      `The payment provider is unavailable: ${reason}; retry later`,
      retryAfterSeconds === undefined ? undefined : { retryAfterSeconds },
      { retryable: true, retryAfterSeconds },
    ),
  /** The live plane has no provider secret (PROVIDER_SECRET_KEY unset): every live money call answers this. */
  liveProviderNotConfigured: () =>
    plain('PROVIDER_ERROR', 'The live payment provider is not configured (PROVIDER_SECRET_KEY is unset): live keys cannot move money'),

  rateLimited: (message: string, details: ErrorDetails & { resetInSeconds: number }) =>
    plain('RATE_LIMITED', message, details, { retryAfterSeconds: details.resetInSeconds }),
  idempotencyKeyReused: (message: string) => plain('IDEMPOTENCY_KEY_REUSED', message),
  idempotencyInProgress: () => plain('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed'),

  internalError: (message = 'An unexpected error occurred') => plain('INTERNAL_ERROR', message),
  /** PostgreSQL or Temporal cannot be reached right now; nothing was stored for the Idempotency-Key. */
  serviceUnavailable: () =>
    plain('SERVICE_UNAVAILABLE', 'The service is briefly unavailable; retry with the same Idempotency-Key', undefined, {
      retryAfterSeconds: SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
    }),
};

// What "unavailable right now" looks like, by layer. Matched on the error's fields (no driver
// or SDK imports here), along its `cause` chain, since clients wrap what the socket said.
const NETWORK_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** postgres (porsager) when its socket closed, was ended or destroyed, or never connected in time. */
const POSTGRES_CLIENT_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
/**
 * SQLSTATEs after which the same request may simply be sent again: the statement's
 * transaction was rolled back whole, for a reason of the moment, not of the request.
 * Class 08 connection exception; 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down); 57014 query_canceled (a statement
 * timeout, or an operator's pg_cancel_backend); 53300 too_many_connections; 40001
 * serialization_failure; 40P01 deadlock_detected; 55P03 lock_not_available (a lock timeout).
 */
const POSTGRES_TRANSIENT_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300|40001|40P01|55P03)$/;
/**
 * gRPC status codes (Temporal): 14 UNAVAILABLE, 4 DEADLINE_EXCEEDED (also the API's own bound
 * on a request's wait, api/middleware/workflow-wait.ts), 8 RESOURCE_EXHAUSTED (the server's
 * rate limits, or too many updates in flight on one workflow), 1 CANCELLED (the call cut off
 * with its stream, as when the server shuts down under it).
 */
const GRPC_UNAVAILABLE_STATUS = new Set([14, 4, 8, 1]);
/** gRPC 9 FAILED_PRECONDITION is unavailability only as this: Temporal's WorkflowNotReady. */
const GRPC_FAILED_PRECONDITION = 9;
/**
 * Temporal refuses an update at once while the workflow's task keeps failing or timing out
 * (its third attempt on: a worker killed while it held the task, twice), and aborts one whose
 * task failed before the update was accepted: the workflow is unharmed and takes updates again
 * once a worker completes the task.
 */
const WORKFLOW_TASK_FAILING = /Workflow Task in failed state|unexpected workflow task failure/i;
/**
 * The server rejects an update the workflow task completed without (a worker's task raced a
 * burst of updates, or its worker was replaced): never accepted, nothing recorded.
 */
const UPDATE_NOT_PROCESSED = /wasn't processed by worker/i;

type ErrorFields = { code?: unknown; details?: unknown; metadata?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function saysUnavailable(e: ErrorFields): boolean {
  if (typeof e.message === 'string' && UPDATE_NOT_PROCESSED.test(e.message)) return true;
  if (typeof e.code === 'string') {
    return NETWORK_ERRNOS.has(e.code) || POSTGRES_CLIENT_CODES.has(e.code) || POSTGRES_TRANSIENT_SQLSTATE.test(e.code);
  }
  // A gRPC status error has a numeric code, a details string and a metadata object.
  if (typeof e.code !== 'number' || typeof e.details !== 'string' || typeof e.metadata !== 'object') return false;
  if (GRPC_UNAVAILABLE_STATUS.has(e.code)) return true;
  return e.code === GRPC_FAILED_PRECONDITION && WORKFLOW_TASK_FAILING.test(`${String(e.message)} ${e.details}`);
}

/**
 * True when the error means a dependency (PostgreSQL, Temporal) is unavailable right now, so
 * the same request may simply be retried: a refused or dropped connection, a database
 * shutting down, starting up or out of connections, a transaction rolled back by a deadlock,
 * a serialization failure or a cancelled statement; Temporal unreachable, past the request's
 * deadline, rate-limiting, cutting a call off, or turning an update away because the workflow
 * task that should carry it failed or completed without it.
 */
export function isUnavailableError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 8) return false;
  const e = err as ErrorFields;
  if (saysUnavailable(e)) return true;
  // Node reports a refused dual-stack connect as an AggregateError of one error per address.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailableError(inner, depth + 1))) return true;
  return isUnavailableError(e.cause, depth + 1);
}
