import { Client, Connection, defaultGrpcRetryOptions, makeGrpcRetryInterceptor } from '@temporalio/client';
import { randomUUID } from 'node:crypto';
import { createSql, Sql } from '../../src/db';
import { AppInstance, startAppInstance } from '../support/app-instance';
import { eventually } from '../support/eventually';
import { expectError } from '../support/expect';
import { createCustomer } from '../support/fixtures';
import { ApiClient, ApiResponse } from '../support/http';
import { stackForFile } from '../support/stack';
import { TcpProxy } from '../support/tcp-proxy';
import { closedPort } from '../support/ports';

// Outages: while PostgreSQL or Temporal is unavailable the API answers
// 503 SERVICE_UNAVAILABLE with Retry-After, stores nothing for the Idempotency-Key, and the
// retry with the same key after recovery performs the write exactly once. The outage is
// real: a second API process reaches PostgreSQL through a TCP hop the test takes down, and
// its sessions are terminated as a restart would; Temporal is a port where nothing listens.
// PostgreSQL's passing refusals are 503 too: a statement cancelled (as by a statement
// timeout), a server out of connections, and a transaction rolled back by a deadlock, a
// serialization failure or a lock timeout (raised by PostgreSQL itself from a trigger the test
// puts on one wallet's row). A workflow task that keeps failing: workflow-task-failures.test.ts.

const stack = stackForFile({ config: { rateLimitMultiplier: 100 } });

function expectUnavailable(res: ApiResponse): void {
  expectError(res, 503, 'SERVICE_UNAVAILABLE');
  expect(res.body.error.message).toMatch(/retry with the same Idempotency-Key/);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(res.text).not.toMatch(/ECONNREFUSED|CONNECTION_|terminat|postgres|select|\bat \S+ \(/i);
}

describe('PostgreSQL unavailable', () => {
  let proxy: TcpProxy;
  let viaProxy: Sql;
  let app: AppInstance;
  let api: ApiClient;
  beforeAll(async () => {
    const url = new URL(stack.config.databaseUrl);
    proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.start();
    url.port = String(proxy.port);
    viaProxy = createSql(url.toString(), { max: 2 });
    app = await startAppInstance({ config: stack.config, sql: viaProxy, temporal: stack.temporal });
    api = new ApiClient(app.apiUrl, stack.merchant.testSecretKey);
  });
  afterAll(async () => {
    await app.close();
    proxy.stop();
    await viaProxy.end({ timeout: 1 });
  });

  /** The database goes away for the app: its sessions end as in a restart, and new connections are refused. */
  async function databaseGoesDown(): Promise<void> {
    proxy.refuse();
    // Waits (up to 5 s) until each session has ended, and then until the app saw its socket close.
    await stack.sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
      where datname = current_database() and client_port = any(${proxy.upstreamPorts()}::int[])`;
    await eventually(
      () => proxy.upstreamPorts(),
      (ports) => ports.length === 0,
      { what: "the app's sessions closed", timeoutMs: 10_000, intervalMs: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  test('a read is 503 with Retry-After and the envelope, and works again once it is back', async () => {
    expect((await api.get('/customers')).status).toBe(200);
    await databaseGoesDown();
    expectUnavailable(await api.get('/customers', { headers: { 'x-request-id': 'outage-read' } }));
    await proxy.resume();
    expect((await api.get('/customers')).status).toBe(200);
  });

  test('a write cut off mid-request is 503, and its retry with the same key after recovery runs exactly once', async () => {
    const { customerId, walletId } = await createCustomer(stack.api);
    const key = randomUUID();
    const body = { customerId, bvn: '12345678901' };

    // Hold the wallet row, so the write waits inside its handler, after it claimed the key.
    let unlock!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = stack.sql.begin(async (tx) => {
      await tx`select id from wallets where id = ${walletId} for update`;
      locked();
      await new Promise<void>((resolve) => (unlock = resolve));
    });
    await isLocked;
    const first = api.post('/wallets', body, { idempotencyKey: key });
    await eventually(
      async () => {
        const [{ n }] = await stack.sql`select count(*)::int as n from pg_stat_activity
          where client_port = any(${proxy.upstreamPorts()}::int[]) and wait_event_type = 'Lock'`;
        return n as number;
      },
      (waiting) => waiting > 0,
      { what: 'the write waiting on the lock', timeoutMs: 10_000, intervalMs: 20 },
    );
    const [claim] = await stack.sql`select state from idempotency_keys where key = ${key}`;
    expect(claim.state).toBe('in_progress');

    await databaseGoesDown();
    expectUnavailable(await first);
    // The claim could not be released (the database was away), and nothing was written.
    expect((await stack.sql`select state from idempotency_keys where key = ${key}`).map((r) => r.state)).toEqual(['in_progress']);
    // Still down: the retry is 503 too.
    expectUnavailable(await api.post('/wallets', body, { idempotencyKey: key }));

    unlock();
    await holder;
    expect((await stack.api.get(`/wallets/${walletId}`)).body.data.account).toBeNull();

    // Back: the retry with the same key executes (201: the wallet got its account now), once.
    await proxy.resume();
    const retry = await api.post('/wallets', body, { idempotencyKey: key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.data.account).not.toBeNull();
    const again = await api.post('/wallets', body, { idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(retry.text);
    expect((await stack.sql`select state from idempotency_keys where key = ${key}`).map((r) => r.state)).toEqual(['completed']);
  });
});

describe('PostgreSQL unavailable to a read that runs alongside its admission', () => {
  let proxy: TcpProxy;
  let pools: Sql[];
  let app: AppInstance;
  let api: ApiClient;
  beforeAll(async () => {
    const url = new URL(stack.config.databaseUrl);
    proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.start();
    url.port = String(proxy.port);
    // Both pools of an API process, as api/main.ts makes them.
    pools = [createSql(url.toString(), { max: 2 }), createSql(url.toString(), { max: 2, asyncCommit: true })];
    app = await startAppInstance({ config: stack.config, sql: pools[0], bookkeepingSql: pools[1], temporal: stack.temporal });
    api = new ApiClient(app.apiUrl, stack.merchant.testSecretKey);
  });
  afterAll(async () => {
    await app.close();
    proxy.stop();
    await Promise.all(pools.map((pool) => pool.end({ timeout: 1 })));
  });

  test('is 503 with Retry-After and the envelope, and works again once the database is back', async () => {
    const { customerId } = await createCustomer(stack.api);
    // Known key: from the second request on, reads go out alongside their admission.
    for (let i = 0; i < 2; i++) expect((await api.get(`/customers/${customerId}`)).status).toBe(200);

    proxy.refuse();
    await stack.sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
      where datname = current_database() and client_port = any(${proxy.upstreamPorts()}::int[])`;
    await eventually(
      () => proxy.upstreamPorts(),
      (ports) => ports.length === 0,
      { what: "the app's sessions closed", timeoutMs: 10_000, intervalMs: 20 },
    );
    expectUnavailable(await api.get('/customers'));
    expectUnavailable(await api.get(`/customers/${customerId}`));

    await proxy.resume();
    expect((await api.get('/customers')).status).toBe(200);
    const again = await api.get(`/customers/${customerId}`);
    expect(again.status).toBe(200);
    expect(again.body.data.customerId).toBe(customerId);
  });
});

describe('PostgreSQL refusing for the moment', () => {
  /** A customer without a virtual account yet, and the POST /wallets that would give it one. */
  async function walletRequest() {
    const { customerId, walletId } = await createCustomer(stack.api);
    const key = randomUUID();
    const send = (api: ApiClient = stack.api) => api.post('/wallets', { customerId, bvn: '12345678901' }, { idempotencyKey: key });
    const keyRows = () => stack.sql`select state from idempotency_keys where key = ${key}`;
    return { walletId, send, keyRows };
  }

  test.each([
    ['40P01', 'deadlock_detected'],
    ['40001', 'serialization_failure'],
    ['55P03', 'lock_not_available'],
  ])('a transaction rolled back with %s (%s) is 503; the retry with the same key runs once', async (sqlstate) => {
    const { walletId, send, keyRows } = await walletRequest();
    const fault = `fault_${sqlstate.toLowerCase()}_${randomUUID().slice(0, 8)}`;
    await stack.sql.unsafe(`create function ${fault}() returns trigger language plpgsql as $$
      begin raise exception 'injected %', '${sqlstate}' using errcode = '${sqlstate}'; end $$`);
    await stack.sql.unsafe(`create trigger ${fault} before update on wallets for each row
      when (new.id = '${walletId}') execute function ${fault}()`);
    try {
      expectUnavailable(await send());
      expect(await keyRows()).toEqual([]);
    } finally {
      await stack.sql.unsafe(`drop trigger ${fault} on wallets`);
      await stack.sql.unsafe(`drop function ${fault}()`);
    }
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.data.account).not.toBeNull();
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
  });

  test('a statement cancelled while it waits (57014, as a statement timeout would) is 503; the retry runs once', async () => {
    const { walletId, send, keyRows } = await walletRequest();
    await stack.sql.begin(async (tx) => {
      await tx`select id from wallets where id = ${walletId} for update`;
      const first = send();
      const [waiting] = await eventually(
        () => stack.sql`select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%wallets%'`,
        (rows) => rows.length > 0,
        { what: 'the write waiting on the lock', timeoutMs: 10_000, intervalMs: 20 },
      );
      await stack.sql`select pg_cancel_backend(${waiting.pid})`;
      expectUnavailable(await first);
    });
    expect(await keyRows()).toEqual([]);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.body.data.account).not.toBeNull();
  });

  test('a server out of connections for the API (53300) is 503', async () => {
    const role = `escrow_limited_${randomUUID().slice(0, 8)}`;
    await stack.sql.unsafe(`create role ${role} login connection limit 0`);
    const url = new URL(stack.config.databaseUrl);
    url.username = role;
    const limited = createSql(url.toString(), { max: 1 });
    const app = await startAppInstance({ config: stack.config, sql: limited, temporal: stack.temporal });
    try {
      const api = new ApiClient(app.apiUrl, stack.merchant.testSecretKey);
      expectUnavailable(await api.get('/customers'));
    } finally {
      await app.close();
      await limited.end({ timeout: 1 });
      await stack.sql.unsafe(`drop role ${role}`);
    }
  });
});

describe('Temporal unavailable', () => {
  test('a write that needs a workflow is 503 with Retry-After; the key is free for the retry', async () => {
    // The client gives up after two attempts (the default retries UNAVAILABLE for about 20 s first).
    const lazy = Connection.lazy({
      address: `127.0.0.1:${await closedPort()}`,
      interceptors: [makeGrpcRetryInterceptor(defaultGrpcRetryOptions({ maxAttempts: 2 }))],
    });
    const app = await startAppInstance({ config: stack.config, sql: stack.sql, temporal: new Client({ connection: lazy }) });
    try {
      const api = new ApiClient(app.apiUrl, stack.merchant.testSecretKey);
      const { walletId } = await createCustomer(stack.api);
      const key = randomUUID();
      expectUnavailable(await api.post(`/wallets/${walletId}/credits`, { amount: 5000 }, { idempotencyKey: key }));
      // Nothing stored: the same key through the healthy API credits once.
      const retry = await stack.api.post(`/wallets/${walletId}/credits`, { amount: 5000 }, { idempotencyKey: key });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(retry.body.data.balances.available).toBe(4950);
    } finally {
      await app.close();
      await lazy.close();
    }
  });
});
