import fs from 'node:fs';
import { createSql, postgresTarget } from '../../src/db';

// DATABASE_URL may name PostgreSQL's Unix socket the way libpq does (`?host=/dir`);
// postgres.js wants the socket's path instead.

test('a URL with ?host=/dir connects through <dir>/.s.PGSQL.<port>; any other URL is left as it is', () => {
  expect(postgresTarget('postgres://postgres@localhost/escrow?host=/var/run/postgresql')).toEqual({
    url: 'postgres://postgres@localhost/escrow',
    path: '/var/run/postgresql/.s.PGSQL.5432',
  });
  expect(postgresTarget('postgres://postgres@localhost:5433/escrow?host=/tmp')).toEqual({
    url: 'postgres://postgres@localhost:5433/escrow',
    path: '/tmp/.s.PGSQL.5433',
  });
  const tcp = 'postgres://postgres@127.0.0.1:5432/escrow';
  expect(postgresTarget(tcp)).toEqual({ url: tcp });
  expect(postgresTarget(`${tcp}?host=db.internal`)).toEqual({ url: `${tcp}?host=db.internal` }); // a host name, not a socket
});

/** The run's embedded server's socket directory, else where Debian's PostgreSQL puts its Unix socket. */
const SOCKET_DIR = process.env.TEST_DATABASE_SOCKET_DIR ?? '/var/run/postgresql';
const testPort = new URL(process.env.TEST_DATABASE_URL!).port || '5432';
const socketHere = fs.existsSync(`${SOCKET_DIR}/.s.PGSQL.${testPort}`);

(socketHere ? test : test.skip)('the test database answers through the Unix socket as it does over TCP', async () => {
  const tcpUrl = new URL(process.env.TEST_DATABASE_URL!);
  const socketUrl = `postgres://${tcpUrl.username}@localhost:${testPort}${tcpUrl.pathname}?host=${SOCKET_DIR}`;
  const sql = createSql(socketUrl, { max: 1 });
  try {
    const [row] = await sql`select current_database() as db, inet_server_addr() as addr`;
    expect(row.db).toBe(tcpUrl.pathname.slice(1));
    expect(row.addr).toBeNull(); // null on a Unix-socket connection, the server's address over TCP
  } finally {
    await sql.end();
  }
});
