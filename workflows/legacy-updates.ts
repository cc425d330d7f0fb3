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

/** `completeCheckout` as the `complete` command. */
export function wireLegacyCheckoutUpdate(
  handle: (command: CheckoutCommand) => Promise<CompleteCheckoutResult>,
  validate: (command: CheckoutCommand) => void,
): void {
  const commandOf = (request: CompleteCheckoutRequest): CheckoutCommand => ({ ...request, kind: 'complete' });
  setHandler(legacyCheckoutUpdates.complete, (request) => handle(commandOf(request)), {
    validator: (request) => validate(commandOf(request)),
  });
}

/** `giveUpWithdrawal` as the `giveUp` command. */
export function wireLegacyWithdrawalUpdate(
  handle: (command: WithdrawalCommand) => Promise<WithdrawalView>,
  validate: (command: WithdrawalCommand) => void,
): void {
  const commandOf = (request: GiveUp): WithdrawalCommand => ({ ...request, kind: 'giveUp' });
  setHandler(legacyWithdrawalUpdates.giveUp, (request) => handle(commandOf(request)), {
    validator: (request) => validate(commandOf(request)),
  });
}
