import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from '../../../src/customers/customers';
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
  method: 'post', path: '/customers', errorStatuses: [409], tag, summary: 'Create a customer (and its wallet)',
  body: createCustomerBody, response: customerSchema, status: 201, rateLimit: 'standard',
  handler: async ({ body, owner, deps }) => ({
    data: await createCustomer(deps.sql, owner, body),
  }),
});

export const listCustomersRoute = defineRoute({
  method: 'get', path: '/customers', readOnly: true, tag, summary: 'List customers, newest first',
  query: listCustomersQuery, response: customerListSchema, rateLimit: 'standard',
  handler: async ({ query, owner, deps }) => ({
    data: await listCustomers(deps.sql, owner, query),
  }),
});

export const getCustomerRoute = defineRoute({
  method: 'get', path: '/customers/:customerId', readOnly: true, tag, summary: 'Get a customer',
  params: customerIdParams, response: customerSchema, rateLimit: 'standard',
  handler: async ({ params, owner, deps }) => ({
    data: await getCustomer(deps.sql, owner, params.customerId),
  }),
});

export const updateCustomerRoute = defineRoute({
  method: 'patch', path: '/customers/:customerId', tag, summary: 'Update a customer (email cannot change)',
  params: customerIdParams, body: updateCustomerBody, response: customerSchema, rateLimit: 'standard',
  handler: async ({ params, body, owner, deps }) => ({
    data: await updateCustomer(deps.sql, owner, params.customerId, body),
  }),
});

export const deleteCustomerRoute = defineRoute({
  method: 'delete', path: '/customers/:customerId', errorStatuses: [409], tag,
  summary: 'Delete a customer with no virtual account, no escrow role and an empty wallet',
  params: customerIdParams, response: deletedCustomerSchema, rateLimit: 'standard',
  handler: async ({ params, owner, deps }) => {
    await deleteCustomer(deps.sql, owner, params.customerId);
    return { data: { customerId: params.customerId, deleted: true as const } };
  },
});

export const customerRoutes = [createCustomerRoute, listCustomersRoute, getCustomerRoute, updateCustomerRoute, deleteCustomerRoute];
