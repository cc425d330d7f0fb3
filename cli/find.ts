import type { Config } from '../src/config';
import { findByMerchant, findByReference, findEscrow, FoundEvent, findEvent, findWithdrawal, Movement } from '../src/operations/find';
import type { FindCommand } from './args';
import { temporalUiLink, withSql } from './connections';
import { CliError } from './output';

// `find`: what the operator asked about, each with its workflow's Temporal UI link.

export type FindView = {
  event?: FoundEvent;
  results: Array<Movement & { temporalUrl: string }>;
};

export async function runFind(command: FindCommand, config: Config): Promise<FindView> {
  return withSql(config, async (sql) => {
    let event: FoundEvent | undefined;
    let movements: Movement[];
    if (command.escrowId) movements = await findEscrow(sql, command.escrowId);
    else if (command.withdrawalId) movements = await findWithdrawal(sql, command.withdrawalId);
    else if (command.reference) movements = await findByReference(sql, command.reference, command.merchantId);
    else if (command.eventId) {
      const found = await findEvent(sql, command.eventId);
      if (!found) throw new CliError(`event ${command.eventId} not found`);
      ({ event, movements } = found);
    } else movements = await findByMerchant(sql, command.merchantId!);

    if (!event && movements.length === 0) throw new CliError(`nothing found for ${describe(command)}`);
    return {
      ...(event ? { event } : {}),
      results: movements.map((m) => ({ ...m, temporalUrl: temporalUiLink(config, m.workflowId) })),
    };
  });
}

function describe(command: FindCommand): string {
  const parts = Object.entries({
    merchant: command.merchantId, escrow: command.escrowId, withdrawal: command.withdrawalId, reference: command.reference, event: command.eventId,
  }).filter(([, v]) => v !== undefined);
  return parts.map(([k, v]) => `--${k} ${v}`).join(' ');
}
