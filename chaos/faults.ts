import { sleep } from '../bench/lib/readiness';
import type { Random } from './random';
import type { ChaosStack } from './stack';
import type { Progress } from './workload';

export type FaultLog = { at: number; what: string }[];

/**
 * The faults, on timers while the workload runs: the worker SIGKILLed every few seconds
 * (counted from when the new one is up, else a slow start-up would never finish) and
 * restarted at once; Temporal and PostgreSQL each restarted once, at a random point of the
 * middle third of the run (by operations done, or by time if that comes first).
 */
export class Faults {
  readonly log: FaultLog = [];
  temporalDownMs?: number;
  postgresDownMs?: number;
  private running = true;
  private readonly started = Date.now();

  constructor(
    private readonly stack: ChaosStack,
    private readonly rng: Random,
    private readonly progress: Progress,
    private readonly options: { killEverySeconds: [number, number]; restartTemporal: boolean; restartPostgres: boolean; downSeconds: number },
    private readonly say: (line: string) => void,
  ) {}

  private note(what: string): void {
    this.log.push({ at: Date.now(), what });
    this.say(`  [${((Date.now() - this.started) / 1000).toFixed(0)} s, ${this.progress.done} ops] ${what}`);
  }

  /** Runs until stop(); resolves when its loops have ended. */
  run(): Promise<void> {
    // Restart points as shares of the run, kept apart so each outage is seen on its own.
    const temporalAt = this.rng.next() / 3 + 1 / 3;
    let postgresAt = this.rng.next() / 3 + 1 / 3;
    if (Math.abs(postgresAt - temporalAt) < 0.08) postgresAt = temporalAt < 0.5 ? temporalAt + 0.12 : temporalAt - 0.12;
    return Promise.all([
      this.killer(),
      this.options.restartTemporal ? this.once(temporalAt, 'temporal') : Promise.resolve(),
      this.options.restartPostgres ? this.once(postgresAt, 'postgres') : Promise.resolve(),
    ]).then(() => {});
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

  private async once(at: number, which: 'temporal' | 'postgres'): Promise<void> {
    while (this.running && this.share() < at) await sleep(200);
    await this.restart(which);
  }

  /** Also called after the workload if the run ended before its point came. */
  async restart(which: 'temporal' | 'postgres'): Promise<void> {
    if (which === 'temporal' ? this.temporalDownMs !== undefined : this.postgresDownMs !== undefined) return;
    if (which === 'temporal') {
      this.temporalDownMs = -1;
      this.note(`temporal dev server: stopping (SIGTERM), ${this.options.downSeconds} s down, starting again on the same port and SQLite file`);
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

  stop(): void {
    this.running = false;
  }
}
