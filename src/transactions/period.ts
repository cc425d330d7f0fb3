// startDate / endDate of the statement filters: ISO 8601 on createdAt, in UTC.
// A date alone means that whole UTC day; a date-time must carry its offset (Z or ±hh:mm),
// since a bare local time names no instant. Bounds work at millisecond precision, the
// precision createdAt is shown with, so a row's own createdAt used as endDate includes it.

/** A parsed bound: `at` is inclusive for startDate and exclusive for endDate. */
export type DateBound = { text: string; at: Date };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** The shape of a bound as one pattern, for the OpenAPI document (calendar validity is checked on top). */
export const PERIOD_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2}))?$';

export const PERIOD_FORMAT_HINT = 'must be an ISO 8601 date (2025-01-31) or date-time with offset (2025-01-31T09:30:00Z)';

/** Milliseconds of a real calendar day at 00:00 UTC (2025-02-30 is not one), else null. */
function dayStart(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

function parse(text: string): { ms: number; dateOnly: boolean } | null {
  const day = dayStart(text);
  if (day !== null) return { ms: day, dateOnly: true };
  const match = DATE_TIME.exec(text);
  if (!match || dayStart(match[1]) === null) return null;
  const ms = Date.parse(text); // NaN for 24:00, 10:61 and the like
  return Number.isNaN(ms) ? null : { ms, dateOnly: false };
}

/** The first instant included: a date starts at 00:00 UTC. */
export function parseStartDate(text: string): DateBound | null {
  const parsed = parse(text);
  return parsed && { text, at: new Date(parsed.ms) };
}

/** The first instant no longer included: the next day for a date, the next millisecond for a date-time. */
export function parseEndDate(text: string): DateBound | null {
  const parsed = parse(text);
  return parsed && { text, at: new Date(parsed.ms + (parsed.dateOnly ? DAY_MS : 1)) };
}
