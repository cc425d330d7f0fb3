import { createHash } from 'node:crypto';
import { refuse } from '../src/errors';
import { CONTROL_FAILURE, isControlFailure } from '../src/failures';
import { nairaToKobo } from '../src/money';
import type { Owner } from '../src/owner';
import { MerchantIdKey, PlaneKey, WalletIdKey } from '../workflows/search-attributes';
import type { WalletView } from '../src/wallets/view';
import { walletCreditBookedUpdate, walletCreditWorkflowId } from '../workflows/messages';
import { startOperation } from '../workflows/starts';
import type { AppDeps } from './deps';

// The API's only way to move money: start, signal or update workflows.

function shortHash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 20);
}

/**
 * A sandbox inbound transfer. The workflow id and the ledger movement id both derive from
 * the Idempotency-Key, so a retry after any crash joins or repeats the same booking and
 * can never credit twice.
 */
export async function creditWalletThroughWorkflow(
  deps: AppDeps,
  owner: Owner,
  input: { walletId: string; grossNaira: number; idempotencyKey: string },
): Promise<WalletView> {
  const movement = shortHash(owner.merchantId, owner.plane, input.idempotencyKey, String(input.grossNaira));
  const start = startOperation('walletCreditWorkflow', {
    workflowId: walletCreditWorkflowId(input.walletId, movement),
    taskQueue: deps.config.taskQueue,
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [
      {
        merchantId: owner.merchantId,
        plane: owner.plane,
        walletId: input.walletId,
        movementId: `wallet_credit:${movement}`,
        grossAmount: nairaToKobo(input.grossNaira).toString(),
      },
    ],
    typedSearchAttributes: [
      { key: MerchantIdKey, value: owner.merchantId },
      { key: PlaneKey, value: owner.plane },
      { key: WalletIdKey, value: input.walletId },
    ],
  });
  try {
    return await deps.temporal.workflow.executeUpdateWithStart(walletCreditBookedUpdate, { startWorkflowOperation: start });
  } catch (err) {
    if (isControlFailure(err, CONTROL_FAILURE.walletCreditFailed)) {
      throw refuse.internalError('The credit could not be booked; retry with the same Idempotency-Key');
    }
    throw err;
  }
}
