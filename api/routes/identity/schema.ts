import { z } from 'zod';
import { elevenDigits, tenDigits } from '../../schemas';

export const lookupBody = z.strictObject({
  type: z.enum(['bvn', 'nin']).describe('Which number: a Bank Verification Number or a National Identification Number.'),
  number: elevenDigits,
});

export const lookupSchema = z.object({
  type: z.enum(['bvn', 'nin']).describe('Which kind of number was looked up.'),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  phone: z.string().nullable(),
  environment: z.enum(['sandbox', 'live']),
});

export const bankListSchema = z.object({
  banks: z.array(z.object({ name: z.string().describe("The bank's name."), code: z.string().describe('Its code: send it as bankCode.') })),
});

export const verifyAccountBody = z.strictObject({
  bankCode: z.string().regex(/^\d{3,6}$/, 'must be a bank code from GET /identity/banks'),
  accountNumber: tenDigits,
});

export const verifiedAccountSchema = z.object({ accountName: z.string(), accountNumber: z.string(), bankCode: z.string() });
