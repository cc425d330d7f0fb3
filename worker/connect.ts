import { NativeConnection } from '@temporalio/worker';
import type { Logger } from 'pino';

const CONNECT_ATTEMPTS = 60;
const CONNECT_PAUSE_MS = 1_000;

/**
 * Connects to Temporal, waiting up to a minute for it: a worker started while the server
 * restarts (a deploy, a crash of both) comes up once the server does, instead of exiting.
 */
export async function connectToTemporal(address: string, logger: Logger): Promise<NativeConnection> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await NativeConnection.connect({ address });
    } catch (err) {
      if (attempt >= CONNECT_ATTEMPTS) throw err;
      if (attempt === 1) logger.warn({ address, err: String(err) }, 'Temporal not reachable yet; retrying every second');
      await new Promise((resolve) => setTimeout(resolve, CONNECT_PAUSE_MS));
    }
  }
}
