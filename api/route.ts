import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Owner } from '../src/owner';
import type { AppDeps, AuthState } from './deps';
import type { RateLimitFamily } from './middleware/rate-limit';

// One declaration per route: method, path, schemas, handler, idempotency, rate-limit family,
// and its reference text (operationId, summary, description, examples). The router, request
// validation, the OpenAPI document, the typed client's methods and the docs' route table are
// all derived from it.
type AnyObject = z.ZodObject<z.ZodRawShape>;
type Out<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;
type In<T> = T extends z.ZodType ? z.input<T> : never;

/**
 * A route whose success is a file download (an export) instead of the JSON envelope; its
 * errors still use the envelope. Declared in place of a response schema.
 */
export type FileResponse = {
  kind: 'file';
  contentTypes: readonly string[];
  description: string;
  /** Response headers worth documenting, name → description (Content-Disposition is implied unless `stream`). */
  headers?: Record<string, string>;
  /** A stream the client reads as it comes (server-sent events), not a download: no Content-Disposition. */
  stream?: boolean;
};

export function fileResponse(contentTypes: readonly string[], description: string, headers?: Record<string, string>): FileResponse {
  return { kind: 'file', contentTypes, description, headers };
}

/** A response of server-sent events (text/event-stream), written for as long as the client stays. */
export function eventStreamResponse(description: string, headers?: Record<string, string>): FileResponse {
  return { kind: 'file', contentTypes: ['text/event-stream'], description, headers, stream: true };
}

/** A route's path as OpenAPI writes it (`/customers/{customerId}`). */
export function openApiPath(route: { path: string }): string {
  return route.path.replace(/:(\w+)/g, '{$1}');
}

export function isFileResponse(response: z.ZodType | FileResponse): response is FileResponse {
  return (response as FileResponse).kind === 'file';
}

/** What a file route's handler answers: sent with Content-Disposition: attachment. */
export type FileBody = {
  contentType: string;
  /** The download's name (Content-Disposition: attachment); none for a stream. */
  filename?: string;
  body: Readable | Buffer | string;
  /** Extra response headers (e.g. x-export-truncated). */
  headers?: Record<string, string>;
};

export type Success<R> = R extends z.ZodType ? { status?: number; data: z.input<R> } : { file: FileBody };

/** What a handler is given; the handler of an `idempotent: true` route also gets its Idempotency-Key. */
export type HandlerInput<P, Q, B, I extends boolean = boolean> = {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  auth: AuthState;
  /** The merchant and plane every row of this request belongs to. */
  owner: Owner;
  deps: AppDeps;
  requestId: string;
} & (I extends true ? { idempotencyKey: string } : unknown);

/** The error statuses a route may declare for itself (RouteDef.errorStatuses). */
type RouteErrorStatus = 400 | 404 | 409 | 422 | 502;

export type RouteDef<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends AnyObject | undefined = AnyObject | undefined,
  R extends z.ZodType | FileResponse = z.ZodType | FileResponse,
  I extends boolean = boolean,
> = {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Path below /api/v1, koa-router syntax (`/customers/:customerId`). */
  path: string;
  /**
   * The OpenAPI operationId: the name a generated client gives its method, so a verb and the
   * resource as a developer would say it, not one spelled from the path. Written here only.
   */
  operationId: string;
  /** The typed client's method (`resource.method`, as `escrow.escrows.release(…)` calls it). */
  clientMethod: `${string}.${string}`;
  /** One line: the operation in the reference's list and the docs' route table. */
  summary: string;
  /** What a reader learns beyond the summary: the rules, refusals, webhooks and units. */
  description: string;
  /** Examples in the reference where the ones built from the properties' examples would not teach enough. */
  examples?: {
    /** A realistic request body; the service must accept it. */
    request?: In<B>;
    /** The answer's `data`; it must validate against the response schema. */
    response?: In<R>;
  };
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
  /** Takes a required Idempotency-Key (24 h replay of the stored answer), given to the handler. */
  idempotent?: I;
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
   * known key it may run at the same time as the admission statement (api/pipeline.ts);
   * its result is dropped when admission refuses.
   */
  readOnly?: boolean;
  handler: (input: HandlerInput<P, Q, B, I>) => Promise<Success<R>>;
};

export function defineRoute<
  P extends AnyObject | undefined,
  Q extends AnyObject | undefined,
  B extends AnyObject | undefined,
  R extends z.ZodType | FileResponse,
  I extends boolean = false,
>(def: RouteDef<P, Q, B, R, I>): RouteDef<P, Q, B, R, I> {
  // A download is a read: a replayed idempotent response could not stream the file again.
  if (isFileResponse(def.response) && def.idempotent) throw new Error(`${def.method} ${def.path}: a file route cannot be idempotent`);
  // A read run before its admission must be a plain JSON read that admission alone guards.
  if (def.readOnly && (def.method !== 'get' || def.idempotent || def.sandboxOnly || isFileResponse(def.response))) {
    throw new Error(`${def.method} ${def.path}: only a plain JSON GET can be readOnly`);
  }
  return def;
}
