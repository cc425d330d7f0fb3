import { Context } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import { SANDBOX_PROVIDER_SECRET } from '../src/config';
import type { Sql } from '../src/db';
import type { EventLogger, ProviderSignallers } from '../src/payments/events';
import type { ProviderEventSink } from '../src/payments/sandbox';
import { handleProviderEvent } from '../src/provider-actions/router';

/** How provider events reach their workflows over a Temporal client (the worker's: temporal/provider-signallers.ts). */
export type SignalThrough = (client: Client) => ProviderSignallers;

export type SinkDeps = {
  sql: Sql;
  signalThrough: SignalThrough;
  /** PROVIDER_SECRET_KEY; unset means the published sandbox secret (src/config.ts). */
  providerSecretKey?: string;
};

/**
 * Where the sandbox provider sends its signed events from inside an activity: the same
 * handler as POST /provider/events, signalling workflows with the worker's own client.
 * Call it during the activity: the client and logger are captured then, for events sent a
 * moment later.
 */
export function sandboxEventSink(deps: SinkDeps): { secret: string; deliver: ProviderEventSink; logger: EventLogger } {
  const secret = deps.providerSecretKey ?? SANDBOX_PROVIDER_SECRET;
  const signal = deps.signalThrough(Context.current().client);
  const log = Context.current().log;
  const logger: EventLogger = {
    info: (attrs, message) => {
      log.info(message, { ...attrs });
    },
    warn: (attrs, message) => {
      log.warn(message, { ...attrs });
    },
  };
  const deliver: ProviderEventSink = (rawBody, signature) =>
    handleProviderEvent(
      { sql: deps.sql, secret, secretIsSandbox: deps.providerSecretKey === undefined, signal, logger },
      rawBody,
      signature,
    );
  return { secret, deliver, logger };
}
