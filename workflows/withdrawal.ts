import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  log,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { CreateWithdrawalResult } from '../src/withdrawals/create';
import { refuse } from '../src/errors';
import { DATABASE_WRITE, MERCHANT_WAITING_LOCAL, TRANSFER_CALL } from './activity-policies';
import { WorkflowEntity } from './entity';
import type { WithdrawalView } from '../src/withdrawals/store';
import { refusalFailure, refusalOrProviderUnavailable } from './refusals';
import { WithdrawalStatusKey } from './search-attributes';
import { GIVEN_UP_FAILURE_REASON, GiveUp, outcomeAlreadyArrived, transferNotSent } from '../src/withdrawals/give-up';
import {
  CreateWithdrawalRequest,
  createWithdrawalUpdate,
  giveUpWithdrawalUpdate,
  TransferOutcomeSignal,
  transferOutcomeSignal,
  TransferReversedSignal,
  transferReversedSignal,
  WithdrawalWorkflowInput,
} from './withdrawal-messages';

const steps = proxyLocalActivities<Activities>(DATABASE_WRITE);
const { resolveWithdrawalAccount } = proxyLocalActivities<Activities>(MERCHANT_WAITING_LOCAL);
const provider = proxyActivities<Activities>(TRANSFER_CALL);

/** The create's answer when the bank's name check never answered (its retries ran out). */
const UNAVAILABLE_MESSAGE = 'The bank could not resolve the destination account; retry later';

/**
 * When no transfer event comes, the workflow asks the provider: after 30 s, then less and
 * less often (the last delay repeats until the bank answers).
 */
export const STATUS_CHECK_DELAYS_MS = [30_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/**
 * How long a run waits for its create before it reads its row. The create Update can be lost
 * after its reserve committed (its worker died in that task, and Temporal's server restarted
 * before another worker took the task); without this the reserve would wait for ever.
 */
export const CREATE_WAIT_MS = 15 * 60_000;

/** The patch that bounds the wait for the create (docs/workflow-changes.md, "Patches in force"). */
const CREATE_WAIT_BOUNDED = 'create-wait-bounded';

/**
 * One withdrawal, as the workflow's entity (entity.ts): what it knows (the create, the
 * transfer sent, its first outcome, the settled withdrawal) and one loop that walks the payout
 * from create to settlement; withdrawalWorkflow wires its messages.
 */
class WithdrawalEntity extends WorkflowEntity {
  created: CreateWithdrawalResult | undefined;
  refused = false;
  creating: Promise<WithdrawalView> | undefined;
  outcome: TransferOutcomeSignal | undefined;
  transferSent = false;
  /** Set when the first outcome was an operator's give-up. */
  givenUp: GiveUp | undefined;
  /** A resumed run: set once it has asked the provider (or found nothing left to carry on). */
  resumeChecked = false;
  settled: WithdrawalView | undefined;
  /** The bank's reversal of the transfer (the first one; a repeat changes nothing). */
  reversal: TransferReversedSignal | undefined;
  reversalBooked = false;

  constructor(readonly input: WithdrawalWorkflowInput) {
    super();
    if (input.reversedBy) this.onReversed(input.reversedBy);
  }

  setStatus(status: string): void {
    upsertSearchAttributes([{ key: WithdrawalStatusKey, value: status }]);
  }

  /** Resolves the account name, then reserves the amount; a refusal leaves nothing written. */
  async create(request: CreateWithdrawalRequest): Promise<WithdrawalView> {
    const { input } = this;
    try {
      const { accountName, provider: providerName } = await resolveWithdrawalAccount({
        plane: input.plane,
        bankCode: request.bankCode,
        accountNumberCiphertext: request.accountNumberCiphertext,
      });
      this.created = await steps.createWithdrawal({
        ...request,
        merchantId: input.merchantId,
        plane: input.plane,
        withdrawalId: input.withdrawalId,
        accountName,
        provider: providerName,
      });
      return this.created.withdrawal;
    } catch (err) {
      if (!this.created) this.refused = true; // nothing was written: the workflow ends
      throw refusalOrProviderUnavailable(err, UNAVAILABLE_MESSAGE);
    }
  }

  /** The first outcome wins; a later one (a duplicate, or a reversal after a failure) changes nothing. */
  onOutcome(signal: TransferOutcomeSignal): void {
    if (this.outcome) log.info('transfer outcome after the first one ignored', { status: signal.status });
    this.outcome ??= signal;
  }

  /**
   * The bank sent the transfer back. With no outcome yet it is the transfer's failed outcome
   * (the failed path books it); after a success it is booked as a reversal once the completion
   * is (run's end); after a failure the money is back already and it changes nothing.
   */
  onReversed(signal: TransferReversedSignal): void {
    if (this.reversal) log.info('transfer reversal after the first one ignored');
    this.reversal ??= signal;
    this.outcome ??= { status: 'failed', reason: signal.reason };
  }

  /** A reversal waits to be booked: the withdrawal this run knows is completed. */
  reversalDue(): boolean {
    const withdrawal = this.settled ?? this.created?.withdrawal;
    return this.reversal !== undefined && !this.reversalBooked && withdrawal?.status === 'completed';
  }

  /** Books the bank's reversal of the completed payout (idempotent by the row's status and its movement id). */
  async bookReversal(): Promise<void> {
    const result = await this.written(steps.reverseWithdrawal({ withdrawalId: this.input.withdrawalId, reason: this.reversal!.reason }));
    this.reversalBooked = true;
    this.settled = result.withdrawal;
    this.setStatus(this.settled.status);
  }

  /**
   * An operator's give-up is a failed outcome, and like any outcome only the first one counts:
   * refused once the provider's answered (so a success already in is never reversed), and
   * before the transfer was sent (a send still being retried could yet pay the bank).
   */
  validateGiveUp(request: GiveUp): void {
    if (!request.operator?.trim() || !request.reason?.trim())
      throw refusalFailure(refuse.invalidRequest('an operator and a reason are required'));
    // A resumed run knows the withdrawal only once it read the row and asked the provider:
    // its handler decides then (an outcome may have come while no workflow was there).
    if (this.input.resumedBy && !this.resumeChecked) return;
    const refusal = this.giveUpRefusal();
    if (refusal) throw refusal;
  }

  /** Why this run cannot give up now (an operator's request, refused before anything is recorded), or null. */
  giveUpRefusal(): ApplicationFailure | null {
    const refusal = this.giveUpConflict();
    return refusal ? refusalFailure(refuse.invalidRequest(refusal)) : null;
  }

  giveUpConflict(): string | null {
    const { withdrawalId } = this.input;
    if (!this.created || this.created.withdrawal.status !== 'processing') return `withdrawal ${withdrawalId} is not processing`;
    if (this.outcome) return outcomeAlreadyArrived(withdrawalId, this.outcome.status);
    if (!this.transferSent) return transferNotSent(withdrawalId);
    return null;
  }

  async giveUp(request: GiveUp): Promise<WithdrawalView> {
    if (this.input.resumedBy && !this.resumeChecked) {
      await condition(() => this.resumeChecked);
      const refusal = this.giveUpRefusal();
      if (refusal) throw refusal;
    }
    // The validator saw no outcome and nothing runs in between; checked again all the same.
    if (!this.outcome) {
      this.outcome = { status: 'failed', reason: GIVEN_UP_FAILURE_REASON };
      this.givenUp = request;
    }
    await condition(() => this.settled !== undefined);
    return this.settled!;
  }

  /** One create per run: a repeated update (same Idempotency-Key) gets the same answer. */
  createOnce(request: CreateWithdrawalRequest): Promise<WithdrawalView> {
    return (this.creating ??= this.create(request));
  }

  /** Create, send, await the outcome, settle: each step once, in order; the events go out as they happen. */
  async run(): Promise<void> {
    const { withdrawalId } = this.input;
    if (this.input.resumedBy || this.input.reversedBy) await this.resume();
    else await this.awaitCreate();
    if (!this.created) {
      this.setStatus('not_created');
      await condition(allHandlersFinished);
      return;
    }
    this.setStatus(this.created.withdrawal.status);

    if (this.created.withdrawal.status === 'processing') {
      const sent = await provider.sendTransfer({ withdrawalId });
      if (sent.refusal) this.outcome ??= { status: 'failed', reason: sent.refusal };
      this.transferSent = true;
      if (this.input.resumedBy) await this.askProviderAtOnce();
      await this.awaitOutcome();
      const outcome = this.outcome!;
      const result = await this.written(
        outcome.status === 'success'
          ? steps.completeWithdrawal(withdrawalId)
          : steps.failWithdrawal({ withdrawalId, reason: outcome.reason, givenUp: this.givenUp }),
      );
      this.settled = result.withdrawal;
      this.setStatus(this.settled.status);
    }
    // A provider event repeated during the settling task would make ending there settle twice.
    await this.getQuiet();
    // A reversal of the completed transfer that came while this run was there (or started it).
    while (this.reversalDue()) {
      await this.bookReversal();
      await this.getQuiet();
    }
  }

  /**
   * Until the create answers. Bounded (CREATE_WAIT_BOUNDED): the create's Update comes with
   * the run's start, so its timer goes in the task that starts the create; when none has
   * started after CREATE_WAIT_MS the run reads its row, and carries on with a reserve a lost
   * create committed, or, finding none, ends not_created (a retry with the key starts a new run).
   */
  async awaitCreate(): Promise<void> {
    const answered = () => this.created !== undefined || this.refused;
    if (patched(CREATE_WAIT_BOUNDED)) {
      const started = () => answered() || this.creating !== undefined;
      if (!(await condition(started, CREATE_WAIT_MS))) {
        const stored = await steps.findWithdrawal(this.input.withdrawalId);
        // A create that came during the read decides. One that comes later finds either this
        // task's completion refused (Temporal runs the task again with the Update) or, once
        // the run has ended, starts a new run (update-with-start).
        if (!started()) {
          if (stored) this.created = { withdrawal: stored, created: false, eventIds: [] };
          return;
        }
      }
    }
    await condition(answered);
  }

  /** The provider's event, or failing that its answer to a status check on a timer. */
  async awaitOutcome(): Promise<void> {
    for (let check = 0; !this.outcome; check++) {
      const delay = STATUS_CHECK_DELAYS_MS[Math.min(check, STATUS_CHECK_DELAYS_MS.length - 1)];
      if (await condition(() => this.outcome !== undefined, delay)) return;
      await this.checkTransfer();
    }
  }

  async checkTransfer(): Promise<void> {
    const checked = await provider.checkTransfer({ withdrawalId: this.input.withdrawalId });
    if (checked.status !== 'pending') this.outcome ??= checked;
  }

  /**
   * A resumed run reads the stored withdrawal instead of creating it. One no longer processing
   * (settled since the operator looked) leaves nothing to do: the run ends as it found it.
   */
  async resume(): Promise<void> {
    const withdrawal = await steps.loadWithdrawal(this.input.withdrawalId);
    this.created = { withdrawal, created: false, eventIds: [] };
    if (withdrawal.status !== 'processing') this.resumeChecked = true;
  }

  /** The provider's event may have come while no workflow ran: a resumed run asks before it waits. */
  async askProviderAtOnce(): Promise<void> {
    if (!this.outcome) await this.checkTransfer();
    this.resumeChecked = true;
  }
}

/**
 * withdrawal-{withdrawalId}: one payout to a bank account. The API creates it through
 * update-with-start: the account name is resolved, then the amount reserved (or the create
 * refused, and the workflow ends with nothing written; a create Temporal lost is found by
 * reading the row, CREATE_WAIT_MS on). Then the transfer is sent (idempotent
 * by reference), its outcome awaited durably (the provider's event as a signal, a status check
 * on a timer as the fallback) and booked; the events go out in order as they happen.
 */
export async function withdrawalWorkflow(input: WithdrawalWorkflowInput): Promise<void> {
  const withdrawal = new WithdrawalEntity(input);
  setHandler(createWithdrawalUpdate, (request) => withdrawal.createOnce(request));
  setHandler(transferOutcomeSignal, (signal) => withdrawal.onOutcome(signal));
  setHandler(transferReversedSignal, (signal) => withdrawal.onReversed(signal));
  setHandler(giveUpWithdrawalUpdate, (request) => withdrawal.giveUp(request), {
    validator: (request: GiveUp) => withdrawal.validateGiveUp(request),
  });
  await withdrawal.run();
}
