import { copenhagenOffsetMs } from './copenhagen-date';
import { formatDate, MISSING_VALUE } from './format-danish';

const pad = (value: number) => String(value).padStart(2, '0');

/** '22. nov. 2026 kl. 14:05', Danish time; '–' when invalid. Takes a Date, epoch ms or an ISO string with offset. */
export function formatDateTime(value: Date | number | string): string {
  const instant =
    typeof value === 'string' ? Date.parse(value) : value instanceof Date ? value.getTime() : value;
  if (!Number.isFinite(instant)) return MISSING_VALUE;
  const local = new Date(instant + copenhagenOffsetMs(instant));
  return `${formatDate(instant)} kl. ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
