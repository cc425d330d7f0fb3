import fs from 'node:fs';
import net from 'node:net';
import type { MeteredGroup } from './cpu-meter';

// Round trips to a server, counted on the wire: a TCP relay between the stack's processes and
// the server (PostgreSQL, the Temporal server) that counts, per connection, each time the
// client speaks after the server has answered, and the bytes each way. Statements sent
// together (postgres.js pipelines a transaction's statements issued without waiting) are one
// turn; each turn is one wait for the server, at most. The relay adds a hop, so it is for
// counting (bench:anatomy), never for timing.

export type RoundTripCounter = {
  /** 127.0.0.1:port, where the clients connect instead of the server. */
  address: string;
  /** Turns per process name so far (the process of each connection's client, by process group). */
  snapshot(): Record<string, number>;
  /** Bytes per process name so far, sent to the server and received from it. */
  bytes(): Record<string, { sent: number; received: number }>;
  /** Resolves once every connection so far has its client's process looked up (a busy machine takes a while). */
  identified(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Relays to `server` (host:port) over TCP. `groups` names the client processes by process
 * group (the stack's ProcessGroup, asked at each snapshot); this process is `bench`, any other
 * client `other`.
 */
export async function startRoundTripCounter(
  server: { hostname: string; port: number },
  groups: () => MeteredGroup[],
): Promise<RoundTripCounter> {
  /** Every connection so far, its client's process once known, and its turns. */
  const connections: Array<{ pid: number | undefined; group: number | undefined; turns: number; sent: number; received: number }> = [];
  const lookups: Array<Promise<void>> = [];
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(server.port, server.hostname);
    sockets.add(client).add(upstream);
    const connection: (typeof connections)[number] = { pid: undefined, group: undefined, turns: 0, sent: 0, received: 0 };
    connections.push(connection);
    // Whose connection it is, looked up once while the client's socket is open.
    lookups.push(
      clientProcess(client.remotePort!, (relay.address() as net.AddressInfo).port).then((pid) => {
        connection.pid = pid;
        connection.group = pid === undefined ? undefined : processGroupOf(pid);
      }),
    );
    let serverSpokeLast = true;
    client.on('data', (chunk) => {
      if (serverSpokeLast) connection.turns++;
      serverSpokeLast = false;
      connection.sent += chunk.length;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      serverSpokeLast = true;
      connection.received += chunk.length;
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    snapshot: () => {
      const counts: Record<string, number> = {};
      const known = groups();
      for (const c of connections) {
        const name = nameOf(c, known);
        counts[name] = (counts[name] ?? 0) + c.turns;
      }
      return counts;
    },
    bytes: () => {
      const totals: Record<string, { sent: number; received: number }> = {};
      const known = groups();
      for (const c of connections) {
        const t = (totals[nameOf(c, known)] ??= { sent: 0, received: 0 });
        t.sent += c.sent;
        t.received += c.received;
      }
      return totals;
    },
    identified: async () => void (await Promise.all(lookups)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}

/** postgres://user@host:port with the relay in the server's place. */
export function relayedDatabaseUrl(serverBaseUrl: string, relay: RoundTripCounter): string {
  const url = new URL(serverBaseUrl);
  return `${url.protocol}//${url.username ? `${url.username}@` : ''}${relay.address}`;
}

/** host and port of postgres://user@host:port (5432 by default). */
export function serverOf(baseUrl: string): { hostname: string; port: number } {
  const url = new URL(baseUrl);
  return { hostname: url.hostname, port: Number(url.port || 5432) };
}

function processGroupOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return undefined; // exited
  }
}

/** The name of the process group a connection's client belongs to: `bench` for this process. */
function nameOf(connection: { pid: number | undefined; group: number | undefined }, groups: MeteredGroup[]): string {
  if (connection.pid === undefined) return 'unknown';
  if (connection.pid === process.pid) return 'bench';
  return groups.find((g) => g.pgid === connection.group)?.name ?? 'other';
}

/**
 * The process whose socket is the client end of a connection to the relay (Linux: the socket
 * in /proc/net/tcp with that local port, then the process holding its inode).
 */
async function clientProcess(clientPort: number, relayPort: number): Promise<number | undefined> {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  let inode: string | undefined;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = await fs.promises.readFile(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      if (fields[1].endsWith(`:${hex(clientPort)}`) && fields[2].endsWith(`:${hex(relayPort)}`)) inode = fields[9];
    }
  }
  if (!inode) return undefined;
  const target = `socket:[${inode}]`;
  // Only Node processes are looked through (the stack's are): the machine may run many others.
  for (const pid of await fs.promises.readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const comm = await fs.promises.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (comm.trim() !== 'node' && Number(pid) !== process.pid) continue;
    const fds = await fs.promises.readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const link = await fs.promises.readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (link === target) return Number(pid);
    }
  }
  return undefined;
}
