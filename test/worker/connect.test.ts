import pino from 'pino';
import { connectToTemporal } from '../../worker/connect';
import { TcpProxy } from '../support/tcp-proxy';

// A worker started while Temporal is down waits for it instead of exiting: the connection
// is made through a hop that refuses at first and comes up two seconds later.

test('connectToTemporal waits for a server that comes up later, then answers through it', async () => {
  const [host, port] = process.env.TEST_TEMPORAL_ADDRESS!.split(':');
  const hop = new TcpProxy({ host, port: Number(port) });
  await hop.start();
  hop.refuse(); // the port is known; nothing listens on it yet
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });

  const started = Date.now();
  const connecting = connectToTemporal(`127.0.0.1:${hop.port}`, logger);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await hop.resume();
  const connection = await connecting;
  try {
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(warnings.join('')).toContain('Temporal not reachable yet');
    const info = await connection.workflowService.getSystemInfo({});
    expect(info.serverVersion).toBeTruthy();
  } finally {
    await connection.close();
    hop.stop();
  }
});
