import type { ReceivedDelivery } from '../../chaos/receiver';
import {
  AttemptRecord,
  DeadlineHoldState,
  deadlineHoldsVerdict,
  deliveriesVerdict,
  InFlightHolder,
  inFlightVerdict,
  LatePaymentState,
  latePaymentsVerdict,
  ObjectStates,
  OutboxEvent,
  ReconciledDay,
  reconciliationVerdict,
  withdrawalsVerdict,
  workflowsVerdict,
  internalErrorsVerdict,
} from '../../chaos/verdicts';

// The chaos run's end-of-run invariants (chaos/verdicts.ts) on crafted states: each passes on
// a settled state and fails on the stuck one it is there to find.

const TIMEOUT = 5000;

describe('no withdrawal left processing', () => {
  test('passes when every withdrawal settled', () => {
    const check = withdrawalsVerdict([
      { id: 'wd_1', status: 'completed', charged: 10_000n, ageSeconds: 40 },
      { id: 'wd_2', status: 'failed', charged: 5_000n, ageSeconds: 30 },
    ]);
    expect(check.pass).toBe(true);
    expect(check.figures[0]).toBe('2 withdrawals: completed 1, failed 1');
  });

  test('fails on a withdrawal still processing, and names it', () => {
    const check = withdrawalsVerdict([
      { id: 'wd_1', status: 'completed', charged: 10_000n, ageSeconds: 40 },
      { id: 'wd_stuck', status: 'processing', charged: 25_050n, ageSeconds: 95 },
    ]);
    expect(check.pass).toBe(false);
    expect(check.figures).toContain('  still processing: wd_stuck (charged 250.50, created 95 s before the check)');
  });
});

describe('no money left in flight', () => {
  const zero = { withdrawals_in_flight: 0n, refunds_due: 0n, guest_holds: 0n };
  const openGuestHold: InFlightHolder = { kind: 'guest_holds', object: 'esc_1', state: 'escrow held', amount: 30_000n, legitimate: true };

  test('passes when the accounts hold exactly what legitimately pending objects hold', () => {
    const failedRefund: InFlightHolder = { kind: 'refunds_due', object: 'pay_1', state: 'refund failed', amount: 7_000n, legitimate: true };
    const check = inFlightVerdict({ ...zero, guest_holds: 30_000n, refunds_due: 7_000n }, [openGuestHold, failedRefund]);
    expect(check.pass).toBe(true);
  });

  test('fails on a withdrawal stuck processing that still holds its charged amount', () => {
    const stuck: InFlightHolder = {
      kind: 'withdrawals_in_flight',
      object: 'wd_9',
      state: 'withdrawal processing',
      amount: 12_345n,
      legitimate: false,
    };
    const check = inFlightVerdict({ ...zero, withdrawals_in_flight: 12_345n, guest_holds: 30_000n }, [openGuestHold, stuck]);
    expect(check.pass).toBe(false);
    expect(check.figures).toContain('  stuck in withdrawals_in_flight: wd_9 (withdrawal processing) 123.45');
  });

  test('fails on money in an in-flight account that no pending object holds', () => {
    const check = inFlightVerdict({ ...zero, withdrawals_in_flight: 500n }, []);
    expect(check.pass).toBe(false);
    expect(check.figures[0]).toBe(
      'withdrawals_in_flight: balance 5.00, legitimately held 0.00 by 0 object(s), 5.00 held by no pending object',
    );
  });

  test('fails on a guest refund still pending, though the hold accounts for it', () => {
    const pendingRefund: InFlightHolder = {
      kind: 'guest_holds',
      object: 'esc_1',
      state: 'guest refund pending',
      amount: 10_000n,
      legitimate: false,
    };
    const check = inFlightVerdict({ ...zero, guest_holds: 40_000n }, [openGuestHold, pendingRefund]);
    expect(check.pass).toBe(false);
  });
});

describe('every workflow finished or legitimately waiting', () => {
  const states: ObjectStates = {
    escrows: new Map([
      ['esc_open', { status: 'held', pendingProviderRefund: false }],
      ['esc_refunding', { status: 'held', pendingProviderRefund: true }],
      ['esc_done', { status: 'released', pendingProviderRefund: false }],
    ]),
    checkouts: new Map([
      ['chk_open', 'pending'],
      ['chk_paid', 'completed'],
    ]),
  };

  test('an open escrow and an unpaid checkout may wait', () => {
    const running = [
      { workflowId: 'escrow-esc_open', type: 'escrowWorkflow' },
      { workflowId: 'checkout-chk_open', type: 'checkoutWorkflow' },
    ];
    const check = workflowsVerdict(running, [], 12, states);
    expect(check.pass).toBe(true);
    expect(check.figures[0]).toBe('12 completed; 2 running: legitimately waiting escrow held 1, checkout pending 1; stuck 0');
  });

  test.each([
    ['a finished escrow', 'escrow-esc_done', 'escrowWorkflow'],
    ['an escrow whose provider refund is still pending', 'escrow-esc_refunding', 'escrowWorkflow'],
    ['a paid checkout', 'checkout-chk_paid', 'checkoutWorkflow'],
    ['a withdrawal', 'withdrawal-wd_1', 'withdrawalWorkflow'],
    ['an escrow the database does not have', 'escrow-esc_unknown', 'escrowWorkflow'],
  ])('%s still running is stuck', (_what, workflowId, type) => {
    const check = workflowsVerdict([{ workflowId, type }], [], 3, states);
    expect(check.pass).toBe(false);
    expect(check.figures.some((f) => f.startsWith(`  stuck: ${workflowId} (${type}`))).toBe(true);
  });

  test('a workflow that closed without completing fails the check', () => {
    const check = workflowsVerdict([], [{ workflowId: 'withdrawal-wd_2', type: 'withdrawalWorkflow', status: 'FAILED' }], 3, states);
    expect(check.pass).toBe(false);
    expect(check.figures).toContain('  FAILED: withdrawal-wd_2 (withdrawalWorkflow)');
  });
});

describe('every event delivered, or failed after its attempts, as the receiver answered', () => {
  const at = (eventId: string, status: number, delayMs: number, start = 0): ReceivedDelivery => ({
    eventId,
    status,
    receivedAt: start,
    answeredAt: start + delayMs,
  });
  const attempt = (eventId: string, n: number, outcome: string | null): AttemptRecord => ({
    eventId,
    attempt: n,
    outcome,
    statusCode: null,
    error: null,
  });
  const event = (id: string, deliveryStatus: string, attempts: number): OutboxEvent => ({
    id,
    type: 'escrow.funded',
    deliveryStatus,
    attempts,
  });
  const verdict = (events: OutboxEvent[], attempts: AttemptRecord[], received: ReceivedDelivery[]) =>
    deliveriesVerdict({ events, attempts, received, timeoutMs: TIMEOUT, maxAttempts: 4 });

  // evt_ok: a 500, then a 200 after the timeout, then a timely 200.
  const deliveredAfterRetries = {
    events: [event('evt_ok', 'delivered', 3)],
    attempts: [attempt('evt_ok', 1, 'failed'), attempt('evt_ok', 2, 'failed'), attempt('evt_ok', 3, 'delivered')],
    received: [at('evt_ok', 500, 1), at('evt_ok', 200, 6500, 10), at('evt_ok', 200, 2, 20_000)],
  };
  // evt_gone: four bad answers, the last a 2xx after the timeout.
  const failedAfterFour = {
    events: [event('evt_gone', 'failed', 4)],
    attempts: [1, 2, 3, 4].map((n) => attempt('evt_gone', n, 'failed')),
    received: [at('evt_gone', 500, 1), at('evt_gone', 500, 1), at('evt_gone', 500, 1), at('evt_gone', 200, 6100)],
  };

  test('passes when delivered events got a timely 2xx and failed ones never did', () => {
    const check = verdict(
      [...deliveredAfterRetries.events, ...failedAfterFour.events],
      [...deliveredAfterRetries.attempts, ...failedAfterFour.attempts],
      [...deliveredAfterRetries.received, ...failedAfterFour.received],
    );
    expect(check.pass).toBe(true);
    expect(check.figures[1]).toBe('receiver: 7 deliveries of 2 events; timely 2xx 1, 500 4, 2xx after the 5000 ms timeout 2');
  });

  test('a failed event may have had a timely 2xx only on an attempt cut off by a kill', () => {
    const attempts = [attempt('evt_cut', 1, 'interrupted'), ...[2, 3, 4].map((n) => attempt('evt_cut', n, 'failed'))];
    const received = [at('evt_cut', 200, 3), at('evt_cut', 500, 1), at('evt_cut', 500, 1), at('evt_cut', 500, 1)];
    expect(verdict([event('evt_cut', 'failed', 4)], attempts, received).pass).toBe(true);
  });

  test('fails on a failed event the receiver acknowledged in time', () => {
    const received = [at('evt_gone', 500, 1), at('evt_gone', 200, 4), at('evt_gone', 500, 1), at('evt_gone', 500, 1)];
    const check = verdict(failedAfterFour.events, failedAfterFour.attempts, received);
    expect(check.pass).toBe(false);
    expect(check.figures.some((f) => f.includes('evt_gone escrow.funded failed though the receiver gave it a timely 2xx'))).toBe(true);
  });

  test('fails on an event recorded delivered that the receiver answered only after the timeout', () => {
    const check = verdict([event('evt_late', 'delivered', 1)], [attempt('evt_late', 1, 'delivered')], [at('evt_late', 200, 6000)]);
    expect(check.pass).toBe(false);
    expect(check.figures.some((f) => f.includes('evt_late escrow.funded delivered without a timely 2xx'))).toBe(true);
  });

  test('fails on an event given up before its fourth attempt', () => {
    const attempts = [1, 2, 3].map((n) => attempt('evt_short', n, 'failed'));
    const check = verdict([event('evt_short', 'failed', 3)], attempts, [
      at('evt_short', 500, 1),
      at('evt_short', 500, 1),
      at('evt_short', 500, 1),
    ]);
    expect(check.pass).toBe(false);
  });

  test('fails on an event still pending, and on a delivery of an event not in the outbox', () => {
    expect(verdict([event('evt_wait', 'pending', 2)], [attempt('evt_wait', 1, 'failed'), attempt('evt_wait', 2, 'failed')], []).pass).toBe(
      false,
    );
    const phantom = verdict(deliveredAfterRetries.events, deliveredAfterRetries.attempts, [
      ...deliveredAfterRetries.received,
      at('evt_ghost', 200, 1),
    ]);
    expect(phantom.pass).toBe(false);
    expect(phantom.figures).toContain('  evt_ghost: received but not in the outbox');
  });

  test('fails when a timely 2xx was recorded by the service as a failed attempt', () => {
    const attempts = [attempt('evt_ok', 1, 'failed'), attempt('evt_ok', 2, 'delivered')];
    const check = verdict([event('evt_ok', 'delivered', 2)], attempts, [at('evt_ok', 200, 2), at('evt_ok', 200, 2, 5000)]);
    expect(check.pass).toBe(false);
    expect(check.figures.some((f) => f.includes('a timely 2xx recorded as a failed attempt'))).toBe(true);
  });
});

describe('every hold whose deadline passed settled, once', () => {
  const due = { dueAtMs: 1_000_000, checkedAtMs: 1_090_000 };
  const autoReleased: DeadlineHoldState = {
    escrowId: 'esc_auto',
    field: 'releaseAt',
    scenario: 'autoRelease',
    ...due,
    status: 'released',
    modelStatus: 'released',
    settledBy: 'automatic',
    releasedEvents: 1,
    cancelledEvents: 0,
    automaticEvents: 1,
    releaseJournals: 1,
    modelReleaseJournals: 1,
  };
  const autoCancelled: DeadlineHoldState = {
    escrowId: 'esc_lapsed',
    field: 'fundingDeadline',
    scenario: 'fundingLapse',
    ...due,
    status: 'cancelled',
    modelStatus: 'cancelled',
    settledBy: 'automatic',
    releasedEvents: 0,
    cancelledEvents: 1,
    automaticEvents: 1,
    releaseJournals: 0,
    modelReleaseJournals: 0,
  };
  const refundWonRace: DeadlineHoldState = {
    escrowId: 'esc_refund',
    field: 'releaseAt',
    scenario: 'raceRefund',
    ...due,
    status: 'refunded',
    modelStatus: 'refunded',
    settledBy: 'client',
    releasedEvents: 0,
    cancelledEvents: 0,
    automaticEvents: 0,
    releaseJournals: 0,
    modelReleaseJournals: 0,
  };

  test('passes on holds settled by their timer or by the command that won the race', () => {
    const check = deadlineHoldsVerdict([autoReleased, autoCancelled, refundWonRace]);
    expect(check.pass).toBe(true);
    expect(check.figures[0]).toBe(
      '3 holds with deadlines, 3 due: autoRelease released by automatic 1, fundingLapse cancelled by automatic 1, raceRefund refunded by client 1',
    );
  });

  test('a hold whose deadline has not come may stay open', () => {
    const waiting = {
      ...autoReleased,
      escrowId: 'esc_later',
      dueAtMs: 2_000_000,
      status: 'held',
      modelStatus: 'held',
      settledBy: 'unseen' as const,
      releasedEvents: 0,
      automaticEvents: 0,
      releaseJournals: 0,
      modelReleaseJournals: 0,
    };
    expect(deadlineHoldsVerdict([waiting]).pass).toBe(true);
  });

  test('fails on a hold still held after its releaseAt passed, and names it', () => {
    const stuck = {
      ...autoReleased,
      status: 'held',
      modelStatus: 'held',
      settledBy: 'unseen' as const,
      releasedEvents: 0,
      automaticEvents: 0,
      releaseJournals: 0,
      modelReleaseJournals: 0,
    };
    const check = deadlineHoldsVerdict([stuck]);
    expect(check.pass).toBe(false);
    expect(check.figures).toContain('  esc_auto (autoRelease, releaseAt due 90 s before the check): deadline passed, still held');
  });

  test('fails on a hold released twice (the timer and a release both booked)', () => {
    const twice = { ...autoReleased, scenario: 'raceRelease', settledBy: 'client' as const, releasedEvents: 2, releaseJournals: 2 };
    const check = deadlineHoldsVerdict([twice]);
    expect(check.pass).toBe(false);
    expect(check.figures).toContain(
      '  esc_auto (raceRelease, releaseAt due 90 s before the check): settled more than once: 2 escrow.released, 0 escrow.cancelled, 1 automatic',
    );
    expect(check.figures).toContain('  esc_auto (raceRelease, releaseAt due 90 s before the check): 2 escrow_released journal(s), model 1');
  });

  test('fails on a cancelled hold that was also released', () => {
    expect(deadlineHoldsVerdict([{ ...autoCancelled, releasedEvents: 1 }]).pass).toBe(false);
  });

  test('fails when the timer acted though the command of the client was accepted first', () => {
    const check = deadlineHoldsVerdict([{ ...refundWonRace, automaticEvents: 1 }]);
    expect(check.pass).toBe(false);
    expect(check.figures).toContain(
      '  esc_refund (raceRefund, releaseAt due 90 s before the check): 1 automatic event(s), model 0 (settled by client)',
    );
  });

  test('fails on a status the model does not expect', () => {
    expect(deadlineHoldsVerdict([{ ...refundWonRace, status: 'released' }]).pass).toBe(false);
  });
});

describe('a late payment after an automatic cancel is never lost, and lands once', () => {
  const toPayer: LatePaymentState = {
    escrowId: 'esc_late',
    checkoutId: 'chk_late',
    guest: false,
    paid: true,
    escrowStatus: 'cancelled',
    cancelledReason: 'funding_deadline_passed',
    escrowFunded: false,
    escrowMoved: 0n,
    escrowJournals: 0,
    payments: [{ id: 'pay_late', bookedAs: 'wallet_credit', walletId: 'wal_payer', netAmount: 500_000n, chargedAmount: 507_500n }],
    paymentJournals: { wallet_credit: 1 },
    unbalancedJournals: 0,
    refunds: [],
    payerWalletId: 'wal_payer',
    amount: 500_000n,
  };
  const toGuest: LatePaymentState = {
    ...toPayer,
    escrowId: 'esc_guest',
    checkoutId: 'chk_guest',
    guest: true,
    payerWalletId: null,
    payments: [{ id: 'pay_guest', bookedAs: 'refund_due', walletId: null, netAmount: 500_000n, chargedAmount: 507_500n }],
    paymentJournals: { refund_due: 1, refund_due_refunded: 1 },
    refunds: [{ status: 'processed', amount: 507_500n }],
  };

  test("passes when the payer's available got it and the guest's was refunded whole", () => {
    const check = latePaymentsVerdict([toPayer, toGuest]);
    expect(check.pass).toBe(true);
    expect(check.figures[0]).toBe(
      "2 holds paid after their automatic cancel: 1 credited to the payer, 1 a guest's (refunded), 0 never paid",
    );
  });

  test('fails on a payment that funded the cancelled hold', () => {
    const check = latePaymentsVerdict([
      {
        ...toPayer,
        escrowFunded: true,
        escrowJournals: 1,
        payments: [{ ...toPayer.payments[0], bookedAs: 'escrow_funding', walletId: null }],
        paymentJournals: {},
      },
    ]);
    expect(check.pass).toBe(false);
    expect(check.figures).toContain('  esc_late (payer, chk_late): the cancelled hold holds money (funded true, moved 0.00, 1 journal(s))');
    expect(check.figures).toContain(
      "  esc_late (payer, chk_late): booked as escrow_funding to no wallet, want wallet_credit to the payer's wal_payer",
    );
  });

  test('fails on a payment lost (none booked), or credited twice', () => {
    expect(latePaymentsVerdict([{ ...toPayer, payments: [], paymentJournals: {} }]).figures).toContain(
      '  esc_late (payer, chk_late): 0 payment(s) of the session, want 1',
    );
    expect(latePaymentsVerdict([{ ...toPayer, paymentJournals: { wallet_credit: 2 } }]).figures).toContain(
      '  esc_late (payer, chk_late): journals wallet_credit 2, want wallet_credit 1',
    );
  });

  test("fails on a guest's payment still owed (refund pending) or credited to a wallet", () => {
    expect(
      latePaymentsVerdict([{ ...toGuest, refunds: [{ status: 'pending', amount: 507_500n }], paymentJournals: { refund_due: 1 } }]).pass,
    ).toBe(false);
    expect(latePaymentsVerdict([{ ...toGuest, payments: [{ ...toGuest.payments[0], bookedAs: 'wallet_credit' }] }]).figures).toContain(
      '  esc_guest (guest, chk_guest): booked as wallet_credit, want refund_due',
    );
  });

  test('fails on a late payment the workload never made, and on an unbalanced journal', () => {
    expect(latePaymentsVerdict([{ ...toPayer, paid: false, escrowStatus: 'awaiting_funding' }]).figures).toContain(
      '  esc_late (payer, chk_late): never paid (the hold reads awaiting_funding; its automatic cancel was not seen)',
    );
    expect(latePaymentsVerdict([{ ...toPayer, unbalancedJournals: 1 }]).pass).toBe(false);
  });
});

describe("its own days reconcile with the sandbox's books", () => {
  const day = (overrides: Partial<ReconciledDay> = {}): ReconciledDay => ({
    day: '2026-11-27',
    outcome: 'completed',
    records: { transaction: 40, transfer: 12 },
    differences: 0,
    open: [],
    ...overrides,
  });

  test('every day completed with nothing open passes, healed or explained differences included', () => {
    expect(reconciliationVerdict([day(), day({ day: '2026-11-28', differences: 2 })]).pass).toBe(true);
  });

  test('an open difference fails and is named', () => {
    const verdict = reconciliationVerdict([
      day({
        differences: 1,
        open: [{ id: 'rdf_1', class: 'missing_at_provider', source: 'transaction', reference: 'wallet_credit:abc', detail: 'no record' }],
      }),
    ]);
    expect(verdict.pass).toBe(false);
    expect(verdict.figures.join('\n')).toContain('rdf_1 missing_at_provider transaction wallet_credit:abc');
  });

  test('a failed run fails, and so does no day at all', () => {
    expect(reconciliationVerdict([day({ outcome: 'failed', failure: 'the provider refused the read' })]).pass).toBe(false);
    expect(reconciliationVerdict([]).pass).toBe(false);
  });
});

describe('no 500 that a retry with the same key answers 2xx', () => {
  it('passes when every 500 stayed a failure or none was seen', () => {
    expect(internalErrorsVerdict(0, []).pass).toBe(true);
    expect(internalErrorsVerdict(3, [])).toMatchObject({
      pass: true,
      figures: ['500 answers seen: 3; followed by a 2xx on the same request: 0'],
    });
  });

  it('fails on a 500 the same request then answered 2xx, naming it and what the API logged for it', () => {
    const verdict = internalErrorsVerdict(2, [
      { kind: 'escrow.create', key: 'key-1', status: 201, requestId: 'req_1', logged: 'Error: boom (at f (x.ts:1:1))' },
      { kind: 'escrow.release', key: 'key-2', status: 200, requestId: 'req_2' },
    ]);
    expect(verdict.pass).toBe(false);
    expect(verdict.figures).toEqual([
      '500 answers seen: 2; followed by a 2xx on the same request: 2',
      '  escrow.create (Idempotency-Key key-1, request req_1) then 201',
      '    the API logged: Error: boom (at f (x.ts:1:1))',
      '  escrow.release (Idempotency-Key key-2, request req_2) then 200',
      '    the API logged: nothing found',
    ]);
  });
});
