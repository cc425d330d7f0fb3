import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Owner } from '../src/owner';
import { ForbiddenError, ServiceError } from '../src/errors';
import { readJsonBody } from './body';
import type { AppDeps, AuthState } from './deps';
import { sendData, sendError, sendFile } from './envelope';
import type { AbandonedClaims } from './middleware/abandoned-claims';
import { Admissions, admit, admitNow, prepareAdmission } from './middleware/admission';
import {
  Claim,
  claimKey,
  completeKey,
  fingerprint,
  isReplayable,
  readIdempotencyKey,
  releaseKey,
  Scope,
  StoredResponse,
} from './middleware/idempotency';
import type { RateLimitFamily } from './middleware/rate-limit';
import { claimAlongsideAdmission } from './claim-alongside';
import { readAlongsideAdmission } from './read-alongside';
import { parseOrThrow, rejectNulCharacters } from './validation';

// One declaration per route: method, path, schemas, idempotency and rate-limit family.
// The router, request validation and the OpenAPI document are all derived from it.
type AnyObject = z.ZodObject<z.ZodRawShape>;
type Out<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;

/**
 * A route whose success is a file download (an export) instead of the JSON envelope; its
 * errors still use the envelope. Declared in place of a response schema.
 */
export type FileResponse = {
  kind: 'file';
  contentTypes: readonly string[];
  description: string;
  /** Response headers worth documenting, name → description (Content-Disposition is implied). */
  headers?: Record<string, string>;
};

export function fileResponse(contentTypes: readonly string[], description: string, headers?: Record<string, string>): FileResponse {
  return { kind: 'file', contentTypes, description, headers };
}

export function isFileResponse(response: z.ZodType | FileResponse): response is FileResponse {
  return (response as FileResponse).kind === 'file';
}

/** What a file route's handler answers: sent with Content-Disposition: attachment. */
export type FileBody = {
  contentType: string;
  filename: string;
  body: Readable | Buffer | string;
  /** Extra response headers (e.g. x-export-truncated). */
  headers?: Record<string, string>;
};

export type Success<R> = R extends z.ZodType ? { status?: number; data: z.input<R> } : { file: FileBody };

export type HandlerInput<P, Q, B> = {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  auth: AuthState;
  /** The merchant and plane every row of this request belongs to. */
  owner: Owner;
  deps: AppDeps;
  requestId: string;
  idempotencyKey: string | undefined;
};

/** The error statuses a route may declare for itself (RouteDef.errorStatuses). */
export type RouteErrorStatus = 400 | 404 | 409 | 422 | 502;

export type RouteDef<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends AnyObject | undefined = AnyObject | undefined,
  R extends z.ZodType | FileResponse = z.ZodType | FileResponse,
> = {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Path below /api/v1, koa-router syntax (`/customers/:customerId`). */
  path: string;
  summary: string;
  /** The OpenAPI operation's description, where the summary cannot say enough (per-plane rules). */
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a normal success; a handler may override it (201 vs 200). */
  status?: 200 | 201;
  /**
   * The other success status a handler may answer (documented too): 201 when it created the
   * resource, 200 when it returned the existing one.
   */
  alsoStatus?: 200 | 201;
  idempotent?: boolean;
  /**
   * Error statuses this route answers beyond those every route of its kind does (api/openapi.ts
   * derives 400, 401, 403, 429 and 503 for all, 404 with path parameters, 409 with an
   * Idempotency-Key, 413 with a body): e.g. 404 for an id in the body, 409, 422, 502.
   */
  errorStatuses?: readonly RouteErrorStatus[];
  rateLimit: RateLimitFamily;
  /** Test keys only (sandbox controls); live keys get 403. */
  sandboxOnly?: boolean;
  /**
   * The handler only reads PostgreSQL through `deps.sql` (no writes, no Temporal), so with a
   * known key it may run at the same time as the admission statement (read-alongside.ts);
   * its result is dropped when admission refuses.
   */
  readOnly?: boolean;
  handler: (input: HandlerInput<P, Q, B>) => Promise<Success<R>>;
};

export function defineRoute<
  P extends AnyObject | undefined,
  Q extends AnyObject | undefined,
  B extends AnyObject | undefined,
  R extends z.ZodType | FileResponse,
>(def: RouteDef<P, Q, B, R>): RouteDef<P, Q, B, R> {
  // A download is a read: a replayed idempotent response could not stream the file again.
  if (isFileResponse(def.response) && def.idempotent) throw new Error(`${def.method} ${def.path}: a file route cannot be idempotent`);
  // A read run before its admission must be a plain JSON read that admission alone guards.
  if (def.readOnly && (def.method !== 'get' || def.idempotent || def.sandboxOnly || isFileResponse(def.response))) {
    throw new Error(`${def.method} ${def.path}: only a plain JSON GET can be readOnly`);
  }
  return def;
}

const EMPTY = z.strictObject({});
// Built once: a schema made per request cost zod a compile on every read.
const NO_PARAMS = z.object({});

/** The Koa middleware chain for one declared route; `abandoned` and `admissions` are the app's, shared by its routes. */
export function routeMiddleware(route: RouteDef, deps: AppDeps, abandoned: AbandonedClaims, admissions: Admissions): Middleware {
  const multiplier = deps.config.rateLimitMultiplier;
  // Side by side, a read takes a connection of each pool; sharing one pool (an app built
  // without bookkeepingSql, as in some tests) it keeps its old order and one connection.
  if (route.readOnly && deps.bookkeepingSql) {
    return async (ctx) => {
      const admission = prepareAdmission(ctx, route.rateLimit, multiplier);
      const cached = admissions.cache.get(admission.cacheKey);
      if (cached) return readAlongsideAdmission(route, deps, admissions, admission, cached, ctx);
      await admitNow(ctx, admissions, admission);
      await execute(route, deps, abandoned, ctx);
    };
  }
  // A write's Idempotency-Key claimed alongside its admission (claim-alongside.ts), likewise.
  if (route.idempotent && deps.bookkeepingSql) {
    return async (ctx) => {
      const admission = prepareAdmission(ctx, route.rateLimit, multiplier);
      const cached = admissions.cache.get(admission.cacheKey);
      if (cached) return claimAlongsideAdmission(route, deps, abandoned, admissions, admission, cached, ctx);
      refuseOutsideSandbox(route, await admitNow(ctx, admissions, admission));
      await execute(route, deps, abandoned, ctx);
    };
  }
  const chain: Middleware[] = [admit(admissions, route.rateLimit, multiplier)];
  if (route.sandboxOnly) {
    chain.push(async (ctx, next) => {
      refuseOutsideSandbox(route, ctx.state.auth as AuthState);
      await next();
    });
  }
  chain.push((ctx) => execute(route, deps, abandoned, ctx));
  return compose(chain);
}

/** A sandbox control answers 403 to a live key (after admission, before anything else). */
export function refuseOutsideSandbox(route: RouteDef, auth: AuthState): void {
  if (route.sandboxOnly && auth.plane !== 'test') throw new ForbiddenError('This sandbox control accepts test keys only');
}

type Inputs = { params: unknown; query: unknown; body: unknown; rawBody: unknown };

/** Reads and validates the path, query and body (400 INVALID_REQUEST naming the fields). */
async function parseInputs(route: RouteDef, ctx: Context): Promise<Inputs> {
  const rawBody = route.body ? await readJsonBody(ctx) : undefined;
  const params = parseOrThrow(route.params ?? NO_PARAMS, (ctx as unknown as { params: unknown }).params ?? {}, 'path');
  // Path ids are not checked here: an id with a NUL is simply unknown (404, via isId).
  rejectNulCharacters(ctx.query, 'query');
  if (rawBody) rejectNulCharacters(rawBody, 'body');
  const query = parseOrThrow(route.query ?? EMPTY, { ...ctx.query }, 'query');
  const body = route.body ? parseOrThrow(route.body, rawBody, 'body') : {};
  return { params, query, body, rawBody };
}

/** Validates the request and runs the route's handler with `auth` (no response written yet). */
export async function runHandler(
  route: RouteDef, deps: AppDeps, ctx: Context, auth: AuthState, inputs?: Inputs, idempotencyKey?: string,
): Promise<Success<RouteDef['response']>> {
  const { params, query, body } = inputs ?? (await parseInputs(route, ctx));
  return route.handler({
    params, query, body, auth, owner: { merchantId: auth.merchant.merchantId, plane: auth.plane }, deps, requestId: ctx.state.requestId, idempotencyKey,
  } as HandlerInput<AnyObject, AnyObject, AnyObject>);
}

/** Writes a handler's result: the envelope (its status and body returned for replay) or a file (undefined). */
export function deliver(route: RouteDef, deps: AppDeps, ctx: Context, result: Success<RouteDef['response']>): StoredResponse | undefined {
  if ('file' in result) {
    const declared = isFileResponse(route.response) ? route.response.contentTypes : [];
    if (deps.validateResponses && !declared.includes(result.file.contentType.split(';')[0])) {
      throw new Error(`${route.method} ${route.path} answered ${result.file.contentType}, not one of its declared types`);
    }
    sendFile(ctx, route.status ?? 200, result.file);
    return undefined; // never idempotent (defineRoute), so nothing to store
  }
  if (deps.validateResponses && !isFileResponse(route.response)) {
    parseOrThrow(route.response, result.data, `response of ${route.method} ${route.path}`);
  }
  const status = result.status ?? route.status ?? 200;
  if (deps.validateResponses && status !== (route.status ?? 200) && status !== route.alsoStatus) {
    throw new Error(`${route.method} ${route.path} answered ${status}, which its declaration does not list`);
  }
  sendData(ctx, status, result.data);
  return { status, body: ctx.body };
}

async function execute(route: RouteDef, deps: AppDeps, abandoned: AbandonedClaims, ctx: Context): Promise<void> {
  const auth = ctx.state.auth as AuthState;
  await respond(route, deps, abandoned, ctx, auth, await claimRequest(deps, abandoned, ctx, await readRequest(route, ctx), auth));
}

/** A request read and validated: its inputs and its Idempotency-Key, when the route takes one. */
export type ReadRequest = { inputs: Inputs; idempotencyKey?: string };

/** A request read and validated, with its Idempotency-Key claimed when the route has one. */
export type ClaimedRequest = ReadRequest & { scope?: Scope; claim?: Claim };

/** The pool the Idempotency-Keys live in (api/deps.ts: asynchronous commit). */
const bookkeepingOf = (deps: AppDeps) => deps.bookkeepingSql ?? deps.sql;

/** Reads the Idempotency-Key and the inputs (400 INVALID_REQUEST naming what is wrong). */
export async function readRequest(route: RouteDef, ctx: Context): Promise<ReadRequest> {
  const idempotencyKey = route.idempotent ? readIdempotencyKey(ctx.get('idempotency-key')) : undefined;
  return { inputs: await parseInputs(route, ctx), idempotencyKey };
}

/** Claims the request's Idempotency-Key for `auth`'s merchant and plane (409 when taken or reused); a finished request's claim is its replay. */
export async function claimRequest(deps: AppDeps, abandoned: AbandonedClaims, ctx: Context, read: ReadRequest, auth: AuthState): Promise<ClaimedRequest> {
  const { inputs, idempotencyKey } = read;
  if (!idempotencyKey) return read;
  const scope: Scope = { merchantId: auth.merchant.merchantId, plane: auth.plane, key: idempotencyKey };
  const sql = bookkeepingOf(deps);
  await abandoned.releaseBeforeRetry(sql, scope);
  const claim = await claimKey(sql, scope, fingerprint(ctx.method, ctx.path, inputs.rawBody));
  return { inputs, idempotencyKey, scope, claim };
}

/** Gives back a claim the request will not use (its admission refused it), or remembers it for the retry. */
export async function giveBack(deps: AppDeps, abandoned: AbandonedClaims, claimed: ClaimedRequest): Promise<void> {
  const { scope, claim } = claimed;
  if (!scope || claim?.kind !== 'execute') return;
  await releaseKey(bookkeepingOf(deps), scope, claim.token).catch(() => abandoned.remember(scope, claim.token));
}

/** Answers a claimed request: its replay, or the handler's answer, stored for replay (or the key released). */
export async function respond(route: RouteDef, deps: AppDeps, abandoned: AbandonedClaims, ctx: Context, auth: AuthState, claimed: ClaimedRequest): Promise<void> {
  const { inputs, idempotencyKey, scope, claim } = claimed;
  if (claim?.kind === 'replay') {
    ctx.status = claim.response.status;
    ctx.body = claim.response.body;
    ctx.set('idempotent-replayed', 'true');
    const original = (claim.response.body as { meta?: { requestId?: string } })?.meta?.requestId;
    if (original) ctx.set('x-request-id', original);
    return;
  }
  const claimToken = claim?.token ?? '';
  /** Stores the answer for replay, or releases the key; a claim the database did not take back is remembered. */
  const settle = async (response: StoredResponse | undefined) => {
    if (!scope) return;
    try {
      if (response && isReplayable(response.status, response.body)) await completeKey(bookkeepingOf(deps), scope, response);
      else await releaseKey(bookkeepingOf(deps), scope, claimToken);
    } catch (err) {
      abandoned.remember(scope, claimToken);
      throw err;
    }
  };

  let answer: StoredResponse | undefined;
  try {
    answer = deliver(route, deps, ctx, await runHandler(route, deps, ctx, auth, inputs, idempotencyKey));
    if (!answer) return; // a file
  } catch (err) {
    if (!(err instanceof ServiceError)) {
      // The request's own failure is the answer (500, or 503 in an outage), whatever the release does.
      await settle(undefined).catch(() => {});
      throw err;
    }
    sendError(ctx, err);
    answer = { status: err.status, body: ctx.body };
  }
  await settle(answer);
}
