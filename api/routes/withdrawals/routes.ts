import { requireCustomers } from '../../../src/customers/customers';
import { getWithdrawal, listWithdrawals } from '../../../src/withdrawals/store';
import { defineRoute } from '../../route';
import { createWithdrawalThroughWorkflow } from '../../withdrawal-calls';
import { createWithdrawalBody, listWithdrawalsQuery, withdrawalIdParams, withdrawalListSchema, withdrawalSchema } from './schema';

const tag = 'Withdrawals';

export const createWithdrawalRoute = defineRoute({
  method: 'post', path: '/withdrawals', errorStatuses: [404, 409, 502], tag,
  summary: 'Pay out from a customer\'s available balance to a bank account (answers in processing; the outcome comes as withdrawal.completed or withdrawal.failed)',
  body: createWithdrawalBody, response: withdrawalSchema, status: 201, idempotent: true, rateLimit: 'withdrawals',
  handler: async ({ body, owner, deps, idempotencyKey }) => {
    await requireCustomers(deps.sql, owner, [body.customerId]); // 404 before the bank is asked anything
    return { data: await createWithdrawalThroughWorkflow(deps, owner, idempotencyKey, body) };
  },
});

export const listWithdrawalsRoute = defineRoute({
  method: 'get', path: '/withdrawals', readOnly: true, tag, summary: 'List withdrawals, newest first',
  query: listWithdrawalsQuery, response: withdrawalListSchema, rateLimit: 'standard',
  handler: async ({ query, owner, deps }) => ({
    data: await listWithdrawals(deps.sql, owner, { status: query.status, customerId: query.customerId }, query),
  }),
});

export const getWithdrawalRoute = defineRoute({
  method: 'get', path: '/withdrawals/:withdrawalId', readOnly: true, tag, summary: 'Get a withdrawal (the account shows as last4, bankCode and accountName)',
  params: withdrawalIdParams, response: withdrawalSchema, rateLimit: 'standard',
  handler: async ({ params, owner, deps }) => ({ data: await getWithdrawal(deps.sql, owner, params.withdrawalId) }),
});

export const withdrawalRoutes = [createWithdrawalRoute, listWithdrawalsRoute, getWithdrawalRoute];
