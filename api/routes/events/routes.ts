import { getEvent, listEvents } from '../../../src/events/queries';
import { redeliverThroughWorkflow } from '../../event-calls';
import { defineRoute } from '../../route';
import { eventDetailSchema, eventIdParams, eventListSchema, listEventsQuery, redeliveredEventSchema } from './schema';

const tag = 'Events';

export const eventRoutes = [
  defineRoute({
    method: 'get', path: '/events', readOnly: true, tag, summary: 'List the webhook events sent (or to be sent) to this merchant, newest first',
    query: listEventsQuery, response: eventListSchema, rateLimit: 'standard',
    handler: async ({ query, owner, deps }) => {
      const { limit, offset, startingAfter, type, objectId, startDate, endDate } = query;
      const filters = { type, objectId, startAt: startDate?.at, endBefore: endDate?.at };
      return { data: await listEvents(deps.sql, owner, filters, { limit, offset, startingAfter }) };
    },
  }),
  defineRoute({
    method: 'get', path: '/events/:eventId', readOnly: true, tag, summary: 'Get an event as delivered, with its delivery status and every attempt',
    params: eventIdParams, response: eventDetailSchema, rateLimit: 'standard',
    handler: async ({ params, owner, deps }) => ({ data: await getEvent(deps.sql, owner, params.eventId) }),
  }),
  defineRoute({
    method: 'post', path: '/events/:eventId/redeliver', tag,
    summary: 'Send an event once more to the current webhookUrl (one attempt, answered with its outcome); 409 while its own delivery is still pending',
    params: eventIdParams, response: redeliveredEventSchema, idempotent: true, rateLimit: 'standard',
    handler: async ({ params, owner, auth, deps, idempotencyKey }) => ({
      data: await redeliverThroughWorkflow(deps, owner, auth.merchant.webhookUrl, params.eventId, idempotencyKey),
    }),
  }),
];
