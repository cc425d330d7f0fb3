import { cpuPerCall } from '../../bench/lib/cpu-meter';

// The bench's CPU per call from two readings of the meter (the readings themselves:
// cpu-meter.test.ts, which needs the integration run's PostgreSQL).

test('CPU per call is the difference in milliseconds divided by the calls, and nothing without calls', () => {
  const before = { api: 1.5, postgres: 2 };
  const after = { api: 2.5, postgres: 2.25 };
  expect(cpuPerCall(before, after, 100)).toEqual({ api: 10, postgres: 2.5 });
  expect(cpuPerCall(before, after, 0)).toEqual({});
});
