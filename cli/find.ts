import type { Client } from '@temporalio/client';
import type { Config } from '../src/config';
import type { Sql } from '../src/db';
import {
  findByMerchant,
  findByReference,
  findEscrow,
  FoundEvent,
  findEvent,
  findWithdrawal,
  findWithdrawals,
  Movement,
} from '../src/operations/find';
import { processingWithdrawals, stillProcessing } from '../src/withdrawals/processing';
import { StuckWithdrawal, stuckAmong } from '../temporal/stuck-withdrawals';
import type { FindCommand } from './args';
import { temporalUiLink, withSql, withTemporal } from './connections';
import { CliError } from './output';

// `find`: what the operator asked about, each with its workflow's Temporal UI link. A
// withdrawal still `processing` is checked against Temporal: with no running workflow it is
// stuck, and its result says so and what mends it. `--stuck` lists every such withdrawal.

/** What `find` adds to a stuck withdrawal. */
type StuckNote = {
  reason: 'processing with no running workflow';
  /** Its workflow's latest run: COMPLETED, TERMINATED, FAILED, TIMED_OUT, … or NOT_FOUND. */
  workflowStatus: string;
  transferSent: boolean;
  unchangedSince: string;
  /** The commands that settle it, and what each does. */
  mend: string[];
};

type Result = Movement & { temporalUrl: string; stuck?: StuckNote };

export type FindView = {
  event?: FoundEvent;
  results: Result[];
};

/** `--stuck` checks at most this many processing withdrawals, least recently changed first. */
const STUCK_SCAN_LIMIT = 1000;

export async function runFind(command: FindCommand, config: Config): Promise<FindView> {
  return withSql(config, async (sql) => {
    let event: FoundEvent | undefined;
    let movements: Movement[];
    let stuck: StuckWithdrawal[] | undefined;
    if (command.stuck) {
      const candidates = await processingWithdrawals(sql, {
        unchangedForSeconds: 0,
        limit: STUCK_SCAN_LIMIT,
        merchantId: command.merchantId,
      });
      stuck = candidates.length === 0 ? [] : await withTemporal(config, (client) => stuckAmong(sql, client, candidates));
      movements = await findWithdrawals(
        sql,
        stuck.map((w) => w.id),
      );
    } else if (command.escrowId) movements = await findEscrow(sql, command.escrowId);
    else if (command.withdrawalId) movements = await findWithdrawal(sql, command.withdrawalId);
    else if (command.reference) movements = await findByReference(sql, command.reference, command.merchantId);
    else if (command.eventId) {
      const found = await findEvent(sql, command.eventId);
      if (!found) throw new CliError(`event ${command.eventId} not found`);
      ({ event, movements } = found);
    } else movements = await findByMerchant(sql, command.merchantId!);

    // An empty stuck list is an answer (nothing is stuck); an empty lookup is not.
    if (!command.stuck && !event && movements.length === 0) throw new CliError(`nothing found for ${describe(command)}`);
    stuck ??= await stuckOf(sql, config, movements);
    const stuckById = new Map(stuck.map((w) => [w.id, w]));
    return {
      ...(event ? { event } : {}),
      results: movements.map((m) => {
        const s = m.kind === 'withdrawal' ? stuckById.get(m.id) : undefined;
        return { ...m, temporalUrl: temporalUiLink(config, m.workflowId), ...(s ? { stuck: stuckNote(s) } : {}) };
      }),
    };
  });
}

/** The stuck ones of the processing withdrawals found (Temporal is asked only when there are some). */
async function stuckOf(sql: Sql, config: Config, movements: Movement[]): Promise<StuckWithdrawal[]> {
  const ids = movements.filter((m) => m.kind === 'withdrawal' && m.status === 'processing').map((m) => m.id);
  const candidates = await stillProcessing(sql, ids);
  if (candidates.length === 0) return [];
  return withTemporal(config, (client: Client) => stuckAmong(sql, client, candidates));
}

function stuckNote(w: StuckWithdrawal): StuckNote {
  const args = `--id ${w.id} --operator NAME --reason TEXT`;
  const resume = w.transferSent
    ? `npm run --silent cli -- withdrawal resume ${args}: a new run of its workflow asks the provider for the transfer's outcome at once and books it (or awaits it)`
    : `npm run --silent cli -- withdrawal resume ${args}: a new run of its workflow sends the transfer under its reference (never paid twice) and books the outcome`;
  const giveUp = `npm run --silent cli -- withdrawal give-up ${args}: only if the provider has no outcome and never will; the reserve goes back to the customer (withdrawal.failed)`;
  return {
    reason: 'processing with no running workflow',
    workflowStatus: w.workflowStatus,
    transferSent: w.transferSent,
    unchangedSince: w.updatedAt.toISOString(),
    mend: w.transferSent ? [resume, giveUp] : [resume],
  };
}

function describe(command: FindCommand): string {
  const parts = Object.entries({
    merchant: command.merchantId,
    escrow: command.escrowId,
    withdrawal: command.withdrawalId,
    reference: command.reference,
    event: command.eventId,
  }).filter(([, v]) => v !== undefined);
  return parts.map(([k, v]) => `--${k} ${v}`).join(' ');
}
