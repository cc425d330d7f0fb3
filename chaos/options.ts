// `npm run chaos` options, from the environment. Two profiles: the full reference run
// (default) and a short one for CI (CHAOS_PROFILE=ci). Every explicit variable wins.

export type ChaosOptions = {
  profile: 'default' | 'ci';
  clients: number;
  /** Money operations to perform in all (a target: clients stop once it is reached). */
  operations: number;
  /** Hard bound of the whole run, start-up and checks included. */
  seconds: number;
  /** Share of the run (seconds) given to the workload; the rest is start-up, drain and checks. */
  workloadSeconds: number;
  seed: number;
  /** The worker is SIGKILLed this many seconds after it is up again (uniform in the range). */
  killEverySeconds: [number, number];
  restartTemporal: boolean;
  restartPostgres: boolean;
  /** How long Temporal and PostgreSQL stay down in their restart. */
  downSeconds: number;
  /** How long every process of the PostgreSQL cluster stays SIGSTOPped in its freeze (0: no freeze). */
  freezePostgresSeconds: number;
  /** How long the Temporal dev server stays SIGSTOPped in its freeze (0: no freeze). */
  freezeTemporalSeconds: number;
  /**
   * Share of webhook deliveries the receiver answers badly (the service retries them): half
   * of them 500 at once, half 200 only after the service's webhook timeout.
   */
  webhookFailShare: number;
  /** Bound of the wait for workflows and the outbox after the workload. */
  drainSeconds: number;
  keepLogs: boolean;
};

function num(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function share(name: string, fallback: number): number {
  const value = num(name, fallback);
  if (value > 1) throw new Error(`${name} must be a share between 0 and 1, got "${process.env[name]}"`);
  return value;
}

function flag(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw === 'true' || raw === '1';
}

export function loadOptions(): ChaosOptions {
  const profile = process.env.CHAOS_PROFILE === 'ci' ? 'ci' : 'default';
  const base =
    profile === 'ci'
      ? { clients: 4, operations: 200, seconds: 240, kill: [6, 12] as [number, number], drain: 60, freezePostgres: 20, freezeTemporal: 10 }
      : {
          clients: 10,
          operations: 2500,
          seconds: 1500,
          kill: [6, 15] as [number, number],
          drain: 120,
          freezePostgres: 30,
          freezeTemporal: 20,
        };
  const seconds = num('CHAOS_SECONDS', base.seconds);
  const killMin = num('CHAOS_KILL_MIN_SECONDS', base.kill[0]);
  const killMax = Math.max(killMin, num('CHAOS_KILL_MAX_SECONDS', base.kill[1]));
  const drainSeconds = num('CHAOS_DRAIN_SECONDS', base.drain);
  return {
    profile,
    clients: Math.max(1, Math.floor(num('CHAOS_CLIENTS', base.clients))),
    operations: Math.max(1, Math.floor(num('CHAOS_OPERATIONS', base.operations))),
    seconds,
    // Start-up (~30-60 s on a busy machine), drain and checks come out of the same bound.
    workloadSeconds: Math.max(20, seconds - drainSeconds - 75),
    seed: Math.floor(num('CHAOS_SEED', Date.now() % 1_000_000_007)),
    killEverySeconds: [killMin, killMax],
    restartTemporal: flag('CHAOS_RESTART_TEMPORAL', true),
    restartPostgres: flag('CHAOS_RESTART_POSTGRES', true),
    downSeconds: num('CHAOS_DOWN_SECONDS', 3),
    freezePostgresSeconds: num('CHAOS_FREEZE_POSTGRES_SECONDS', base.freezePostgres),
    freezeTemporalSeconds: num('CHAOS_FREEZE_TEMPORAL_SECONDS', base.freezeTemporal),
    webhookFailShare: share('CHAOS_WEBHOOK_FAIL_SHARE', 1 / 3),
    drainSeconds,
    keepLogs: flag('CHAOS_KEEP_LOGS', false),
  };
}
