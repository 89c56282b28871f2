import { copenhagenDate } from '../../domain/format/copenhagen-date';

/**
 * The server's "now" for what depends on the calendar (issue 27 part 5, ADR 056): which offers are past
 * their valid-until or order-by date, when a price list confirmed its offers, when a saved price list is
 * due again. It is the system clock, moved only by a test clock a test server turns on (TEST_CLOCK=1,
 * refused in production) through PUT /api/test-clock; sessions, rate limits and jobs keep real time.
 */
let offsetMs = 0;

export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Today in Denmark as 'YYYY-MM-DD', the form listings.valid_until_date and order_by_date are stored in. */
export function copenhagenToday(now: Date = serverNow()): string {
  const date = copenhagenDate(now);
  if (!date) throw new Error('Invalid clock');
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** Test servers only (the route is mounted only with TEST_CLOCK=1): moves serverNow by `ms` from real time. */
export function setTestClockOffset(ms: number): void {
  offsetMs = ms;
}
