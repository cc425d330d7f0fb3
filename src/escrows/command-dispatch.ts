import { Sql } from '../db';
import { EscrowCommand, unhandledCommand } from './commands';
import { advanceTestClock, moveDeadlines } from './deadlines';
import { openDispute, resolveDispute } from './dispute-writes';
import { EscrowWriteResult, WriteTarget } from './escrow-write';
import { cancelEscrow, refundEscrow, releaseEscrow } from './release-refund-cancel';

// One command, one booking: the escrow workflow's one activity for a merchant's command hands
// it to its write by kind (commands.ts holds the commands and their rules).

export type EscrowCommandInput = WriteTarget & { command: EscrowCommand };

/** Books a merchant's command (the escrow workflow's one activity for commands): its write, by kind. */
export function bookEscrowCommand(sql: Sql, { command, ...target }: EscrowCommandInput): Promise<EscrowWriteResult> {
  switch (command.kind) {
    case 'release':
      return releaseEscrow(sql, { ...target, amount: command.amount, automatic: command.automatic });
    case 'refund':
      // A guest payer's refund answers pending (status unchanged); the workflow then asks the provider.
      return refundEscrow(sql, { ...target, amount: command.amount, reason: command.reason });
    case 'cancel':
      return cancelEscrow(sql, { ...target, reason: command.reason, automatic: command.automatic });
    case 'openDispute':
      return openDispute(sql, { ...target, openedBy: command.openedBy, reasonCode: command.reasonCode, description: command.description });
    case 'resolveDispute': {
      const { disputeId, action, releaseAmount, refundAmount } = command;
      return resolveDispute(sql, { ...target, disputeId, action, releaseAmount, refundAmount });
    }
    case 'moveDeadlines': {
      const { inspectionPeriod, releaseAt, fundingDeadline } = command;
      return moveDeadlines(sql, { ...target, inspectionPeriod, releaseAt, fundingDeadline });
    }
    case 'advanceTestClock':
      return advanceTestClock(sql, { ...target, seconds: command.seconds });
    default:
      return unhandledCommand(command);
  }
}
