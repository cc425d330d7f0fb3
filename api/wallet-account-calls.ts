import { WithStartWorkflowOperation } from '@temporalio/client';
import { randomUUID } from 'node:crypto';
import { liveProviderSettings } from '../src/config';
import { LiveProviderNotConfiguredError } from '../src/errors';
import { encryptSecret } from '../src/keys';
import type { Owner } from '../src/owner';
import { MerchantIdKey, PlaneKey, WalletIdKey } from '../src/temporal/search-attributes';
import type { WalletView } from '../src/wallets/view';
import { startWalletAccountUpdate, walletAccountWorkflowId } from '../workflows/wallet-account-messages';
import type { AppDeps } from './deps';
import { rethrowRefusal } from './workflow-errors';

export type LiveWalletRequest = { walletId: string; bvn: string; bankCode: string; accountNumber: string };

/**
 * POST /wallets with live keys: starts wallet-account-{walletId} with its start update
 * (update-with-start) and answers the pending wallet once Paystack has the validation request.
 * A concurrent create joins the same run and its one start. The BVN and the account number are
 * encrypted here, before they reach Temporal; only the worker's activity reads them.
 */
export async function startLiveWalletAccount(deps: AppDeps, owner: Owner, request: LiveWalletRequest): Promise<WalletView> {
  if (!liveProviderSettings(deps.config)) throw new LiveProviderNotConfiguredError();
  const start = new WithStartWorkflowOperation('walletAccountWorkflow', {
    workflowId: walletAccountWorkflowId(request.walletId),
    taskQueue: deps.config.taskQueue,
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [{ merchantId: owner.merchantId, plane: owner.plane, walletId: request.walletId }],
    typedSearchAttributes: [
      { key: MerchantIdKey, value: owner.merchantId },
      { key: PlaneKey, value: owner.plane },
      // The dev server allows 10 keyword attributes and all are taken: the status is the wallet's (GET /wallets/{id}).
      { key: WalletIdKey, value: request.walletId },
    ],
  });
  try {
    return await deps.temporal.workflow.executeUpdateWithStart(startWalletAccountUpdate, {
      args: [
        {
          bankCode: request.bankCode,
          bvnCiphertext: encryptSecret(deps.masterKey, request.bvn).toString('base64'),
          accountNumberCiphertext: encryptSecret(deps.masterKey, request.accountNumber).toString('base64'),
        },
      ],
      // Unique per request: Temporal answers a known update id with its old result, even from a
      // closed run, and a POST after a failed or refused attempt must start again. Concurrent
      // POSTs in one run still get one start (the workflow's handler runs it once).
      updateId: randomUUID(),
      startWorkflowOperation: start,
    });
  } catch (err) {
    rethrowRefusal(err);
  }
}
