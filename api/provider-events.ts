import type Router from '@koa/router';
import getRawBody from 'raw-body';
import { refuse } from '../src/errors';
import { signalThroughTemporal } from '../temporal/provider-signallers';
import { PROVIDER_SIGNATURE_HEADER } from '../src/payments/signature';
import { handleProviderEvent } from '../src/provider-actions/router';
import { MAX_BODY_BYTES } from './body';
import type { AppDeps } from './deps';
import { sendData } from './envelope';

/**
 * POST /provider/events (outside /api/v1, no merchant key): the payment provider's signed
 * events. A bad signature is 401; anything verified is acknowledged with 200, also when it
 * is ignored (unknown reference, unsupported event), so the provider stops retrying it.
 */
export function mountProviderEvents(router: Router, deps: AppDeps): void {
  const signal = signalThroughTemporal(deps.temporal, deps.config, deps.config);
  router.post('/provider/events', async (ctx) => {
    let raw: Buffer;
    try {
      raw = await getRawBody(ctx.req, { limit: MAX_BODY_BYTES, length: ctx.get('content-length') || undefined });
    } catch {
      throw refuse.invalidRequest('Could not read the request body');
    }
    const result = await handleProviderEvent(
      {
        sql: deps.sql,
        secret: deps.config.providerSecretKey,
        secretIsSandbox: deps.config.providerSecretIsSandbox,
        signal,
        logger: deps.logger,
      },
      raw,
      ctx.get(PROVIDER_SIGNATURE_HEADER) || undefined,
    );
    sendData(ctx, 200, { received: true, ...result });
  });
}
