import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { Config } from '../src/config';
import { isId } from '../src/ids';
import { findWithdrawalById, toWithdrawalView, WithdrawalRow, WithdrawalView } from '../src/withdrawals/store';
import { WithdrawalIdKey, WithdrawalReferenceKey, WithdrawalStatusKey } from '../workflows/search-attributes';
import { StartOptions, startWorkflow } from '../temporal/workflow-starts';
import { ResumedBy, withdrawalWorkflowId } from '../workflows/withdrawal-messages';
import type { ResumeCommand } from './args';
import { temporalUiLink, withSql, withTemporal } from './connections';
import { CliError } from './output';
import { merchantRun } from '../temporal/merchant-runs';

// `withdrawal resume`: a withdrawal left `processing` with no running workflow (a stuck one,
// `find --stuck`) gets a new run of its own workflow, which carries the stored row on: sends
// the transfer under the same reference (the provider finds one already sent: never two),
// asks the provider at once, then awaits and books the outcome like any run. Refused while a
// run is going (the server refuses a second start, so two operators cannot both resume).

export type ResumeView = {
  withdrawal: WithdrawalView;
  resumed: ResumedBy & { runId: string };
  temporalUrl: string;
};

/** The start of a resumed run of withdrawal-{id}: the same id and search attributes the API gives it. */
export function resumedRunStart(row: WithdrawalRow, config: Config, resumedBy: ResumedBy): StartOptions<'withdrawalWorkflow'> {
  return {
    workflowId: withdrawalWorkflowId(row.id),
    taskQueue: config.taskQueue,
    args: [{ merchantId: row.merchant_id, plane: row.plane, withdrawalId: row.id, resumedBy }],
    ...merchantRun(
      { merchantId: row.merchant_id, plane: row.plane },
      { key: WithdrawalIdKey, value: row.id },
      { key: WithdrawalReferenceKey, value: row.reference },
      { key: WithdrawalStatusKey, value: row.status },
    ),
  };
}

/** The stored withdrawal an operator command names; refused when unknown or no longer processing. */
async function processingWithdrawal(config: Config, withdrawalId: string, command: string): Promise<WithdrawalRow> {
  const row = await withSql(config, async (sql) => (isId('withdrawal', withdrawalId) ? findWithdrawalById(sql, withdrawalId) : null));
  if (!row) throw new CliError(`withdrawal ${withdrawalId} not found`);
  if (row.status !== 'processing') {
    throw new CliError(
      `withdrawal ${row.id} is already ${row.status} (${(row.completed_at ?? row.failed_at)?.toISOString()}); nothing to ${command}`,
    );
  }
  return row;
}

export async function runResume(command: ResumeCommand, config: Config): Promise<ResumeView> {
  const row = await processingWithdrawal(config, command.withdrawalId, 'resume');
  const resumedBy = { operator: command.operator, reason: command.reason };
  const workflowId = withdrawalWorkflowId(row.id);
  const runId = await withTemporal(config, async (client) => {
    try {
      // Refused by the server while a run is going (a second resume, or the original run).
      const handle = await startWorkflow(client.workflow, 'withdrawalWorkflow', {
        ...resumedRunStart(row, config, resumedBy),
        workflowIdConflictPolicy: 'FAIL',
      });
      return handle.firstExecutionRunId;
    } catch (err) {
      if (err instanceof WorkflowExecutionAlreadyStartedError) {
        throw new CliError(`withdrawal ${row.id}: its workflow ${workflowId} is running and carries it on; nothing to resume`);
      }
      throw err;
    }
  });
  return { withdrawal: toWithdrawalView(row), resumed: { ...resumedBy, runId }, temporalUrl: temporalUiLink(config, workflowId) };
}
