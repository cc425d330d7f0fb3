import { HttpClient, isSuccess } from './http-client';
import type { LoadPlan, LoadResult } from './load';
import { Tally } from './tally';
import { perform, Work } from './work';

/**
 * One call inside a lifecycle: sends `spec` (an HTTP request, or a function call whose result
 * is the answer), counts it under `step` and returns the answer's `data`. A non-2xx (or an answer `check` rejects) ends the lifecycle there: the call counts
 * as a failure of its step and the lifecycle as a failure, not as a fast success.
 */
type StepCall = <T = any>(step: string, spec: Work, check?: (data: T) => string | undefined) => Promise<T>;

/** One lifecycle of one client; `seq` counts that client's lifecycles from 0 (warm-up included). */
export type Lifecycle = (client: number, seq: number, call: StepCall) => Promise<void>;

export type LifecyclePlan = Omit<LoadPlan, 'nextRequest' | 'requests'> & {
  /** Step names in call order; each gets its own row. */
  steps: string[];
  lifecycle: Lifecycle;
  /** A fixed number of measured calls (all steps together) instead of a duration. */
  requests?: number;
};

/** Per step, what its calls did; `lifecycles` counts whole lifecycles (latency: first call sent to last answered). */
export type LifecycleResult = { steps: Record<string, LoadResult>; lifecycles: LoadResult };

class LifecycleAborted extends Error {}

/**
 * N clients, each running lifecycles back to back (closed loop, one keep-alive socket each).
 * A lifecycle started during warm-up is discarded with all its calls; one started in the
 * measured phase counts entirely, including calls that complete after the clock ran out.
 */
export async function runLifecycles(client: HttpClient, plan: LifecyclePlan): Promise<LifecycleResult> {
  const stepTallies = new Map(plan.steps.map((step) => [step, new Tally()]));
  const lifecycleTally = new Tally();
  let measuredCalls = 0;

  const now = () => performance.now();
  const measureStart = now() + plan.warmupSeconds * 1000;
  const measureEnd = plan.requests === undefined ? measureStart + plan.durationSeconds * 1000 : Infinity;
  let lastCompletion = measureStart;
  let cpuAtMeasureStart: NodeJS.CpuUsage | undefined;

  const finished = (t: number) =>
    plan.shouldStop?.() === true || t >= measureEnd || (plan.requests !== undefined && measuredCalls >= plan.requests);

  async function clientLoop(index: number): Promise<void> {
    try {
      await runAll(index);
    } finally {
      plan.turn?.leave();
    }
  }

  async function runAll(index: number): Promise<void> {
    for (let seq = 0; ; seq++) {
      await plan.turn?.take();
      const startedAt = now();
      if (finished(startedAt)) return;
      const measured = startedAt >= measureStart;
      if (measured && !cpuAtMeasureStart) plan.onMeasureStart?.();
      if (measured) cpuAtMeasureStart ??= process.cpuUsage();

      const call: StepCall = async (step, spec, check) => {
        const tally = stepTallies.get(step);
        if (!tally) throw new Error(`lifecycle called unknown step "${step}"; declared: ${plan.steps.join(', ')}`);
        if (measured) measuredCalls++;
        const outcome = await perform(client, spec);
        let problem = isSuccess(outcome.status) ? undefined : String(outcome.status);
        let sample = outcome.body;
        let data: any = outcome.data;
        if (!problem && typeof spec !== 'function') {
          try {
            data = (JSON.parse(outcome.body) as { data: unknown }).data;
          } catch {
            problem = 'unparsable-answer';
          }
        }
        const complaint = problem ? undefined : check?.(data);
        if (complaint) {
          problem = 'unexpected-answer';
          sample = `${complaint}: ${outcome.body}`;
        }
        if (!measured) {
          tally.warmupOutcome(!problem);
        } else {
          lastCompletion = Math.max(lastCompletion, now());
          tally.rateLimitSeen(outcome.rateLimit);
          if (problem) tally.failed(problem, sample);
          else tally.succeeded(outcome.latencyMs);
        }
        if (problem) {
          if (measured) lifecycleTally.failed(`${step} ${problem}`, sample);
          throw new LifecycleAborted();
        }
        return data;
      };

      try {
        await plan.lifecycle(index, seq, call);
      } catch (err) {
        if (!(err instanceof LifecycleAborted)) throw err; // a bug in the scenario, not a service answer
        plan.turn?.pass();
        if (!measured) lifecycleTally.warmupOutcome(false);
        continue;
      }
      plan.turn?.pass();
      if (measured) lifecycleTally.succeeded(now() - startedAt);
      else lifecycleTally.warmupOutcome(true);
    }
  }

  await Promise.all(Array.from({ length: plan.concurrency }, (_, i) => clientLoop(i)));
  const cpu = cpuAtMeasureStart ? process.cpuUsage(cpuAtMeasureStart) : { user: 0, system: 0 };
  const measuredSeconds = Math.max(0.001, (lastCompletion - measureStart) / 1000);
  const benchCpu = (cpu.user + cpu.system) / 1e6 / measuredSeconds;
  return {
    steps: Object.fromEntries([...stepTallies].map(([step, tally]) => [step, tally.result(measuredSeconds, benchCpu)])),
    lifecycles: lifecycleTally.result(measuredSeconds, benchCpu),
  };
}
