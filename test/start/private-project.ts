import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { postgresBinaries } from '../../scripts/start/embedded-postgres';
import { startLocalPostgres } from '../../scripts/start/local-postgres';
import { startTestDatabaseServer } from '../support/database-server';

// What `npm start` and `npm test` do with the embedded PostgreSQL, run from a project placed in
// a folder only its owner can enter, as a fresh clone there has it: the platform package
// really inside the folder's node_modules (not reached through a link to elsewhere).
// test/start/private-folder.test.ts runs it as root in its own process and, as an ordinary
// user, bundled in a process of that user's.

/** Puts the installed platform package into `project`/node_modules, as npm install would. */
export function installPostgresPackage(project: string): void {
  const native = path.dirname(path.dirname(postgresBinaries().postgres));
  const pkgDir = path.dirname(native);
  const target = path.join(project, 'node_modules', path.relative(path.join(pkgDir, '..', '..'), pkgDir));
  fs.cpSync(pkgDir, target, { recursive: true, verbatimSymlinks: true });
}

export type PrivateProjectReport = {
  uid: number;
  /** Mode of the folder the project is in. */
  folderMode: number;
  /** `npm start`'s cluster: where the server says its data is, and whether a restart kept it. */
  start: { dataDirectory: string; linkedFromProject: boolean; keptAcrossRestart: boolean };
  /** `npm test`'s server answered a query. */
  testServer: { answered: boolean };
  /** Directories outside the folder the project's cluster lives in (to be removed by the caller). */
  outside: string[];
};

async function query(url: string, text: string): Promise<Record<string, unknown>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql.unsafe(text);
    return row;
  } finally {
    await sql.end();
  }
}

/** Starts `npm start`'s embedded PostgreSQL twice and `npm test`'s once from `project`. */
export async function runFromPrivateProject(project: string): Promise<PrivateProjectReport> {
  const dataDir = path.join(project, '.data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  const startOnce = async () => {
    const children: { stop(ms: number): Promise<unknown> }[] = [];
    const local = await startLocalPostgres({
      dataDir,
      projectRoot: project,
      launch: (_name, command) => {
        const child = command();
        children.push(child);
        return child;
      },
      log: () => {},
      timeoutMs: 60_000,
    });
    try {
      const adminUrl = local.url.replace(/\/[^/]*$/, '/postgres');
      await query(adminUrl, 'create table if not exists kept (n int); insert into kept values (1)');
      const row = await query(adminUrl, "select current_setting('data_directory') as dir, (select count(*)::int from kept) as rows");
      return { dir: String(row.dir), rows: Number(row.rows) };
    } finally {
      for (const child of children) await child.stop(15_000);
    }
  };
  const first = await startOnce();
  const second = await startOnce();
  const link = fs.lstatSync(path.join(dataDir, 'postgres'));
  const outside = link.isSymbolicLink() ? [fs.realpathSync(path.join(dataDir, 'postgres'))] : [];

  const server = await startTestDatabaseServer({}, project);
  let answered: boolean;
  try {
    answered = (await query(`${server.baseUrl}/postgres`, 'select 1 as one')).one === 1;
  } finally {
    await server.stop();
  }
  return {
    uid: process.getuid!(),
    folderMode: fs.statSync(path.dirname(project)).mode & 0o777,
    start: {
      dataDirectory: first.dir,
      linkedFromProject: fs.realpathSync(first.dir) === fs.realpathSync(path.join(dataDir, 'postgres', 'data')),
      keptAcrossRestart: first.dir === second.dir && second.rows === 2,
    },
    testServer: { answered },
    outside,
  };
}

// Run as a script (bundled): the project folder in argv, the report on stdout.
if (process.env.PRIVATE_PROJECT_CHECK && process.argv[2]) {
  runFromPrivateProject(process.argv[2]).then(
    (report) => process.stdout.write(JSON.stringify(report)),
    (err: Error) => {
      process.stderr.write(`${err.stack ?? err.message}\n`);
      process.exit(1);
    },
  );
}
