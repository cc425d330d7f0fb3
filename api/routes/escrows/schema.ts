import { z } from 'zod';
import { ESCROW_STATUSES } from '../../../src/escrows/rules';
import { merchantFee, nairaAmount, paginationQuery, paginationSchema, trimmedText, emailAddress, phoneNumber } from '../../schemas';

export const escrowIdParams = z.object({ escrowId: z.string() });
export const disputeParams = z.object({ escrowId: z.string(), disputeId: z.string() });

const text = trimmedText;

export const guestSchema = z.strictObject({
  email: emailAddress,
  name: text(200).optional(),
  phone: phoneNumber.optional(),
});

export const partyInput = z.strictObject({
  role: text(50),
  customerId: z.string().min(1).optional(),
  guest: guestSchema.optional(),
});

export const createEscrowBody = z.strictObject({
  reference: text(100),
  amount: nairaAmount,
  // Fees and settlement are local NGN only.
  currency: z.literal('NGN', { error: 'must be NGN' }),
  parties: z.array(partyInput).min(2).max(10),
  description: z.string().max(1000).optional(),
  debitPayer: z.boolean().optional(),
  checkout: z.boolean().optional(),
  callbackUrl: z.string().max(2048).optional(),
  merchantFee: merchantFee.optional(),
});

export const listEscrowsQuery = z.strictObject({
  ...paginationQuery,
  status: z.enum(ESCROW_STATUSES).optional(),
  customerId: z.string().optional(),
});

export const releaseBody = z.strictObject({ amount: nairaAmount.optional() });
export const refundBody = z.strictObject({ amount: nairaAmount.optional(), reason: z.string().max(500).optional() });
export const cancelBody = z.strictObject({ reason: z.string().max(500).optional() });

export const openDisputeBody = z.strictObject({
  openedBy: text(100),
  reasonCode: text(100),
  description: text(2000),
});

export const resolveDisputeBody = z
  .strictObject({
    action: z.enum(['release', 'refund', 'split']),
    releaseAmount: z.number().int().min(0).max(100_000_000).optional(),
    refundAmount: z.number().int().min(0).max(100_000_000).optional(),
  })
  .superRefine((body, ctx) => {
    const split = body.action === 'split';
    for (const field of ['releaseAmount', 'refundAmount'] as const) {
      if (split && body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required for split' });
      if (!split && body[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'only for split' });
    }
  });

const partySchema = z.union([
  z.object({ role: z.string(), customerId: z.string() }),
  z.object({
    role: z.literal('payer'),
    customerId: z.null(),
    guest: z.object({ email: z.string(), name: z.string().nullable(), phone: z.string().nullable() }),
  }),
]);

export const escrowSchema = z.object({
  escrowId: z.string(),
  reference: z.string(),
  status: z.enum(ESCROW_STATUSES),
  amount: z.number(),
  currency: z.string(),
  releasedAmount: z.number(),
  refundedAmount: z.number(),
  remainingAmount: z.number(),
  feeAmount: z.number(),
  merchantFee: z.number(),
  parties: z.array(partySchema),
  description: z.string().nullable(),
  cancelledReason: z.string().nullable(),
  fundedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  pendingProviderRefund: z.boolean(),
  createdAt: z.string(),
});

/** POST /escrows answers the escrow, plus its checkout session when `checkout: true`. */
export const createdEscrowSchema = escrowSchema.extend({
  checkout: z.object({ checkoutId: z.string(), checkoutUrl: z.string() }).optional(),
});

export const escrowListSchema = z.object({ escrows: z.array(escrowSchema), pagination: paginationSchema });

export const disputeSchema = z.object({
  disputeId: z.string(),
  escrowId: z.string(),
  status: z.enum(['open', 'resolved']),
  openedBy: z.string(),
  reasonCode: z.string(),
  description: z.string(),
  resolution: z.enum(['release', 'refund', 'split']).nullable(),
  releasedAmount: z.number(),
  refundedAmount: z.number(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
