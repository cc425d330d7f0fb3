import { WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import type { Config } from '../src/config';
import { isId } from '../src/ids';
import { giveUpRefusal } from '../src/withdrawals/give-up';
import { findWithdrawalById, WithdrawalView } from '../src/withdrawals/store';
import { giveUpWithdrawalUpdate, withdrawalWorkflowId } from '../workflows/withdrawal-messages';
import type { GiveUpCommand } from './args';
import { temporalUiLink, withSql, withTemporal } from './connections';
import { CliError } from './output';

// `withdrawal give-up`: the operator's decision goes to the withdrawal's workflow as an Update
// (decisions.md "Withdrawals"), which fails it like a failed transfer if no outcome came first.
// The row is checked first only to answer clearly; the workflow has the last word.

export type GiveUpView = {
  withdrawal: WithdrawalView;
  givenUp: { operator: string; reason: string; at: string };
  temporalUrl: string;
};

export async function runGiveUp(command: GiveUpCommand, config: Config): Promise<GiveUpView> {
  return withSql(config, async (sql) => {
    const row = isId('withdrawal', command.withdrawalId) ? await findWithdrawalById(sql, command.withdrawalId) : null;
    if (!row) throw new CliError(`withdrawal ${command.withdrawalId} not found`);
    const refusal = giveUpRefusal(row);
    if (refusal) throw new CliError(refusal);

    const workflowId = withdrawalWorkflowId(row.id);
    const withdrawal = await withTemporal(config, async (client) => {
      try {
        return await client.workflow.getHandle(workflowId).executeUpdate(giveUpWithdrawalUpdate, {
          args: [{ operator: command.operator, reason: command.reason }],
          updateId: 'give-up',
        });
      } catch (err) {
        if (err instanceof WorkflowUpdateFailedError) throw new CliError(`refused: ${err.cause?.message ?? err.message}`);
        if (err instanceof WorkflowNotFoundError) throw new CliError(`the workflow ${workflowId} is not running; the withdrawal settled meanwhile`);
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
