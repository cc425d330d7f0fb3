import { z } from 'zod';
import { balancesSchema, paginationQuery, paginationSchema, emailAddress, trimmedText, virtualAccountSchema } from '../../schemas';

const name = trimmedText(100);
const phone = z.string().trim().regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number');

export const customerIdParams = z.object({ customerId: z.string() });

export const createCustomerBody = z.strictObject({
  firstName: name,
  lastName: name,
  email: emailAddress,
  phone,
});

export const updateCustomerBody = z.strictObject({
  firstName: name.optional(),
  lastName: name.optional(),
  phone: phone.optional(),
  email: z.never({ error: 'email cannot be changed' }).optional(),
});

export const listCustomersQuery = z.strictObject({ ...paginationQuery });

export const customerSchema = z.object({
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  walletId: z.string(),
  balances: balancesSchema,
  account: virtualAccountSchema.nullable(),
  createdAt: z.string(),
});

export const customerListSchema = z.object({ customers: z.array(customerSchema), pagination: paginationSchema });
export const deletedCustomerSchema = z.object({ customerId: z.string(), deleted: z.literal(true) });
