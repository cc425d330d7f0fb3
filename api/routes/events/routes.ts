import { getEvent, listEvents } from '../../../src/events/queries';
import { redeliverThroughWorkflow } from '../../event-calls';
import { followEvents, streamStart } from '../../event-stream';
import { defineRoute, eventStreamResponse } from '../../route';
import { eventDetailSchema, eventIdParams, eventListSchema, eventStreamQuery, listEventsQuery, redeliveredEventSchema } from './schema';

const tag = 'Events';

export const listEventsRoute = defineRoute({
  method: 'get', path: '/events', readOnly: true, tag, summary: 'List the webhook events sent (or to be sent) to this merchant, newest first',
  query: listEventsQuery, response: eventListSchema, rateLimit: 'standard',
  handler: async ({ query, owner, deps }) => {
    const { limit, offset, startingAfter, type, objectId, startDate, endDate } = query;
    const filters = { type, objectId, startAt: startDate?.at, endBefore: endDate?.at };
    return { data: await listEvents(deps.sql, owner, filters, { limit, offset, startingAfter }) };
  },
});

// Listed before /events/:eventId, which would take `stream` for an id.
export const followEventsRoute = defineRoute({
  method: 'get', path: '/events/stream', tag,
  summary: 'Follow the events as they are recorded (server-sent events), oldest first, each once',
  query: eventStreamQuery, response: eventStreamResponse('The events, as server-sent events, until you disconnect', { 'x-events-since': 'Where the stream starts (ISO 8601): startDate, or the moment it was opened' }), rateLimit: 'event_stream',
  handler: async ({ query, owner, deps }) => {
    const startAt = query.startDate?.at ?? (await streamStart(deps.sql));
    return {
      file: {
        contentType: 'text/event-stream; charset=utf-8',
        // x-events-since: where this stream starts, for a client that opens the next one after a cut.
        headers: { 'cache-control': 'no-cache', 'x-accel-buffering': 'no', 'x-events-since': startAt.toISOString() },
        body: followEvents(deps.sql, owner, { startAt, type: query.type, objectId: query.objectId }),
      },
    };
  },
});

export const getEventRoute = defineRoute({
  method: 'get', path: '/events/:eventId', readOnly: true, tag, summary: 'Get an event as delivered, with its delivery status and every attempt',
  params: eventIdParams, response: eventDetailSchema, rateLimit: 'standard',
  handler: async ({ params, owner, deps }) => ({ data: await getEvent(deps.sql, owner, params.eventId) }),
});

export const redeliverEventRoute = defineRoute({
  method: 'post', path: '/events/:eventId/redeliver', tag,
  summary: 'Send an event once more to the current webhookUrl (one attempt, answered with its outcome); 409 while its own delivery is still pending',
  params: eventIdParams, response: redeliveredEventSchema, idempotent: true, rateLimit: 'standard',
  handler: async ({ params, owner, auth, deps, idempotencyKey }) => ({
    data: await redeliverThroughWorkflow(deps, owner, auth.merchant.webhookUrl, params.eventId, idempotencyKey),
  }),
});

export const eventRoutes = [listEventsRoute, followEventsRoute, getEventRoute, redeliverEventRoute];
