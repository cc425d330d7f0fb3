import { WorkflowUpdateFailedError } from '@temporalio/client';
import type { Config } from '../src/config';
import { isId } from '../src/ids';
import { giveUpRefusal } from '../src/withdrawals/give-up';
import { findWithdrawalById, WithdrawalView } from '../src/withdrawals/store';
import { startOperation } from '../temporal/workflow-starts';
import { withdrawalRunStatus } from '../temporal/stuck-withdrawals';
import { giveUpWithdrawalUpdate, withdrawalWorkflowId } from '../workflows/withdrawal-messages';
import type { GiveUpCommand } from './args';
import { temporalUiLink, withSql, withTemporal } from './connections';
import { CliError } from './output';
import { resumedRunStart } from './resume';

// `withdrawal give-up`: the operator's decision goes to the withdrawal's workflow as an Update
// (decisions.md "Withdrawals"), which fails it like a failed transfer if no outcome came first.
// A stuck withdrawal (processing, no running workflow) gets a resumed run with the Update
// (update-with-start): the run asks the provider once before it takes the give-up. The row is
// checked first only to answer clearly; the workflow has the last word.

export type GiveUpView = {
  withdrawal: WithdrawalView;
  givenUp: { operator: string; reason: string; at: string };
  temporalUrl: string;
};

export async function runGiveUp(command: GiveUpCommand, config: Config): Promise<GiveUpView> {
  return withSql(config, async (sql) => {
    const row = isId('withdrawal', command.withdrawalId) ? await findWithdrawalById(sql, command.withdrawalId) : null;
    if (!row) throw new CliError(`withdrawal ${command.withdrawalId} not found`);
    const workflowId = withdrawalWorkflowId(row.id);
    const decision = { operator: command.operator, reason: command.reason };
    const withdrawal = await withTemporal(config, async (client) => {
      const refusal = giveUpRefusal(row);
      if (refusal) {
        // Not sent and nothing running to send it: only a resume moves it (never two transfers).
        if (row.status === 'processing' && (await withdrawalRunStatus(client, row.id)) !== 'RUNNING')
          throw new CliError(stuckBeforeSend(row.id));
        throw new CliError(refusal);
      }
      try {
        return await client.workflow.executeUpdateWithStart(giveUpWithdrawalUpdate, {
          args: [decision],
          updateId: 'give-up',
          // The running workflow takes it; with none (a stuck withdrawal), a resumed run does.
          startWorkflowOperation: startOperation('withdrawalWorkflow', {
            ...resumedRunStart(row, config, decision),
            workflowIdConflictPolicy: 'USE_EXISTING',
          }),
        });
      } catch (err) {
        if (err instanceof WorkflowUpdateFailedError) throw new CliError(`refused: ${err.cause?.message ?? err.message}`);
        throw err;
      }
    });
    // The first outcome won: the provider's, which arrived while the give-up was on its way.
    const after = (await findWithdrawalById(sql, row.id))!;
    if (after.given_up_by === null) throw new CliError(giveUpRefusal(after) ?? `withdrawal ${row.id} was not given up`);
    return {
      withdrawal,
      givenUp: { operator: after.given_up_by, reason: after.given_up_reason!, at: after.given_up_at!.toISOString() },
      temporalUrl: temporalUiLink(config, workflowId),
    };
  });
}

const stuckBeforeSend = (withdrawalId: string) =>
  `withdrawal ${withdrawalId} is stuck before its transfer was sent (processing, no running workflow); ` +
  `give-up is only for a sent transfer: "withdrawal resume --id ${withdrawalId}" sends it under its reference (the provider never pays twice)`;
