import { z } from 'zod';
import { ESCROW_STATUSES } from '../../../src/escrows/rules';
import { merchantFee, nairaAmount, nairaValue, NAIRA_IN, paginationQuery, paginationSchema, trimmedText, emailAddress, phoneNumber } from '../../schemas';

export const escrowIdParams = z.object({ escrowId: z.string() });
export const disputeParams = z.object({ escrowId: z.string(), disputeId: z.string() });

const text = trimmedText;

export const guestSchema = z.strictObject({
  email: emailAddress,
  name: text(200).optional().describe('The guest\'s name, for your records; trimmed, at most 200 characters.'),
  phone: phoneNumber.optional(),
});

export const partyInput = z.strictObject({
  role: text(50),
  customerId: z.string().min(1).optional(),
  guest: guestSchema.optional(),
});

export const createEscrowBody = z.strictObject({
  reference: text(100),
  amount: nairaAmount.describe(`The hold's total, before fees: 1 to 100,000,000. ${NAIRA_IN}`),
  // Fees and settlement are local NGN only.
  currency: z.literal('NGN', { error: 'must be NGN' }),
  parties: z.array(partyInput).min(2).max(10),
  description: z.string().max(1000).optional().describe('Free text about the deal, kept with the escrow; at most 1000 characters.'),
  debitPayer: z.boolean().optional(),
  checkout: z.boolean().optional(),
  callbackUrl: z.string().max(2048).optional(),
  merchantFee: merchantFee.optional(),
});

export const listEscrowsQuery = z.strictObject({
  ...paginationQuery,
  status: z.enum(ESCROW_STATUSES).optional().describe('Only escrows in this status.'),
  customerId: z.string().optional().describe('Only escrows where this customer is the payer or the payee.'),
});

export const releaseBody = z.strictObject({
  amount: nairaAmount.optional().describe(`How much of the remaining hold to release; left out: all of it. ${NAIRA_IN}`),
});
export const refundBody = z.strictObject({
  amount: nairaAmount.optional().describe(`How much of the remaining hold to refund; left out: all of it. ${NAIRA_IN}`),
  reason: z.string().max(500).optional(),
});
export const cancelBody = z.strictObject({ reason: z.string().max(500).optional() });

export const openDisputeBody = z.strictObject({
  openedBy: text(100),
  reasonCode: text(100),
  description: text(2000).describe('What happened, in the words of whoever opened it; at most 2000 characters.'),
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
  status: z.enum(ESCROW_STATUSES).describe(
    'awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), cancelled (never funded), disputed (frozen until resolved).',
  ),
  amount: nairaValue('The hold\'s total, before fees.'),
  currency: z.string(),
  releasedAmount: z.number(),
  refundedAmount: z.number(),
  remainingAmount: z.number(),
  feeAmount: z.number(),
  merchantFee: z.number(),
  parties: z.array(partySchema),
  description: z.string().nullable().describe('Your free text about the deal, or null.'),
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
  status: z.enum(['open', 'resolved']).describe('open until resolved; a resolved dispute cannot be resolved again.'),
  openedBy: z.string(),
  reasonCode: z.string(),
  description: z.string().describe('What happened, as given when the dispute was opened.'),
  resolution: z.enum(['release', 'refund', 'split']).nullable(),
  releasedAmount: z.number(),
  refundedAmount: z.number(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
