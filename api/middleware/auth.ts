import type { Context } from 'koa';
import { refuse, ServiceError } from '../../src/errors';
import { parseApiKey, Plane } from '../../src/keys';

// Bearer secret keys only. The key picks the merchant and the plane; live keys need a
// verified merchant in live mode; a suspended merchant is refused on both planes. The rules
// themselves are evaluated by the admission statement (admission-statement.ts), which must not count
// a refused key; this module reads the header and words the refusals.

/** The secret key in `Authorization: Bearer ...`, or 401. */
export function readSecretKey(ctx: Context): { key: string; plane: Plane } {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
  const parsed = match ? parseApiKey(match[1]) : null;
  if (!match || !parsed) throw refuse.unauthorized();
  if (parsed.kind !== 'secret') {
    throw refuse.unauthorized('Publishable keys cannot call the API; use a secret key');
  }
  return { key: match[1], plane: parsed.plane };
}

/** Why a well-formed secret key was refused, as the admission statement reports it. */
export type KeyRefusal = 'unknown_key' | 'suspended' | 'live_not_allowed';

export function refusalError(refusal: KeyRefusal): ServiceError {
  switch (refusal) {
    case 'unknown_key':
      return refuse.unauthorized();
    case 'suspended':
      return refuse.forbidden('This merchant account is suspended');
    case 'live_not_allowed':
      return refuse.forbidden('Live keys work only after the account is verified and switched to live mode');
  }
}
