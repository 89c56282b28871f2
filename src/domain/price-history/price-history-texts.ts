import { formatDayOfMonth, formatKr } from '../format/format-danish';
import type { PriceHistory } from './price-history-summary';

/** The Danish claims shown beside the chart, only those that are true: "Laveste pris i 90 dage", "Faldet … siden …". */
export function priceHistoryTexts(history: PriceHistory): string[] {
  const texts: string[] = [];
  if (history.lowest_in_90_days) texts.push('Laveste pris i 90 dage');
  if (history.dropped) {
    texts.push(`Faldet ${formatKr(history.dropped.amount)} siden ${formatDayOfMonth(history.dropped.since)}`);
  }
  return texts;
}
