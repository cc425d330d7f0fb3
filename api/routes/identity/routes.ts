import { defineRoute } from '../../route';
import { bankListSchema, lookupBody, lookupSchema, verifiedAccountSchema, verifyAccountBody } from './schema';

const tag = 'Identity';

const lookUpIdentityRoute = defineRoute({
  method: 'post',
  path: '/identity/lookups',
  errorStatuses: [502],
  tag,
  summary: 'Look up a BVN or NIN (nothing is stored)',
  operationId: 'lookUpIdentity',
  clientMethod: 'identity.lookup',
  body: lookupBody,
  response: lookupSchema,
  rateLimit: 'standard',
  description: 'Looks up the person behind a BVN or NIN. Nothing is stored. Test keys answer from sandbox data (environment: sandbox).',
  examples: { request: { type: 'bvn', number: '22212345678' } },
  handler: async ({ body, owner, deps }) => ({ data: await deps.identity(owner.plane).lookup(body.type, body.number) }),
});

export const listBanksRoute = defineRoute({
  method: 'get',
  path: '/identity/banks',
  tag,
  summary: 'Nigerian banks and their codes',
  operationId: 'listBanks',
  clientMethod: 'identity.banks',
  response: bankListSchema,
  rateLimit: 'banks',
  description: 'Nigerian banks and their codes, for bankCode in withdrawals and account checks.',
  handler: async ({ owner, deps }) => ({ data: { banks: await deps.identity(owner.plane).listBanks() } }),
});

export const verifyBankAccountRoute = defineRoute({
  method: 'post',
  path: '/identity/bank-accounts/verify',
  errorStatuses: [502],
  tag,
  summary: 'Resolve the name on a bank account (nothing is saved)',
  operationId: 'verifyBankAccount',
  clientMethod: 'identity.verifyBankAccount',
  body: verifyAccountBody,
  response: verifiedAccountSchema,
  rateLimit: 'account_verify',
  description:
    'Resolves the name on a bank account before you pay out to it. Nothing is saved. An account the bank cannot resolve is 502 PROVIDER_ERROR.',
  examples: { request: { bankCode: '058', accountNumber: '0123456789' } },
  handler: async ({ body, owner, deps }) => ({
    data: {
      accountName: await deps.identity(owner.plane).resolveAccountName(body.bankCode, body.accountNumber),
      accountNumber: body.accountNumber,
      bankCode: body.bankCode,
    },
  }),
});

export const identityRoutes = [lookUpIdentityRoute, listBanksRoute, verifyBankAccountRoute];
