import { z } from 'zod';
import { ATTEMPT_STATUSES, DELIVERY_STATUSES } from '../../../src/events/queries';
import { EVENT_TYPES } from '../../../src/events/outbox';
import { periodInOrder, periodShape } from '../../period-query';
import { paginationQuery, paginationSchema } from '../../schemas';

export const eventIdParams = z.object({ eventId: z.string() });

export const listEventsQuery = z
  .strictObject({
    ...paginationQuery,
    type: z.enum(EVENT_TYPES).optional().describe('Only events of this type.'),
    /** An escrow, withdrawal, checkout, wallet, payment or dispute id in the event's data. */
    objectId: z.string().min(1).max(100).optional(),
    ...periodShape,
  })
  .superRefine(periodInOrder);

export const eventStreamQuery = z.strictObject({
  type: listEventsQuery.shape.type,
  objectId: z.string().min(1).max(100).optional(),
  startDate: periodShape.startDate.describe('Send the events recorded since then first; unset: only those recorded from now on.'),
});

const deliverySummary = {
  status: z
    .enum(DELIVERY_STATUSES)
    .describe(
      'pending: not yet delivered (attempts may remain); delivered: a 2xx came back; failed: all 4 attempts failed; refused: the ' +
        'webhookUrl was refused as unsafe; no_endpoint: your account had no webhookUrl.',
    ),
  attemptCount: z.number().int(),
  deliveredAt: z.string().nullable(),
};

const eventBody = {
  id: z.string(),
  type: z.enum(EVENT_TYPES).describe("The event type (see the webhooks section for each one's data and meta)."),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()).describe('The resource as it stood right after the change, as a read answers it.'),
  meta: z.record(z.string(), z.unknown()).describe('Context of this event; {} when there is none.'),
};

const eventSchema = z.object({ ...eventBody, delivery: z.object(deliverySummary) });

export const eventListSchema = z.object({ events: z.array(eventSchema), pagination: paginationSchema });

const attemptSchema = z.object({
  attempt: z.number().int(),
  attemptedAt: z.string(),
  status: z.enum(ATTEMPT_STATUSES).describe("The attempt's outcome; pending while it is in flight."),
  latencyMs: z.number().int().nullable(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable().describe('Why the attempt failed (timeout, connection refused, a non-2xx status...), or null.'),
  url: z.string(),
  redelivery: z.boolean(),
});

export const eventDetailSchema = z.object({
  ...eventBody,
  delivery: z.object({ ...deliverySummary, attempts: z.array(attemptSchema) }),
});

/** The event after a redelivery, and that redelivery's own attempt. */
export const redeliveredEventSchema = eventDetailSchema.extend({
  redelivery: z
    .object({
      attempt: z.number().int(),
      status: z.enum(['delivered', 'failed', 'refused']).describe("What this redelivery's one attempt got."),
    })
    .describe('The attempt this call made.'),
});
