import type { EscrowCommandInput } from '../src/escrows/command-dispatch';
import type { EscrowWriteResult, WriteTarget } from '../src/escrows/escrow-write';
import type { ResolveRequest } from '../src/escrows/rules';

// The per-command activities that escrow runs started before the command channel still
// schedule (workflows/escrow-legacy.ts): each is the one booking (bookEscrowCommand) under its
// old name. Retired with the patch `escrow-command-channel` (docs/workflow-changes.md):
// delete this file then.

type Book = (input: EscrowCommandInput) => Promise<EscrowWriteResult>;

export function legacyEscrowCommandActivities(book: Book) {
  return {
    releaseEscrow: ({ amount, ...target }: WriteTarget & { amount?: string }) => book({ ...target, command: { kind: 'release', amount } }),
    refundEscrow: ({ amount, reason, ...target }: WriteTarget & { amount?: string; reason?: string }) =>
      book({ ...target, command: { kind: 'refund', amount, reason } }),
    cancelEscrow: ({ reason, ...target }: WriteTarget & { reason?: string }) => book({ ...target, command: { kind: 'cancel', reason } }),
    openDispute: ({ openedBy, reasonCode, description, ...target }: WriteTarget & { openedBy: string; reasonCode: string; description: string }) =>
      book({ ...target, command: { kind: 'openDispute', openedBy, reasonCode, description } }),
    resolveDispute: ({ disputeId, action, releaseAmount, refundAmount, ...target }: WriteTarget & ResolveRequest) =>
      book({ ...target, command: { kind: 'resolveDispute', disputeId, action, releaseAmount, refundAmount } }),
  };
}
