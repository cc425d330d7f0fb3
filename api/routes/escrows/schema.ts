import { z } from 'zod';
import { ESCROW_STATUSES, MAX_DEADLINE_SECONDS, MIN_INSPECTION_PERIOD_SECONDS } from '../../../src/escrows/rules';
import {
  merchantFee,
  nairaAmount,
  nairaValue,
  NAIRA_IN,
  paginationQuery,
  paginationSchema,
  trimmedText,
  emailAddress,
  phoneNumber,
} from '../../schemas';

export const escrowIdParams = z.object({ escrowId: z.string() });
export const disputeParams = z.object({ escrowId: z.string(), disputeId: z.string() });

const text = trimmedText;

// Deadlines (docs/decisions.md "Escrow deadlines"): a period in whole seconds, a point in time
// as an ISO 8601 timestamp with its offset, as every other time of the API.
const inspectionPeriod = z
  .number()
  .int()
  .min(MIN_INSPECTION_PERIOD_SECONDS)
  .max(MAX_DEADLINE_SECONDS)
  .describe(
    `Seconds from funding until the rest of the hold is released to the payee automatically, unless a dispute is opened first: ${MIN_INSPECTION_PERIOD_SECONDS} (a minute) to ${MAX_DEADLINE_SECONDS} (365 days); 604800 is 7 days.`,
  );
const deadline = (what: string) =>
  z.iso
    .datetime({ offset: true })
    .describe(
      `${what} ISO 8601 with a time zone (2026-12-01T18:00:00Z or 2026-12-01T19:00:00+01:00); in the future and at most 365 days ahead.`,
    );
const fundingDeadline = deadline('When the hold, if still unfunded, is cancelled automatically (cancelledReason funding_deadline_passed).');
const releaseAt = deadline('When the rest of the funded hold is released to the payee automatically.');

const guestSchema = z.strictObject({
  email: emailAddress,
  name: text(200).optional().describe("The guest's name, for your records; trimmed, at most 200 characters."),
  phone: phoneNumber.optional(),
});

const partyInput = z.strictObject({
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
  inspectionPeriod: inspectionPeriod.optional(),
  fundingDeadline: fundingDeadline.optional(),
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

/** Each field given sets (a value) or removes (null) that deadline; a field left out stays as it is. */
export const deadlinesBody = z
  .strictObject({
    inspectionPeriod: inspectionPeriod
      .nullable()
      .optional()
      .describe(`${inspectionPeriod.description} null removes it. Before funding only.`),
    releaseAt: releaseAt
      .nullable()
      .optional()
      .describe(`${releaseAt.description} null removes it. Once funded only (held or partially_released).`),
    fundingDeadline: fundingDeadline.nullable().optional().describe(`${fundingDeadline.description} null removes it. Before funding only.`),
  })
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['releaseAt'], message: 'give at least one of inspectionPeriod, releaseAt, fundingDeadline' });
    }
  })
  // The rule above, as the document says it.
  .meta({ minProperties: 1 });

export const advanceTestClockBody = z.strictObject({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(MAX_DEADLINE_SECONDS)
    .describe("How far to run this hold's sandbox clock ahead, in seconds (604800 is 7 days); at most 365 days a call."),
});

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
  status: z
    .enum(ESCROW_STATUSES)
    .describe(
      'awaiting_funding (nothing locked yet) → held (funded) → partially_released → released; or refunded (all back to the payer), ' +
        'cancelled (never funded), disputed (frozen until resolved).',
    ),
  amount: nairaValue("The hold's total, before fees."),
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
  inspectionPeriod: z.number().int().nullable().describe('Seconds from funding to the automatic release, or null for none.'),
  releaseAt: z
    .string()
    .nullable()
    .describe(
      "When the rest of the hold is released automatically (set at funding: the hold's clock plus inspectionPeriod; removed when a dispute opens), or null.",
    ),
  fundingDeadline: z.string().nullable().describe('When the hold, if still unfunded, is cancelled automatically, or null.'),
  testClockOffset: z
    .number()
    .int()
    .describe(
      "Seconds this hold's sandbox clock runs ahead of real time (POST /escrows/{escrowId}/test_clock/advance); deadlines are " +
        'judged by it. Always 0 on the live plane.',
    ),
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
