import { encryptSecret } from '../src/keys';
import { nairaToKobo } from '../src/money';
import type { Owner } from '../src/owner';
import { WithdrawalIdKey, WithdrawalReferenceKey, WithdrawalStatusKey } from '../workflows/search-attributes';
import type { WithdrawalView } from '../src/withdrawals/store';
import { createWithdrawalUpdate, withdrawalWorkflowId } from '../workflows/withdrawal-messages';
import { startOperation } from '../temporal/workflow-starts';
import type { AppDeps } from './deps';
import { idForIdempotencyKey } from './derived-ids';
import { rethrowRefusal } from '../src/failures';
import { merchantRun } from '../temporal/merchant-runs';

export type WithdrawalRequest = {
  customerId: string;
  accountNumber: string;
  bankCode: string;
  amount: number;
  reference: string;
  currency: string;
  merchantFee?: number;
};

/**
 * POST /withdrawals: starts withdrawal-{withdrawalId} with its create update (update-with-start)
 * and answers once the account name is resolved and the amount reserved. The id derives from
 * the Idempotency-Key, so a retry joins the same workflow. The account number is encrypted
 * here, before it reaches Temporal, and only the worker's transfer step reads it.
 */
export async function createWithdrawalThroughWorkflow(
  deps: AppDeps,
  owner: Owner,
  idempotencyKey: string,
  request: WithdrawalRequest,
): Promise<WithdrawalView> {
  const withdrawalId = idForIdempotencyKey('withdrawal', owner, idempotencyKey);
  const start = startOperation('withdrawalWorkflow', {
    workflowId: withdrawalWorkflowId(withdrawalId),
    taskQueue: deps.config.taskQueue,
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [
      {
        merchantId: owner.merchantId,
        plane: owner.plane,
        withdrawalId,
      },
    ],
    ...merchantRun(
      owner,
      { key: WithdrawalIdKey, value: withdrawalId },
      { key: WithdrawalReferenceKey, value: request.reference },
      { key: WithdrawalStatusKey, value: 'new' },
    ),
  });
  try {
    return await deps.temporal.workflow.executeUpdateWithStart(createWithdrawalUpdate, {
      args: [
        {
          customerId: request.customerId,
          reference: request.reference,
          amount: nairaToKobo(request.amount).toString(),
          merchantFee: nairaToKobo(request.merchantFee ?? 0).toString(),
          currency: request.currency,
          bankCode: request.bankCode,
          last4: request.accountNumber.slice(-4),
          accountNumberCiphertext: encryptSecret(deps.masterKey, request.accountNumber).toString('base64'),
        },
      ],
      updateId: 'create',
      startWorkflowOperation: start,
    });
  } catch (err) {
    rethrowRefusal(err);
  }
}
