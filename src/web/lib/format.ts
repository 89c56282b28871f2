// Stop-gap until src/domain/format/format-danish.ts lands; then import formatMonthly from there and delete this file.
const danishInteger = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

export function formatNumber(value: number): string {
  return danishInteger.format(value);
}

/** 4295 → "4.295 kr./md." */
export function formatMonthly(value: number): string {
  return `${formatNumber(value)} kr./md.`;
}
