import { bareTwinOf } from './ratios';

/**
 * A scenario to run and which of its runs it is; `alongside`: its bare twin, run at the same
 * time, the two taking turns of about a second of calls (lib/turns.ts).
 */
export type PlannedRun<S extends { id: string }> = { scenario: S; round: number; alongside?: S };

/**
 * The run order with BENCH_ROUNDS = `rounds`. A service scenario whose bare twin is also
 * selected runs with it `rounds` times: at 1 client (`oneClient`) both at once, taking turns
 * a second of calls at a time; otherwise alternating (service, twin, service, twin, …), so a box that speeds
 * up or slows down over minutes weighs on both sides of a ratio alike (the twin then does not
 * run again where it stands in the list). Every other scenario runs once, where it stands.
 */
export function roundPlan<S extends { id: string }>(
  scenarios: S[],
  rounds: number,
  oneClient: (s: S) => boolean = () => false,
): PlannedRun<S>[] {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const paired = new Set<string>();
  const plan: PlannedRun<S>[] = [];
  for (const scenario of scenarios) {
    if (paired.has(scenario.id)) continue;
    const twinId = bareTwinOf(scenario.id);
    const twin = twinId === undefined ? undefined : byId.get(twinId);
    if (twin && oneClient(scenario)) {
      paired.add(twin.id);
      for (let round = 1; round <= rounds; round++) plan.push({ scenario, round, alongside: twin });
      continue;
    }
    if (!twin || rounds === 1) {
      plan.push({ scenario, round: 1 });
      continue;
    }
    paired.add(twin.id);
    for (let round = 1; round <= rounds; round++) plan.push({ scenario, round }, { scenario: twin, round });
  }
  return plan;
}
