import { requireCustomers } from '../../../src/customers/customers';
import { getWithdrawal, listWithdrawals } from '../../../src/withdrawals/store';
import { defineRoute } from '../../route';
import { IDEMPOTENCY_KEY, NAIRA_AMOUNTS } from '../../route-text';
import { createWithdrawalThroughWorkflow } from '../../withdrawal-calls';
import { createWithdrawalBody, listWithdrawalsQuery, withdrawalIdParams, withdrawalListSchema, withdrawalSchema } from './schema';

const tag = 'Withdrawals';

export const createWithdrawalRoute = defineRoute({
  method: 'post',
  path: '/withdrawals',
  errorStatuses: [404, 409, 502],
  tag,
  operationId: 'createWithdrawal',
  clientMethod: 'withdrawals.create',
  summary:
    "Pay out from a customer's available balance to a bank account (answers in processing; the outcome comes as withdrawal.completed or withdrawal.failed)",
  body: createWithdrawalBody,
  response: withdrawalSchema,
  status: 201,
  idempotent: true,
  rateLimit: 'withdrawals',
  description:
    "Pays out from a customer's available balance to a bank account. The balance is debited the amount plus the transfer fee (₦10 " +
    'up to ₦5,000, ₦25 up to ₦50,000, ₦50 above, plus a quarter of it as platform fee) and any merchantFee; the bank receives the ' +
    'amount. ' +
    'Above the available balance: 400 INSUFFICIENT_BALANCE with details.available and details.requested. The answer is processing: ' +
    'the outcome comes as withdrawal.completed, or withdrawal.failed with the money back. ' +
    NAIRA_AMOUNTS +
    ' ' +
    IDEMPOTENCY_KEY,
  examples: {
    request: {
      customerId: 'cus_2Bv6Nq9TkR3mXz8HcL1sWp4J',
      accountNumber: '0123456789',
      bankCode: '058',
      amount: 9000,
      reference: 'payout-2291',
    },
  },
  handler: async ({ body, owner, deps, idempotencyKey }) => {
    await requireCustomers(deps.sql, owner, [body.customerId]); // 404 before the bank is asked anything
    return { data: await createWithdrawalThroughWorkflow(deps, owner, idempotencyKey, body) };
  },
});

export const listWithdrawalsRoute = defineRoute({
  method: 'get',
  path: '/withdrawals',
  readOnly: true,
  tag,
  summary: 'List withdrawals, newest first',
  operationId: 'listWithdrawals',
  clientMethod: 'withdrawals.list',
  query: listWithdrawalsQuery,
  response: withdrawalListSchema,
  rateLimit: 'standard',
  description: 'Withdrawals, newest first; filter by status or customerId.',
  handler: async ({ query, owner, deps }) => ({
    data: await listWithdrawals(deps.sql, owner, { status: query.status, customerId: query.customerId }, query),
  }),
});

export const getWithdrawalRoute = defineRoute({
  method: 'get',
  path: '/withdrawals/:withdrawalId',
  readOnly: true,
  tag,
  summary: 'Get a withdrawal (the account shows as last4, bankCode and accountName)',
  operationId: 'getWithdrawal',
  clientMethod: 'withdrawals.get',
  params: withdrawalIdParams,
  response: withdrawalSchema,
  rateLimit: 'standard',
  description: 'One withdrawal. The destination shows as last4, bankCode and accountName: the full account number is never returned.',
  handler: async ({ params, owner, deps }) => ({ data: await getWithdrawal(deps.sql, owner, params.withdrawalId) }),
});

export const withdrawalRoutes = [createWithdrawalRoute, listWithdrawalsRoute, getWithdrawalRoute];
