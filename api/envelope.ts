import type { Context } from 'koa';
import { ErrorDetails, ServiceError } from '../src/errors';
import type { StoredResponse } from './middleware/idempotency';
import type { FileBody } from './route';

// The response envelope of the spec: { success, data | error, meta: { requestId } }. Error
// envelopes are written by the error middleware only (api/middleware/errors.ts).
export function sendData(ctx: Context, status: number, data: unknown): void {
  ctx.status = status;
  ctx.body = { success: true, data, meta: { requestId: ctx.state.requestId } };
}

function errorBody(requestId: string, code: string, message: string, details?: ErrorDetails) {
  return {
    success: false,
    error: details ? { code, message, details } : { code, message },
    meta: { requestId },
  };
}

/** The envelope of a refusal, as the error middleware writes it (and an Idempotency-Key stores it). */
export function errorEnvelope(requestId: string, err: ServiceError) {
  return errorBody(requestId, err.code, err.message, err.details);
}

export function sendError(ctx: Context, err: ServiceError): void {
  ctx.status = err.status;
  if (err.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(err.retryAfterSeconds));
  ctx.body = errorEnvelope(ctx.state.requestId, err);
}

/** A download: the file itself (Koa streams a Readable body), offered as an attachment. */
export function sendFile(ctx: Context, status: number, file: FileBody): void {
  ctx.status = status;
  if (file.filename) ctx.attachment(file.filename);
  ctx.type = file.contentType;
  for (const [name, value] of Object.entries(file.headers ?? {})) ctx.set(name, value);
  ctx.body = file.body;
}

/** A finished request's stored answer, replayed as it was sent, under its original request id. */
export function sendReplay(ctx: Context, response: StoredResponse): void {
  ctx.status = response.status;
  ctx.body = response.body;
  ctx.set('idempotent-replayed', 'true');
  const original = (response.body as { meta?: { requestId?: string } })?.meta?.requestId;
  if (original) ctx.set('x-request-id', original);
}
