import Router from '@koa/router';
import { Client, Connection } from '@temporalio/client';
import Koa from 'koa';
import compose from 'koa-compose';
import http from 'node:http';
import pino from 'pino';
import { createApp } from '../../api/app';
import type { AppDeps } from '../../api/deps';
import type { AdmissionRow } from '../../api/middleware/admission-statement';
import { errorsAndLogging } from '../../api/middleware/errors';
import { requestId } from '../../api/middleware/request-id';
import { workflowWait } from '../../api/middleware/workflow-wait';
import { API_BASE_PATH } from '../../api/route-executor';
import { listCustomersRoute } from '../../api/routes/customers/routes';
import type { Config } from '../../src/config';
import { listCustomers } from '../../src/customers/customers';
import { createSql, Sql } from '../../src/db';
import { identityProvidersByPlane } from '../../src/identity/sandbox';
import { liveProviderSettings } from '../../src/config';

/*
 * The apps `npm run bench:pipeline` compares (bench/pipeline.ts): the API as api/main.ts builds
 * it, and the same with one piece taken out, each in this process, each answering
 * GET /api/v1/customers?limit=20 through Koa's own request handler.
 */
export const PIPELINE_VARIANTS = {
  full: 'the API as api/main.ts builds it, its two statements answered in process: the plumbing alone (LOG_LEVEL=warn, as the bench runs it)',
  'log-info': 'the same at LOG_LEVEL=info, the default: a request line per request (written to /dev/null)',
  'no-metrics': 'without observeRequests (the request histogram)',
  'no-client-address': 'without clientAddresses (the peer address, forwarded headers dropped)',
  'no-request-id': 'without requestId (X-Request-Id read, made and set)',
  'no-errors-logging': 'without errorsAndLogging (its try, timer and request line)',
  'no-workflow-wait': 'without workflowWait (the Temporal deadline around the request; async context still on in the process)',
  'no-async-context': 'without workflowWait, and no AsyncLocalStorage in use in the process (promise hooks off)',
  'admission-statement': "full, with the admission statement sent to PostgreSQL (its round trip's client side)",
  'page-query': "full, with the page read from PostgreSQL (its round trip's client side)",
  floor:
    "a bare Koa router answering the page as { success, data, pagination } (the bare-read twin's plumbing), no AsyncLocalStorage in use",
} as const;
export type PipelineVariant = keyof typeof PIPELINE_VARIANTS;

export type BenchApp = {
  variant: PipelineVariant;
  /** One request through the app; resolves once its answer is written (throws unless 200). */
  call(): Promise<void>;
  /** Whether the process's async context (AsyncLocalStorage) must be off while this app runs. */
  noAsyncContext: boolean;
};

export type PipelineSetup = { config: Config; databaseUrl: string; merchantId: string; apiKey: string; masterKey: Buffer };

/** The Temporal client every app shares: never dialled (no route of a read calls Temporal). */
const connection = Connection.lazy({ address: '127.0.0.1:1' });
const temporal = new Client({ connection });

/**
 * Turns the process's async context off: the Temporal connection's AsyncLocalStorage (which
 * workflowWait enters) is the only one in use, and with none enabled Node drops its promise hooks.
 */
export function asyncContextOff(): void {
  connection.callContextStorage.disable();
}

/**
 * The page the handler answers with where its query is not measured: read once, as
 * listCustomers answers it.
 */
export type AnsweredPage = Awaited<ReturnType<typeof listCustomers>>;

export function buildApp(
  variant: PipelineVariant,
  setup: PipelineSetup,
  pools: { sql: Sql; bookkeepingSql: Sql },
  page: AnsweredPage,
): BenchApp {
  const logger =
    variant === 'log-info' ? pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: true })) : pino({ level: 'warn' });
  const deps: AppDeps = {
    config: setup.config,
    sql: pools.sql,
    bookkeepingSql: variant === 'admission-statement' ? pools.bookkeepingSql : answeredAdmissions(pools.bookkeepingSql),
    temporal,
    logger,
    identity: identityProvidersByPlane(liveProviderSettings(setup.config)),
    masterKey: setup.masterKey,
  };
  let app: Koa;
  if (variant === 'floor') {
    app = new Koa();
    const router = new Router();
    router.get(`${API_BASE_PATH}/customers`, async (ctx) => {
      const { customers, pagination } = await Promise.resolve(page);
      ctx.body = { success: true, data: customers, pagination };
    });
    app.use(router.routes());
  } else {
    app = createApp(deps);
    const [metrics, addresses, outer, ...routes] = app.middleware;
    const stages = {
      requestId: requestId(),
      errorsAndLogging: errorsAndLogging(logger),
      workflowWait: workflowWait(temporal, setup.config.workflowWaitMs),
    };
    const without = (name: keyof typeof stages) =>
      compose(
        Object.entries(stages)
          .filter(([k]) => k !== name)
          .map(([, m]) => m),
      );
    const chosen: Partial<Record<PipelineVariant, Koa.Middleware[]>> = {
      'no-metrics': [addresses, outer, ...routes],
      'no-client-address': [metrics, outer, ...routes],
      'no-request-id': [metrics, addresses, without('requestId'), ...routes],
      'no-errors-logging': [metrics, addresses, without('errorsAndLogging'), ...routes],
      'no-workflow-wait': [metrics, addresses, without('workflowWait'), ...routes],
      'no-async-context': [metrics, addresses, without('workflowWait'), ...routes],
    };
    app.middleware = chosen[variant] ?? app.middleware;
  }
  const handle = app.callback();
  return {
    variant,
    noAsyncContext: variant === 'no-async-context' || variant === 'floor',
    call: () => (variant === 'page-query' ? request(handle, setup.apiKey) : withHandler(page, () => request(handle, setup.apiKey))),
  };
}

/**
 * Runs `call` with the declared route (one object, shared by every app) answering `page`, and
 * puts its handler back after: the bench makes one call at a time.
 */
async function withHandler(page: AnsweredPage, call: () => Promise<void>): Promise<void> {
  const declared = listCustomersRoute.handler;
  listCustomersRoute.handler = async () => ({ data: page });
  try {
    await call();
  } finally {
    listCustomersRoute.handler = declared;
  }
}

/**
 * A bookkeeping pool whose admission statements answer at once with the first row the real
 * pool gave (its count growing by one per request): admission's code runs without its round trip.
 */
function answeredAdmissions(real: Sql): Sql {
  let row: AdmissionRow | undefined;
  const answer = (strings: TemplateStringsArray, ...values: unknown[]) => {
    if (row) {
      row = { ...row, count: (row.count ?? 0) + 1 };
      return Promise.resolve([row]);
    }
    return (real as unknown as (s: TemplateStringsArray, ...v: unknown[]) => Promise<AdmissionRow[]>)(strings, ...values).then((rows) => {
      row = rows[0];
      return rows;
    });
  };
  return answer as unknown as Sql;
}

/** A keep-alive client's socket as a request sees it (its peer, as a dual-stack listener reports IPv4 clients). */
const socket = {
  remoteAddress: '::ffff:127.0.0.1',
  encrypted: false,
  on() {},
  once() {},
  removeListener() {},
  setTimeout() {},
  destroy() {},
};

/**
 * GET /api/v1/customers?limit=20 through the app's own handler, with Node's request and
 * response objects on a socket that is never written: Koa, the middleware, the envelope and
 * the JSON run as they do for a real request; parsing the request off the wire and writing the
 * answer to it (the same for any Koa app) are left out.
 */
function request(handle: ReturnType<Koa['callback']>, apiKey: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = new http.IncomingMessage(socket as never);
    req.method = 'GET';
    req.url = '/api/v1/customers?limit=20';
    req.headers = { host: '127.0.0.1', authorization: `Bearer ${apiKey}`, accept: 'application/json' };
    req.complete = true;
    req.push(null);
    const res = new http.ServerResponse(req);
    const end = res.end.bind(res);
    res.end = function (this: http.ServerResponse, ...args: unknown[]) {
      const out = (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
      if (res.statusCode === 200) resolve();
      else reject(new Error(`answered ${res.statusCode}`));
      return out;
    } as typeof res.end;
    void handle(req, res);
  });
}

export function createPools(databaseUrl: string): { sql: Sql; bookkeepingSql: Sql } {
  // As api/main.ts makes them.
  return {
    sql: createSql(databaseUrl, { max: 10 }),
    bookkeepingSql: createSql(databaseUrl, { max: 4, asyncCommit: true, genericPlans: true }),
  };
}
