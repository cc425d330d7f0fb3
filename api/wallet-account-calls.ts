import { randomUUID } from 'node:crypto';
import { liveProviderSettings } from '../src/config';
import { setTimeout as sleep } from 'node:timers/promises';
import { refuse } from '../src/errors';
import { encryptSecret } from '../src/keys';
import type { Owner } from '../src/owner';
import { WalletIdKey } from '../workflows/search-attributes';
import type { WalletView } from '../src/wallets/view';
import type { LiveWalletRequest } from '../src/wallets/wallets';
import { startWalletAccountUpdate, walletAccountWorkflowId } from '../workflows/wallet-account-messages';
import { startOperation } from '../temporal/workflow-starts';
import type { AppDeps } from './deps';
import { CONTROL_FAILURE, isControlFailure, rethrowRefusal } from '../src/failures';
import { merchantRun } from '../temporal/merchant-runs';

/** How long a POST waits for an ending run (its last workflow task) to close before answering 503. */
const ENDING_RUN_WAIT_MS = 5_000;

/**
 * POST /wallets with live keys: starts wallet-account-{walletId} with its start update
 * (update-with-start) and answers the pending wallet once Paystack has the validation request.
 * A concurrent create joins the same run and its one start. The BVN and the account number are
 * encrypted here, before they reach Temporal; only the worker's activity reads them.
 */
export async function startLiveWalletAccount(deps: AppDeps, owner: Owner, request: LiveWalletRequest): Promise<WalletView> {
  if (!liveProviderSettings(deps.config)) throw refuse.liveProviderNotConfigured();
  const args = {
    bankCode: request.bankCode,
    bvnCiphertext: encryptSecret(deps.masterKey, request.bvn).toString('base64'),
    accountNumberCiphertext: encryptSecret(deps.masterKey, request.accountNumber).toString('base64'),
  };
  for (const deadline = Date.now() + ENDING_RUN_WAIT_MS; ;) {
    try {
      return await deps.temporal.workflow.executeUpdateWithStart(startWalletAccountUpdate, {
        args: [args],
        // Unique per request: Temporal answers a known update id with its old result, even from a
        // closed run, and a POST after a failed or refused attempt must start again. Concurrent
        // POSTs in one run still get one start (the workflow's handler runs it once).
        updateId: randomUUID(),
        startWorkflowOperation: walletAccountStart(deps, owner, request.walletId),
      });
    } catch (err) {
      // The previous attempt's run is closing: once it has, this start makes a new run.
      if (isControlFailure(err, CONTROL_FAILURE.walletAccountEnding)) {
        if (Date.now() > deadline) throw refuse.serviceUnavailable();
        await sleep(100);
        continue;
      }
      rethrowRefusal(err);
    }
  }
}

function walletAccountStart(deps: AppDeps, owner: Owner, walletId: string) {
  return startOperation('walletAccountWorkflow', {
    workflowId: walletAccountWorkflowId(walletId),
    taskQueue: deps.config.taskQueue,
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [{ merchantId: owner.merchantId, plane: owner.plane, walletId }],
    ...merchantRun(owner, { key: WalletIdKey, value: walletId }),
  });
}
