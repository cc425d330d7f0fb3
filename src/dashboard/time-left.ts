// The deadlines of a hold in words for the dashboard ("releases automatically in 2 days 3
// hours"), judged by the hold's clock: real time plus its sandbox clock's offset, so a test
// hold whose clock was advanced shows what its timer will do (docs/decisions.md "The sandbox clock").

export type HoldDeadlines = {
  status: string;
  inspectionPeriod?: number | null;
  releaseAt?: string | null;
  fundingDeadline?: string | null;
  testClockOffset?: number | null;
};

const UNITS: Array<[number, string]> = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A duration in its largest unit and the next one when not zero: "2 days 3 hours", "5 minutes". */
export function durationInWords(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const first = UNITS.findIndex(([size]) => whole >= size);
  if (first === -1) return '0 seconds';
  const [size, unit] = UNITS[first];
  const parts = [plural(Math.floor(whole / size), unit)];
  const next = UNITS[first + 1];
  if (next && Math.floor((whole % size) / next[0]) > 0) parts.push(plural(Math.floor((whole % size) / next[0]), next[1]));
  return parts.join(' ');
}

/** The hold's clock in milliseconds: real time plus its sandbox clock's offset. */
const holdClockMs = (hold: HoldDeadlines, realNowMs: number) => realNowMs + (hold.testClockOffset ?? 0) * 1000;

/** Seconds from the hold's clock to a deadline (negative once it has passed). */
function secondsUntil(hold: HoldDeadlines, iso: string, realNowMs: number): number {
  return (Date.parse(iso) - holdClockMs(hold, realNowMs)) / 1000;
}

const RELEASABLE = ['held', 'partially_released'];

/**
 * What the hold's timer will do, in a sentence, or null when it will do nothing: the automatic
 * release while the hold is funded and open, the automatic cancel while it awaits funding. A
 * deadline whose time has come is being acted on (the timer fires within seconds).
 */
export function timeLeftInWords(hold: HoldDeadlines, realNowMs: number): string | null {
  if (hold.releaseAt && RELEASABLE.includes(hold.status)) {
    const left = secondsUntil(hold, hold.releaseAt, realNowMs);
    return left > 0 ? `releases automatically in ${durationInWords(left)}` : 'releasing automatically now';
  }
  if (hold.fundingDeadline && hold.status === 'awaiting_funding') {
    const left = secondsUntil(hold, hold.fundingDeadline, realNowMs);
    return left > 0 ? `cancelled automatically in ${durationInWords(left)} unless funded` : 'being cancelled automatically now, unfunded';
  }
  return null;
}
