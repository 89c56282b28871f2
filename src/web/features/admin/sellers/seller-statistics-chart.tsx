import { formatDayOfMonth } from '../../../../domain/format/format-danish';
import type { SellerStatisticsDay } from '../../../../domain/sellers/seller-statistics';
import { DailyLineChart } from '../analytics/analytics-charts';

const SERIES = [
  { key: 'Visninger', colour: '#0f766e' },
  { key: 'Detaljevisninger', colour: '#2563eb' },
  { key: 'Klik til forhandler', colour: '#7c3aed' },
  { key: 'Henvendelser', colour: '#d97706' },
] as const;

/** A seller's impressions, detail views, outbound clicks and enquiries per day. */
export function SellerDailyChart({ days }: { days: readonly SellerStatisticsDay[] }) {
  const data = days.map((d) => ({
    day: formatDayOfMonth(d.day),
    Visninger: d.impressions,
    Detaljevisninger: d.detailViews,
    'Klik til forhandler': d.outboundClicks,
    Henvendelser: d.enquiries,
  }));
  return <DailyLineChart data={data} series={SERIES} />;
}
