import { randomUUID } from 'node:crypto';
import { sleep } from '../bench/lib/readiness';
import { MIN_INSPECTION_PERIOD_SECONDS } from '../src/escrows/rules';
import { Answer, ChaosClient, ok } from './client';
import { DeadlineModel, EscrowModel, kobo, LatePaymentModel, Model, newEscrowModel, statusAfter } from './model';
import type { Random } from './random';

// Holds with short deadlines in the chaos workload (docs/decisions.md "Escrow deadlines"):
// funded holds with the shortest inspection period, unfunded holds with a funding deadline a
// minute or two away, and holds whose client races a release, refund, dispute or cancel
// against the timer, the sandbox clock bringing the deadline due at once. Either side may
// win a race; the answer says which, and the model follows it. Holds left to their timer
// are settled in the model by settleDeadlineHolds once the faults are over. Some unfunded
// holds, a registered payer's or a guest's, have a checkout session that is paid only once the
// hold reads cancelled by its deadline: a late payment, never rejected for age (the spec), that
// goes to the payer's available or back to the guest through the provider (check (9)).

/** One logical write with one Idempotency-Key (a fresh one unless given; null: none), retried until definitive (WorkloadClient.op). */
export type Write = (kind: string, path: string, body: unknown, key?: string | null) => Promise<Answer>;

const ESCROW_BODY = { currency: 'NGN', description: 'chaos deadline' };
const naira = (k: bigint) => Number(k / 100n);
/** How long a late-payment hold's client waits to see its automatic cancel before leaving the payment to settleDeadlineHolds. */
const SEE_CANCEL_MS = 30_000;

export class DeadlineHolds {
  constructor(
    private readonly rng: Random,
    private readonly client: ChaosClient,
    private readonly model: Model,
    private readonly write: Write,
    private readonly unexpected: (kind: string, answer: Answer, context: string) => void,
  ) {}

  /** One hold with a deadline between payer and payee; false when the payer cannot fund it (the caller credits). */
  async one(payer: string, payee: string): Promise<boolean> {
    const scenario = this.rng.weighted({
      autoRelease: 30,
      fundingLapse: 20,
      raceRelease: 15,
      raceRefund: 10,
      raceDispute: 10,
      raceCancel: 15,
      latePayment: 15,
      latePaymentGuest: 10,
    });
    if (scenario === 'latePayment' || scenario === 'latePaymentGuest') {
      await this.paidLate(scenario, payer, payee);
      return true;
    }
    if (scenario === 'fundingLapse' || scenario === 'raceCancel') {
      await this.unfunded(scenario, payer, payee);
      return true;
    }
    const amount = this.rng.int(500, 5_000);
    if (this.model.availableBounds(this.model.customer(payer))[0] < kobo(amount)) return false;
    await this.funded(scenario, payer, payee, amount);
    return true;
  }

  private parties(payer: string, payee: string) {
    return [
      { role: 'payer', customerId: payer },
      { role: 'payee', customerId: payee },
    ];
  }

  private track(e: EscrowModel): void {
    this.model.escrows.set(e.escrowId, e);
    this.model.effects.escrowCreatedEvents++;
  }

  private advance(e: EscrowModel, seconds: number): Promise<Answer> {
    return this.write('escrow.test_clock.advance', `/escrows/${e.escrowId}/test_clock/advance`, { seconds });
  }

  /** Funded by debitPayer with the shortest inspection period; left to the timer, or raced against it. */
  private async funded(scenario: string, payer: string, payee: string, amount: number): Promise<void> {
    const kind = `escrow.create.deadline.${scenario}`;
    const created = await this.write(kind, '/escrows', {
      ...ESCROW_BODY,
      reference: `chaos-${randomUUID()}`,
      amount,
      debitPayer: true,
      inspectionPeriod: MIN_INSPECTION_PERIOD_SECONDS,
      parties: this.parties(payer, payee),
    });
    if (!ok(created)) return this.unexpected(kind, created, payer);
    const deadline: DeadlineModel = { field: 'releaseAt', scenario, dueAtMs: Date.parse(created.data.releaseAt) };
    const e = newEscrowModel({
      escrowId: created.data.escrowId,
      amount: kobo(amount),
      payer,
      payee,
      funding: 'debit',
      deadline,
    });
    this.track(e);
    this.model.fundByDebit(e, 0);
    const payeeModel = this.model.customer(payee);
    payeeModel.pendingRelease += e.amount; // until the workload knows who moved it

    // Bring the deadline due at once (often while a fault is on), or let it come in real time.
    // A race leaves it up to two seconds to go and sends its command within 2.5 s: either may win.
    const race = scenario !== 'autoRelease';
    if (race || this.rng.chance(0.5)) {
      const seconds = MIN_INSPECTION_PERIOD_SECONDS - (race ? this.rng.int(0, 2) : 0);
      const advanced = await this.advance(e, seconds);
      if (ok(advanced)) deadline.dueAtMs -= seconds * 1000;
      // Refused only once the timer has already released it (409 on a closed hold).
      else if (advanced.code !== 'ESCROW_INVALID_STATE') return this.unexpected('escrow.test_clock.advance', advanced, e.escrowId);
    }
    if (!race) return;
    await sleep(this.rng.int(0, 2_500));

    const path = `/escrows/${e.escrowId}`;
    const answer =
      scenario === 'raceRelease'
        ? await this.write('escrow.release.race', `${path}/release`, {})
        : scenario === 'raceRefund'
          ? await this.write('escrow.refund.race', `${path}/refund`, { reason: 'chaos race' })
          : await this.write('dispute.open.race', `${path}/disputes`, {
              openedBy: 'payer',
              reasonCode: 'not_as_described',
              description: 'chaos race',
            });
    if (ok(answer)) {
      payeeModel.pendingRelease -= e.amount;
      deadline.settledBy = 'client';
      if (scenario === 'raceRelease') {
        this.model.release(e, e.amount);
      } else if (scenario === 'raceRefund') {
        this.model.refund(e, e.amount);
      } else {
        this.model.effects.disputeOpenedEvents++;
        e.status = 'disputed';
        const resolved = await this.write('dispute.resolve', `${path}/disputes/${answer.data.disputeId}/resolve`, { action: 'release' });
        if (!ok(resolved)) return this.unexpected('dispute.resolve', resolved, e.escrowId);
        this.model.effects.disputeResolvedEvents++;
        this.model.release(e, e.amount);
      }
      e.status = statusAfter(e);
      return;
    }
    if (answer.code !== 'ESCROW_INVALID_STATE') return this.unexpected(scenario, answer, e.escrowId);
    // The timer won: the hold must read released in full, automatically.
    await this.observeAutomatic(e);
  }

  /** Creates a hold awaiting funding whose funding deadline is a minute or two away (`fields`: its parties, and checkout). */
  private async createUnfunded(scenario: string, fields: Record<string, unknown>) {
    const amount = this.rng.int(500, 20_000);
    const lead = this.rng.int(60, 120);
    const kind = `escrow.create.deadline.${scenario}`;
    const created = await this.write(kind, '/escrows', {
      ...ESCROW_BODY,
      reference: `chaos-${randomUUID()}`,
      amount,
      fundingDeadline: new Date(Date.now() + lead * 1000).toISOString(),
      ...fields,
    });
    return { kind, amount, lead, created };
  }

  /** Awaiting funding with a funding deadline a minute or two away; left to lapse, or raced by a cancel. */
  private async unfunded(scenario: string, payer: string, payee: string): Promise<void> {
    const { kind, amount, lead, created } = await this.createUnfunded(scenario, { parties: this.parties(payer, payee) });
    if (!ok(created)) return this.unexpected(kind, created, payer);
    const deadline: DeadlineModel = { field: 'fundingDeadline', scenario, dueAtMs: Date.parse(created.data.fundingDeadline) };
    const e = newEscrowModel({
      escrowId: created.data.escrowId,
      amount: kobo(amount),
      payer,
      payee,
      funding: 'checkout',
      deadline,
    });
    this.track(e);
    const race = scenario === 'raceCancel';
    if (race || this.rng.chance(0.5)) {
      const seconds = lead + 1 - (race ? this.rng.int(0, 2) : 0);
      const advanced = await this.advance(e, seconds);
      if (ok(advanced)) deadline.dueAtMs -= seconds * 1000;
      else if (advanced.code !== 'ESCROW_INVALID_STATE') return this.unexpected('escrow.test_clock.advance', advanced, e.escrowId);
    }
    if (!race) return;
    await sleep(this.rng.int(0, 2_500));
    const cancelled = await this.write('escrow.cancel.race', `/escrows/${e.escrowId}/cancel`, { reason: 'chaos race' });
    if (ok(cancelled)) {
      deadline.settledBy = 'client';
      e.status = 'cancelled';
      this.model.effects.escrowCancelledEvents++;
      return;
    }
    // A cancel of a hold no longer awaiting funding is refused as the state rules say.
    if (cancelled.code !== 'ESCROW_NOT_CANCELLABLE') return this.unexpected('escrow.cancel.race', cancelled, e.escrowId);
    await this.observeAutomatic(e);
  }

  /**
   * Awaiting funding with a checkout session: the funding deadline is brought due by the
   * sandbox clock, and once the hold reads cancelled by it the session is paid (the payer's or
   * a guest's). Not seen cancelled within SEE_CANCEL_MS (a fault is on): settleDeadlineHolds pays it.
   */
  private async paidLate(scenario: string, payer: string, payee: string): Promise<void> {
    const guest = scenario === 'latePaymentGuest';
    const { kind, amount, lead, created } = await this.createUnfunded(
      scenario,
      guest
        ? {
            checkout: true,
            parties: [
              { role: 'payer', guest: { email: `late-${randomUUID()}@chaos.example.com`, name: 'Late Guest' } },
              { role: 'payee', customerId: payee },
            ],
          }
        : { parties: this.parties(payer, payee) },
    );
    if (!ok(created)) return this.unexpected(kind, created, payer);
    const deadline: DeadlineModel = { field: 'fundingDeadline', scenario, dueAtMs: Date.parse(created.data.fundingDeadline) };
    const e = newEscrowModel({
      escrowId: created.data.escrowId,
      amount: kobo(amount),
      payer: guest ? null : payer,
      payee,
      funding: guest ? 'guest' : 'checkout',
      deadline,
    });
    this.track(e);
    let checkoutId: string | undefined = created.data.checkout?.checkoutId;
    if (!guest) {
      const session = await this.write('checkout.create.late', '/checkout/sessions', { escrowId: e.escrowId });
      if (!ok(session)) return this.unexpected('checkout.create.late', session, e.escrowId);
      checkoutId = session.data.checkoutId;
    }
    if (!checkoutId) return this.model.surprise(`${kind} ${e.escrowId}: no checkout session`);
    e.checkoutId = checkoutId;
    e.latePayment = { checkoutId, guest, paid: false };

    const advanced = await this.advance(e, lead + 1);
    if (ok(advanced)) deadline.dueAtMs -= (lead + 1) * 1000;
    else if (advanced.code !== 'ESCROW_INVALID_STATE') return this.unexpected('escrow.test_clock.advance', advanced, e.escrowId);
    const giveUpAt = Date.now() + SEE_CANCEL_MS;
    while (!(await this.observeAutomatic(e, true))) {
      if (Date.now() > giveUpAt) return; // settleDeadlineHolds sees the cancel and pays
      await sleep(500);
    }
    await payLate(this.model, e, this.write);
  }

  /** Reads a hold whose timer acted and books what it did into the model; false while it has not acted. */
  private async observeAutomatic(e: EscrowModel, quiet = false): Promise<boolean> {
    const read = await this.client.read('escrow.read', `/escrows/${e.escrowId}`);
    if (!ok(read)) {
      if (!quiet) this.model.surprise(`deadline hold ${e.escrowId}: read answered ${read.status}`);
      return false;
    }
    return settleFromView(this.model, e, read.data, quiet);
  }
}

/** Books the automatic action a hold's view shows into the model (once). */
function settleFromView(model: Model, e: EscrowModel, view: any, quiet: boolean): boolean {
  const d = e.deadline!;
  if (d.field === 'releaseAt' && view.status === 'released' && view.releasedAmount === naira(e.amount) && view.refundedAmount === 0) {
    model.customer(e.payee).pendingRelease -= e.amount;
    model.release(e, e.amount);
    e.status = statusAfter(e);
    d.settledBy = 'automatic';
    return true;
  }
  if (d.field === 'fundingDeadline' && view.status === 'cancelled' && view.cancelledReason === 'funding_deadline_passed') {
    e.status = 'cancelled';
    model.effects.escrowCancelledEvents++;
    d.settledBy = 'automatic';
    return true;
  }
  if (!quiet)
    model.surprise(
      `deadline hold ${e.escrowId} (${d.scenario}): refused as closed, but reads ${view.status} released ${view.releasedAmount} refunded ${view.refundedAmount} reason ${view.cancelledReason ?? '-'}`,
    );
  return false;
}

/**
 * Once the faults are over, before the drain: every hold left to its timer is brought due by the sandbox clock if its
 * time has not come, then read (bounded) until its timer acted; what it did goes into the
 * model. One still open when the bound ends stays open in the model: the deadline verdict
 * and the balances name it.
 */
export async function settleDeadlineHolds(model: Model, client: ChaosClient, boundMs: number): Promise<void> {
  const open = () =>
    [...model.escrows.values()].filter((e) => e.deadline && !e.deadline.settledBy && ['held', 'awaiting_funding'].includes(e.status));
  for (const e of open()) {
    const lead = Math.ceil((e.deadline!.dueAtMs - Date.now()) / 1000);
    if (lead <= 0) continue;
    const advanced = await client.write('escrow.test_clock.advance', `/escrows/${e.escrowId}/test_clock/advance`, { seconds: lead + 1 });
    if (ok(advanced)) e.deadline!.dueAtMs -= (lead + 1) * 1000;
  }
  const until = Date.now() + boundMs;
  for (;;) {
    for (const e of open()) {
      const read = await client.read('escrow.read', `/escrows/${e.escrowId}`);
      if (ok(read) && !['held', 'awaiting_funding'].includes(read.data.status)) settleFromView(model, e, read.data, false);
    }
    if (open().length === 0 || Date.now() > until) break;
    await sleep(500);
  }
  // Late payments whose client stopped waiting for the cancel: paid now that it is seen.
  const write: Write = (kind, path, body, key) => client.write(kind, path, body, key);
  for (const e of model.escrows.values()) {
    if (e.latePayment && !e.latePayment.paid && e.status === 'cancelled' && e.deadline?.settledBy === 'automatic')
      await payLate(model, e, write);
  }
}

/**
 * Pays a cancelled hold's session (the sandbox's successful payment) and books where the
 * money goes into the model: a registered payer's available gets the amount (the payer pays
 * the fees on top); a guest's whole payment is refunded, which the model holds nothing of.
 */
async function payLate(model: Model, e: EscrowModel, write: Write): Promise<void> {
  const late = e.latePayment as LatePaymentModel;
  // As the workload completes every session: no Idempotency-Key (a repeated completion is answered as done).
  const paid = await write('checkout.complete.late', `/sandbox/checkouts/${late.checkoutId}/complete`, { outcome: 'success' }, null);
  if (!ok(paid)) {
    if (paid.definitive) model.surprise(`checkout.complete.late ${late.checkoutId}: answered ${paid.status} ${paid.code ?? ''}`.trim());
    return;
  }
  late.paid = true;
  if (!late.guest) model.checkoutCredit(e.payer!, naira(e.amount));
}
