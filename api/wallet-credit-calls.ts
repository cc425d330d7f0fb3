import { createHash } from 'node:crypto';
import { refuse } from '../src/errors';
import { CONTROL_FAILURE, isControlFailure } from '../src/failures';
import { quoteFees } from '../src/fees';
import { nairaToKobo } from '../src/money';
import { recordSandboxTransaction } from '../src/payments/sandbox-records';
import { depositMovementKey } from '../src/wallets/deposits';
import type { Owner } from '../src/owner';
import { WalletIdKey } from '../workflows/search-attributes';
import type { WalletView } from '../src/wallets/view';
import { walletCreditBookedUpdate, walletCreditWorkflowId } from '../workflows/wallet-credit-messages';
import { startOperation } from '../temporal/workflow-starts';
import type { AppDeps } from './deps';
import { merchantRun } from '../temporal/merchant-runs';

// The API side of a sandbox wallet credit (POST /wallets/{walletId}/credits): the deposit is
// recorded at the sandbox provider, then booked by its wallet-credit workflow, reached by
// update-with-start.

function shortHash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 20);
}

/** The sandbox's reference of the deposit a credit request makes (`sbx-dep-…`): derived from its Idempotency-Key, so a retry is the same deposit. */
function sandboxDepositReference(owner: Owner, idempotencyKey: string, grossNaira: number): string {
  return `sbx-dep-${shortHash(owner.merchantId, owner.plane, idempotencyKey, String(grossNaira))}`;
}

/**
 * A sandbox inbound transfer: the sandbox "provider" takes the deposit into its books first
 * (src/payments/sandbox-records.ts: a dedicated-account transaction with the deposit fee), then
 * it is booked as a live deposit is, its workflow and movement ids derived from the deposit's
 * reference (depositMovementKey), itself derived from the Idempotency-Key: a retry after any
 * crash joins or repeats the same booking and can never credit twice.
 */
export async function creditWalletThroughWorkflow(
  deps: AppDeps,
  owner: Owner,
  input: { walletId: string; grossNaira: number; idempotencyKey: string; accountNumber: string | null },
): Promise<WalletView> {
  const reference = sandboxDepositReference(owner, input.idempotencyKey, input.grossNaira);
  const gross = nairaToKobo(input.grossNaira);
  await recordSandboxTransaction(deps.sql, {
    reference,
    status: 'success',
    amount: gross,
    currency: 'NGN',
    fee: quoteFees('deposit', gross).providerFee,
    channel: 'dedicated_nuban',
    receiverAccountNumber: input.accountNumber,
  });
  const movement = depositMovementKey(reference);
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
        grossAmount: gross.toString(),
      },
    ],
    ...merchantRun(owner, { key: WalletIdKey, value: input.walletId }),
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
