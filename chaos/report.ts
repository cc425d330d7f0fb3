import type { StatusTally } from './client';
import type { Check } from './checks';
import type { OpTally } from './workload';

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

/** Operations by kind with every status seen for them (first answers and retries). */
export function operationsTable(ops: OpTally, tally: StatusTally): string[] {
  const lines = [`${pad('operation', 28)}${lpad('accepted', 9)}${lpad('refused', 9)}${lpad('never', 7)}  statuses seen (all attempts)`];
  const kinds = [...new Set([...ops.keys(), ...tally.byKind.keys()])].sort();
  for (const kind of kinds) {
    const o = ops.get(kind);
    const statuses = [...(tally.byKind.get(kind) ?? new Map()).entries()]
      .sort()
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    lines.push(`${pad(kind, 28)}${lpad(o?.accepted ?? '-', 9)}${lpad(o?.refused ?? '-', 9)}${lpad(o?.indefinite ?? '-', 7)}  ${statuses}`);
  }
  return lines;
}

export function statusTotals(tally: StatusTally): string {
  const totals = tally.totals();
  const sum = (f: (label: string) => boolean) =>
    Object.entries(totals)
      .filter(([l]) => f(l))
      .reduce((a, [, n]) => a + n, 0);
  const fivexx =
    Object.entries(totals)
      .filter(([l]) => l.startsWith('5'))
      .map(([l, n]) => `${l}:${n}`)
      .join(' ') || 'none';
  const errors =
    Object.entries(totals)
      .filter(([l]) => !/^\d/.test(l))
      .map(([l, n]) => `${l}:${n}`)
      .join(' ') || 'none';
  return `requests ${sum(() => true)}: 2xx ${sum((l) => l.startsWith('2'))}, 4xx ${sum((l) => l.startsWith('4'))}, 5xx ${sum((l) => l.startsWith('5'))} (${fivexx}), no answer ${sum((l) => !/^\d/.test(l))} (${errors}); retries ${tally.retries}`;
}

export function checksTable(checks: Check[]): string[] {
  const lines: string[] = [];
  checks.forEach((c, i) => {
    lines.push(`${c.pass ? 'PASS' : 'FAIL'}  (${i}) ${c.name}`);
    for (const f of c.figures) lines.push(`        ${f}`);
  });
  return lines;
}
