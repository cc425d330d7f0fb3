import type { Middleware } from 'koa';
import type { Sql } from '../../src/db';
import { ForbiddenError, UnauthorizedError } from '../../src/errors';
import { hashApiKey, parseApiKey, Plane } from '../../src/keys';
import type { PaymentMethod } from '../../src/merchants/merchants';

/**
 * Bearer secret keys only. The key picks the merchant and the plane; live keys need a
 * verified merchant in live mode; a suspended merchant is refused on both planes.
 */
export function authenticate(sql: Sql): Middleware {
  return async (ctx, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
    const parsed = match ? parseApiKey(match[1]) : null;
    if (!match || !parsed) throw new UnauthorizedError();
    if (parsed.kind !== 'secret') {
      throw new UnauthorizedError('Publishable keys cannot call the API; use a secret key');
    }
    const [row] = await sql<
      Array<{
        id: string; name: string; webhook_url: string | null; callback_url: string | null;
        payment_methods: PaymentMethod[]; verified: boolean; live_mode: boolean; suspended: boolean;
        created_at: Date; plane: Plane; kind: string;
      }>
    >`select m.*, k.plane, k.kind from api_keys k join merchants m on m.id = k.merchant_id
      where k.key_hash = ${hashApiKey(match[1])}`;
    if (!row || row.kind !== 'secret' || row.plane !== parsed.plane) throw new UnauthorizedError();
    if (row.suspended) throw new ForbiddenError('This merchant account is suspended');
    if (row.plane === 'live' && !(row.verified && row.live_mode)) {
      throw new ForbiddenError('Live keys work only after the account is verified and switched to live mode');
    }
    ctx.state.auth = {
      plane: row.plane,
      merchant: {
        merchantId: row.id,
        name: row.name,
        webhookUrl: row.webhook_url,
        callbackUrl: row.callback_url,
        paymentMethods: row.payment_methods,
        verified: row.verified,
        liveMode: row.live_mode,
        suspended: row.suspended,
        createdAt: row.created_at.toISOString(),
      },
    };
    await next();
  };
}
