import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { refuse } from '../src/errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body: empty means {}, over 1 MiB is 413, anything but a JSON object is
 * 400. The raw bytes are kept on ctx.state for signature checks of inbound provider events.
 */
export async function readJsonBody(ctx: Context): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await getRawBody(ctx.req, { limit: MAX_BODY_BYTES, length: ctx.get('content-length') || undefined });
  } catch (err) {
    const type = (err as { type?: string }).type;
    if (type === 'entity.too.large') {
      throw refuse.bodyTooLarge(MAX_BODY_BYTES);
    }
    throw refuse.invalidRequest('Could not read the request body');
  }
  ctx.state.rawBody = raw;
  if (raw.length === 0) return {};
  if (!ctx.is('application/json')) {
    throw refuse.invalidRequest('Content-Type must be application/json', { fields: ['Content-Type'] });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw refuse.invalidRequest('Request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw refuse.invalidRequest('Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
