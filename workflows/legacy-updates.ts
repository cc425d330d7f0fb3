import type { UpdateDefinition } from '@temporalio/common';
import { defineUpdate, setHandler } from '@temporalio/workflow';
import type { GiveUp } from '../src/withdrawals/give-up';
import type { WithdrawalView } from '../src/withdrawals/store';
import type { CheckoutCommand, CompleteCheckoutRequest, CompleteCheckoutResult } from './checkout-messages';
import type { WithdrawalCommand } from './withdrawal-messages';

// The single-purpose Update names of checkout and withdrawal from before their command
// Updates (checkoutCommand, withdrawalCommand), kept because an API or cli deployed before
// may still send them: each is handled as its command, by the same handler and validator.
// Registering a handler makes no command, so this needs no patch; nothing is booked under an
// old name. Retired by deleting this file and its two calls once nothing sends the old names
// (docs/workflow-changes.md "Retiring completeCheckout and giveUpWithdrawal").

export const legacyCheckoutUpdates = {
  complete: defineUpdate<CompleteCheckoutResult, [CompleteCheckoutRequest]>('completeCheckout'),
};

export const legacyWithdrawalUpdates = {
  giveUp: defineUpdate<WithdrawalView, [GiveUp]>('giveUpWithdrawal'),
};

/** An old Update name handled as a command: the same handler and validator, on the command it stands for. */
function wireAsCommand<Request, Command, Result>(
  update: UpdateDefinition<Result, [Request]>,
  commandOf: (request: Request) => Command,
  handle: (command: Command) => Promise<Result>,
  validate: (command: Command) => void,
): void {
  setHandler(update, (request) => handle(commandOf(request)), { validator: (request) => validate(commandOf(request)) });
}

/** `completeCheckout` as the `complete` command. */
export function wireLegacyCheckoutUpdate(
  handle: (command: CheckoutCommand) => Promise<CompleteCheckoutResult>,
  validate: (command: CheckoutCommand) => void,
): void {
  wireAsCommand(legacyCheckoutUpdates.complete, (request): CheckoutCommand => ({ ...request, kind: 'complete' }), handle, validate);
}

/** `giveUpWithdrawal` as the `giveUp` command. */
export function wireLegacyWithdrawalUpdate(
  handle: (command: WithdrawalCommand) => Promise<WithdrawalView>,
  validate: (command: WithdrawalCommand) => void,
): void {
  wireAsCommand(legacyWithdrawalUpdates.giveUp, (request): WithdrawalCommand => ({ ...request, kind: 'giveUp' }), handle, validate);
}
