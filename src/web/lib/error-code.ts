/**
 * Spec §4: an error code is ERR_ + a time part + a random part, upper case, e.g. ERR_MH3K2X1P_7QF2A.
 * Short enough to read out over the phone, unique enough to find the matching console log.
 */
export function createErrorCode(now: number = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(36);
  const noise = Math.floor(random() * 36 ** 5)
    .toString(36)
    .padStart(5, '0');
  return `ERR_${time}_${noise}`.toUpperCase();
}
