import { getEvent, listEvents } from '../../../src/events/queries';
import { redeliverThroughWorkflow } from '../../event-calls';
import { eventStreamBody, streamStart } from '../../event-stream';
import { defineRoute, eventStreamResponse } from '../../route';
import { IDEMPOTENCY_KEY } from '../../route-text';
import { eventDetailSchema, eventIdParams, eventListSchema, eventStreamQuery, listEventsQuery, redeliveredEventSchema } from './schema';

const tag = 'Events';

export const listEventsRoute = defineRoute({
  method: 'get',
  path: '/events',
  readOnly: true,
  tag,
  summary: 'List the webhook events sent (or to be sent) to this merchant, newest first',
  operationId: 'listEvents',
  clientMethod: 'events.list',
  query: listEventsQuery,
  response: eventListSchema,
  rateLimit: 'standard',
  description:
    "The webhook events of your account on the key's plane, newest first, each as delivered (the same body your endpoint receives) " +
    'with its delivery status. Use it to catch up after downtime. Filter by type, objectId (any escrow, withdrawal, checkout, ' +
    'wallet, payment or dispute id in the event) and a period.',
  handler: async ({ query, owner, deps }) => {
    const { limit, offset, startingAfter, type, objectId, startDate, endDate } = query;
    const filters = { type, objectId, startAt: startDate?.at, endBefore: endDate?.at };
    return { data: await listEvents(deps.sql, owner, filters, { limit, offset, startingAfter }) };
  },
});

// Listed before /events/:eventId, which would take `stream` for an id.
const followEventsRoute = defineRoute({
  method: 'get',
  path: '/events/stream',
  tag,
  operationId: 'followEvents',
  clientMethod: 'events.follow',
  summary: 'Follow the events as they are recorded (server-sent events), oldest first, each once',
  query: eventStreamQuery,
  response: eventStreamResponse('The events, as server-sent events, until you disconnect', {
    'x-events-since': 'Where the stream starts (ISO 8601): startDate, or the moment it was opened',
  }),
  rateLimit: 'event_stream',
  description:
    'Follows your events as they are recorded: one request for as long as you stay connected, each event sent once, oldest first, ' +
    'within about a second of being recorded, ' +
    'as a `text/event-stream` message: `id:` the event id, `event:` its type, `data:` the event as GET /events lists it. Without ' +
    'startDate, from now on; with it, the events since then come first. ' +
    'A comment line comes every 15 seconds when nothing happens. Opening a stream counts in its own rate-limit family ' +
    '(`event_stream`), so following takes nothing of the other families. `cli listen` follows this stream.',
  handler: async ({ query, owner, deps }) => {
    const startAt = query.startDate?.at ?? (await streamStart(deps.sql));
    return {
      file: {
        contentType: 'text/event-stream; charset=utf-8',
        // x-events-since: where this stream starts, for a client that opens the next one after a cut.
        headers: { 'cache-control': 'no-cache', 'x-accel-buffering': 'no', 'x-events-since': startAt.toISOString() },
        body: eventStreamBody(deps.sql, owner, { startAt, type: query.type, objectId: query.objectId }),
      },
    };
  },
});

export const getEventRoute = defineRoute({
  method: 'get',
  path: '/events/:eventId',
  readOnly: true,
  tag,
  summary: 'Get an event as delivered, with its delivery status and every attempt',
  operationId: 'getEvent',
  clientMethod: 'events.get',
  params: eventIdParams,
  response: eventDetailSchema,
  rateLimit: 'standard',
  description: 'One event as delivered, with every delivery attempt: when, to which URL, what your endpoint answered and how long it took.',
  handler: async ({ params, owner, deps }) => ({ data: await getEvent(deps.sql, owner, params.eventId) }),
});

export const redeliverEventRoute = defineRoute({
  method: 'post',
  path: '/events/:eventId/redeliver',
  tag,
  operationId: 'redeliverEvent',
  clientMethod: 'events.redeliver',
  summary:
    'Send an event once more to the current webhookUrl (one attempt, answered with its outcome); 409 while its own delivery is still pending',
  params: eventIdParams,
  response: redeliveredEventSchema,
  idempotent: true,
  rateLimit: 'standard',
  description:
    'Sends the event once more to your current webhookUrl, now, and answers with the outcome of that one attempt. It does not ' +
    "change the event's own delivery; 409 EVENT_DELIVERY_PENDING while that is still in progress. " +
    IDEMPOTENCY_KEY,
  handler: async ({ params, owner, auth, deps, idempotencyKey }) => ({
    data: await redeliverThroughWorkflow(deps, owner, auth.merchant.webhookUrl, params.eventId, idempotencyKey),
  }),
});

export const eventRoutes = [listEventsRoute, followEventsRoute, getEventRoute, redeliverEventRoute];
