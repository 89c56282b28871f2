import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDayOfMonth, formatNumber } from '../../../../domain/format/format-danish';
import type { SellerStatisticsDay } from '../../../../domain/sellers/seller-statistics';

// Drawn like Statistik's daily chart (analytics-charts.tsx), inside the code-split admin area.

const axisTick = { fill: '#52525b', fontSize: 12 };
const formatValue = (value: unknown) => formatNumber(Number(value));

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
  return (
    <LineChart
      responsive
      data={data}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 8, right: 12, bottom: 4, left: -8 }}
    >
      <CartesianGrid vertical={false} stroke="#e4e4e7" />
      <XAxis dataKey="day" tick={axisTick} minTickGap={24} />
      <YAxis allowDecimals={false} tick={axisTick} tickFormatter={formatValue} />
      <Tooltip formatter={formatValue} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {SERIES.map((series) => (
        <Line
          key={series.key}
          dataKey={series.key}
          stroke={series.colour}
          dot={false}
          strokeWidth={2}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
