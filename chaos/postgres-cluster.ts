import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import type { Child, ProcessGroup } from '../bench/lib/processes';
import { sleep } from '../bench/lib/readiness';
import { freezeTree } from './freeze';

const BIN = process.env.CHAOS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL cluster of its own (a data directory in the run's temp dir, a free
 * port, loopback only), so restarting it hurts nobody. initdb and postgres refuse to run as
 * root: as root they run as the `postgres` user (setpriv), with the directory owned by it.
 * The server is a child in the run's process group set (so the guardian stops it if the run
 * dies); a restart is `pg_ctl stop -m fast` and a new server on the same port and directory.
 */
export class PostgresCluster {
  readonly dataDir: string;
  private server?: Child;
  private incarnation = 0;

  constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly processes: ProcessGroup,
  ) {
    this.dataDir = path.join(dir, 'pgdata');
  }

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** The postmaster's pid (setpriv execs it, so the child's pid is the server's). */
  get serverPid(): number | undefined {
    return this.server?.process.pid;
  }

  urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private asPostgres(command: string, args: string[]): [string, string[]] {
    if (process.getuid?.() !== 0) return [command, args];
    return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]];
  }

  async init(): Promise<void> {
    fs.mkdirSync(this.dataDir, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', this.dir]);
    const [cmd, args] = this.asPostgres(path.join(BIN, 'initdb'), [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    // Only this run connects; the server is fast-stopped (clean) for its restart, so fsync
    // buys nothing here but slows everyone's disk.
    fs.appendFileSync(
      path.join(this.dataDir, 'postgresql.conf'),
      [
        `port = ${this.port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.dir}'`,
        'max_connections = 200',
        'fsync = off',
        'full_page_writes = off',
        'shared_buffers = 64MB',
        '',
      ].join('\n'),
    );
  }

  async start(): Promise<void> {
    this.incarnation++;
    const [cmd, args] = this.asPostgres(path.join(BIN, 'postgres'), ['-D', this.dataDir]);
    this.server = this.processes.start(`postgres-${this.incarnation}`, cmd, args, { ...process.env, LC_ALL: 'C' }, this.dir);
    await this.waitReady(60_000);
  }

  /** The server stops at once (`-m fast`: connections are cut), stays down `pauseMs`, then a new one starts. */
  async restart(pauseMs = 0): Promise<{ downMs: number }> {
    const started = Date.now();
    await this.stop();
    await sleep(pauseMs);
    await this.start();
    return { downMs: Date.now() - started };
  }

  /**
   * SIGSTOPs every process of the cluster (the postmaster, then every backend and background
   * process it forked) for `ms`, then SIGCONTs them: connections stay open and nothing
   * answers, as on a host that stalls.
   */
  async freeze(ms: number): Promise<{ processes: number; frozenMs: number }> {
    return freezeTree(this.server!, ms);
  }

  async stop(): Promise<void> {
    if (!this.server || this.server.process.exitCode !== null || this.server.process.signalCode !== null) return;
    const [cmd, args] = this.asPostgres(path.join(BIN, 'pg_ctl'), ['stop', '-D', this.dataDir, '-m', 'fast', '-w', '-t', '60']);
    try {
      execFileSync(cmd, args, { stdio: 'ignore' });
    } catch {
      this.server.process.kill('SIGQUIT');
    }
    await this.server.exited;
  }

  private async waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const sql = postgres(this.adminUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
      try {
        await sql`select 1`;
        return;
      } catch (err) {
        if (Date.now() > deadline)
          throw new Error(`temp PostgreSQL not ready after ${timeoutMs / 1000}s: ${(err as Error).message}`, { cause: err });
        if (this.server && this.server.process.exitCode !== null)
          throw new Error(`temp PostgreSQL exited (code ${this.server.process.exitCode}); see ${this.server.logFile}`, { cause: err });
      } finally {
        await sql.end({ timeout: 1 }).catch(() => {});
      }
      await sleep(200);
    }
  }
}
