import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport, KeyCount } from '../../../../domain/analytics/analytics-report';
import { formatDayOfMonth, formatNumber } from '../../../../domain/format/format-danish';

// Recharts is imported only here, inside the code-split admin area (never on public pages).

const axisTick = { fill: '#52525b', fontSize: 12 };
const formatValue = (value: unknown) => formatNumber(Number(value));

/** One line per series over the days of a period, the admin's daily chart (Statistik, a seller's page). */
export function DailyLineChart({
  data,
  series,
}: {
  /** One row per day: `day` as shown on the axis, and a number per series key. */
  data: readonly ({ day: string } & Record<string, string | number>)[];
  series: readonly { key: string; colour: string }[];
}) {
  return (
    <LineChart
      responsive
      data={[...data]}
      style={{ width: '100%', height: 280 }}
      margin={{ top: 8, right: 12, bottom: 4, left: -8 }}
    >
      <CartesianGrid vertical={false} stroke="#e4e4e7" />
      <XAxis dataKey="day" tick={axisTick} minTickGap={24} />
      <YAxis allowDecimals={false} tick={axisTick} tickFormatter={formatValue} />
      <Tooltip formatter={formatValue} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {series.map(({ key, colour }) => (
        <Line key={key} dataKey={key} stroke={colour} dot={false} strokeWidth={2} isAnimationActive={false} />
      ))}
    </LineChart>
  );
}

const SITE_SERIES = [
  { key: 'Sidevisninger', colour: '#0f766e' },
  { key: 'Søgninger', colour: '#2563eb' },
  { key: 'Klik på bil', colour: '#d97706' },
  { key: 'Videre til forhandler', colour: '#7c3aed' },
] as const;

/** Page views, searches, clicks on a car and visits to a seller per day. */
export function DailyChart({ days }: { days: AnalyticsReport['daily'] }) {
  const data = days.map((d) => ({
    day: formatDayOfMonth(d.day),
    Sidevisninger: d.pageViews,
    Søgninger: d.searches,
    'Klik på bil': d.listingClicks,
    'Videre til forhandler': d.outboundClicks,
  }));
  return <DailyLineChart data={data} series={SITE_SERIES} />;
}

/** Counts per key as horizontal bars, labelled in Danish. */
export function KeyCountChart({
  rows,
  label,
  name,
  colour = '#0f766e',
}: {
  rows: readonly KeyCount[];
  label: (key: string) => string;
  name: string;
  colour?: string;
}) {
  const data = rows.map((r) => ({ key: label(r.key), [name]: r.count }));
  return (
    <BarChart
      responsive
      layout="vertical"
      data={data}
      style={{ width: '100%', height: Math.max(120, data.length * 32 + 40) }}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
    >
      <CartesianGrid horizontal={false} stroke="#e4e4e7" />
      <XAxis type="number" allowDecimals={false} tick={axisTick} tickFormatter={formatValue} />
      <YAxis type="category" dataKey="key" width={120} tick={{ fill: '#27272a', fontSize: 12 }} />
      <Tooltip cursor={{ fill: '#f4f4f5' }} formatter={formatValue} />
      <Bar dataKey={name} fill={colour} isAnimationActive={false} />
    </BarChart>
  );
}

/** The steps of the funnel as bars: after a click, a visit to the seller or an enquiry. */
export function FunnelChart({ funnel }: { funnel: AnalyticsReport['funnel'] }) {
  const data = [
    { step: 'Visninger', Antal: funnel.views },
    { step: 'Klik', Antal: funnel.clicks },
    { step: 'Til forhandler', Antal: funnel.outbound },
    { step: 'Henvendelser', Antal: funnel.enquiries },
  ];
  return (
    <BarChart
      responsive
      data={data}
      style={{ width: '100%', height: 220 }}
      margin={{ top: 8, right: 12, bottom: 4, left: -4 }}
    >
      <CartesianGrid vertical={false} stroke="#e4e4e7" />
      <XAxis dataKey="step" tick={axisTick} />
      <YAxis allowDecimals={false} tick={axisTick} tickFormatter={formatValue} />
      <Tooltip cursor={{ fill: '#f4f4f5' }} formatter={formatValue} />
      <Bar dataKey="Antal" fill="#0f766e" isAnimationActive={false} />
    </BarChart>
  );
}
