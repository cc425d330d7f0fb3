import { WorkflowNotFoundError } from '@temporalio/client';
import type { Config } from '../src/config';
import { isId } from '../src/ids';
import { findEscrow, Movement } from '../src/operations/find';
import { escrowRowChangedSignal, escrowWorkflowId } from '../workflows/escrow-messages';
import type { CatchUpCommand } from './args';
import { temporalUiLink, withSql, withTemporal } from './connections';
import { CliError } from './output';

// `escrow catch-up`: the escrow's running workflow is told to read its row again, the signal
// the API sends when it answers a write from its record (decisions.md "Escrow writes"). For a
// run behind its row that nothing else will tell: the API's signal lost while Temporal was
// away, or a create Temporal lost whose API process died with the request. The run takes the
// row's state under its lock (so its deadlines run, a recorded guest refund goes to the
// provider, a terminal hold ends the run); told again, it changes nothing more.

export type CatchUpView = { escrow: Movement; told: { workflowId: string; runId: string }; temporalUrl: string };

export async function runCatchUp(command: CatchUpCommand, config: Config): Promise<CatchUpView> {
  const [escrow] = await withSql(config, (sql) =>
    isId('escrow', command.escrowId) ? findEscrow(sql, command.escrowId) : Promise.resolve([]),
  );
  if (!escrow) throw new CliError(`escrow ${command.escrowId} not found`);
  const workflowId = escrowWorkflowId(escrow.id);
  const ended = (how: string) => new CliError(`escrow ${escrow.id}: its workflow ${workflowId} ${how}; nothing to catch up`);
  const runId = await withTemporal(config, async (client) => {
    const handle = client.workflow.getHandle(workflowId);
    try {
      const { runId, status } = await handle.describe();
      if (status.name !== 'RUNNING') throw ended(`has ended (${status.name})`);
      await handle.signal(escrowRowChangedSignal);
      return runId;
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) throw ended('is not found');
      throw err;
    }
  });
  return { escrow, told: { workflowId, runId }, temporalUrl: temporalUiLink(config, workflowId) };
}
