import { getWallet, listWallets, provisionLiveWallet, provisionWallet } from '../../../src/wallets/wallets';
import { creditWalletThroughWorkflow } from '../../wallet-credit-calls';
import { startLiveWalletAccount } from '../../wallet-account-calls';
import { defineRoute } from '../../route';
import { IDEMPOTENCY_KEY, NAIRA_AMOUNTS } from '../../route-text';
import { createWalletBody, creditWalletBody, listWalletsQuery, walletIdParams, walletListSchema, walletSchema } from './schema';

const tag = 'Wallets';

export const createWalletRoute = defineRoute({
  method: 'post',
  path: '/wallets',
  errorStatuses: [404, 502],
  tag,
  operationId: 'createWallet',
  clientMethod: 'wallets.create',
  summary: "Give a customer's wallet a virtual account after a BVN check (returns the existing or pending one)",
  body: createWalletBody,
  response: walletSchema,
  status: 201,
  alsoStatus: 200,
  idempotent: true,
  rateLimit: 'standard',
  description:
    "Gives the customer's wallet a virtual bank account (a NUBAN) after a BVN check: inbound transfers to it credit the available " +
    'balance (deposit fee: 1%, at most ₦300) and send wallet.credited. Calling again returns the existing (or pending) account. ' +
    "With test keys the account comes at once from a sandbox bank; a BVN whose name differs from the customer's is 400 " +
    'BVN_NAME_MISMATCH. ' +
    IDEMPOTENCY_KEY +
    // The per-plane rules, a paragraph of their own.
    '\n\nTest keys: the account is given at once after a BVN name check; `bankCode` and `accountNumber` are ' +
    "accepted and ignored. Live keys: `bankCode` and `accountNumber` (the customer's own bank account) are required; " +
    'Paystack validates them with the BVN, and the wallet answers with `account: null` and `accountStatus: "pending"` ' +
    "until Paystack's answer gives it a dedicated account (`active`) or a reason (`failed`; a new POST starts again).",
  examples: { request: { customerId: 'cus_8Hn2Kq4LmT0bWx7RzC1sVe5A', bvn: '12345678901' } },
  handler: async ({ body, owner, deps }) => {
    const { wallet, created } =
      owner.plane === 'live'
        ? await provisionLiveWallet(deps.sql, owner, body, (request) => startLiveWalletAccount(deps, owner, request))
        : await provisionWallet(deps.sql, owner, deps.identity(owner.plane), body);
    return { status: created ? 201 : 200, data: wallet };
  },
});

export const listWalletsRoute = defineRoute({
  method: 'get',
  path: '/wallets',
  readOnly: true,
  tag,
  summary: 'List wallets, newest first',
  operationId: 'listWallets',
  clientMethod: 'wallets.list',
  query: listWalletsQuery,
  response: walletListSchema,
  rateLimit: 'standard',
  description: 'Wallets, newest first; filter by customerId.',
  handler: async ({ query, owner, deps }) => ({
    data: await listWallets(deps.sql, owner, { customerId: query.customerId }, query),
  }),
});

const getWalletRoute = defineRoute({
  method: 'get',
  path: '/wallets/:walletId',
  readOnly: true,
  tag,
  summary: 'Get a wallet',
  operationId: 'getWallet',
  clientMethod: 'wallets.get',
  params: walletIdParams,
  response: walletSchema,
  rateLimit: 'standard',
  description: 'One wallet: its two balances (available, held) and virtual account.',
  handler: async ({ params, owner, deps }) => ({ data: await getWallet(deps.sql, owner, params.walletId) }),
});

export const creditWalletRoute = defineRoute({
  method: 'post',
  path: '/wallets/:walletId/credits',
  tag,
  operationId: 'creditWallet',
  clientMethod: 'wallets.credit',
  summary: 'Sandbox: simulate an inbound transfer to the wallet (deposit fee applies, emits wallet.credited)',
  params: walletIdParams,
  body: creditWalletBody,
  response: walletSchema,
  idempotent: true,
  rateLimit: 'standard',
  sandboxOnly: true,
  description:
    'Test keys only (403 with a live key): simulates an inbound bank transfer of the given gross amount to the wallet. The deposit ' +
    'fee applies (1% of the gross, at most ₦300), the net is added to available, and wallet.credited is sent. ' +
    NAIRA_AMOUNTS +
    ' ' +
    IDEMPOTENCY_KEY,
  examples: { request: { amount: 10000 } },
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
