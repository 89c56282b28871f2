import { formatKr, formatMonthly, formatNumber } from '../../../../../domain/format/format-danish';
import type { ToyotaParseResponse } from '../../../../../domain/ingestion/ingestion-api';
import { Badge } from '../../../../components/ui/badge';
import { AdminTable, AdminTd, AdminTh } from '../../shared/admin-table';
import { drivelineText } from './toyota-text';

/** Counts per powertrain, all-wheel drive, duplicates and the price range of a parsed price list. */
export function ToyotaCounts({ result }: { result: ToyotaParseResponse }) {
  const { counts, monthly_price_range: range } = result;
  const cards: Array<{ label: string; value: string; tone?: 'warning' }> = [
    { label: 'Varianter', value: formatNumber(counts.total) },
    { label: 'El', value: formatNumber(counts.electric) },
    { label: 'Hybrid', value: formatNumber(counts.hybrid) },
    { label: 'Benzin', value: formatNumber(counts.petrol) },
    { label: 'Firehjulstræk', value: formatNumber(counts.awd) },
    {
      label: 'Dubletter',
      value: formatNumber(counts.duplicates),
      ...(counts.duplicates > 0 ? { tone: 'warning' as const } : {}),
    },
  ];
  return (
    <section aria-label="Optælling" className="mb-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-7">
        {cards.map((card) => (
          <div
            key={card.label}
            className={`rounded-2xl p-3 shadow-sm ring-1 ${card.tone === 'warning' ? 'bg-amber-50 ring-amber-200' : 'bg-white ring-zinc-200/80'}`}
          >
            <dt className="text-sm font-medium text-zinc-700">{card.label}</dt>
            <dd className="numeric text-2xl font-bold text-zinc-950">{card.value}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200/80 sm:col-span-3 lg:col-span-1">
          <dt className="text-sm font-medium text-zinc-700">Månedlig ydelse</dt>
          <dd className="numeric font-bold text-zinc-950">
            {range ? `${formatMonthly(range.min)} – ${formatMonthly(range.max)}` : '–'}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-zinc-600">
        {result.file_name} · {result.pages === 1 ? '1 side' : `${formatNumber(result.pages)} sider`}
        {counts.duplicates > 0
          ? ` · ${counts.duplicates === 1 ? '1 variant står' : `${formatNumber(counts.duplicates)} varianter står`} mere end én gang og er markeret i tabellen`
          : ''}
      </p>
    </section>
  );
}

/** Duplicates share an id; the n-th occurrence gets "#n" so every row has a stable key. */
function rowKeys(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const occurrence = (seen.get(id) ?? 0) + 1;
    seen.set(id, occurrence);
    return `${id}#${occurrence}`;
  });
}

export function ToyotaVariantsTable({ result }: { result: ToyotaParseResponse }) {
  const keys = rowKeys(result.variants.map((variant) => variant.id));
  return (
    <AdminTable caption="Varianter i prislisten">
      <thead>
        <tr>
          <AdminTh>Model</AdminTh>
          <AdminTh>Udstyr</AdminTh>
          <AdminTh className="hidden md:table-cell">Motor</AdminTh>
          <AdminTh className="text-right">Hk</AdminTh>
          <AdminTh className="hidden sm:table-cell">Drivlinje</AdminTh>
          <AdminTh className="text-right">Månedlig ydelse</AdminTh>
          <AdminTh className="hidden text-right lg:table-cell">Førstegangsydelse</AdminTh>
          <AdminTh className="hidden text-right lg:table-cell">Samlet pris</AdminTh>
        </tr>
      </thead>
      <tbody>
        {result.variants.map((variant, index) => (
          <tr key={keys[index]} className={variant.duplicate ? 'bg-amber-50' : undefined}>
            <AdminTd className="font-medium">{variant.model}</AdminTd>
            <AdminTd>
              {variant.trim}
              {variant.duplicate ? (
                <Badge tone="warning" className="ml-2">
                  Dublet
                </Badge>
              ) : null}
              <span className="block text-xs text-zinc-600 md:hidden">{variant.engine_specification}</span>
            </AdminTd>
            <AdminTd className="hidden md:table-cell">{variant.engine_specification}</AdminTd>
            <AdminTd className="numeric text-right">
              {variant.horsepower === null ? '–' : formatNumber(variant.horsepower)}
            </AdminTd>
            <AdminTd className="hidden sm:table-cell">{drivelineText(variant)}</AdminTd>
            <AdminTd className="numeric text-right whitespace-nowrap">
              {formatMonthly(variant.monthly_price)}
            </AdminTd>
            <AdminTd className="numeric hidden text-right whitespace-nowrap lg:table-cell">
              {formatKr(variant.first_payment)}
            </AdminTd>
            <AdminTd className="numeric hidden text-right whitespace-nowrap lg:table-cell">
              {variant.total_cost === null ? '–' : formatKr(variant.total_cost)}
            </AdminTd>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
