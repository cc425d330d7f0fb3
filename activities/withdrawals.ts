import { refuse } from '../src/errors';
import type { IdentityProvider } from '../src/identity/provider';
import { decryptSecret, Plane } from '../src/keys';
import type { LiveProviderSettings } from '../src/config';
import { paystackProviders } from '../src/payments/paystack';
import { ProviderRefusedError } from '../src/payments/provider';
import { createSandboxTransferProvider } from '../src/payments/sandbox-transfers';
import type { TransferProvider } from '../src/payments/transfers';
import { createWithdrawal, CreateWithdrawalInput, CreateWithdrawalResult, WithdrawalStepResult } from '../src/withdrawals/create';
import type { GiveUp } from '../src/withdrawals/give-up';
import {
  completeWithdrawal,
  failWithdrawal,
  recordTransferSent,
  requireWithdrawal,
  reverseCompletedWithdrawal,
} from '../src/withdrawals/settle';
import { findWithdrawalById, toWithdrawalView, transferReferenceOf, WithdrawalView } from '../src/withdrawals/store';
import { refusalsAsFailures } from './refusals';
import { sandboxEventSink, SinkDeps } from './provider-event-sink';

export type WithdrawalActivityDeps = SinkDeps & {
  masterKey: Buffer;
  identity: (plane: Plane) => IdentityProvider;
  /** PROVIDER_SECRET_KEY; unset means the published sandbox secret (src/config.ts). */
  providerSecretKey?: string;
  /** How long after a send the sandbox announces the outcome; null: never (the status check finds it). */
  sandboxTransferEventDelayMs: number | null;
  /** The payout provider per plane, when not the default (the sandbox for test keys, none yet for live). */
  transferProvider?: (plane: Plane) => TransferProvider;
  /** The live plane's provider (Paystack); null/unset: live payouts are refused, saying so. */
  live?: LiveProviderSettings | null;
};

/** The workflow learns of the events from the outbox; here only whether the provider refused for good. */
export type SendTransferResult = { refusal?: string };
export type TransferCheck = { status: 'pending' } | { status: 'success' } | { status: 'failed'; reason: string };

/** Withdrawals: the provider calls (account name, transfer, status) and the ledger steps. */
export function withdrawalActivities(deps: WithdrawalActivityDeps) {
  const live = deps.live ? paystackProviders(deps.live).transfers : null;

  /** The provider paying out for a plane: the sandbox for test keys, Paystack for live keys. */
  function transferProvider(plane: Plane): TransferProvider {
    if (deps.transferProvider) return deps.transferProvider(plane);
    if (plane !== 'test') {
      if (!live) throw new ProviderRefusedError(refuse.liveProviderNotConfigured().message);
      return live;
    }
    // The sandbox's outcome event goes through the provider-event handler, which signals the
    // withdrawal's workflow.
    const { secret, deliver, logger } = sandboxEventSink(deps);
    return createSandboxTransferProvider({
      sql: deps.sql,
      secret,
      eventDelayMs: deps.sandboxTransferEventDelayMs,
      deliver,
      onDeliveryError: (err) => logger.warn({ error: String(err) }, 'sandbox transfer event not delivered'),
    });
  }

  const accountNumberOf = (ciphertext: Buffer) => decryptSecret(deps.masterKey, ciphertext);

  return {
    /** The name on the destination account, from the bank through the identity provider. */
    resolveWithdrawalAccount: (input: { plane: Plane; bankCode: string; accountNumberCiphertext: string }) =>
      refusalsAsFailures(async () => {
        const accountNumber = accountNumberOf(Buffer.from(input.accountNumberCiphertext, 'base64'));
        const accountName = await deps.identity(input.plane).resolveAccountName(input.bankCode, accountNumber);
        return { accountName, provider: input.plane === 'test' ? 'sandbox' : 'live' };
      }),

    createWithdrawal: (input: CreateWithdrawalInput): Promise<CreateWithdrawalResult> =>
      refusalsAsFailures(() => createWithdrawal(deps.sql, input)),

    /** The stored withdrawal or null, for a run whose create never answered (its Update may be lost). */
    findWithdrawal: async (withdrawalId: string): Promise<WithdrawalView | null> => {
      const row = await findWithdrawalById(deps.sql, withdrawalId);
      return row ? toWithdrawalView(row) : null;
    },

    /** The stored withdrawal, for a run an operator resumed (it was created by an earlier run). */
    loadWithdrawal: (withdrawalId: string): Promise<WithdrawalView> =>
      refusalsAsFailures(async () => toWithdrawalView(await requireWithdrawal(deps.sql, withdrawalId))),

    /**
     * Sends the transfer (the provider finds a repeated send by our reference, so a retry after
     * a crash anywhere in here never pays twice) and records it with withdrawal.processing.
     * A provider that refuses for good gives the refusal reason instead.
     */
    sendTransfer: (input: { withdrawalId: string }): Promise<SendTransferResult> =>
      refusalsAsFailures(async () => {
        const row = await requireWithdrawal(deps.sql, input.withdrawalId);
        if (row.status !== 'processing') return {};
        // Sent and recorded before (the worker died before Temporal heard of it): nothing to send.
        if (row.provider_reference) return {};
        let transferCode: string;
        try {
          ({ transferCode } = await transferProvider(row.plane).initiateTransfer({
            reference: transferReferenceOf(row),
            amount: row.amount.toString(),
            currency: row.currency,
            bankCode: row.bank_code,
            accountNumber: accountNumberOf(row.account_number_ciphertext),
            accountName: row.account_name,
          }));
        } catch (err) {
          if (err instanceof ProviderRefusedError) return { refusal: err.message };
          throw err;
        }
        await recordTransferSent(deps.sql, row.id, transferCode);
        return {};
      }),

    /** The fallback when no event came: the transfer's state at the provider. */
    checkTransfer: (input: { withdrawalId: string }): Promise<TransferCheck> =>
      refusalsAsFailures(async () => {
        const row = await requireWithdrawal(deps.sql, input.withdrawalId);
        const state = await transferProvider(row.plane).fetchTransfer(transferReferenceOf(row));
        if (!state || state.status === 'pending') return { status: 'pending' };
        return state.status === 'success' ? { status: 'success' } : { status: 'failed', reason: state.reason };
      }),

    completeWithdrawal: (withdrawalId: string): Promise<WithdrawalStepResult> =>
      refusalsAsFailures(() => completeWithdrawal(deps.sql, withdrawalId)),
    failWithdrawal: (input: { withdrawalId: string; reason: string; givenUp?: GiveUp }): Promise<WithdrawalStepResult> =>
      refusalsAsFailures(() => failWithdrawal(deps.sql, input.withdrawalId, input.reason, input.givenUp)),
    /** The bank sent a completed withdrawal's transfer back: the charged amount returns to available, once. */
    reverseWithdrawal: (input: { withdrawalId: string; reason: string }): Promise<WithdrawalStepResult> =>
      refusalsAsFailures(() => reverseCompletedWithdrawal(deps.sql, input.withdrawalId, input.reason)),
  };
}
