import type { LatencySummary } from './histogram';
import { HttpClient, isSuccess } from './http-client';
import { Tally } from './tally';
import type { Turn } from './turns';
import { perform, Work } from './work';

export type LoadPlan = {
  concurrency: number;
  warmupSeconds: number;
  /** Measured phase: a fixed duration, or a fixed number of requests when `requests` is set. */
  durationSeconds: number;
  requests?: number;
  /** The next request (or function call) of one client; `seq` counts that client's calls from 0 (warm-up included). */
  nextRequest: (client: number, seq: number) => Work;
  shouldStop?: () => boolean;
  /** Called once, when the first measured call starts (the CPU meter's first reading). */
  onMeasureStart?: () => void;
  /** Takes turns with another load, a second of calls each (one client only: lib/turns.ts). */
  turn?: Turn;
};

export type LoadResult = {
  /** From the start of the measured phase until its last request completed. */
  measuredSeconds: number;
  requests: number;
  ok: number;
  /** Count per non-2xx status (or transport error label), measured phase only. */
  failures: Record<string, number>;
  /** First response body seen for each failing status, to say what went wrong. */
  failureSamples: Record<string, string>;
  /** 2xx per second over the measured phase: failures never count as throughput. */
  throughput: number;
  /** Latency of the 2xx responses; failures are reported by count instead. */
  latencyMs: LatencySummary;
  warmup: { requests: number; failures: number };
  rateLimit: { limit: number; minRemaining: number } | null;
  /** CPU the load generator itself used (this process), as a share of one core. */
  benchProcessCpu: number;
};

/**
 * N clients, each with its own keep-alive socket, send back-to-back requests (closed loop).
 * Requests started during warm-up are discarded; the measured phase counts every request
 * started in it, including the tail that completes after the clock ran out.
 */
export async function runLoad(client: HttpClient, plan: LoadPlan): Promise<LoadResult> {
  const tally = new Tally();
  let measuredStarted = 0;

  const now = () => performance.now();
  const loadStart = now();
  const measureStart = loadStart + plan.warmupSeconds * 1000;
  const measureEnd = plan.requests === undefined ? measureStart + plan.durationSeconds * 1000 : Infinity;
  let lastCompletion = measureStart;
  let cpuAtMeasureStart: NodeJS.CpuUsage | undefined;

  const measuring = (t: number) => t >= measureStart;
  const finished = (t: number) =>
    plan.shouldStop?.() === true || t >= measureEnd || (plan.requests !== undefined && measuredStarted >= plan.requests);

  async function clientLoop(index: number): Promise<void> {
    try {
      await sendAll(index);
    } finally {
      plan.turn?.leave();
    }
  }

  async function sendAll(index: number): Promise<void> {
    for (let seq = 0; ; seq++) {
      await plan.turn?.take();
      const startedAt = now();
      if (finished(startedAt)) return;
      const measured = measuring(startedAt);
      if (measured) {
        if (!cpuAtMeasureStart) plan.onMeasureStart?.();
        cpuAtMeasureStart ??= process.cpuUsage();
        measuredStarted++;
      }
      const outcome = await perform(client, plan.nextRequest(index, seq));
      plan.turn?.pass();
      const success = isSuccess(outcome.status);
      if (!measured) {
        tally.warmupOutcome(success);
        continue;
      }
      lastCompletion = Math.max(lastCompletion, now());
      tally.rateLimitSeen(outcome.rateLimit);
      if (success) tally.succeeded(outcome.latencyMs);
      else tally.failed(String(outcome.status), outcome.body);
    }
  }

  await Promise.all(Array.from({ length: plan.concurrency }, (_, i) => clientLoop(i)));
  const cpu = cpuAtMeasureStart ? process.cpuUsage(cpuAtMeasureStart) : { user: 0, system: 0 };
  const measuredSeconds = Math.max(0.001, (lastCompletion - measureStart) / 1000);
  return tally.result(measuredSeconds, (cpu.user + cpu.system) / 1e6 / measuredSeconds);
}
