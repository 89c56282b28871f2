import { Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardSummary } from '../../../../domain/admin/dashboard-summary';
import { leaseScoreBand } from '../../../../domain/lease-score/lease-score-bands';

// Recharts is imported only here, inside the code-split admin dashboard (never on public pages).

const BAND_COLOURS = {
  exceptional: '#047857',
  great: '#059669',
  good: '#65a30d',
  fair: '#d97706',
  poor: '#dc2626',
} as const;

/** Active and other listings per make, as stacked horizontal bars. */
export function MakesChart({ makes }: { makes: DashboardSummary['makes'] }) {
  const data = makes.map((m) => ({ make: m.make, Aktive: m.active, Øvrige: m.other }));
  return (
    <BarChart
      responsive
      layout="vertical"
      data={data}
      style={{ width: '100%', height: Math.max(160, data.length * 30 + 60) }}
      margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
    >
      <CartesianGrid horizontal={false} stroke="#e4e4e7" />
      <XAxis type="number" allowDecimals={false} tick={{ fill: '#52525b', fontSize: 12 }} />
      <YAxis type="category" dataKey="make" width={92} tick={{ fill: '#27272a', fontSize: 12 }} />
      <Tooltip cursor={{ fill: '#f4f4f5' }} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar dataKey="Aktive" stackId="listings" fill="#0f766e" isAnimationActive={false} />
      <Bar dataKey="Øvrige" stackId="listings" fill="#a1a1aa" isAnimationActive={false} />
    </BarChart>
  );
}

/** How many displayed offers fall in each ten-point score bucket, coloured by the score pill's bands. */
export function ScoreChart({ buckets }: { buckets: DashboardSummary['scoreBuckets'] }) {
  const data = buckets.map((b) => ({ label: `${b.from}–${b.to}`, Annoncer: b.count, from: b.from }));
  return (
    <BarChart
      responsive
      data={data}
      style={{ width: '100%', height: 240 }}
      margin={{ top: 4, right: 12, bottom: 4, left: -16 }}
    >
      <CartesianGrid vertical={false} stroke="#e4e4e7" />
      <XAxis dataKey="label" tick={{ fill: '#52525b', fontSize: 11 }} interval={0} />
      <YAxis allowDecimals={false} tick={{ fill: '#52525b', fontSize: 12 }} />
      <Tooltip cursor={{ fill: '#f4f4f5' }} />
      <Bar dataKey="Annoncer" isAnimationActive={false}>
        {data.map((d) => (
          <Cell key={d.label} fill={BAND_COLOURS[leaseScoreBand(d.from).key]} />
        ))}
      </Bar>
    </BarChart>
  );
}
