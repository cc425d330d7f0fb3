import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';
import { z } from 'zod';
import { ServiceError } from '../src/errors';
import type { Owner } from '../src/owner';
import { readJsonBody } from './body';
import type { AppDeps, AuthState } from './deps';
import { errorEnvelope, sendData, sendFile, sendReplay } from './envelope';
import { admit, AdmissionRules, Admissions, createAdmissions, Lookahead, prepareAdmission } from './middleware/admission';
import { errorsAndLogging } from './middleware/errors';
import { fingerprint, readIdempotencyKey, StoredResponse } from './middleware/idempotency';
import { HeldKey, KeyClaims } from './middleware/key-claims';
import { requestId } from './middleware/request-id';
import { workflowWait } from './middleware/workflow-wait';
import { HandlerInput, isFileResponse, RouteDef, Success } from './route';
import { settle } from './settled';
import { parseOrThrow, rejectNulCharacters } from './validation';

/*
 * The one request pipeline of the API, in the order a request meets it:
 *   1. request id: the client's X-Request-Id when sane, else a new one (every request of the app);
 *   2. the error envelope and the log line (api/middleware/errors.ts): every stage below throws
 *      its refusal, and this is the only writer of an error envelope; inside it, the bound on
 *      what the request waits on Temporal (api/middleware/workflow-wait.ts: 503 past it);
 *   3. admission: the key, its merchant and the rate-limit count in one statement (401, 403,
 *      429), then a sandbox control's 403 to a live key;
 *   4. validation of the Idempotency-Key header, the path, the query and the body (400 naming
 *      the fields); a request that fails it never holds a key;
 *   5. idempotency: the key claimed for the merchant (409 while taken or when reused with
 *      another request; a finished request's stored answer is replayed as it was);
 *   6. the route's handler;
 *   7. the envelope of its answer (or the file), stored under the key for 24 hours.
 * Every request meets them in this order. One detail of stage 3 saves a round trip: with a key
 * this process admitted before, admission starts 4–5 (and 6 for a read) for the cached
 * merchant beside its statement (its lookahead: steps that can be taken back), and the
 * request then finds them done; a refusal or a changed merchant takes them back first.
 */

/** Stages 1 and 2, around every request of the app (API routes, checkout pages, provider events). */
export function outerStages(deps: Pick<AppDeps, 'logger' | 'temporal' | 'config'>): Middleware {
  return compose([requestId(), errorsAndLogging(deps.logger), workflowWait(deps.temporal, deps.config.workflowWaitMs)]);
}

/** What the app's routes share: the admissions (pool, cache, batches) and the Idempotency-Key claims. */
export type Bookkeeping = { admissions: Admissions; keys: KeyClaims };

/** Both on the bookkeeping pool when there is one (asynchronous commit, api/deps.ts). */
export function createBookkeeping(deps: AppDeps): Bookkeeping {
  const sql = deps.bookkeepingSql ?? deps.sql;
  return { admissions: createAdmissions(sql), keys: new KeyClaims(sql) };
}

/** A request past validation: its inputs, the raw body its key's fingerprint covers, and the key. */
type ValidRequest = { params: unknown; query: unknown; body: unknown; rawBody: unknown; key?: string };

/** Stages 3 to 7 for one declared route. */
export function routePipeline(route: RouteDef, deps: AppDeps, bookkeeping: Bookkeeping): Middleware {
  const { admissions, keys } = bookkeeping;
  const rules: AdmissionRules = { family: route.rateLimit, multiplier: deps.config.rateLimitMultiplier, sandboxOnly: route.sandboxOnly };
  // Only a read's query or a key's claim is worth starting beside the admission. Side by side a
  // request takes a connection of each pool; sharing one pool (an app built without
  // bookkeepingSql, as in some tests) it keeps one connection and never starts ahead.
  const ahead = deps.bookkeepingSql !== undefined && (route.readOnly === true || route.idempotent === true);

  return async (ctx) => {
    const steps = requestSteps(route, deps, keys, ctx);
    const auth = await admit(ctx, admissions, prepareAdmission(ctx, rules), rules, ahead ? steps.lookahead : undefined);
    await steps.validate();
    const held = await steps.claim(auth);
    if (held?.claim.kind === 'replay') sendReplay(ctx, held.claim.response);
    else if (held) await answerUnderKey(route, deps, keys, ctx, held, () => steps.handle(auth));
    else deliver(route, deps, ctx, await steps.handle(auth));
  };
}

type Answer = Success<RouteDef['response']>;

/**
 * Stages 4 to 6 of one request, each run once for the merchant it is asked for: admission's
 * lookahead may start them early, and the pipeline then finds them done.
 */
function requestSteps(route: RouteDef, deps: AppDeps, keys: KeyClaims, ctx: Context) {
  const validate = once(() => validateRequest(route, ctx));
  const claims = oncePerMerchant(async (auth): Promise<HeldKey | undefined> => {
    const request = await validate();
    return request.key === undefined ? undefined : keys.claim(ownerOf(auth), request.key, fingerprint(ctx.method, ctx.path, request.rawBody));
  });
  const answers = oncePerMerchant(async (auth): Promise<Answer> => runHandler(route, deps, ctx, auth, await validate()));
  const lookahead: Lookahead = {
    start: async (auth) => {
      await claims.run(auth);
      // A read's handler goes too: it changes nothing, so a refusal simply drops its result.
      if (route.readOnly) await answers.run(auth);
    },
    takeBack: async () => {
      answers.forget();
      const claim = claims.forget();
      const held = claim && (await settle(claim));
      if (held?.ok && held.value) await keys.giveBack(held.value);
    },
  };
  return { validate, claim: claims.run, handle: answers.run, lookahead };
}

/** Runs the handler of a request that holds its key, and stores its answer for replay (or releases the key). */
async function answerUnderKey(
  route: RouteDef, deps: AppDeps, keys: KeyClaims, ctx: Context, held: HeldKey, handle: () => Promise<Answer>,
): Promise<void> {
  let answer: StoredResponse | undefined;
  try {
    answer = deliver(route, deps, ctx, await handle());
  } catch (err) {
    if (!(err instanceof ServiceError)) {
      // The request's own failure is the answer (500, or 503 in an outage), whatever the release does.
      await keys.finish(held, undefined).catch(() => {});
      throw err;
    }
    // A refusal is an answer too: stored as the error middleware will write it.
    await keys.finish(held, { status: err.status, body: errorEnvelope(ctx.state.requestId, err) });
    throw err;
  }
  await keys.finish(held, answer);
}

const EMPTY = z.strictObject({});
// Built once: a schema made per request cost zod a compile on every read.
const NO_PARAMS = z.object({});

/** Reads the Idempotency-Key, the path, the query and the body (400 INVALID_REQUEST naming what is wrong). */
async function validateRequest(route: RouteDef, ctx: Context): Promise<ValidRequest> {
  const key = route.idempotent ? readIdempotencyKey(ctx.get('idempotency-key')) : undefined;
  const rawBody = route.body ? await readJsonBody(ctx) : undefined;
  const params = parseOrThrow(route.params ?? NO_PARAMS, (ctx as unknown as { params: unknown }).params ?? {}, 'path');
  // Path ids are not checked here: an id with a NUL is simply unknown (404, via isId).
  rejectNulCharacters(ctx.query, 'query');
  if (rawBody) rejectNulCharacters(rawBody, 'body');
  const query = parseOrThrow(route.query ?? EMPTY, { ...ctx.query }, 'query');
  const body = route.body ? parseOrThrow(route.body, rawBody, 'body') : {};
  return { params, query, body, rawBody, key };
}

const ownerOf = (auth: AuthState): Owner => ({ merchantId: auth.merchant.merchantId, plane: auth.plane });

type AnyHandler = (input: HandlerInput<unknown, unknown, unknown>) => Promise<Success<RouteDef['response']>>;

/** Runs the route's handler for `auth` (no response written yet). */
function runHandler(route: RouteDef, deps: AppDeps, ctx: Context, auth: AuthState, request: ValidRequest): Promise<Answer> {
  const { params, query, body, key } = request;
  return (route.handler as AnyHandler)({
    params, query, body, auth, owner: ownerOf(auth), deps, requestId: ctx.state.requestId, idempotencyKey: key,
  } as HandlerInput<unknown, unknown, unknown>);
}

/** Writes a handler's result: the envelope (its status and body returned for replay) or a file (undefined). */
function deliver(route: RouteDef, deps: AppDeps, ctx: Context, result: Answer): StoredResponse | undefined {
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

/** The first call's promise, shared by later calls: a request's body can be read only once. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

/**
 * `run` once for the merchant it is given (the same admission object): a second call shares
 * the first's promise; `forget` drops it (and hands it back) so the next call runs afresh.
 */
function oncePerMerchant<T>(run: (auth: AuthState) => Promise<T>) {
  let last: { auth: AuthState; result: Promise<T> } | undefined;
  return {
    run: (auth: AuthState): Promise<T> => {
      if (last?.auth !== auth) last = { auth, result: run(auth) };
      return last.result;
    },
    forget: (): Promise<T> | undefined => {
      const dropped = last?.result;
      last = undefined;
      return dropped;
    },
  };
}
