import { z } from 'zod';
import { EVENT_TYPES, EventType } from '../src/events/outbox';
import { exampleOf, JsonSchema } from './openapi-examples';
import { toSchema } from './openapi-schema';
import { checkoutSchema, paymentSchema } from './routes/checkout/schema';
import { disputeSchema, escrowSchema } from './routes/escrows/schema';
import { withdrawalSchema } from './routes/withdrawals/schema';
import { nairaValue, walletSchema } from './schemas';

// The OpenAPI document's `webhooks`: every event the service POSTs to a merchant's
// webhookUrl (the catalog of src/events/outbox.ts), with the schema of its body and an
// example. `data` is the same resource a read answers; `meta` is per event type.

const fees = z.object({
  providerFee: nairaValue("The payment provider's fee."),
  platformFee: nairaValue("This service's fee."),
  merchantFee: nairaValue('Your surcharge.'),
  totalFees: nairaValue('providerFee + platformFee + merchantFee.'),
});

const movement = z.object({ movementAmount: nairaValue('What this one movement moved (a release, refund or split part).') });
const empty = z.object({}).describe('Always {} for this event.');

/** What a hold's own deadline adds to the meta of the release or cancel it issued; absent on your own. */
const automatic = (deadline: 'releaseAt' | 'fundingDeadline', what: string) => ({
  automatic: z
    .literal(true)
    .optional()
    .describe(`Present (true) only when the service ${what} by itself at the hold's ${deadline}; absent when you did.`),
  deadline: z.literal(deadline).optional().describe('The deadline that issued it; present with automatic.'),
});
const releasedMeta = movement.extend(automatic('releaseAt', 'released the rest of the hold'));
const cancelledMeta = z.object(automatic('fundingDeadline', 'cancelled the unfunded hold')).describe('{} when you cancelled the hold.');
const deadlinesUpdatedMeta = z.object({
  previousAttributes: escrowSchema
    .pick({ inspectionPeriod: true, releaseAt: true, fundingDeadline: true })
    .partial()
    .describe('Each field the change touched, as it was before (data has the new values).'),
});

const walletCreditedData = walletSchema.pick({ walletId: true, customerId: true, balances: true, account: true });

const walletCreditedMeta = z.object({
  amount: nairaValue('What was added to available (the net amount).'),
  currency: z.string(),
  source: z
    .enum(['nuban', 'checkout'])
    .describe("nuban: a transfer to the wallet's virtual account (or a sandbox credit); checkout: a paid checkout session."),
  channel: z
    .string()
    .nullable()
    .describe("How it arrived: dedicated_nuban for transfers; the payer's checkout channel (card, bank_transfer...) for checkouts."),
  accountNumber: z.string().nullable().describe("The wallet's virtual account number, or null when it has none."),
  grossAmount: nairaValue('For transfers: what was sent, before the deposit fee.').optional(),
  providerFee: nairaValue('For transfers: the deposit fee (1% of the gross, at most ₦300).').optional(),
  netAmount: nairaValue('For transfers: grossAmount - providerFee, equal to amount.').optional(),
});

const escrowFundedMeta = z.object({
  source: z
    .enum(['checkout', 'wallet'])
    .describe("checkout: paid through a checkout session; wallet: taken from the payer's available (debitPayer)."),
  paymentId: z.string().nullable().describe('The checkout payment that funded the hold; null for debitPayer.'),
  providerReference: z.string().nullable().describe("The payment provider's reference; null for debitPayer."),
  chargedAmount: nairaValue('What the payer paid: the amount plus fees.'),
  netAmount: nairaValue("What the hold received: the escrow's amount."),
  fees,
});

type EventDoc = { summary: string; data: z.ZodType; meta: z.ZodType };

const EVENTS: Record<EventType, EventDoc> = {
  'payment.pending': {
    summary: 'A checkout session was created (its first creation only); data is the session.',
    data: checkoutSchema,
    meta: empty,
  },
  'payment.succeeded': { summary: 'A checkout payment succeeded and was booked; data is the payment.', data: paymentSchema, meta: empty },
  'wallet.credited': {
    summary:
      "A customer's available balance grew: a transfer to the virtual account, a paid top-up checkout, a sandbox credit, or a " +
      'payment its hold could no longer take.',
    data: walletCreditedData,
    meta: walletCreditedMeta,
  },
  'escrow.created': {
    summary: 'An escrow hold was created; data is the escrow.',
    data: escrowSchema,
    meta: z.object({ debitPayer: z.boolean().describe('Whether the hold was created with debitPayer (escrow.funded follows at once).') }),
  },
  'escrow.funded': {
    summary: "The hold was funded, by checkout or from the payer's available (debitPayer); it is now held.",
    data: escrowSchema,
    meta: escrowFundedMeta,
  },
  'escrow.partially_released': {
    summary: "Part of the hold moved to the payee's available; some remains held.",
    data: escrowSchema,
    meta: movement,
  },
  'escrow.released': {
    summary:
      "The last of the hold moved to the payee (remainingAmount is 0 and some went to the payee): by your release, a dispute's " +
      "resolution, or the hold's own releaseAt (meta.automatic).",
    data: escrowSchema,
    meta: releasedMeta,
  },
  'escrow.refunded': {
    summary: "A refund moved money back to the payer (at once for a customer, after the provider's refund for a guest).",
    data: escrowSchema,
    meta: movement,
  },
  'escrow.cancelled': {
    summary:
      'An unfunded hold was cancelled, by you or by its own fundingDeadline (meta.automatic; cancelledReason funding_deadline_passed); nothing moved.',
    data: escrowSchema,
    meta: cancelledMeta,
  },
  'escrow.deadlines_updated': {
    summary: 'You set, moved or removed a deadline of the hold (POST /escrows/{escrowId}/deadlines); data has the new values.',
    data: escrowSchema,
    meta: deadlinesUpdatedMeta,
  },
  'dispute.opened': {
    summary: 'A dispute was opened; data is the dispute.',
    data: disputeSchema,
    meta: z.object({
      escrow: z
        .object({
          escrowId: z.string(),
          status: z.literal('disputed').describe("The escrow's status now."),
          remainingAmount: nairaValue('Still held, now frozen until the dispute is resolved.'),
        })
        .describe('The disputed hold.'),
    }),
  },
  'dispute.resolved': { summary: "A dispute was settled; the movement's own escrow events follow.", data: disputeSchema, meta: empty },
  'withdrawal.created': {
    summary: 'A payout was accepted and its amount plus fees reserved from available.',
    data: withdrawalSchema,
    meta: empty,
  },
  'withdrawal.processing': { summary: 'The transfer was sent to the bank.', data: withdrawalSchema, meta: empty },
  'withdrawal.completed': { summary: 'The bank transfer succeeded.', data: withdrawalSchema, meta: empty },
  'withdrawal.failed': {
    summary: 'The bank transfer failed; the reserved money is back in available and failureReason says why.',
    data: withdrawalSchema,
    meta: empty,
  },
};

/** The body of one event type as delivered. */
function eventBodySchema(type: EventType): JsonSchema {
  const { data, meta } = EVENTS[type];
  return {
    type: 'object',
    required: ['id', 'type', 'createdAt', 'data', 'meta'],
    properties: {
      id: {
        type: 'string',
        description: 'The event id (`evt_` + 24 characters): deduplicate deliveries by it.',
        examples: ['evt_4Nq8Tz2KmB6xRw1HcV9sLp3D'],
      },
      type: { const: type, description: 'The event type.' },
      createdAt: { type: 'string', description: 'When the event was recorded (ISO 8601, UTC).', examples: ['2026-11-26T10:15:02.150Z'] },
      data: { ...toSchema(data, 'output'), description: 'The resource as it stood right after the change, as a read answers it.' },
      meta: { ...toSchema(meta, 'output'), description: 'Context of this event (always present; {} when there is none).' },
    },
  };
}

const signatureHeader = {
  name: 'x-service-signature',
  in: 'header',
  required: true,
  description:
    'Hex HMAC-SHA512 of the raw body bytes, keyed with your secret key. Recompute it and compare in constant time before trusting the body.',
  schema: { type: 'string', pattern: '^[0-9a-f]{128}$' },
};
const eventHeader = {
  name: 'x-service-event',
  in: 'header',
  required: false,
  description: 'The event type, as `type` in the body.',
  schema: { type: 'string' },
};

export function webhooksSection(): Record<string, unknown> {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const schema = eventBodySchema(type);
      return [
        type,
        {
          post: {
            summary: EVENTS[type].summary,
            description:
              'POSTed to your webhookUrl. Answer 2xx within 5 seconds; otherwise it is retried 3 times, 15 s apart. Events of one object arrive in order.',
            tags: ['Webhooks'],
            operationId: `webhook${type.replace(/(^|[._])(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
            parameters: [signatureHeader, eventHeader],
            requestBody: { required: true, content: { 'application/json': { schema, example: exampleOf(schema) } } },
            responses: { '200': { description: 'Any 2xx acknowledges the event.' } },
          },
        },
      ];
    }),
  );
}
