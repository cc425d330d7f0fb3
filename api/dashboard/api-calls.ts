import { z } from 'zod';
import { ServiceError } from '../../src/errors';
import type { Owner } from '../../src/owner';
import type { AuthState } from '../deps';
import { errorEnvelope } from '../envelope';
import { fingerprint, StoredResponse } from '../middleware/idempotency';
import type { HandlerInput, RouteDef } from '../route';
import { apiRoutes } from '../routes';
import { parseOrThrow, rejectNulCharacters } from '../validation';
import type { DashEnv } from './web';

// The dashboard's only way to read or move the merchant's money: the very route declarations
// of /api/v1 (their schemas, handlers, workflows) and, for a write, the same Idempotency-Key
// claims, under a key derived from the form's one-use token. A double click or a resubmitted
// form therefore replays the first answer instead of moving money again.

const ROUTES = new Map(apiRoutes.map((route) => [`${route.method} ${route.path}`, route]));
const NO_PARAMS = z.object({});
const EMPTY = z.strictObject({});

export type ApiCall = {
  method: RouteDef['method'];
  /** The route's declared path (`/escrows/:escrowId/release`). */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** For an idempotent route: the form's one-use token. */
  formToken?: string;
  /**
   * For an idempotent route: runs once the write happened (not on a replay of the form's first
   * answer, nor on a refusal), before its answer is stored, with the form's Idempotency-Key (the
   * audit entry, written once per key however often a crash makes it run).
   */
  onWritten?: (formKey: string) => Promise<void>;
};

/** The Idempotency-Key of a dashboard form: its own namespace, so it never meets a client's key. */
export const dashboardKey = (formToken: string) => `dashboard:${formToken}`;

export async function callApi<T>(env: DashEnv, auth: AuthState, call: ApiCall, requestId: string): Promise<T> {
  const route = ROUTES.get(`${call.method} ${call.path}`);
  if (!route) throw new Error(`no route ${call.method} ${call.path}`);
  const params = parseOrThrow(route.params ?? NO_PARAMS, call.params ?? {}, 'path');
  rejectNulCharacters(call.query ?? {}, 'query');
  rejectNulCharacters(call.body ?? {}, 'body');
  const query = parseOrThrow(route.query ?? EMPTY, call.query ?? {}, 'query');
  const body = route.body ? parseOrThrow(route.body, call.body ?? {}, 'body') : {};
  const owner: Owner = { merchantId: auth.merchant.merchantId, plane: auth.plane };
  const run = async (idempotencyKey?: string) => {
    const input = { params, query, body, auth, owner, deps: env.deps, requestId, idempotencyKey };
    const result = await (route.handler as (i: HandlerInput<unknown, unknown, unknown>) => Promise<{ status?: number; data?: unknown; file?: unknown }>)(input as never);
    return result;
  };
  if (!route.idempotent) {
    const result = await run();
    return ('file' in result ? result.file : result.data) as T;
  }

  if (!call.formToken || !/^[\w-]{16,64}$/.test(call.formToken)) {
    throw new ServiceError({ code: 'INVALID_REQUEST', status: 400, message: 'This form has expired; reload the page and submit it again' });
  }
  const key = dashboardKey(call.formToken);
  const path = `/api/v1${route.path.replace(/:(\w+)/g, (_, name: string) => (call.params ?? {})[name] ?? '')}`;
  const held = await env.keys.claim(owner, key, fingerprint(call.method.toUpperCase(), path, call.body ?? {}));
  if (held.claim.kind === 'replay') return answerOf<T>(held.claim.response);
  let answer: StoredResponse;
  try {
    const result = await run(key);
    await call.onWritten?.(key);
    answer = { status: result.status ?? route.status ?? 200, body: { success: true, data: result.data, meta: { requestId } } };
  } catch (err) {
    if (!(err instanceof ServiceError)) {
      await env.keys.finish(held, undefined).catch(() => {});
      throw err;
    }
    await env.keys.finish(held, { status: err.status, body: errorEnvelope(requestId, err) });
    throw err;
  }
  await env.keys.finish(held, answer);
  return answerOf<T>(answer);
}

/** A stored answer as the first submit got it: its data, or its refusal thrown again. */
function answerOf<T>(response: StoredResponse): T {
  const body = response.body as { success: boolean; data?: T; error?: { code: string; message: string; details?: Record<string, unknown> } };
  if (body.success) return body.data as T;
  throw new ServiceError({ code: body.error!.code as never, status: response.status, message: body.error!.message, details: body.error!.details });
}
