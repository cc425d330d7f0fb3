import { defineUpdate, setHandler } from '@temporalio/workflow';
import type { UpdateDefinition } from '@temporalio/common';
import type { Activities } from '../activities';
import type { EscrowCommand, EscrowCommandRequest } from '../src/escrows/commands';
import type { DisputeView } from '../src/escrows/disputes';
import type { EscrowWriteResult, WriteTarget } from '../src/escrows/escrow-write';
import type { EscrowView } from '../src/escrows/store';
import type { Owner } from '../src/owner';

// The escrow workflow's ways from before its command channel, kept while runs use them
// (docs/workflow-changes.md "Retiring the per-command escrow Updates"):
// - the per-command Update names an API deployed before the channel still sends: each is
//   handled as the same command on the same path;
// - the per-command activities that runs started before the channel schedule (their recorded
//   histories name them): such a run (no `commandChannel` in its input, `patched()` false)
//   books its commands under the old names.
// Retired with the patch `escrow-command-channel`: delete this file, its wiring in escrow.ts
// and activities/escrow-legacy.ts.

/** Patch id: commands are booked through the one activity, bookEscrowCommand. */
export const ESCROW_COMMAND_CHANNEL_PATCH = 'escrow-command-channel';

/** The per-command Updates (never extended: a kind added since has only the channel). */
export const legacyEscrowUpdates = {
  release: defineUpdate<EscrowView, [EscrowCommandRequest<'release'>, Owner]>('releaseEscrow'),
  refund: defineUpdate<EscrowView, [EscrowCommandRequest<'refund'>, Owner]>('refundEscrow'),
  cancel: defineUpdate<EscrowView, [EscrowCommandRequest<'cancel'>, Owner]>('cancelEscrow'),
  openDispute: defineUpdate<DisputeView, [EscrowCommandRequest<'openDispute'>, Owner]>('openDispute'),
  resolveDispute: defineUpdate<DisputeView, [EscrowCommandRequest<'resolveDispute'>, Owner]>('resolveDispute'),
};

type LegacyKind = keyof typeof legacyEscrowUpdates;

/** Each old Update name as a route to the command channel's handler and validator. */
export function wireLegacyEscrowUpdates(
  handle: (command: EscrowCommand, caller: Owner) => Promise<EscrowView | DisputeView>,
  validate: (command: EscrowCommand, caller: Owner) => void,
): void {
  for (const kind of Object.keys(legacyEscrowUpdates) as LegacyKind[]) {
    const update = legacyEscrowUpdates[kind] as UpdateDefinition<EscrowView | DisputeView, [object, Owner]>;
    const commandOf = (request: object) => ({ ...request, kind }) as EscrowCommand;
    setHandler(update, (request, caller) => handle(commandOf(request), caller), {
      validator: (request, caller) => validate(commandOf(request), caller),
    });
  }
}

type Writes = Pick<Activities, 'bookEscrowCommand' | 'releaseEscrow' | 'refundEscrow' | 'cancelEscrow' | 'openDispute' | 'resolveDispute'>;

/** A command of a run from before the channel, under its old activity; a kind added since takes the channel. */
export function bookUnderOldName(writes: Writes, target: WriteTarget, command: EscrowCommand): Promise<EscrowWriteResult> {
  switch (command.kind) {
    case 'release':
      return writes.releaseEscrow({ ...target, amount: command.amount });
    case 'refund':
      return writes.refundEscrow({ ...target, amount: command.amount, reason: command.reason });
    case 'cancel':
      return writes.cancelEscrow({ ...target, reason: command.reason });
    case 'openDispute':
      return writes.openDispute({ ...target, openedBy: command.openedBy, reasonCode: command.reasonCode, description: command.description });
    case 'resolveDispute': {
      const { disputeId, action, releaseAmount, refundAmount } = command;
      return writes.resolveDispute({ ...target, disputeId, action, releaseAmount, refundAmount });
    }
    default:
      return writes.bookEscrowCommand({ ...target, command });
  }
}
