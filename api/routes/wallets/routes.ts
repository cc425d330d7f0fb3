import { getWallet, listWallets, provisionWallet } from '../../../src/wallets/wallets';
import { creditWalletThroughWorkflow } from '../../temporal-calls';
import { defineRoute } from '../../route';
import { createWalletBody, creditWalletBody, listWalletsQuery, walletIdParams, walletListSchema, walletSchema } from './schema';

const tag = 'Wallets';

export const walletRoutes = [
  defineRoute({
    method: 'post', path: '/wallets', errorStatuses: [404, 502], tag,
    summary: 'Give a customer\'s wallet a virtual account after a BVN name check (returns the existing one)',
    body: createWalletBody, response: walletSchema, status: 201, alsoStatus: 200, idempotent: true, rateLimit: 'standard',
    handler: async ({ body, owner, deps }) => {
      const { wallet, created } = await provisionWallet(deps.sql, owner, deps.identity(owner.plane), body);
      return { status: created ? 201 : 200, data: wallet };
    },
  }),
  defineRoute({
    method: 'get', path: '/wallets', readOnly: true, tag, summary: 'List wallets, newest first',
    query: listWalletsQuery, response: walletListSchema, rateLimit: 'standard',
    handler: async ({ query, owner, deps }) => ({
      data: await listWallets(deps.sql, owner, { customerId: query.customerId }, query),
    }),
  }),
  defineRoute({
    method: 'get', path: '/wallets/:walletId', readOnly: true, tag, summary: 'Get a wallet',
    params: walletIdParams, response: walletSchema, rateLimit: 'standard',
    handler: async ({ params, owner, deps }) => ({ data: await getWallet(deps.sql, owner, params.walletId) }),
  }),
  defineRoute({
    method: 'post', path: '/wallets/:walletId/credits', tag,
    summary: 'Sandbox: simulate an inbound transfer to the wallet (deposit fee applies, emits wallet.credited)',
    params: walletIdParams, body: creditWalletBody, response: walletSchema, idempotent: true,
    rateLimit: 'standard', sandboxOnly: true,
    handler: async ({ params, body, owner, deps, idempotencyKey }) => {
      await getWallet(deps.sql, owner, params.walletId); // 404 before anything starts
      const wallet = await creditWalletThroughWorkflow(deps, owner, {
        walletId: params.walletId,
        grossNaira: body.amount,
        idempotencyKey: idempotencyKey!,
      });
      return { data: wallet };
    },
  }),
];
