import { z } from 'zod';
import { ATTEMPT_STATUSES, DELIVERY_STATUSES } from '../../../src/events/queries';
import { EVENT_TYPES } from '../../../src/events/outbox';
import { periodInOrder, periodShape } from '../../period-query';
import { paginationQuery, paginationSchema } from '../../schemas';

export const eventIdParams = z.object({ eventId: z.string() });

export const listEventsQuery = z
  .strictObject({
    ...paginationQuery,
    type: z.enum(EVENT_TYPES).optional(),
    /** An escrow, withdrawal, checkout, wallet, payment or dispute id in the event's data. */
    objectId: z.string().min(1).max(100).optional(),
    ...periodShape,
  })
  .superRefine(periodInOrder);

const deliverySummary = {
  status: z.enum(DELIVERY_STATUSES),
  attemptCount: z.number().int(),
  deliveredAt: z.string().nullable(),
};

const eventBody = {
  id: z.string(),
  type: z.enum(EVENT_TYPES),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
  meta: z.record(z.string(), z.unknown()),
};

export const eventSchema = z.object({ ...eventBody, delivery: z.object(deliverySummary) });

export const eventListSchema = z.object({ events: z.array(eventSchema), pagination: paginationSchema });

export const attemptSchema = z.object({
  attempt: z.number().int(),
  attemptedAt: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  latencyMs: z.number().int().nullable(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  url: z.string(),
  redelivery: z.boolean(),
});

export const eventDetailSchema = z.object({
  ...eventBody,
  delivery: z.object({ ...deliverySummary, attempts: z.array(attemptSchema) }),
});

/** The event after a redelivery, and that redelivery's own attempt. */
export const redeliveredEventSchema = eventDetailSchema.extend({
  redelivery: z.object({ attempt: z.number().int(), status: z.enum(['delivered', 'failed', 'refused']) }),
});
