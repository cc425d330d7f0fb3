import { createSql, Sql } from '../../src/db';
import { vacuumAnalyze } from './vacuum';

// A live database runs autovacuum; a PostgreSQL server with `autovacuum = off` does not, and
// then a measurement drifts in a way production never sees. Every long-lived database session
// keeps the plans it made (postgres.js prepares each statement, PL/pgSQL caches the trigger's
// queries), and only an ANALYZE of the table invalidates them: a plan made while a ledger table
// held a few rows (a sequential scan) stays in those sessions while the table grows to tens of
// thousands, each call slower than the last, while a process started later plans afresh. So
// where the server's autovacuum is off, the bench does its work on the stack's database: every
// `autovacuum_naptime`, each table past the server's own thresholds is vacuumed or analysed,
// as autovacuum's launcher would.

export type Thresholds = {
  naptimeSeconds: number;
  vacuumThreshold: number;
  vacuumScaleFactor: number;
  /** -1 turns the insert trigger off, as in PostgreSQL. */
  insertThreshold: number;
  insertScaleFactor: number;
  analyzeThreshold: number;
  analyzeScaleFactor: number;
};

/**
 * PostgreSQL's defaults (15 to 18), for comparing a server's settings with: a table is vacuumed
 * past 50 + 20% dead rows or 1,000 + 20% rows inserted since its last vacuum, and analysed past
 * 50 + 10% rows changed since its last analyse.
 */
export const POSTGRES_AUTOVACUUM_DEFAULTS: Thresholds = {
  naptimeSeconds: 60,
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
};

export type TableActivity = {
  table: string;
  reltuples: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
};
export type Upkeep = { vacuum: boolean; analyze: boolean };

/** What autovacuum would do to a table now, by its documented thresholds. */
export function upkeepDue(t: TableActivity, s: Thresholds): Upkeep {
  const rows = Math.max(t.reltuples, 0); // -1: never vacuumed nor analysed
  const vacuum =
    t.deadRows > s.vacuumThreshold + s.vacuumScaleFactor * rows ||
    (s.insertThreshold >= 0 && t.insertedSinceVacuum > s.insertThreshold + s.insertScaleFactor * rows);
  const analyze = t.modifiedSinceAnalyze > s.analyzeThreshold + s.analyzeScaleFactor * rows;
  return { vacuum, analyze };
}

export type AutovacuumStandIn = { description: string; stop(): Promise<{ vacuums: number; analyzes: number }> };

/** Null when the server runs its own autovacuum. */
export async function startAutovacuumStandIn(databaseUrl: string, log: (line: string) => void): Promise<AutovacuumStandIn | null> {
  const sql = createSql(databaseUrl, { max: 1 });
  const settings = await readSettings(sql);
  if (settings.autovacuum) {
    await sql.end({ timeout: 5 });
    return null;
  }
  const s = settings.thresholds;
  const done = { vacuums: 0, analyzes: 0 };
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(async () => {
        if (stopped) return;
        const { vacuumed, analyzed } = await upkeepWhereDue(sql, s);
        done.vacuums += vacuumed.length;
        done.analyzes += analyzed.length;
      })
      .catch((err) => log(`autovacuum stand-in: ${(err as Error).message}`));
  }, s.naptimeSeconds * 1000);
  return {
    description: `autovacuum: OFF on this PostgreSQL server, so the bench vacuums and analyses the stack's tables by the server's autovacuum thresholds every ${s.naptimeSeconds} s`,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      await sql.end({ timeout: 5 });
      return done;
    },
  };
}

/** One round of the launcher: each table of the session's schema past a threshold, vacuumed or analysed. */
export async function upkeepWhereDue(sql: Sql, thresholds: Thresholds): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const t of await tableActivity(sql)) {
    const { vacuum, analyze } = upkeepDue(t, thresholds);
    if (vacuum && analyze) await vacuumAnalyze(sql, [t.table]);
    else if (vacuum) await sql`vacuum ${sql(t.table)}`;
    else if (analyze) await sql`analyze ${sql(t.table)}`;
    if (vacuum) vacuumed.push(t.table);
    if (analyze) analyzed.push(t.table);
  }
  return { vacuumed, analyzed };
}

async function readSettings(sql: Sql): Promise<{ autovacuum: boolean; thresholds: Thresholds }> {
  const rows = await sql<Array<{ name: string; setting: string }>>`
    select name, setting from pg_settings where name like 'autovacuum%'`;
  const get = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`PostgreSQL setting ${name} not found`);
    return row.setting;
  };
  return {
    autovacuum: get('autovacuum') === 'on',
    thresholds: {
      naptimeSeconds: Number(get('autovacuum_naptime')),
      vacuumThreshold: Number(get('autovacuum_vacuum_threshold')),
      vacuumScaleFactor: Number(get('autovacuum_vacuum_scale_factor')),
      insertThreshold: Number(get('autovacuum_vacuum_insert_threshold')),
      insertScaleFactor: Number(get('autovacuum_vacuum_insert_scale_factor')),
      analyzeThreshold: Number(get('autovacuum_analyze_threshold')),
      analyzeScaleFactor: Number(get('autovacuum_analyze_scale_factor')),
    },
  };
}

async function tableActivity(sql: Sql): Promise<TableActivity[]> {
  const rows = await sql<Array<{ table: string; reltuples: number; dead: string; inserted: string; modified: string }>>`
    select s.relname as table, c.reltuples, s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted, s.n_mod_since_analyze as modified
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()`;
  return rows.map((r) => ({
    table: r.table,
    reltuples: Number(r.reltuples),
    deadRows: Number(r.dead),
    insertedSinceVacuum: Number(r.inserted),
    modifiedSinceAnalyze: Number(r.modified),
  }));
}
