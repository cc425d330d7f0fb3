import { ActivityFailure, ApplicationFailure, RetryState } from '@temporalio/common';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { errorEnvelope } from '../../api/envelope';
import { answerFor } from '../../api/middleware/errors';
import { ErrorCode, refuse, ServiceError } from '../../src/errors';
import { checkOpenDispute, checkResolve, EscrowState } from '../../src/escrows/rules';
import { CONTROL_FAILURE, controlFailure, failureOf, isControlFailure, refusalIn } from '../../src/failures';

// The one error type without a stack: each factory's code and status are the spec's table
// (escrow-api.md "Errors"), a refusal comes back from a Temporal failure exactly as it went
// in, and a failure that is not a refusal is never taken for one.

/** Every factory, called once, with the spec's code and status for it. */
const SPEC: Array<[string, ServiceError, ErrorCode, number]> = [
  ['unauthorized', refuse.unauthorized(), 'UNAUTHORIZED', 401],
  ['forbidden', refuse.forbidden('no'), 'FORBIDDEN', 403],
  ['notFound', refuse.notFound('Escrow'), 'NOT_FOUND', 404],
  ['noRoute', refuse.noRoute('GET', '/x'), 'NOT_FOUND', 404],
  ['invalidRequest', refuse.invalidRequest('bad'), 'INVALID_REQUEST', 400],
  ['bodyTooLarge', refuse.bodyTooLarge(10), 'INVALID_REQUEST', 413],
  ['fieldsConflict', refuse.fieldsConflict('no', ['a']), 'INVALID_REQUEST', 422],
  ['checkoutAlreadyPaid', refuse.checkoutAlreadyPaid(), 'INVALID_REQUEST', 409],
  ['checkoutNotStarted', refuse.checkoutNotStarted(), 'INVALID_REQUEST', 409],
  ['insufficientBalance withdrawal', refuse.insufficientBalance('withdrawal', 1, 2), 'INSUFFICIENT_BALANCE', 400],
  ['insufficientBalance debitPayer', refuse.insufficientBalance('debitPayer', 1, 2), 'INSUFFICIENT_BALANCE', 422],
  ['amountMismatch', refuse.amountMismatch('no', {}), 'AMOUNT_MISMATCH', 400],
  ['guestRefundNoPayment', refuse.guestRefundNoPayment(), 'GUEST_REFUND_NO_PAYMENT', 409],
  ['guestRefundPending', refuse.guestRefundPending(), 'GUEST_REFUND_PENDING', 409],
  ['escrowNotPayable', refuse.escrowNotPayable('held'), 'ESCROW_NOT_PAYABLE', 409],
  ['escrowNotCancellable', refuse.escrowNotCancellable('held'), 'ESCROW_NOT_CANCELLABLE', 409],
  ['escrowInvalidState', refuse.escrowInvalidState('released', 'refund'), 'ESCROW_INVALID_STATE', 409],
  ['escrowClosed', refuse.escrowClosed(), 'ESCROW_INVALID_STATE', 409],
  ['deadlineNotApplicable', refuse.deadlineNotApplicable('releaseAt', 'awaiting_funding'), 'ESCROW_INVALID_STATE', 409],
  ['deadlinePassed', refuse.deadlinePassed('releaseAt', '2026-12-01T00:00:00.000Z'), 'DEADLINE_PASSED', 409],
  ['releaseTooLarge', refuse.releaseTooLarge(1, 2), 'INVALID_RELEASE', 400],
  ['refundTooLarge', refuse.refundTooLarge(1, 2), 'INVALID_REFUND', 400],
  ['unfundedDispute', refuse.unfundedDispute(), 'INVALID_DISPUTE', 409],
  ['disputeResolved', refuse.disputeResolved('dsp_1'), 'INVALID_DISPUTE', 409],
  ['splitNotRemaining', refuse.splitNotRemaining({ remainingAmount: 1, releaseAmount: 1, refundAmount: 1 }), 'INVALID_DISPUTE', 400],
  ['disputeExists', refuse.disputeExists('dsp_1'), 'DISPUTE_EXISTS', 409],
  ['duplicateEscrowReference', refuse.duplicateEscrowReference('r'), 'DUPLICATE_REFERENCE', 409],
  ['duplicateWithdrawalReference', refuse.duplicateWithdrawalReference('r'), 'DUPLICATE_REFERENCE', 409],
  ['duplicateEmail', refuse.duplicateEmail(), 'DUPLICATE_EMAIL', 409],
  ['customerHasAccount', refuse.customerHasAccount(), 'CUSTOMER_HAS_ACCOUNT', 409],
  ['customerHasEscrow', refuse.customerHasEscrow(), 'CUSTOMER_HAS_ESCROW', 409],
  ['customerHasBalance', refuse.customerHasBalance('wallet'), 'CUSTOMER_HAS_BALANCE', 409],
  ['bvnNameMismatch', refuse.bvnNameMismatch(), 'BVN_NAME_MISMATCH', 400],
  ['eventDeliveryPending', refuse.eventDeliveryPending({}), 'EVENT_DELIVERY_PENDING', 409],
  ['noWebhookEndpoint', refuse.noWebhookEndpoint(), 'NO_WEBHOOK_ENDPOINT', 409],
  ['providerError', refuse.providerError('no'), 'PROVIDER_ERROR', 502],
  ['providerUnavailable', refuse.providerUnavailable('timed out'), 'PROVIDER_ERROR', 502],
  ['liveProviderNotConfigured', refuse.liveProviderNotConfigured(), 'PROVIDER_ERROR', 502],
  ['rateLimited', refuse.rateLimited('slow down', { resetInSeconds: 7 }), 'RATE_LIMITED', 429],
  ['idempotencyKeyReused', refuse.idempotencyKeyReused('reused'), 'IDEMPOTENCY_KEY_REUSED', 409],
  ['idempotencyInProgress', refuse.idempotencyInProgress(), 'IDEMPOTENCY_IN_PROGRESS', 409],
  ['internalError', refuse.internalError(), 'INTERNAL_ERROR', 500],
  ['serviceUnavailable', refuse.serviceUnavailable(), 'SERVICE_UNAVAILABLE', 503],
];

describe('refuse', () => {
  test('covers every factory', () => {
    expect(new Set(SPEC.map(([name]) => name.split(' ')[0]))).toEqual(new Set(Object.keys(refuse)));
  });

  test.each(SPEC)("%s answers its code with the spec's status", (_name, err, code, status) => {
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ code, status });
  });

  test('INSUFFICIENT_BALANCE takes its context, and says which balance fell short', () => {
    expect(refuse.insufficientBalance('withdrawal', 10, 25)).toMatchObject({
      status: 400,
      message: 'Available balance does not cover this amount',
      details: { available: 10, requested: 25 },
    });
    expect(refuse.insufficientBalance('debitPayer', 10, 25)).toMatchObject({
      status: 422,
      message: "The payer's available balance does not cover amount + merchantFee",
      details: { available: 10, requested: 25 },
    });
  });

  test('only an unanswering provider is retryable; 429 and 503 say when to come back', () => {
    expect(SPEC.filter(([, err]) => err.retryable).map(([name]) => name)).toEqual(['providerUnavailable']);
    expect(refuse.providerUnavailable('GET /bank answered 503').message).toBe(
      'The payment provider is unavailable: GET /bank answered 503; retry later',
    );
    expect(refuse.rateLimited('slow down', { resetInSeconds: 7 }).retryAfterSeconds).toBe(7);
    expect(refuse.serviceUnavailable().retryAfterSeconds).toBe(1);
  });

  test('the escrow rules answer INVALID_DISPUTE 409 for the state, 400 for a split that does not add up', () => {
    const disputed: EscrowState = {
      escrowId: 'esc_1',
      status: 'disputed',
      amount: '10000',
      releasedAmount: '0',
      refundedAmount: '0',
      pendingProviderRefund: false,
      guestPayer: false,
      fundingPaymentId: null,
      openDisputeId: 'dsp_1',
    };
    expect(checkOpenDispute({ ...disputed, status: 'awaiting_funding', openDisputeId: null })).toMatchObject({
      code: 'INVALID_DISPUTE',
      status: 409,
    });
    expect(checkResolve(disputed, { disputeId: 'dsp_2', action: 'release' })).toMatchObject({ code: 'INVALID_DISPUTE', status: 409 });
    expect(checkResolve(disputed, { disputeId: 'dsp_1', action: 'split', releaseAmount: '100', refundAmount: '100' })).toMatchObject({
      code: 'INVALID_DISPUTE',
      status: 400,
      details: { remainingAmount: 100, releaseAmount: 1, refundAmount: 1 },
    });
  });
});

/** The failure as the API's client receives it: thrown as `fields`, wrapped by a failed update. */
function acrossTemporal(fields: ReturnType<typeof failureOf>): WorkflowUpdateFailedError {
  return new WorkflowUpdateFailedError('Workflow Update failed', ApplicationFailure.create(fields));
}

describe('the codec (src/failures.ts)', () => {
  test.each(SPEC)('%s comes back from a failed update as it went in', (_name, err) => {
    const back = refusalIn(acrossTemporal(failureOf(err)));
    expect(back).toBeInstanceOf(ServiceError);
    expect(back).toMatchObject({
      code: err.code,
      status: err.status,
      message: err.message,
      details: err.details,
      retryable: err.retryable,
    });
  });

  test('a code no table knows still comes back with its own status, never a 500', () => {
    const invented = new ServiceError({ code: 'NEW_CODE' as ErrorCode, status: 418, message: 'new', details: { a: 1 } });
    expect(answerFor(acrossTemporal(failureOf(invented)))).toMatchObject({
      code: 'NEW_CODE',
      status: 418,
      message: 'new',
      details: { a: 1 },
    });
  });

  test('reads through an activity failure around the refusal', () => {
    const activity = new ActivityFailure(
      'activity failed',
      'releaseEscrow',
      '1',
      RetryState.NON_RETRYABLE_FAILURE,
      undefined,
      ApplicationFailure.create(failureOf(refuse.releaseTooLarge(5, 9))),
    );
    expect(refusalIn(new WorkflowUpdateFailedError('failed', activity))).toMatchObject({
      code: 'INVALID_RELEASE',
      status: 400,
      details: { remainingAmount: 5, requested: 9 },
    });
  });

  test('a refusal is final; an unanswering provider is retried', () => {
    expect(failureOf(refuse.notFound('Escrow'))).toMatchObject({
      type: 'NOT_FOUND',
      nonRetryable: true,
      details: [{ status: 404, details: null }],
    });
    expect(failureOf(refuse.providerUnavailable('down'))).toMatchObject({ type: 'PROVIDER_ERROR', nonRetryable: false });
  });

  test('control failures and other failures are no refusal', () => {
    const rolling = acrossTemporal(controlFailure(CONTROL_FAILURE.escrowRollingOver, 'moving on', { retryable: true }));
    expect(refusalIn(rolling)).toBeUndefined();
    expect(isControlFailure(rolling, CONTROL_FAILURE.escrowRollingOver)).toBe(true);
    expect(isControlFailure(rolling, CONTROL_FAILURE.walletAccountEnding)).toBe(false);
    const typedOnly = new WorkflowUpdateFailedError('failed', ApplicationFailure.nonRetryable('no status', 'NOT_FOUND'));
    expect(refusalIn(typedOnly)).toBeUndefined();
    expect(
      refusalIn(new WorkflowUpdateFailedError('failed', ApplicationFailure.nonRetryable('x', 'WalletCreditFailed', 'Error: boom'))),
    ).toBeUndefined();
    expect(refusalIn(new Error('plain'))).toBeUndefined();
    expect(answerFor(new Error('plain'))).toBeUndefined();
  });

  test('the control failure types are the ones recorded histories carry', () => {
    expect(CONTROL_FAILURE).toEqual({
      escrowRollingOver: 'ESCROW_ROLLING_OVER',
      walletAccountEnding: 'WALLET_ACCOUNT_ENDING',
      unknownCheckout: 'UnknownCheckoutError',
      unknownWithdrawal: 'UnknownWithdrawalError',
      unknownWallet: 'UnknownWalletError',
      walletCreditFailed: 'WalletCreditFailed',
      providerRefused: 'PROVIDER_REFUSED',
      webhookAttemptFailed: 'WebhookAttemptFailed',
    });
  });
});

describe('the error envelope', () => {
  test('carries code, message and details, and the request id', () => {
    expect(errorEnvelope('req_1', refuse.disputeExists('dsp_1'))).toEqual({
      success: false,
      error: { code: 'DISPUTE_EXISTS', message: 'This escrow already has an open dispute', details: { disputeId: 'dsp_1' } },
      meta: { requestId: 'req_1' },
    });
    expect(errorEnvelope('req_2', refuse.unauthorized())).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'Missing or invalid secret key' },
      meta: { requestId: 'req_2' },
    });
  });

  test('an outage of PostgreSQL is 503 SERVICE_UNAVAILABLE', () => {
    expect(answerFor(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  // The shapes the drivers give (postgres.js: the SQLSTATE as `code`; gRPC: a numeric code,
  // a details string and metadata, wrapped by the Temporal client as the `cause`).
  const postgresError = (code: string) => Object.assign(new Error(`postgres ${code}`), { code, severity: 'ERROR' });
  const grpcError = (code: number, details: string) =>
    new Error('Workflow Update failed', { cause: Object.assign(new Error(`${code} X: ${details}`), { code, details, metadata: {} }) });

  test.each([
    ['40001', 'serialization_failure'],
    ['40P01', 'deadlock_detected'],
    ['55P03', 'lock_not_available'],
    ['57014', 'query_canceled'],
    ['53300', 'too_many_connections'],
    ['57P03', 'cannot_connect_now'],
    ['08006', 'connection_failure'],
  ])('PostgreSQL %s (%s) is 503: the transaction was rolled back whole, a retry may pass', (code) => {
    expect(answerFor(postgresError(code))).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 });
  });

  test.each([['23505'], ['23514'], ['42P01'], ['22003']])(
    'PostgreSQL %s (a constraint, a missing table, a bad value) stays 500',
    (code) => {
      expect(answerFor(postgresError(code))).toBeUndefined();
    },
  );

  test('Temporal unreachable, past the deadline, rate-limiting, or holding updates while a workflow task fails is 503', () => {
    expect(answerFor(grpcError(14, 'Connection dropped'))).toMatchObject({ status: 503 });
    expect(answerFor(grpcError(4, 'Deadline exceeded'))).toMatchObject({ status: 503 });
    expect(answerFor(grpcError(8, 'namespace rate limit exceeded'))).toMatchObject({ status: 503 });
    // As the client rethrows a failed update-with-start: the operation's message, the multi-operation's details.
    const updateWithStart = Object.assign(new Error('Unable to perform workflow execution update due to Workflow Task in failed state.'), {
      code: 9,
      details: 'Update-with-Start could not be executed.',
      metadata: {},
    });
    expect(answerFor(new Error('Update-With-Start failed', { cause: updateWithStart }))).toMatchObject({ status: 503 });
    expect(answerFor(grpcError(9, 'Unable to perform workflow execution update due to Workflow Task in failed state.'))).toMatchObject({
      status: 503,
    });
  });

  test('an update Temporal turned away before a worker accepted it is 503: the same update id may be sent again', () => {
    // Its workflow task failed under it (a worker killed while holding the task).
    expect(answerFor(grpcError(9, 'Workflow Update was aborted due to unexpected workflow task failure.'))).toMatchObject({
      status: 503,
    });
    // Rejected: the workflow task completed without it (as the client rethrows a failed update).
    const rejected = new Error('Workflow Update failed', {
      cause: new Error("Workflow Update is rejected because it wasn't processed by worker. Probably, Workflow Update is not supported"),
    });
    expect(answerFor(rejected)).toMatchObject({ status: 503 });
    // The call cut off with its stream.
    expect(answerFor(grpcError(1, 'Call cancelled'))).toMatchObject({ status: 503 });
  });

  test('another failed precondition of Temporal is no outage', () => {
    expect(answerFor(grpcError(9, 'Workflow is paused'))).toBeUndefined();
    expect(answerFor(grpcError(3, 'Invalid argument'))).toBeUndefined();
  });
});
