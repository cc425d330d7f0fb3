import { durationInWords, timeLeftInWords } from '../../src/dashboard/time-left';

// The dashboard's deadlines in words, judged by the hold's clock (real time + testClockOffset).

const NOW = Date.parse('2026-11-27T06:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
const DAY = 86_400;

describe('durationInWords', () => {
  test.each([
    [2 * DAY + 3 * 3600 + 1799, '2 days 3 hours'],
    [2 * DAY + 59, '2 days'],
    [DAY, '1 day'],
    [3600 + 60, '1 hour 1 minute'],
    [300, '5 minutes'],
    [61.9, '1 minute 1 second'],
    [1, '1 second'],
    [0.4, '0 seconds'],
    [-5, '0 seconds'],
  ])('%s s is "%s"', (seconds, words) => {
    expect(durationInWords(seconds)).toBe(words);
  });
});

describe('timeLeftInWords', () => {
  test('a funded hold releases automatically at releaseAt', () => {
    expect(timeLeftInWords({ status: 'held', releaseAt: at(2 * DAY + 3 * 3600 + 20) }, NOW)).toBe(
      'releases automatically in 2 days 3 hours',
    );
    expect(timeLeftInWords({ status: 'partially_released', releaseAt: at(90) }, NOW)).toBe('releases automatically in 1 minute 30 seconds');
  });

  test("the sandbox clock brings the deadline nearer: the time left is on the hold's clock", () => {
    expect(timeLeftInWords({ status: 'held', releaseAt: at(3 * DAY), testClockOffset: DAY }, NOW)).toBe('releases automatically in 2 days');
    expect(timeLeftInWords({ status: 'held', releaseAt: at(3 * DAY), testClockOffset: 3 * DAY }, NOW)).toBe('releasing automatically now');
  });

  test('an unfunded hold is cancelled automatically at its funding deadline', () => {
    expect(timeLeftInWords({ status: 'awaiting_funding', fundingDeadline: at(5 * 3600) }, NOW)).toBe(
      'cancelled automatically in 5 hours unless funded',
    );
    expect(timeLeftInWords({ status: 'awaiting_funding', fundingDeadline: at(-1) }, NOW)).toBe(
      'being cancelled automatically now, unfunded',
    );
  });

  test('nothing is said when no timer will act: no deadline, disputed, closed, or a funding deadline once funded', () => {
    expect(timeLeftInWords({ status: 'held' }, NOW)).toBeNull();
    expect(timeLeftInWords({ status: 'disputed', releaseAt: null }, NOW)).toBeNull();
    expect(timeLeftInWords({ status: 'released', releaseAt: at(-10) }, NOW)).toBeNull();
    expect(timeLeftInWords({ status: 'held', fundingDeadline: at(DAY) }, NOW)).toBeNull();
  });
});
