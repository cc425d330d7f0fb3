import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';
import { readJsonBody } from './body';
import type { AppDeps, AuthState } from './deps';
import { sendFile, sendReplay } from './envelope';
import { admit, AdmissionRules, Admissions, createAdmissions, Lookahead, prepareAdmission } from './middleware/admission';
import { errorsAndLogging } from './middleware/errors';
import { readIdempotencyKey, StoredResponse } from './middleware/idempotency';
import { HeldKey, KeyClaims } from './middleware/key-claims';
import { requestId } from './middleware/request-id';
import { workflowWait } from './middleware/workflow-wait';
import type { RouteDef } from './route';
import { Answer, answerUnderKey, claimRequestKey, deliveryOf, runHandler, validateInputs, ValidRequest } from './route-executor';
import { settle } from './settled';

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
 * Every request meets them in this order. Stages 4 to 7 are the route executor's
 * (api/route-executor.ts), which the dashboard runs too. One detail of stage 3 saves a round trip: with a key
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

/** Stages 3 to 7 for one declared route. */
export function routePipeline(route: RouteDef, deps: AppDeps, bookkeeping: Bookkeeping): Middleware {
  const { admissions, keys } = bookkeeping;
  const rules: AdmissionRules = { family: route.rateLimit, multiplier: deps.config.rateLimitMultiplier, sandboxOnly: route.sandboxOnly };
  // Only a read's query or a key's claim is worth starting beside the admission. Side by side a
  // request takes a connection of each pool; sharing one pool (an app built without
  // bookkeepingSql, as in some tests) it keeps one connection and never starts ahead.
  const ahead = deps.bookkeepingSql !== undefined && (route.readOnly === true || route.idempotent === true);

  return async (ctx) => {
    const steps = new RequestSteps(route, deps, keys, ctx);
    const auth = await admit(ctx, admissions, prepareAdmission(ctx, rules), rules, ahead ? steps : undefined);
    await steps.validate();
    const held = await steps.claim(auth);
    if (held?.claim.kind === 'replay') sendReplay(ctx, held.claim.response);
    else if (held) await answerUnderKey(keys, held, ctx.state.requestId, async () => deliver(route, deps, ctx, await steps.handle(auth)));
    else deliver(route, deps, ctx, await steps.handle(auth));
  };
}

/** A step's run for one merchant (the admission object it was asked for). */
type Run<T> = { auth: AuthState; result: Promise<T> };

/**
 * Stages 4 to 6 of one request, each run once for the merchant it is asked for: admission's
 * lookahead may start them early, and the pipeline then finds them done. One object per
 * request, its steps methods (no closures made per request).
 */
class RequestSteps implements Lookahead {
  /** The first validation's promise, shared by later calls: a request's body can be read only once. */
  private validated: Promise<ValidRequest> | undefined;
  private claimed: Run<HeldKey | undefined> | undefined;
  private answered: Run<Answer> | undefined;

  constructor(
    private readonly route: RouteDef,
    private readonly deps: AppDeps,
    private readonly keys: KeyClaims,
    private readonly ctx: Context,
  ) {}

  validate(): Promise<ValidRequest> {
    return (this.validated ??= validateRequest(this.route, this.ctx));
  }

  /** The key's claim for `auth` (a second call for the same admission shares the first's). */
  claim(auth: AuthState): Promise<HeldKey | undefined> {
    if (this.claimed?.auth !== auth) this.claimed = { auth, result: this.claimFor(auth) };
    return this.claimed.result;
  }

  /** The handler's answer for `auth` (a second call for the same admission shares the first's). */
  handle(auth: AuthState): Promise<Answer> {
    if (this.answered?.auth !== auth) this.answered = { auth, result: this.answerFor(auth) };
    return this.answered.result;
  }

  async start(auth: AuthState): Promise<void> {
    await this.claim(auth);
    // A read's handler goes too: it changes nothing, so a refusal simply drops its result.
    if (this.route.readOnly) await this.handle(auth);
  }

  /** Drops what the lookahead did, so the next call runs afresh; a key it claimed is given back. */
  async takeBack(): Promise<void> {
    this.answered = undefined;
    const claim = this.claimed?.result;
    this.claimed = undefined;
    const held = claim && (await settle(claim));
    if (held?.ok && held.value) await this.keys.giveBack(held.value);
  }

  private async claimFor(auth: AuthState): Promise<HeldKey | undefined> {
    const request = await this.validate();
    return claimRequestKey(this.keys, auth, this.ctx.method, this.ctx.path, request);
  }

  private async answerFor(auth: AuthState): Promise<Answer> {
    return runHandler(this.route, this.deps, auth, this.ctx.state.requestId, await this.validate());
  }
}

/** Reads the Idempotency-Key, the path, the query and the body (400 INVALID_REQUEST naming what is wrong). */
async function validateRequest(route: RouteDef, ctx: Context): Promise<ValidRequest> {
  const key = route.idempotent ? readIdempotencyKey(ctx.get('idempotency-key')) : undefined;
  const rawBody = route.body ? await readJsonBody(ctx) : undefined;
  return validateInputs(route, { params: (ctx as unknown as { params: unknown }).params ?? {}, query: ctx.query, rawBody, key });
}

/** Writes a handler's result: the envelope (its status and body returned for replay) or a file (undefined). */
function deliver(route: RouteDef, deps: AppDeps, ctx: Context, result: Answer): StoredResponse | undefined {
  const delivery = deliveryOf(route, deps, ctx.state.requestId, result);
  if (delivery.kind === 'file') {
    sendFile(ctx, delivery.status, delivery.file);
    return undefined; // never idempotent (defineRoute), so nothing to store
  }
  ctx.status = delivery.response.status;
  ctx.body = delivery.response.body;
  return delivery.response;
}
