import { z } from 'zod';
import {
  balancesSchema,
  paginationQuery,
  paginationSchema,
  emailAddress,
  phoneNumber,
  trimmedText,
  virtualAccountSchema,
} from '../../schemas';

const name = trimmedText(100);
const phone = phoneNumber;

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
