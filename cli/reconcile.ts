import os from 'node:os';
import type { Config } from '../src/config';
import type { Plane } from '../src/keys';
import { differencesCsv, reportText } from '../src/reconciliation/export';
import { ExplainRefusal, explainDifference, readReport, Report } from '../src/reconciliation/report';
import { reconciliationWorkflowId } from '../workflows/reconciliation-messages';
import { runReconciliation } from '../temporal/reconciliation-runs';
import type { ReconcileCommand } from './args';
import { temporalUiLink, withSql, withTemporal } from './connections';
import { CliError } from './output';

// `reconcile`: the daily reconciliation on demand (docs/operations.md "Reconciliation"). A run
// goes through the day's workflow on the worker (joining it when one is going), and waits; the
// report is read from PostgreSQL. Human-readable unless --json (one JSON object).

export type ReconcileOutput = { text: string; exitCode: 0 | 1 };

const asJson = (value: unknown) => `${JSON.stringify(value)}\n`;

export async function runReconcileCommand(command: ReconcileCommand, config: Config): Promise<ReconcileOutput> {
  switch (command.action) {
    case 'reconcile': {
      const outcome = await withTemporal(config, (client) =>
        runReconciliation(client, { plane: command.plane, day: command.day, taskQueue: config.taskQueue }),
      );
      const report = await withSql(config, (sql) => readReport(sql, command.plane, command.day));
      const temporalUrl = temporalUiLink(config, reconciliationWorkflowId(command.plane, command.day));
      // A failed run prints the day's report as it stands (its earlier one, or none) with the failure, and exits 1.
      const exitCode = outcome.status === 'completed' ? 0 : 1;
      if (command.json)
        return {
          text: asJson({
            ...report,
            outcome: outcome.status,
            ...(outcome.status === 'failed' ? { failure: outcome.failure } : {}),
            temporalUrl,
          }),
          exitCode,
        };
      const failed = outcome.status === 'failed' ? `The run FAILED: ${outcome.failure}\n` : '';
      return { text: `${failed}${reportText(report)}Temporal: ${temporalUrl}\n`, exitCode };
    }
    case 'reconcile-show': {
      const report = await shownReport(config, command.plane, command.day);
      return { text: command.json ? asJson(report) : reportText(report), exitCode: 0 };
    }
    case 'reconcile-export': {
      const report = await shownReport(config, command.plane, command.day);
      return { text: command.format === 'json' ? asJson(report) : differencesCsv(report), exitCode: 0 };
    }
    case 'reconcile-explain': {
      // Who explains it: --by, else the operator's own login on this machine.
      const by = command.by ?? os.userInfo().username;
      const difference = await withSql(config, async (sql) => {
        try {
          return await explainDifference(sql, { differenceId: command.differenceId, note: command.note, by });
        } catch (err) {
          if (err instanceof ExplainRefusal) throw new CliError(err.message);
          throw err;
        }
      });
      const text = command.json
        ? asJson(difference)
        : `Difference ${difference.id} (${difference.class}, ${difference.source} ${difference.reference}) explained by ${difference.explanation!.by} at ${difference.explanation!.at}: ${difference.explanation!.note}\n`;
      return { text, exitCode: 0 };
    }
  }
}

/** The day's report; a day never reconciled is refused (exit 1). */
async function shownReport(config: Config, plane: Plane, day: string): Promise<Report> {
  const report = await withSql(config, (sql) => readReport(sql, plane, day));
  if (!report.run && !report.latestRun)
    throw new CliError(`the ${plane} plane has no reconciliation of ${day}; run "reconcile --date ${day} --plane ${plane}"`);
  return report;
}
