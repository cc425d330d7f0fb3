import net from 'node:net';
import postgres from 'postgres';

// A connection PostgreSQL closes under the service (a restart, a failover, a backend
// terminated by an operator or by idle_in_transaction_session_timeout) fails the queries on it
// with CONNECTION_CLOSED, and the pool carries on. postgres.js 3.4.9 as published crashed the
// process instead, and could leave a pooled connection that never sent another byte;
// patches/postgres+3.4.9.patch mends both (patches/README.md).

const url = process.env.TEST_DATABASE_URL!;
const pools: postgres.Sql[] = [];
const pool = (options: postgres.Options<Record<string, never>> = {}) => {
  const sql = postgres(url, { onnotice: () => {}, ...options });
  pools.push(sql);
  return sql;
};

afterAll(() => Promise.all(pools.map((sql) => sql.end({ timeout: 1 }))));

test("a transaction whose backend is terminated rejects with CONNECTION_CLOSED, and the pool's next query and transaction run", async () => {
  let connectionClosed!: () => void;
  const closed = new Promise<void>((resolve) => (connectionClosed = resolve));
  const sql = pool({ max: 1, onclose: () => connectionClosed() });
  const operator = pool({ max: 1 });
  let body!: Promise<void>;
  const transaction = sql.begin(
    (tx) =>
      (body = (async () => {
        const [{ pid }] = await tx<Array<{ pid: number }>>`select pg_backend_pid() as pid`;
        await operator`select pg_terminate_backend(${pid})`;
        await closed;
        // On the closed connection, and then the transaction's rollback: each used to be written
        // to no socket, a throw outside any promise.
        await tx`select 1`;
      })()),
  );
  await expect(transaction).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
  await expect(body).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
  // A reconnect (network turns, during which the rollback's write would have run), then a transaction.
  expect(await sql`select 2 as x`).toEqual([{ x: 2 }]);
  expect(await sql.begin((tx) => tx`select 3 as x`)).toEqual([{ x: 3 }]);
});

test('a connection closed while a query waits to be written reconnects and answers the next query', async () => {
  // The pool's sockets made here, so the test can close one at the moment a query's bytes are
  // still waiting for the next turn of the event loop (a query under 1 KiB is written then).
  const { hostname, port } = new URL(url);
  const sockets: net.Socket[] = [];
  const ownSockets = {
    socket: () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(Number(port || 5432), hostname);
        sockets.push(socket);
        socket.once('connect', () => resolve(socket)).once('error', reject);
      }),
  };
  // `socket` is in postgres.js's README ("Custom socket") and not in its types.
  const sql = pool({ max: 1, connect_timeout: 5, ...(ownSockets as postgres.Options<Record<string, never>>) });
  expect(await sql`select 1 as x`).toEqual([{ x: 1 }]);
  const cut = sql`select 'lost' as x`.execute(); // handed to the connection a microtask later, its bytes written on the next turn
  await Promise.resolve();
  sockets[0].emit('close', false); // the close, before they went out
  await expect(cut).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
  sockets[0].destroy();
  // A fresh socket: its startup message must go out, not wait behind the dropped query's bytes.
  expect(await sql`select 2 as x`).toEqual([{ x: 2 }]);
  expect(sockets).toHaveLength(2);
});
