import { sleep } from '../bench/lib/readiness';
import type { ChaosOptions } from './options';
import type { Random } from './random';
import type { ChaosStack } from './stack';
import type { Progress } from './workload';

export type FaultLog = { at: number; what: string }[];

/** The least time between the end of one outage and the start of the next. */
const OUTAGE_GAP_MS = 10_000;

/** The outages, each once per run: two restarts and two freezes. */
export type Outage = 'restart temporal' | 'restart postgres' | 'freeze postgres' | 'freeze temporal';

/**
 * The faults, on timers while the workload runs: the worker SIGKILLed every few seconds
 * (counted from when the new one is up, else a slow start-up would never finish) and
 * restarted at once; and the outages, one at a time so each is seen on its own: Temporal
 * and PostgreSQL each restarted once and each frozen once (every process SIGSTOPped, then
 * SIGCONTed), in a random order at random points spread over the run (by operations done,
 * or by time if that comes first), at least 10 s apart. An outage whose point has not come
 * when the workload ends happens then, before the drain.
 */
export class Faults {
  readonly log: FaultLog = [];
  temporalDownMs?: number;
  postgresDownMs?: number;
  /** Freezes done: what was frozen, how many processes, for how long. */
  readonly freezes: { what: 'postgres' | 'temporal'; processes: number; frozenMs: number }[] = [];
  private running = true;
  private readonly started = Date.now();

  constructor(
    private readonly stack: ChaosStack,
    private readonly rng: Random,
    private readonly progress: Progress,
    private readonly options: Pick<
      ChaosOptions,
      'killEverySeconds' | 'restartTemporal' | 'restartPostgres' | 'downSeconds' | 'freezePostgresSeconds' | 'freezeTemporalSeconds'
    >,
    private readonly say: (line: string) => void,
  ) {}

  private note(what: string): void {
    this.log.push({ at: Date.now(), what });
    this.say(`  [${((Date.now() - this.started) / 1000).toFixed(0)} s, ${this.progress.done} ops] ${what}`);
  }

  /** The outages this run makes, in a random order, each with the share of the run it waits for. */
  private schedule(): Array<{ outage: Outage; at: number }> {
    const o = this.options;
    const outages: Outage[] = [
      ...(o.restartTemporal ? (['restart temporal'] as const) : []),
      ...(o.restartPostgres ? (['restart postgres'] as const) : []),
      ...(o.freezePostgresSeconds > 0 ? (['freeze postgres'] as const) : []),
      ...(o.freezeTemporalSeconds > 0 ? (['freeze temporal'] as const) : []),
    ];
    for (let i = outages.length - 1; i > 0; i--) {
      const j = this.rng.int(0, i);
      [outages[i], outages[j]] = [outages[j], outages[i]];
    }
    // One slot each between 10% and 60% of the run, at a random point of its slot: the last
    // outage (up to 30 s, after the others and their gaps) still ends inside the workload, so
    // its effects have the drain to settle in.
    return outages.map((outage, i) => ({ outage, at: 0.1 + ((i + this.rng.next()) / outages.length) * 0.5 }));
  }

  /** Runs until stop(); resolves when its loops have ended. */
  run(): Promise<void> {
    return Promise.all([this.killer(), this.outages(this.schedule())]).then(() => {});
  }

  /** The share of the run done so far, by operations or by time, whichever is further. */
  private share(): number {
    const byOps = this.progress.done / this.progress.target;
    const byTime = (Date.now() - this.started) / (this.progress.stopAt - this.started);
    return Math.max(byOps, byTime);
  }

  private async killer(): Promise<void> {
    while (this.running) {
      await this.stack.waitWorkerReady(300_000);
      const [min, max] = this.options.killEverySeconds;
      const wait = (min + this.rng.next() * (max - min)) * 1000;
      const until = Date.now() + wait;
      while (this.running && Date.now() < until) await sleep(100);
      if (!this.running) return;
      await this.stack.killWorker();
      this.note(`worker SIGKILLed after ${(wait / 1000).toFixed(1)} s up; restarted`);
    }
  }

  private async outages(plan: Array<{ outage: Outage; at: number }>): Promise<void> {
    let earliest = 0;
    for (const { outage, at } of plan) {
      // The share by time runs on through an outage while hardly any operation completes: the
      // next one waits besides for the service to work a while under the kills alone.
      while (this.running && (this.share() < at || Date.now() < earliest)) await sleep(200);
      if (outage === 'restart temporal' || outage === 'restart postgres')
        await this.restart(outage === 'restart temporal' ? 'temporal' : 'postgres');
      else await this.freeze(outage === 'freeze temporal' ? 'temporal' : 'postgres');
      earliest = Date.now() + OUTAGE_GAP_MS;
    }
  }

  private async restart(which: 'temporal' | 'postgres'): Promise<void> {
    if (which === 'temporal') {
      this.temporalDownMs = -1;
      this.note(
        `temporal dev server: stopping (SIGTERM), ${this.options.downSeconds} s down, starting again on the same port and SQLite file`,
      );
      const { downMs } = await this.stack.restartTemporal(this.options.downSeconds * 1000);
      this.temporalDownMs = downMs;
      this.note(`temporal dev server back after ${(downMs / 1000).toFixed(1)} s`);
    } else {
      this.postgresDownMs = -1;
      this.note(`postgresql: pg_ctl stop -m fast, ${this.options.downSeconds} s down, starting again on the same port and data dir`);
      const { downMs } = await this.stack.pg.restart(this.options.downSeconds * 1000);
      this.postgresDownMs = downMs;
      this.note(`postgresql back after ${(downMs / 1000).toFixed(1)} s`);
    }
  }

  private async freeze(which: 'temporal' | 'postgres'): Promise<void> {
    const seconds = which === 'temporal' ? this.options.freezeTemporalSeconds : this.options.freezePostgresSeconds;
    const name = which === 'temporal' ? 'temporal dev server' : 'postgresql';
    this.note(`${name}: SIGSTOP to every process of it, frozen ${seconds} s`);
    const { processes, frozenMs } =
      which === 'temporal' ? await this.stack.freezeTemporal(seconds * 1000) : await this.stack.pg.freeze(seconds * 1000);
    this.freezes.push({ what: which, processes, frozenMs });
    this.note(`${name}: SIGCONT after ${(frozenMs / 1000).toFixed(1)} s frozen (${processes} process${processes === 1 ? '' : 'es'})`);
  }

  stop(): void {
    this.running = false;
  }
}
