import type { paths } from './schema';

// An operation's request and answer types, read by path and method from the types generated
// from the OpenAPI document (schema.d.ts).

export type Method = 'get' | 'post' | 'patch' | 'delete';
export type Path = keyof paths;
type Operation<P extends Path, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Success<R> = R[Extract<keyof R, 200 | 201>];

/** The JSON body of an operation. */
export type Body<P extends Path, M extends Method> = Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
/** The query parameters of an operation. */
export type Query<P extends Path, M extends Method> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** What an operation answers in `data`. */
export type Data<P extends Path, M extends Method> = Json<Success<Operation<P, M>['responses']>> extends { data: infer D } ? D : never;

/** A POST's own Idempotency-Key (else one is made per call and reused on its retries). */
export type Options = { idempotencyKey?: string };

/** What `request` takes besides the method and the path. */
export type Call<P extends Path, M extends Method> = { params?: Record<string, string>; query?: Query<P, M>; body?: Body<P, M> } & Options;

/** Options of a stream of server-sent events. */
export type StreamOptions = { signal?: AbortSignal; onOpen?: (headers: Headers) => void };

/**
 * What a stream of server-sent events yields: its message's `data`. The document describes a
 * stream as text, so each stream's item is named here (the compiler asks for a new stream's).
 */
export type StreamItem<P extends Path> = P extends '/events/stream' ? Data<'/events', 'get'>['events'][number] : never;
