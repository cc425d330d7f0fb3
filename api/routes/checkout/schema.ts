import { z } from 'zod';
import { CHECKOUT_STATUSES } from '../../../src/checkout/session-store';
import { PAYMENT_METHODS } from '../../../src/merchants/merchants';
import { feeQuoteShape, nairaAmount, nairaValue, NAIRA_IN, paginationQuery, paginationSchema } from '../../schemas';

export const checkoutIdParams = z.object({ checkoutId: z.string() });

export const createSessionBody = z
  .strictObject({
    escrowId: z.string().min(1).optional(),
    customerId: z.string().min(1).optional(),
    /** Required for a wallet top-up; for an escrow optional but must equal the hold. */
    amount: nairaAmount
      .optional()
      .describe(
        `What the payer pays for, before fees: required for a top-up; for an escrow optional, and then it must equal the hold. ${NAIRA_IN}`,
      ),
    /** ISO 4217; only the hold's or wallet's currency (NGN) is accepted, else AMOUNT_MISMATCH. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code')
      .optional(),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1).max(PAYMENT_METHODS.length).optional(),
    callbackUrl: z.string().max(2048).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.escrowId === undefined) === (body.customerId === undefined)) {
      for (const field of ['escrowId', 'customerId']) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'exactly one of escrowId or customerId is required' });
      }
    }
  });

export const listSessionsQuery = z.strictObject({
  ...paginationQuery,
  status: z.enum(CHECKOUT_STATUSES).optional().describe('Only sessions in this status.'),
  escrowId: z.string().optional().describe('Only the sessions of this escrow.'),
  customerId: z.string().optional().describe('Only the top-up sessions of this customer.'),
});

export const completeCheckoutBody = z.strictObject({
  outcome: z.enum(['success', 'failure']),
  /** One of the session's paymentMethods; default card when allowed, else the first allowed. */
  channel: z.enum(PAYMENT_METHODS).optional(),
});

const feesSchema = z.object(feeQuoteShape);

export const checkoutSchema = z.object({
  checkoutId: z.string(),
  checkoutUrl: z.string(),
  status: z
    .enum(CHECKOUT_STATUSES)
    .describe(
      'pending until paid; completed once the payment is booked; failed when it could not start or was declined; expired is reserved (sessions do not expire).',
    ),
  escrowId: z.string().nullable().describe('The escrow this session funds, or null for a top-up.'),
  customerId: z.string().nullable().describe('The customer this session tops up, or null for an escrow.'),
  amount: nairaValue('What is paid for, before fees (the payer is charged fees.chargedAmount).'),
  currency: z.string(),
  fees: feesSchema,
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  callbackUrl: z.string().nullable(),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const checkoutListSchema = z.object({ checkouts: z.array(checkoutSchema), pagination: paginationSchema });

export const paymentSchema = z.object({
  paymentId: z.string(),
  checkoutId: z.string(),
  status: z.literal('succeeded').describe('Always succeeded: only successful payments exist.'),
  amount: nairaValue('The business amount paid for, before fees.'),
  chargedAmount: z.number(),
  netAmount: z.number(),
  currency: z.string(),
  escrowId: z.string().nullable(),
  walletId: z.string().nullable(),
  bookedAs: z.enum(['escrow_funding', 'wallet_credit', 'refund_due']),
  provider: z.string(),
  providerReference: z.string(),
  channel: z.string().nullable(),
  paidAt: z.string(),
  fees: z.object({ providerFee: z.number(), platformFee: z.number(), merchantFee: z.number(), totalFees: z.number() }),
});

/** A success answers the payment; a failure answers the failed session. */
export const completionSchema = z.union([paymentSchema, checkoutSchema]);
