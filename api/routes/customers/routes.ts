import { createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from '../../../src/customers/customers';
import { defineRoute } from '../../route';
import {
  createCustomerBody,
  customerIdParams,
  customerListSchema,
  customerSchema,
  deletedCustomerSchema,
  listCustomersQuery,
  updateCustomerBody,
} from './schema';

const tag = 'Customers';

export const createCustomerRoute = defineRoute({
  method: 'post',
  path: '/customers',
  errorStatuses: [409],
  tag,
  summary: 'Create a customer (and its wallet)',
  operationId: 'createCustomer',
  clientMethod: 'customers.create',
  body: createCustomerBody,
  response: customerSchema,
  status: 201,
  rateLimit: 'standard',
  description:
    'Creates a customer and its wallet (balances 0, no virtual account yet). The e-mail is unique per merchant, compared without ' +
    'case (409 DUPLICATE_EMAIL), which is also what a repeated create answers: it moves no money and takes no Idempotency-Key. No ' +
    'webhook is sent.',
  examples: { request: { firstName: 'Ada', lastName: 'Okafor', email: 'ada.okafor@example.com', phone: '+2348012345678' } },
  handler: async ({ body, owner, deps }) => ({
    data: await createCustomer(deps.sql, owner, body),
  }),
});

export const listCustomersRoute = defineRoute({
  method: 'get',
  path: '/customers',
  readOnly: true,
  tag,
  summary: 'List customers, newest first',
  operationId: 'listCustomers',
  clientMethod: 'customers.list',
  query: listCustomersQuery,
  response: customerListSchema,
  rateLimit: 'standard',
  description: "Your customers on the key's plane (test or live), newest first, each with its wallet balances and virtual account.",
  handler: async ({ query, owner, deps }) => ({
    data: await listCustomers(deps.sql, owner, query),
  }),
});

export const getCustomerRoute = defineRoute({
  method: 'get',
  path: '/customers/:customerId',
  readOnly: true,
  tag,
  summary: 'Get a customer',
  operationId: 'getCustomer',
  clientMethod: 'customers.get',
  params: customerIdParams,
  response: customerSchema,
  rateLimit: 'standard',
  description: 'One customer with its wallet balances and virtual account (null until provisioned).',
  handler: async ({ params, owner, deps }) => ({
    data: await getCustomer(deps.sql, owner, params.customerId),
  }),
});

export const updateCustomerRoute = defineRoute({
  method: 'patch',
  path: '/customers/:customerId',
  tag,
  summary: 'Update a customer (email cannot change)',
  operationId: 'updateCustomer',
  clientMethod: 'customers.update',
  params: customerIdParams,
  body: updateCustomerBody,
  response: customerSchema,
  rateLimit: 'standard',
  description:
    'Changes any of firstName, lastName and phone; fields left out keep their value. Sending email is refused with 400: an e-mail never changes.',
  examples: { request: { phone: '+2348098765432' } },
  handler: async ({ params, body, owner, deps }) => ({
    data: await updateCustomer(deps.sql, owner, params.customerId, body),
  }),
});

export const deleteCustomerRoute = defineRoute({
  method: 'delete',
  path: '/customers/:customerId',
  errorStatuses: [409],
  tag,
  operationId: 'deleteCustomer',
  clientMethod: 'customers.delete',
  summary: 'Delete a customer with no virtual account, no escrow role and an empty wallet',
  params: customerIdParams,
  response: deletedCustomerSchema,
  rateLimit: 'standard',
  description:
    'Deletes a customer and its wallet. Refused with 409 while the customer has a virtual account (CUSTOMER_HAS_ACCOUNT), is a ' +
    'party of any escrow (CUSTOMER_HAS_ESCROW) or has money in its wallet (CUSTOMER_HAS_BALANCE). No webhook is sent.',
  handler: async ({ params, owner, deps }) => {
    await deleteCustomer(deps.sql, owner, params.customerId);
    return { data: { customerId: params.customerId, deleted: true as const } };
  },
});

export const customerRoutes = [createCustomerRoute, listCustomersRoute, getCustomerRoute, updateCustomerRoute, deleteCustomerRoute];
