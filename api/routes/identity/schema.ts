import { z } from 'zod';
import { elevenDigits, tenDigits } from '../../schemas';

export const lookupBody = z.strictObject({ type: z.enum(['bvn', 'nin']), number: elevenDigits });

export const lookupSchema = z.object({
  type: z.enum(['bvn', 'nin']),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  phone: z.string().nullable(),
  environment: z.enum(['sandbox', 'live']),
});

export const bankListSchema = z.object({ banks: z.array(z.object({ name: z.string(), code: z.string() })) });

export const verifyAccountBody = z.strictObject({ bankCode: z.string().regex(/^\d{3,6}$/, 'must be a bank code from GET /identity/banks'), accountNumber: tenDigits });

export const verifiedAccountSchema = z.object({ accountName: z.string(), accountNumber: z.string(), bankCode: z.string() });
