import fs from 'node:fs';
import net from 'node:net';
import { freePort } from '../../bench/lib/readiness';

// freePort (bench/lib/readiness.ts) hands out a port that the kernel's own picks (`bind(0)`,
// as the Temporal CLI picks its internal services' ports) pass over until a server binds it:
// a TIME_WAIT socket holds it, and a server asking for it by number gets it at once.

const linux = process.platform === 'linux';
const TCP_TIME_WAIT = '06';

/** The states of the IPv4 TCP sockets whose local address is 127.0.0.1:`port` (/proc/net/tcp). */
function localSocketStates(port: number): string[] {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === local)
    .map((fields) => fields[3]);
}

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

(linux ? test : test.skip)('leaves the port it hands out in TIME_WAIT, and a server binding it by number gets it', async () => {
  const port = await freePort();
  expect(localSocketStates(port)).toEqual([TCP_TIME_WAIT]);

  const server = await listen(port);
  try {
    expect((server.address() as net.AddressInfo).port).toBe(port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
