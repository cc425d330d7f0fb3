import type { LiveProviderSettings } from '../src/config';
import type { Sql } from '../src/db';
import { refuse } from '../src/errors';
import { decryptSecret, Plane } from '../src/keys';
import { paystackProviders } from '../src/payments/paystack';
import type { PaystackWalletAccounts, ValidationStarted, ValidationState } from '../src/payments/paystack/wallet-accounts';
import { ProviderRefusedError } from '../src/payments/provider';
import {
  activateAccount,
  failAccount,
  markAccountPending,
  recordProviderCustomer,
  StartWalletAccountRequest,
  walletHolder,
} from '../src/wallets/live-accounts';
import { findWallet, WalletView } from '../src/wallets/view';
import { refusalsAsFailures } from './refusals';

export type WalletAccountActivityDeps = { sql: Sql; masterKey: Buffer; live?: LiveProviderSettings | null };

/** A refusal that no retry changes: 502 PROVIDER_ERROR to the merchant who waits on it. */
const providerError = (message: string) => refuse.providerError(message);
const walletNotFound = () => refuse.notFound('Wallet');

async function refusedAsProviderError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ProviderRefusedError) throw providerError(`Paystack refused the customer validation: ${err.message}`);
    throw err;
  }
}

/**
 * Live wallets' accounts through Paystack (workflows/wallet-account.ts): provider calls and the
 * wallet's state. A refusal (a ServiceError) fails the activity for good (activities/refusals.ts).
 */
export function walletAccountActivities(deps: WalletAccountActivityDeps) {
  const live = deps.live ? paystackProviders(deps.live).walletAccounts : null;
  const paystack = (): PaystackWalletAccounts => {
    if (!live) throw providerError(refuse.liveProviderNotConfigured().message);
    return live;
  };
  const decrypt = (ciphertext: string) => decryptSecret(deps.masterKey, Buffer.from(ciphertext, 'base64'));

  return {
    /**
     * The customer at Paystack (found by e-mail on a retry), its code stored on the wallet
     * before the validation is asked for (so the outcome's event finds the wallet), then the
     * wallet pending. A refusal (4xx) fails for good; a timeout or 5xx is retried.
     */
    startWalletValidation: (
      input: StartWalletAccountRequest & { merchantId: string; plane: Plane; walletId: string },
    ): Promise<{ started: ValidationStarted; wallet: WalletView }> =>
      refusalsAsFailures(async () => {
        const holder = await walletHolder(deps.sql, input.walletId);
        if (!holder) throw walletNotFound();
        const started: ValidationStarted = await refusedAsProviderError(async () => {
          const { identified, ...customer } = await paystack().findOrCreateCustomer({
            email: holder.email,
            firstName: holder.firstName,
            lastName: holder.lastName,
            phone: holder.phone,
            metadata: { customerId: holder.customerId },
          });
          await recordProviderCustomer(deps.sql, input.walletId, customer.customerCode);
          // Validated before (a retry after a lost answer, or a new attempt): not asked again; the first check finds it.
          if (!identified) {
            await paystack().requestValidation(customer.customerCode, {
              bvn: decrypt(input.bvnCiphertext),
              bankCode: input.bankCode,
              accountNumber: decrypt(input.accountNumberCiphertext),
              firstName: holder.firstName,
              lastName: holder.lastName,
            });
          }
          return customer;
        });
        await markAccountPending(deps.sql, input.walletId);
        const wallet = await findWallet(deps.sql, input.merchantId, input.plane, input.walletId);
        if (!wallet) throw walletNotFound();
        return { started, wallet };
      }),

    /** The fallback when no event came: the validation's state at Paystack. */
    checkWalletValidation: (customer: ValidationStarted): Promise<ValidationState> =>
      refusalsAsFailures(async () => {
        try {
          return await paystack().checkValidation(customer);
        } catch (err) {
          // A refused read (the customer gone at Paystack) is no answer yet: the next check asks again.
          if (err instanceof ProviderRefusedError) return { status: 'pending' };
          throw err;
        }
      }),

    /** The customer's dedicated account (found, or made once), stored on the wallet; a refusal fails the wallet's provisioning. */
    provisionWalletAccount: (input: { walletId: string; customer: ValidationStarted }): Promise<{ status: 'active' | 'failed' }> =>
      refusalsAsFailures(async () => {
        try {
          await activateAccount(deps.sql, input.walletId, await paystack().dedicatedAccount(input.customer));
          return { status: 'active' };
        } catch (err) {
          if (!(err instanceof ProviderRefusedError)) throw err;
          await failAccount(deps.sql, input.walletId, `Paystack refused the dedicated account: ${err.message}`);
          return { status: 'failed' as const };
        }
      }),

    async failWalletAccount(input: { walletId: string; reason: string }): Promise<void> {
      await failAccount(deps.sql, input.walletId, input.reason);
    },
  };
}
