import { bareTwinOf } from './ratios';

/** A scenario to run and which of its runs it is. */
export type PlannedRun<S extends { id: string }> = { scenario: S; round: number };

/**
 * The run order with BENCH_ROUNDS = `rounds`: a service scenario whose bare twin is also
 * selected runs with it `rounds` times, alternating (service, twin, service, twin, …), so a
 * box that speeds up or slows down over minutes weighs on both sides of a ratio alike (the twin
 * then does not run again where it stands in the list). Every other scenario runs once, where
 * it stands.
 */
export function roundPlan<S extends { id: string }>(scenarios: S[], rounds: number): PlannedRun<S>[] {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const paired = new Set<string>();
  const plan: PlannedRun<S>[] = [];
  for (const scenario of scenarios) {
    if (paired.has(scenario.id)) continue;
    const twinId = bareTwinOf(scenario.id);
    const twin = twinId === undefined ? undefined : byId.get(twinId);
    if (!twin || rounds === 1) {
      plan.push({ scenario, round: 1 });
      continue;
    }
    paired.add(twin.id);
    for (let round = 1; round <= rounds; round++) plan.push({ scenario, round }, { scenario: twin, round });
  }
  return plan;
}
