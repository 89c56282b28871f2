import { formatNumber } from '../../../../domain/format/format-danish';

/** An image file's size as admins read it: whole kB under a megabyte, one decimal in MB above. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}
