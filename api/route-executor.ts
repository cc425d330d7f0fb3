import { z } from 'zod';
import { ServiceError } from '../src/errors';
import type { Owner } from '../src/owner';
import type { AppDeps, AuthState } from './deps';
import { errorEnvelope } from './envelope';
import { fingerprint, readIdempotencyKey, StoredResponse } from './middleware/idempotency';
import type { HeldKey, KeyClaims } from './middleware/key-claims';
import { FileBody, HandlerInput, isFileResponse, RouteDef, Success } from './route';
import { parseOrThrow, rejectNulCharacters } from './validation';

/*
 * The one executor of a declared route: validation → Idempotency-Key claim or replay →
 * handler → envelope (stored under the key for replay). Its stages are used by two callers:
 *   - the HTTP pipeline (api/pipeline.ts), which runs them in this order around admission and
 *     may start some early beside the admission statement (its lookahead);
 *   - `executeRoute`, for callers inside the process (the dashboard), by reference to the
 *     route's declaration, answered with the data its response schema describes.
 * A refusal is a ServiceError, stored under the key like any answer.
 */

export const API_BASE_PATH = '/api/v1';

/**
 * Any declared route, each keeping its own types in its named constant (`getEscrowRoute`): the
 * declaration's fields, with a handler of whatever input (the executor gives it its own).
 */
export type AnyRoute = Omit<RouteDef, 'params' | 'query' | 'body' | 'handler'> & {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  handler: (input: never) => Promise<unknown>;
};

type InputOf<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : undefined;

/** What a route answers on success: the data of its response schema, or the file of a download. */
export type RouteAnswer<T extends AnyRoute> = T['response'] extends z.ZodType ? z.infer<T['response']> : FileBody;

/** A request past validation: its inputs, the raw body its key's fingerprint covers, and the key. */
export type ValidRequest = { params: unknown; query: unknown; body: unknown; rawBody: unknown; key?: string };

/** A request's inputs as they came, before any check (`rawBody` undefined for a route without a body). */
export type RawInputs = { params: unknown; query: Record<string, unknown>; rawBody: unknown; key: string | undefined };

/** The envelope of a success (its status and body, as stored for replay), or a download. */
export type Delivery = { kind: 'data'; response: StoredResponse } | { kind: 'file'; status: number; file: FileBody };

export type Answer = Success<RouteDef['response']>;

const EMPTY = z.strictObject({});
// Built once: a schema made per request cost zod a compile on every read.
const NO_PARAMS = z.object({});

/** The Idempotency-Key of an idempotent route (400 when missing or too long); none for the others. */
function requestKey(route: AnyRoute, given: string | undefined): string | undefined {
  return route.idempotent ? readIdempotencyKey(given) : undefined;
}

/** Checks the path, the query and the body (400 INVALID_REQUEST naming what is wrong). */
export function validateInputs(route: AnyRoute, raw: RawInputs): ValidRequest {
  const params = parseOrThrow(route.params ?? NO_PARAMS, raw.params ?? {}, 'path');
  // Path ids are not checked here: an id with a NUL is simply unknown (404, via isId).
  rejectNulCharacters(raw.query, 'query');
  if (raw.rawBody) rejectNulCharacters(raw.rawBody, 'body');
  const query = parseOrThrow(route.query ?? EMPTY, { ...raw.query }, 'query');
  const body = route.body ? parseOrThrow(route.body, raw.rawBody, 'body') : {};
  return { params, query, body, rawBody: raw.rawBody, key: raw.key };
}

const ownerOf = (auth: AuthState): Owner => ({ merchantId: auth.merchant.merchantId, plane: auth.plane });

/**
 * Claims the request's key for its merchant and plane, under the fingerprint of its method
 * (upper case, as HTTP has it), path and raw body; a finished request's claim is its replay.
 * Undefined without a key.
 */
export function claimRequestKey(
  keys: KeyClaims,
  auth: AuthState,
  method: string,
  path: string,
  request: ValidRequest,
): Promise<HeldKey> | undefined {
  if (request.key === undefined) return undefined;
  return keys.claim(ownerOf(auth), request.key, fingerprint(method, path, request.rawBody));
}

type AnyHandler = (input: HandlerInput<unknown, unknown, unknown>) => Promise<Answer>;

/** Runs the route's handler for `auth` (nothing written to any response yet). */
export function runHandler(route: AnyRoute, deps: AppDeps, auth: AuthState, requestId: string, request: ValidRequest): Promise<Answer> {
  const { params, query, body, key } = request;
  return (route.handler as AnyHandler)({
    params,
    query,
    body,
    auth,
    owner: ownerOf(auth),
    deps,
    requestId,
    idempotencyKey: key,
  } as HandlerInput<unknown, unknown, unknown>);
}

/**
 * A handler's result as it is answered: the envelope { success, data, meta } with its status,
 * or the file. With `validateResponses` (tests) the data must match the response schema and
 * the status must be one the declaration lists.
 */
export function deliveryOf(route: AnyRoute, deps: AppDeps, requestId: string, result: Answer): Delivery {
  const status = ('file' in result ? undefined : result.status) ?? route.status ?? 200;
  if ('file' in result) {
    const declared = isFileResponse(route.response) ? route.response.contentTypes : [];
    if (deps.validateResponses && !declared.includes(result.file.contentType.split(';')[0])) {
      throw new Error(`${route.method} ${route.path} answered ${result.file.contentType}, not one of its declared types`);
    }
    return { kind: 'file', status, file: result.file };
  }
  if (deps.validateResponses && !isFileResponse(route.response)) {
    parseOrThrow(route.response, result.data, `response of ${route.method} ${route.path}`);
  }
  if (deps.validateResponses && status !== (route.status ?? 200) && status !== route.alsoStatus) {
    throw new Error(`${route.method} ${route.path} answered ${status}, which its declaration does not list`);
  }
  return { kind: 'data', response: { status, body: { success: true, data: result.data, meta: { requestId } } } };
}

/**
 * Runs `answer` for a request that holds its key and stores what it answered for replay: its
 * envelope, or its refusal as the error envelope. A failure that is no refusal (500, or 503 in
 * an outage) stores nothing: the key is released for a retry.
 */
export async function answerUnderKey<T extends StoredResponse | undefined>(
  keys: KeyClaims,
  held: HeldKey,
  requestId: string,
  answer: () => Promise<T>,
): Promise<T> {
  let answered: T;
  try {
    answered = await answer();
  } catch (err) {
    if (!(err instanceof ServiceError)) {
      // The request's own failure is the answer, whatever the release does.
      await keys.finish(held, undefined).catch(() => {});
      throw err;
    }
    await keys.finish(held, { status: err.status, body: errorEnvelope(requestId, err) });
    throw err;
  }
  await keys.finish(held, answered);
  return answered;
}

/** The inputs of an in-process call; the query as a page's URL gives it (strings), checked like any. */
export type RouteCall<T extends AnyRoute> = {
  auth: AuthState;
  requestId: string;
  params?: InputOf<T['params']>;
  query?: Record<string, string | undefined>;
  body?: InputOf<T['body']>;
  /** The Idempotency-Key of an idempotent route. */
  key?: string;
  /**
   * For an idempotent route: runs once the write happened (not on a replay of the key's first
   * answer, nor on a refusal), before its answer is stored (an audit entry, written once per key).
   */
  onWritten?: (key: string) => Promise<void>;
};

/** The process's executor: the app's dependencies and its Idempotency-Key claims. */
export type Executor = { deps: AppDeps; keys: KeyClaims };

/**
 * Runs a route in process, as a request to it would run past admission (the caller has its
 * merchant): the same validation, Idempotency-Key claim and replay, handler and envelope.
 * Answers the data of the envelope, typed by the route's response schema; a refusal (or the
 * replay of one) is thrown as the ServiceError it was.
 */
export async function executeRoute<T extends AnyRoute>(executor: Executor, route: T, call: RouteCall<T>): Promise<RouteAnswer<T>> {
  const { deps, keys } = executor;
  const key = requestKey(route, call.key);
  const rawBody = route.body ? (call.body ?? {}) : undefined;
  const request = validateInputs(route, { params: call.params ?? {}, query: call.query ?? {}, rawBody, key });
  const respond = async () => deliveryOf(route, deps, call.requestId, await runHandler(route, deps, call.auth, call.requestId, request));
  const held = await claimRequestKey(keys, call.auth, route.method.toUpperCase(), concretePath(route, call.params), request);
  if (!held) return answerOf(await respond());
  if (held.claim.kind === 'replay') return dataOf(held.claim.response);
  const response = await answerUnderKey(keys, held, call.requestId, async () => {
    const delivered = await respond();
    await call.onWritten?.(held.scope.key);
    // Idempotent routes never answer files (defineRoute).
    return (delivered as Extract<Delivery, { kind: 'data' }>).response;
  });
  return dataOf(response);
}

/** The path a request to the route would have (its fingerprint's), ids filled in. */
function concretePath(route: AnyRoute, params: unknown): string {
  const given = (params ?? {}) as Record<string, string>;
  return `${API_BASE_PATH}${route.path.replace(/:(\w+)/g, (_, name: string) => given[name] ?? '')}`;
}

function answerOf<T>(delivery: Delivery): T {
  return (delivery.kind === 'file' ? delivery.file : dataOf(delivery.response)) as T;
}

/** A stored answer's data, or its refusal thrown again. */
function dataOf<T>(response: StoredResponse): T {
  const body = response.body as {
    success: boolean;
    data?: T;
    error?: { code: string; message: string; details?: Record<string, unknown> };
  };
  if (body.success) return body.data as T;
  throw new ServiceError({
    code: body.error!.code as never,
    status: response.status,
    message: body.error!.message,
    details: body.error!.details,
  });
}
