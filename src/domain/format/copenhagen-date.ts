/**
 * Calendar date in Denmark, computed by hand so server and browsers agree without relying on
 * their ICU time-zone data. Denmark is UTC+1, and UTC+2 from the last Sunday of March to the last
 * Sunday of October at 01:00 UTC (the EU rule, in force since 1996).
 */
export type CalendarDate = { year: number; month: number; day: number };

const HOUR_MS = 3_600_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

export function copenhagenOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayUtc(year, 2) && instant < lastSundayUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
}

function validDate(year: number, month: number, day: number): CalendarDate | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

// Only ISO strings with an explicit offset: Date.parse of anything else depends on the engine and zone.
function parseInstant(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '', zone = 'Z'] = match;
  if (!validDate(Number(year), Number(month), Number(day)) || Number(hour) > 23 || Number(minute) > 59) {
    return undefined;
  }
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    ms,
  );
  return local - offsetMinutes(zone) * 60_000;
}

/**
 * The Danish calendar date of an instant (Date, epoch ms or ISO date-time with offset). A plain
 * 'YYYY-MM-DD' is already a calendar date and is taken as it is. Undefined for anything invalid.
 */
export function copenhagenDate(value: Date | number | string): CalendarDate | undefined {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) return validDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  }
  const instant =
    typeof value === 'string' ? parseInstant(value.trim()) : value instanceof Date ? value.getTime() : value;
  if (instant === undefined || !Number.isFinite(instant)) return undefined;
  const local = new Date(instant + copenhagenOffsetMs(instant));
  if (Number.isNaN(local.getTime())) return undefined;
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}
