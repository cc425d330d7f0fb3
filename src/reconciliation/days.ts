import type { ProviderDay } from '../payments/records';

// The provider's day is a calendar day in Lagos (Africa/Lagos is UTC+1 all year, no daylight
// saving): day 2026-11-27 runs from 2026-11-26T23:00Z to 2026-11-27T23:00Z. Days are written
// YYYY-MM-DD everywhere (command line, workflow ids, the database's `date`).

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The instants [from, to) of a Lagos calendar day. */
export function providerDay(day: string): ProviderDay {
  if (!isDay(day)) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return { from: new Date(midnightUtc - LAGOS_OFFSET_MS), to: new Date(midnightUtc - LAGOS_OFFSET_MS + DAY_MS) };
}

/** The Lagos calendar day an instant falls on. */
export function lagosDayOf(instant: Date): string {
  return new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day a run scheduled at `scheduledAt` reconciles: the Lagos day that closed before it. */
export function dayClosedBefore(scheduledAt: Date): string {
  return lagosDayOf(new Date(scheduledAt.getTime() - DAY_MS));
}

/** The day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
