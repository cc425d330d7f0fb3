import { splitByDays } from '../../src/list-counts';

// How a date range splits over the per-day counters: whole UTC days from the buckets, the
// partial days at its edges counted exactly, nothing counted twice or left out.
const at = (iso: string) => new Date(iso);

test('whole days only: midnight to midnight is buckets and no pieces', () => {
  expect(splitByDays({ from: at('2025-01-01T00:00:00Z'), to: at('2025-01-04T00:00:00Z') })).toEqual({
    days: { first: '2025-01-01', end: '2025-01-04' },
    pieces: [],
  });
});

test('partial days at both edges are pieces; the days between are buckets', () => {
  expect(splitByDays({ from: at('2025-01-01T10:00:00Z'), to: at('2025-01-04T06:30:00.001Z') })).toEqual({
    days: { first: '2025-01-02', end: '2025-01-04' },
    pieces: [
      { from: at('2025-01-01T10:00:00Z'), to: at('2025-01-02T00:00:00Z') },
      { from: at('2025-01-04T00:00:00Z'), to: at('2025-01-04T06:30:00.001Z') },
    ],
  });
});

test('open bounds: buckets from the beginning or to the end', () => {
  expect(splitByDays({ from: at('2025-01-01T10:00:00Z') })).toEqual({
    days: { first: '2025-01-02', end: undefined },
    pieces: [{ from: at('2025-01-01T10:00:00Z'), to: at('2025-01-02T00:00:00Z') }],
  });
  expect(splitByDays({ to: at('2025-01-04T00:00:00Z') })).toEqual({ days: { first: undefined, end: '2025-01-04' }, pieces: [] });
});

test('a range inside one day, or across one midnight without a whole day, is counted whole', () => {
  const inside = { from: at('2025-01-01T10:00:00Z'), to: at('2025-01-01T11:00:00Z') };
  expect(splitByDays(inside)).toEqual({ days: null, pieces: [inside] });
  const across = { from: at('2025-01-01T10:00:00Z'), to: at('2025-01-02T11:00:00Z') };
  expect(splitByDays(across)).toEqual({ days: null, pieces: [across] });
  expect(splitByDays({ from: at('2025-01-01T10:00:00Z'), to: at('2025-01-01T10:00:00Z') })).toEqual({ days: null, pieces: [] });
});
