import { defineRoute } from '../../route';
import { bankListSchema, lookupBody, lookupSchema, verifiedAccountSchema, verifyAccountBody } from './schema';

const tag = 'Identity';

export const lookUpIdentityRoute = defineRoute({
  method: 'post', path: '/identity/lookups', errorStatuses: [502], tag, summary: 'Look up a BVN or NIN (nothing is stored)',
  body: lookupBody, response: lookupSchema, rateLimit: 'standard',
  handler: async ({ body, owner, deps }) => ({ data: await deps.identity(owner.plane).lookup(body.type, body.number) }),
});

export const listBanksRoute = defineRoute({
  method: 'get', path: '/identity/banks', tag, summary: 'Nigerian banks and their codes',
  response: bankListSchema, rateLimit: 'banks',
  handler: async ({ owner, deps }) => ({ data: { banks: await deps.identity(owner.plane).listBanks() } }),
});

export const verifyBankAccountRoute = defineRoute({
  method: 'post', path: '/identity/bank-accounts/verify', errorStatuses: [502], tag, summary: 'Resolve the name on a bank account (nothing is saved)',
  body: verifyAccountBody, response: verifiedAccountSchema, rateLimit: 'account_verify',
  handler: async ({ body, owner, deps }) => ({
    data: {
      accountName: await deps.identity(owner.plane).resolveAccountName(body.bankCode, body.accountNumber),
      accountNumber: body.accountNumber,
      bankCode: body.bankCode,
    },
  }),
});

export const identityRoutes = [lookUpIdentityRoute, listBanksRoute, verifyBankAccountRoute];
