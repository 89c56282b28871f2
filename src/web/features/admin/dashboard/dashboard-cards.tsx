import { Link } from '@tanstack/react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingRef } from '../../../../domain/admin/dashboard-summary';
import { formatNumber } from '../../../../domain/format/format-danish';
import { Card } from '../../../components/ui/card';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  green: 'bg-green-50 text-green-700',
  amber: 'bg-amber-50 text-amber-800',
  zinc: 'bg-zinc-100 text-zinc-700',
  red: 'bg-red-50 text-red-700',
} as const;

/** One key figure; the whole card is the link to the list behind it. */
export function FigureCard({
  label,
  value,
  icon: Icon,
  tone = 'brand',
  hint,
  link,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  hint?: string;
  link: (children: ReactNode, className: string) => ReactNode;
}) {
  const body = (
    <>
      <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tones[tone]}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-zinc-600">{label}</span>
        <span className="block text-2xl font-bold tracking-tight text-zinc-900 tabular-nums">
          {formatNumber(value)}
        </span>
        {hint ? <span className="block text-xs text-zinc-600">{hint}</span> : null}
      </span>
    </>
  );
  return link(
    body,
    'flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/80 transition-colors hover:bg-zinc-50 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600',
  );
}

/**
 * A data-quality figure: the title and figure link to the full list behind it (`link`), and the first
 * few listings open their edit form straight away.
 */
export function QualityCard({
  title,
  description,
  count,
  examples,
  link,
}: {
  title: string;
  description: string;
  count: number;
  examples: ListingRef[];
  link: (children: ReactNode, className: string) => ReactNode;
}) {
  const more = count - examples.length;
  return (
    <Card className="p-4">
      {link(
        <>
          <h3 className="font-semibold text-zinc-900 group-hover:underline">{title}</h3>
          <span className="flex items-center gap-1">
            <span
              className={`text-2xl font-bold tabular-nums ${count > 0 ? 'text-amber-800' : 'text-green-700'}`}
            >
              {formatNumber(count)}
            </span>
            <ChevronRight aria-hidden="true" className="size-5 text-zinc-400 group-hover:text-brand-700" />
          </span>
        </>,
        'group -mx-2 -mt-1 flex items-baseline justify-between gap-3 rounded-xl px-2 py-1 underline-offset-2 transition-colors hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600',
      )}
      <p className="mt-1 text-sm text-zinc-600">{description}</p>
      {count === 0 ? (
        <p className="mt-3 text-sm font-medium text-green-700">Alle annoncer er i orden.</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {examples.map((listing) => (
            <li key={listing.id} className="truncate">
              <Link
                to="/admin/listings/edit/$id"
                params={{ id: listing.id }}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {listing.title}
              </Link>
            </li>
          ))}
          {more > 0 ? (
            <li>
              {link(
                `og ${formatNumber(more)} mere`,
                'font-medium text-zinc-700 underline underline-offset-2 hover:text-brand-800',
              )}
            </li>
          ) : null}
        </ul>
      )}
    </Card>
  );
}
