import type { Plane } from '../../src/keys';
import { refuse } from '../../src/errors';
import type { Merchant } from '../../src/merchants/merchants';
import { AnyRoute, executeRoute, RouteAnswer, RouteCall } from '../route-executor';
import type { DashEnv } from './web';

// The dashboard's only way to read or move the merchant's money: the route executor run on the
// very declarations of /api/v1 (their schemas, handlers, workflows), named by reference, and
// for a write the same Idempotency-Key claims, under a key derived from the form's one-use
// token. A double click or a resubmitted form therefore replays the first answer instead of
// moving money again.

/** The Idempotency-Key of a dashboard form: its own namespace, so it never meets a client's key. */
const dashboardKey = (formToken: string) => `dashboard:${formToken}`;

/** The key of a money form from its one-use token; a form without a sane one has expired (400). */
export function formKey(formToken: string | undefined): string {
  if (!formToken || !/^[\w-]{16,64}$/.test(formToken))
    throw refuse.invalidRequest('This form has expired; reload the page and submit it again');
  return dashboardKey(formToken);
}

/** The merchant and plane a page acts for. */
export type Acting = { merchant: Merchant; plane: Plane };

/** Runs `route` for the page's merchant and plane, answered with its response schema's data. */
export function callRoute<T extends AnyRoute>(
  env: DashEnv,
  acting: Acting,
  route: T,
  call: Omit<RouteCall<T>, 'auth' | 'requestId'> = {},
  requestId = 'dashboard',
): Promise<RouteAnswer<T>> {
  return executeRoute(env, route, { ...call, auth: { merchant: acting.merchant, plane: acting.plane }, requestId });
}
