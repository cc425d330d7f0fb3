import { randomUUID } from 'node:crypto';
import { sleep } from '../bench/lib/readiness';
import { quoteFees } from '../src/fees';
import { Answer, ChaosClient, ok } from './client';
import { DeadlineHolds } from './deadline-holds';
import { EscrowModel, kobo, Model, newEscrowModel, remaining, statusAfter } from './model';
import type { Random } from './random';

// One client of the randomized workload: it owns a few customers and the escrows between
// them, and performs a random mix of every money operation through the HTTP API. Every
// write carries an Idempotency-Key and is retried with it until definitive (client.ts);
// accepted operations go into the model, answers the model did not expect are surprises.

export type OpTally = Map<string, { accepted: number; refused: number; indefinite: number }>;

export type Progress = {
  /** Money operations performed (customer creation and reads excluded). */
  done: number;
  target: number;
  /** No new operation starts after this (ms since epoch). */
  stopAt: number;
};

const CUSTOMERS_PER_CLIENT = 4;
const FAILING_ACCOUNT = '9999999999';
const naira = (k: bigint) => Number(k / 100n);

export class WorkloadClient {
  private readonly customers: string[] = [];
  private readonly escrows: EscrowModel[] = [];
  /** Holds with deadlines: kept out of `escrows`, their timer (or a race against it) settles them. */
  private readonly deadlines: DeadlineHolds;

  constructor(
    private readonly index: number,
    private readonly rng: Random,
    private readonly client: ChaosClient,
    private readonly model: Model,
    private readonly ops: OpTally,
    private readonly progress: Progress,
    private readonly runTag: string,
  ) {
    this.deadlines = new DeadlineHolds(
      rng,
      client,
      model,
      (kind, path, body, key) => this.op(kind, path, body, key),
      (kind, answer, context) => this.unexpected(kind, answer, context),
    );
  }

  private more(): boolean {
    return this.progress.done < this.progress.target && Date.now() < this.progress.stopAt;
  }

  async run(): Promise<void> {
    for (let i = 0; i < CUSTOMERS_PER_CLIENT && Date.now() < this.progress.stopAt; i++) await this.createCustomer(i);
    for (const id of [...this.customers]) if (this.more()) await this.credit(id, this.rng.int(100_000, 400_000));
    while (this.more()) {
      const action = this.rng.weighted({
        credit: 8,
        topup: 5,
        debitEscrow: 14,
        checkoutEscrow: 7,
        guestEscrow: 7,
        deadlineHold: 12,
        act: 40,
        withdrawal: 14,
      });
      try {
        if (action === 'credit') await this.credit(this.rng.pick(this.customers), this.rng.int(1_000, 60_000));
        else if (action === 'topup') await this.topup();
        else if (action === 'debitEscrow') await this.debitEscrow();
        else if (action === 'checkoutEscrow') await this.checkoutEscrow();
        else if (action === 'guestEscrow') await this.guestEscrow();
        else if (action === 'withdrawal') await this.withdrawal();
        else if (action === 'deadlineHold') await this.deadlineHold();
        else await this.act();
      } catch (err) {
        this.model.surprise(`client ${this.index}: ${action} threw ${String(err)}`);
      }
    }
  }

  /** One logical write (any number of attempts with one key), tallied by kind. */
  private async op(kind: string, path: string, body: unknown, key: string | null = randomUUID(), money = true): Promise<Answer> {
    if (money) this.progress.done++;
    const answer = await this.client.write(kind, path, body, key);
    const entry = this.ops.get(kind) ?? { accepted: 0, refused: 0, indefinite: 0 };
    if (!answer.definitive) entry.indefinite++;
    else if (ok(answer)) entry.accepted++;
    else entry.refused++;
    this.ops.set(kind, entry);
    if (!answer.definitive)
      this.model.surprise(`${kind} ${path}: never definitive (last ${answer.status} after ${answer.attempts} attempts)`);
    return answer;
  }

  private unexpected(kind: string, answer: Answer, context: string): void {
    if (!answer.definitive) return; // already recorded
    this.model.surprise(`${kind} ${context}: answered ${answer.status} ${answer.code ?? ''} ${answer.error?.message ?? ''}`.trim());
  }

  private async createCustomer(i: number): Promise<void> {
    const answer = await this.op(
      'customer.create',
      '/customers',
      {
        firstName: `Client${this.index}`,
        lastName: `Customer${i}`,
        email: `c${this.index}-${i}-${this.runTag}@chaos.example.com`,
        phone: '+2348012345678',
      },
      randomUUID(),
      false,
    );
    if (!ok(answer)) return this.unexpected('customer.create', answer, `client ${this.index}`);
    const { customerId, walletId } = answer.data;
    this.model.customers.set(customerId, { customerId, walletId, available: 0n, held: 0n, pendingRestore: 0n, pendingRelease: 0n });
    this.customers.push(customerId);
  }

  private two(): [string, string] | null {
    if (this.customers.length < 2) return null;
    const a = this.rng.pick(this.customers);
    let b = this.rng.pick(this.customers);
    while (b === a) b = this.rng.pick(this.customers);
    return [a, b];
  }

  private async credit(customerId: string, amount: number): Promise<void> {
    const c = this.model.customer(customerId);
    const answer = await this.op('wallet.credit', `/wallets/${c.walletId}/credits`, { amount });
    if (ok(answer)) this.model.credit(customerId, amount);
    else this.unexpected('wallet.credit', answer, customerId);
  }

  private async complete(kind: string, checkoutId: string): Promise<Answer> {
    return this.op(kind, `/sandbox/checkouts/${checkoutId}/complete`, { outcome: 'success' }, null);
  }

  private async topup(): Promise<void> {
    const customerId = this.rng.pick(this.customers);
    const amount = this.rng.int(500, 30_000);
    const session = await this.op('checkout.create.topup', '/checkout/sessions', { customerId, amount });
    if (!ok(session)) return this.unexpected('checkout.create.topup', session, customerId);
    if (this.rng.chance(0.1)) return; // left unpaid: its workflow waits, legitimately
    const paid = await this.complete('checkout.complete.topup', session.data.checkoutId);
    if (ok(paid)) this.model.checkoutCredit(customerId, amount);
    else this.unexpected('checkout.complete.topup', paid, session.data.checkoutId);
  }

  private async createEscrow(kind: string, body: Record<string, unknown>): Promise<Answer> {
    return this.op(kind, '/escrows', { reference: `chaos-${randomUUID()}`, currency: 'NGN', description: 'chaos', ...body });
  }

  private async debitEscrow(): Promise<void> {
    const pair = this.two();
    if (!pair) return;
    const [payer, payee] = pair;
    const [min, max] = this.model.availableBounds(this.model.customer(payer));
    const overdraw = this.rng.chance(0.08);
    if (!overdraw && min < kobo(2_000)) return this.credit(payer, this.rng.int(50_000, 200_000));
    const merchantFee = this.rng.chance(0.5) ? 0 : this.rng.int(1, 50);
    const amount = overdraw
      ? naira(max) + this.rng.int(100, 5_000)
      : this.rng.int(1_000, Math.max(1_000, Math.min(80_000, naira(min) / 2)));
    const charged = kobo(amount + merchantFee);
    const answer = await this.createEscrow('escrow.create.debit', {
      amount,
      merchantFee,
      debitPayer: true,
      parties: [
        { role: 'payer', customerId: payer },
        { role: 'payee', customerId: payee },
      ],
    });
    if (ok(answer)) {
      if (charged > max)
        this.model.surprise(`escrow.create.debit accepted ${amount}+${merchantFee} naira with at most ${naira(max)} available (${payer})`);
      const e = newEscrowModel({
        escrowId: answer.data.escrowId,
        amount: kobo(amount),
        payer,
        payee,
        funding: 'debit',
      });
      this.escrows.push(e);
      this.model.escrows.set(e.escrowId, e);
      this.model.effects.escrowCreatedEvents++;
      this.model.fundByDebit(e, merchantFee);
      this.compare(e, answer.data, 'escrow.create.debit');
    } else if (answer.code === 'INSUFFICIENT_BALANCE') {
      if (charged <= min)
        this.model.surprise(
          `escrow.create.debit refused INSUFFICIENT_BALANCE for ${amount}+${merchantFee} naira with at least ${naira(min)} available (${payer})`,
        );
    } else this.unexpected('escrow.create.debit', answer, payer);
  }

  private async checkoutEscrow(): Promise<void> {
    const pair = this.two();
    if (!pair) return;
    const [payer, payee] = pair;
    const amount = this.rng.int(1_000, 60_000);
    const created = await this.createEscrow('escrow.create.checkout', {
      amount,
      parties: [
        { role: 'payer', customerId: payer },
        { role: 'payee', customerId: payee },
      ],
    });
    if (!ok(created)) return this.unexpected('escrow.create.checkout', created, payer);
    const e = newEscrowModel({
      escrowId: created.data.escrowId,
      amount: kobo(amount),
      payer,
      payee,
      funding: 'checkout',
    });
    this.escrows.push(e);
    this.model.escrows.set(e.escrowId, e);
    this.model.effects.escrowCreatedEvents++;
    const session = await this.op('checkout.create.escrow', '/checkout/sessions', { escrowId: e.escrowId });
    if (!ok(session)) return this.unexpected('checkout.create.escrow', session, e.escrowId);
    const checkoutId: string = session.data.checkoutId;
    e.checkoutId = checkoutId;
    const roll = this.rng.next();
    if (roll < 0.12) return; // stays awaiting_funding with its pending session
    if (roll < 0.3) {
      const cancelled = await this.op('escrow.cancel', `/escrows/${e.escrowId}/cancel`, { reason: 'chaos' });
      if (!ok(cancelled)) return this.unexpected('escrow.cancel', cancelled, e.escrowId);
      e.status = 'cancelled';
      this.model.effects.escrowCancelledEvents++;
      this.compare(e, cancelled.data, 'escrow.cancel');
      if (this.rng.chance(0.5)) {
        // Paid after the cancel: booked to the payer's available.
        const paid = await this.complete('checkout.complete.late', checkoutId);
        if (ok(paid)) this.model.checkoutCredit(payer, amount);
        else this.unexpected('checkout.complete.late', paid, checkoutId);
      }
      return;
    }
    const paid = await this.complete('checkout.complete.escrow', checkoutId);
    if (!ok(paid)) return this.unexpected('checkout.complete.escrow', paid, checkoutId);
    this.model.fundByCheckout(e);
  }

  private async deadlineHold(): Promise<void> {
    const pair = this.two();
    if (!pair) return;
    if (!(await this.deadlines.one(pair[0], pair[1]))) await this.credit(pair[0], this.rng.int(50_000, 200_000));
  }

  private async guestEscrow(): Promise<void> {
    const payee = this.rng.pick(this.customers);
    const amount = this.rng.int(1_000, 60_000);
    const created = await this.createEscrow('escrow.create.guest', {
      amount,
      checkout: true,
      parties: [
        { role: 'payer', guest: { email: `guest-${randomUUID()}@chaos.example.com`, name: 'Guest' } },
        { role: 'payee', customerId: payee },
      ],
    });
    if (!ok(created)) return this.unexpected('escrow.create.guest', created, payee);
    const e = newEscrowModel({
      escrowId: created.data.escrowId,
      amount: kobo(amount),
      payer: null,
      payee,
      funding: 'guest',
      checkoutId: created.data.checkout?.checkoutId,
    });
    this.escrows.push(e);
    this.model.escrows.set(e.escrowId, e);
    this.model.effects.escrowCreatedEvents++;
    if (!e.checkoutId) return this.model.surprise(`escrow.create.guest ${e.escrowId}: no checkout in the answer`);
    if (this.rng.chance(0.1)) return;
    const paid = await this.complete('checkout.complete.guest', e.checkoutId);
    if (!ok(paid)) return this.unexpected('checkout.complete.guest', paid, e.checkoutId);
    this.model.fundByCheckout(e);
  }

  private async withdrawal(): Promise<void> {
    const customerId = this.rng.pick(this.customers);
    const [min, max] = this.model.availableBounds(this.model.customer(customerId));
    const overdraw = this.rng.chance(0.08);
    if (!overdraw && min < kobo(1_000)) return this.credit(customerId, this.rng.int(20_000, 100_000));
    const failing = this.rng.chance(0.25);
    const merchantFee = this.rng.chance(0.5) ? 0 : this.rng.int(1, 20);
    const amount = overdraw ? naira(max) + this.rng.int(100, 5_000) : this.rng.int(100, Math.max(100, Math.min(60_000, naira(min) / 3)));
    const charged = quoteFees('transfer', kobo(amount), { merchantFee: kobo(merchantFee) }).chargedAmount;
    const accountNumber = failing ? FAILING_ACCOUNT : `01${String(this.rng.int(0, 99_999_999)).padStart(8, '0')}`;
    const kind = failing ? 'withdrawal.create.failing' : 'withdrawal.create';
    const answer = await this.op(kind, '/withdrawals', {
      customerId,
      accountNumber,
      bankCode: '058',
      amount,
      merchantFee,
      reference: `wd-${randomUUID()}`,
    });
    if (ok(answer)) {
      if (charged > max)
        this.model.surprise(`${kind} accepted charged ${naira(charged)} naira with at most ${naira(max)} available (${customerId})`);
      this.model.withdraw(customerId, answer.data.withdrawalId, charged, failing);
    } else if (answer.code === 'INSUFFICIENT_BALANCE') {
      if (charged <= min)
        this.model.surprise(
          `${kind} refused INSUFFICIENT_BALANCE for charged ${Number(charged) / 100} with at least ${Number(min) / 100} available (${customerId})`,
        );
    } else this.unexpected(kind, answer, customerId);
  }

  // ---- writes on an existing escrow ----

  private async act(): Promise<void> {
    const open = this.escrows.filter((e) => e.status === 'held' || e.status === 'partially_released');
    if (open.length === 0) return this.debitEscrow();
    const e = this.rng.pick(open);
    const what = this.rng.weighted({ releasePart: 25, releaseAll: 15, refund: 22, dispute: 25 });
    const rem = remaining(e);
    const part = () => (rem > kobo(1) ? kobo(this.rng.int(1, naira(rem) - 1)) : rem);
    if (what === 'releasePart' || what === 'releaseAll') {
      const amount = what === 'releaseAll' ? rem : part();
      const answer = await this.op(
        'escrow.release',
        `/escrows/${e.escrowId}/release`,
        what === 'releaseAll' && this.rng.chance(0.5) ? {} : { amount: naira(amount) },
      );
      if (!ok(answer)) return this.unexpected('escrow.release', answer, e.escrowId);
      this.model.release(e, amount);
      e.status = statusAfter(e);
      this.compare(e, answer.data, 'escrow.release');
    } else if (what === 'refund') {
      const amount = this.rng.chance(0.5) ? rem : part();
      const answer = await this.op(
        e.payer ? 'escrow.refund' : 'escrow.refund.guest',
        `/escrows/${e.escrowId}/refund`,
        amount === rem && this.rng.chance(0.5) ? { reason: 'chaos' } : { amount: naira(amount), reason: 'chaos' },
      );
      if (!ok(answer)) return this.unexpected('escrow.refund', answer, e.escrowId);
      if (e.payer) {
        this.model.refund(e, amount);
        e.status = statusAfter(e);
        this.compare(e, answer.data, 'escrow.refund');
      } else await this.settleGuestRefund(e, amount);
    } else {
      const opened = await this.op('dispute.open', `/escrows/${e.escrowId}/disputes`, {
        openedBy: 'payer',
        reasonCode: 'not_as_described',
        description: 'chaos dispute',
      });
      if (!ok(opened)) return this.unexpected('dispute.open', opened, e.escrowId);
      this.model.effects.disputeOpenedEvents++;
      e.status = 'disputed';
      const action = this.rng.pick(['release', 'refund', 'split'] as const);
      const release = action === 'release' ? rem : action === 'refund' ? 0n : kobo(this.rng.int(0, naira(rem)));
      const refund = rem - release;
      const body = action === 'split' ? { action, releaseAmount: naira(release), refundAmount: naira(refund) } : { action };
      const resolved = await this.op('dispute.resolve', `/escrows/${e.escrowId}/disputes/${opened.data.disputeId}/resolve`, body);
      if (!ok(resolved)) return this.unexpected('dispute.resolve', resolved, e.escrowId);
      this.model.effects.disputeResolvedEvents++;
      if (release > 0n) this.model.release(e, release);
      if (refund > 0n && e.payer) this.model.refund(e, refund);
      e.status = statusAfter(e);
      if (refund > 0n && !e.payer) await this.settleGuestRefund(e, refund);
    }
  }

  /** A guest refund answers pending; the sandbox provider settles it at once. Waits (bounded) for it. */
  private async settleGuestRefund(e: EscrowModel, amount: bigint): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const read = await this.client.read('escrow.read', `/escrows/${e.escrowId}`);
      if (ok(read) && !read.data.pendingProviderRefund) {
        if (kobo(read.data.refundedAmount) === e.refunded + amount) {
          this.model.refund(e, amount);
          e.status = statusAfter(e);
          this.compare(e, read.data, 'guest refund');
        } else {
          this.model.surprise(
            `guest refund of ${naira(amount)} on ${e.escrowId}: settled with refundedAmount ${read.data.refundedAmount} (model ${naira(e.refunded)} before it)`,
          );
          e.refunded = kobo(read.data.refundedAmount);
          e.status = read.data.status;
        }
        return;
      }
      if (Date.now() > deadline) {
        // Left for settlePendingRefunds after the drain; the escrow takes no more writes.
        e.pendingRefund = amount;
        e.status = 'refund_pending';
        this.model.slowGuestRefunds++;
        return;
      }
      await sleep(300);
    }
  }

  /** The write's answer against the model's escrow. */
  static compareView(model: Model, e: EscrowModel, view: any, what: string): void {
    const got = `${view.status} released ${view.releasedAmount} refunded ${view.refundedAmount}`;
    const want = `${e.status} released ${Number(e.released) / 100} refunded ${Number(e.refunded) / 100}`;
    if (got !== want) model.surprise(`${what} ${e.escrowId}: answered ${got}, model ${want}`);
  }

  private compare(e: EscrowModel, view: any, what: string): void {
    if (view) WorkloadClient.compareView(this.model, e, view, what);
  }
}

/**
 * Guest refunds still pending when their client stopped waiting (the provider call is an
 * activity; a worker killed under it is noticed only at its start-to-close timeout). Run
 * after the drain: each must have settled by now, with exactly its amount.
 */
export async function settlePendingRefunds(model: Model, client: ChaosClient): Promise<void> {
  for (const e of model.escrows.values()) {
    if (e.pendingRefund === undefined) continue;
    const amount = e.pendingRefund;
    const read = await client.read('escrow.read', `/escrows/${e.escrowId}`);
    if (!ok(read) || read.data.pendingProviderRefund) {
      model.surprise(`guest refund on ${e.escrowId} still pending after the drain`);
      continue;
    }
    if (kobo(read.data.refundedAmount) !== e.refunded + amount) {
      model.surprise(
        `guest refund of ${naira(amount)} on ${e.escrowId}: settled with refundedAmount ${read.data.refundedAmount} (model ${naira(e.refunded)} before it)`,
      );
      continue;
    }
    e.pendingRefund = undefined;
    model.refund(e, amount);
    e.status = statusAfter(e);
    WorkloadClient.compareView(model, e, read.data, 'late guest refund');
  }
}
