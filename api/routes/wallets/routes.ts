import { getWallet, listWallets, provisionLiveWallet, provisionWallet } from '../../../src/wallets/wallets';
import { creditWalletThroughWorkflow } from '../../wallet-credit-calls';
import { startLiveWalletAccount } from '../../wallet-account-calls';
import { defineRoute } from '../../route';
import { createWalletBody, creditWalletBody, listWalletsQuery, walletIdParams, walletListSchema, walletSchema } from './schema';

const tag = 'Wallets';

export const createWalletRoute = defineRoute({
  method: 'post', path: '/wallets', errorStatuses: [404, 502], tag,
  summary: 'Give a customer\'s wallet a virtual account after a BVN check (returns the existing or pending one)',
  description: 'Test keys: the account is given at once after a BVN name check; `bankCode` and `accountNumber` are '
    + 'accepted and ignored. Live keys: `bankCode` and `accountNumber` (the customer\'s own bank account) are required; '
    + 'Paystack validates them with the BVN, and the wallet answers with `account: null` and `accountStatus: "pending"` '
    + 'until Paystack\'s answer gives it a dedicated account (`active`) or a reason (`failed`; a new POST starts again).',
  body: createWalletBody, response: walletSchema, status: 201, alsoStatus: 200, idempotent: true, rateLimit: 'standard',
  handler: async ({ body, owner, deps }) => {
    const { wallet, created } =
      owner.plane === 'live'
        ? await provisionLiveWallet(deps.sql, owner, body, (request) => startLiveWalletAccount(deps, owner, request))
        : await provisionWallet(deps.sql, owner, deps.identity(owner.plane), body);
    return { status: created ? 201 : 200, data: wallet };
  },
});

export const listWalletsRoute = defineRoute({
  method: 'get', path: '/wallets', readOnly: true, tag, summary: 'List wallets, newest first',
  query: listWalletsQuery, response: walletListSchema, rateLimit: 'standard',
  handler: async ({ query, owner, deps }) => ({
    data: await listWallets(deps.sql, owner, { customerId: query.customerId }, query),
  }),
});

export const getWalletRoute = defineRoute({
  method: 'get', path: '/wallets/:walletId', readOnly: true, tag, summary: 'Get a wallet',
  params: walletIdParams, response: walletSchema, rateLimit: 'standard',
  handler: async ({ params, owner, deps }) => ({ data: await getWallet(deps.sql, owner, params.walletId) }),
});

export const creditWalletRoute = defineRoute({
  method: 'post', path: '/wallets/:walletId/credits', tag,
  summary: 'Sandbox: simulate an inbound transfer to the wallet (deposit fee applies, emits wallet.credited)',
  params: walletIdParams, body: creditWalletBody, response: walletSchema, idempotent: true,
  rateLimit: 'standard', sandboxOnly: true,
  handler: async ({ params, body, owner, deps, idempotencyKey }) => {
    const target = await getWallet(deps.sql, owner, params.walletId); // 404 before anything starts
    const wallet = await creditWalletThroughWorkflow(deps, owner, {
      walletId: params.walletId,
      grossNaira: body.amount,
      idempotencyKey: idempotencyKey,
      accountNumber: target.account?.accountNumber ?? null,
    });
    return { data: wallet };
  },
});

export const walletRoutes = [createWalletRoute, listWalletsRoute, getWalletRoute, creditWalletRoute];
