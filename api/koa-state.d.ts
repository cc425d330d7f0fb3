// What the API's middleware keeps on a request's context, typed for every handler (Koa types
// ctx.state and unknown context members as `any` otherwise).
import type { AuthState } from './deps';

declare module 'koa' {
  interface DefaultState {
    /** The request's id (api/middleware/request-id.ts), echoed in X-Request-Id and every envelope. */
    requestId: string;
    /** The merchant and plane a key admitted (api/middleware/admission.ts). */
    auth?: AuthState;
    /** A JSON body's raw bytes, kept for signature checks of provider events (api/body.ts). */
    rawBody?: Buffer;
  }
  interface DefaultContext {
    /** Path parameters matched by @koa/router. */
    params: Record<string, string>;
  }
}
