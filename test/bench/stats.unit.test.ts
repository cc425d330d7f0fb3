import { median } from '../../bench/lib/stats';

// The one median every bench report prints (bench/lib/stats.ts).

test('median: the middle value, or the mean of the middle two for an even count', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([0.7, 0.8, 0.9, 1.0])).toBeCloseTo(0.85);
  expect(median([5])).toBe(5);
});

test('median of nothing is NaN, not a figure', () => {
  expect(median([])).toBeNaN();
});
