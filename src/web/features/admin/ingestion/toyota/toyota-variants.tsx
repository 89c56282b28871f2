import { useMemo, useState } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { formatMonthly, formatNumber } from '../../../../../domain/format/format-danish';
import { NOUN } from '../../../../../domain/format/nouns';
import type { ToyotaParseResponse, ToyotaVariantJson } from '../../../../../domain/ingestion/ingestion-api';
import { ListActionBar } from '../../list-kit/list-action-bar';
import { ListTable } from '../../list-kit/list-table';
import { useListTable } from '../../list-kit/use-list-table';
import { type ToyotaVariantRow, toyotaVariantColumns } from './toyota-variant-columns';

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
        {result.file_name} · {countNoun(result.pages, NOUN.page)}
        {counts.duplicates > 0
          ? ` · ${countNoun(counts.duplicates, ['variant står', 'varianter står'])} mere end én gang og er markeret i tabellen`
          : ''}
      </p>
    </section>
  );
}

/** Duplicates share an id; the n-th occurrence gets "#n" so every row has a stable key. */
function withRowKeys(variants: readonly ToyotaVariantJson[]): ToyotaVariantRow[] {
  const seen = new Map<string, number>();
  return variants.map((variant) => {
    const occurrence = (seen.get(variant.id) ?? 0) + 1;
    seen.set(variant.id, occurrence);
    return { ...variant, key: `${variant.id}#${occurrence}` };
  });
}

/** The parsed variants, sorted in the browser (the page's URL has no room for it); duplicates in amber. */
export function ToyotaVariantsTable({ result }: { result: ToyotaParseResponse }) {
  const rows = useMemo(() => withRowKeys(result.variants), [result.variants]);
  const [sort, setSort] = useState<string>();
  const list = useListTable({
    listId: 'toyota-variants',
    columns: toyotaVariantColumns,
    rows,
    getRowId: (variant) => variant.key,
    sort,
    onSortChange: setSort,
    sortOnServer: false,
  });
  return (
    <>
      <ListActionBar list={list} />
      <ListTable
        list={list}
        caption="Varianter i prislisten"
        messages={{ empty: 'Der blev ikke fundet nogen varianter i filen.' }}
        rowClassName={(variant) => (variant.duplicate ? 'bg-amber-50' : undefined)}
      />
    </>
  );
}
