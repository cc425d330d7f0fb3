import { Connection } from '@temporalio/client';
import net from 'node:net';

// Waiting for the processes the bench starts (Temporal, workers, HTTP servers) to be ready.

export async function waitForTemporal(address: string): Promise<Connection> {
  return poll('Temporal dev server', 60_000, async () => {
    const connection = await Connection.connect({ address, connectTimeout: 1000 });
    try {
      await connection.workflowService.getSystemInfo({});
      return connection;
    } catch (err) {
      await connection.close();
      throw err;
    }
  });
}

/** Until a worker polls `taskQueue`; it bundles the workflow code first, which can take a while. */
export async function waitForPollers(temporal: Connection, namespace: string, taskQueue: string, what: string): Promise<void> {
  await poll(what, 180_000, async () => {
    const { pollers } = await temporal.workflowService.describeTaskQueue({ namespace, taskQueue: { name: taskQueue } });
    if (pollers.length === 0) throw new Error('no pollers yet');
  });
}

export async function waitForHealth(url: string, what = 'API /health'): Promise<void> {
  await poll(what, 120_000, async () => {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
  });
}

async function poll<T>(what: string, timeoutMs: number, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000}s: ${(err as Error).message}`, { cause: err });
      await sleep(250);
    }
  }
}

/** `work`, unless a started process dies first. */
export function race<T>(failure: Promise<never>, work: Promise<T>): Promise<T> {
  return Promise.race([failure, work]);
}

/**
 * A port on 127.0.0.1 for a server we start next, kept from the kernel's own picks meanwhile.
 * A port merely found free goes back to the pool when its listener closes, and the next
 * `bind(0)` may get it: the Temporal CLI picks its internal services' ports that way, so one
 * of them could take the frontend port chosen here before the frontend binds it ("address
 * already in use"). So a connection is made to the port and closed from the listening side
 * first, which leaves a TIME_WAIT socket on it: Linux's `bind(0)` passes over such a port for
 * a minute, while a server binding it by number with SO_REUSEADDR (Node, Go and PostgreSQL all
 * set it) gets it at once. The Temporal CLI and SDKs reserve their own picks the same way.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((accepted) => {
      accepted.on('error', () => undefined);
      accepted.on('close', () => server.close(() => resolve(port)));
      accepted.end(); // this side's FIN goes first, so the TIME_WAIT is on the listening port
    });
    let port = 0;
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      port = (server.address() as net.AddressInfo).port;
      const client = net.connect(port, '127.0.0.1');
      client.on('error', reject);
      client.on('end', () => client.end()); // the peer's FIN answered: both sides closed
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
