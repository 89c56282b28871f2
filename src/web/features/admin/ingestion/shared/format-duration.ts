import { formatNumber, MISSING_VALUE } from '../../../../../domain/format/format-danish';

/** A run's length in Danish: '0,8 s', '42 s', '3 min 05 s', '1 t 02 min'; '–' when unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return MISSING_VALUE;
  if (ms < 10_000) return `${formatNumber(Math.max(ms, 100) / 1000, 1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} t ${String(minutes % 60).padStart(2, '0')} min`;
}

/** US dollars with 4 decimals from millionths of a dollar: 1234 → '$0,0012'. */
export function formatMicroUsd(micro: number | null | undefined): string {
  if (micro === null || micro === undefined || !Number.isFinite(micro)) return MISSING_VALUE;
  return `$${formatNumber(micro / 1_000_000, 4)}`;
}
