import { Link } from '@tanstack/react-router';
import { Car, Copy, ExternalLink, Pencil } from 'lucide-react';
import type { AdminListingRow } from '../../../../domain/admin/admin-listing-types';
import { countNoun } from '../../../../domain/format/count-noun';
import { formatDate, formatMonthly } from '../../../../domain/format/format-danish';
import { NOUN } from '../../../../domain/format/nouns';
import {
  UNSCORED_REASON_LABEL,
  unscoredReason,
  unscoredText,
} from '../../../../domain/lease-score/unscored-reason';
import { LeaseScorePill } from '../../listings/components/lease-score-pill';
import { actionsColumn, dateColumn, primaryColumn } from '../list-kit/common-columns';
import { listColumnHelper } from '../list-kit/list-features';
import { selectionColumn } from '../list-kit/selection-column';
import { ListingStatusBadge } from '../shared/listing-status-badge';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { duplicateListing, listingQueries } from './listings-api';

const listingName = (row: Pick<AdminListingRow, 'make' | 'model' | 'variant'>) =>
  [row.make, row.model, row.variant].filter(Boolean).join(' ');

const offersText = (count: number) => countNoun(count, NOUN.offer);

// No display class here: each use says when it shows (`inline-grid`, or `hidden sm:inline-grid`).
const iconButton =
  'size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 disabled:opacity-50 sm:size-9';

const column = listColumnHelper<AdminListingRow>();

/** Columns of /admin/listings; below each secondary column's breakpoint its facts show in the car cell. */
export const listingColumns = column.columns([
  selectionColumn<AdminListingRow>({
    all: 'Vælg alle annoncer på siden',
    one: (row) => `Vælg ${listingName(row)}`,
  }),
  primaryColumn<AdminListingRow>({ id: 'car', header: 'Bil', cell: (row) => <CarCell row={row} /> }),
  column.accessor('seller_name', {
    header: 'Sælger',
    meta: { showFrom: 'md' },
    cell: ({ getValue }) => getValue() ?? <span className="text-zinc-500">Ingen sælger</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { showFrom: 'sm' },
    cell: ({ row }) => (
      <>
        <ListingStatusBadge status={row.original.status} />
        <span className="mt-1 block text-xs whitespace-nowrap text-zinc-600 2xl:hidden">
          Opd. {formatDate(row.original.updated_at)}
        </span>
      </>
    ),
  }),
  column.accessor('lowest_monthly_price', {
    header: 'Laveste pris',
    meta: { showFrom: 'sm', align: 'right', className: 'numeric whitespace-nowrap' },
    cell: ({ row }) =>
      row.original.lowest_monthly_price === null ? (
        <span className="text-zinc-500">Ingen tilbud</span>
      ) : (
        <>
          {formatMonthly(row.original.lowest_monthly_price)}
          <span className="block text-xs text-zinc-600">{offersText(row.original.offer_count)}</span>
        </>
      ),
  }),
  column.accessor('best_lease_score', {
    header: 'Score',
    meta: { showFrom: 'sm' },
    cell: ({ row }) =>
      row.original.offer_count === 0 ? (
        <span className="text-zinc-500">–</span>
      ) : (
        <>
          <LeaseScorePill score={row.original.best_lease_score} size="sm" />
          <UnscoredReason row={row.original} />
        </>
      ),
  }),
  dateColumn<AdminListingRow>({
    id: 'updated_at',
    header: 'Opdateret',
    value: (row) => row.updated_at,
    showFrom: '2xl',
  }),
  actionsColumn<AdminListingRow>((row) => <ListingActions row={row} />),
]);

/** Why a listing with offers has no score (issue 25): it may still be active, and the admin sees why. */
function UnscoredReason({ row }: { row: AdminListingRow }) {
  const reason = row.best_lease_score === null ? unscoredReason(row.retail_price) : null;
  if (!reason) return null;
  return (
    <span
      className="mt-1 block max-w-[9rem] text-xs text-amber-800"
      title={unscoredText(row.retail_price) ?? ''}
    >
      {UNSCORED_REASON_LABEL[reason]}
    </span>
  );
}

function CarCell({ row }: { row: AdminListingRow }) {
  return (
    <div className="flex items-center gap-3">
      <div className="hidden h-10 w-16 shrink-0 overflow-hidden rounded-lg bg-zinc-100 sm:block">
        {row.image ? (
          <img src={row.image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <Car aria-hidden="true" className="m-auto mt-2.5 size-5 text-zinc-400" />
        )}
      </div>
      <div className="max-w-[12rem] min-w-0 sm:max-w-[16rem]">
        <Link
          to="/admin/listings/edit/$id"
          params={{ id: row.id }}
          className="font-semibold text-zinc-950 hover:text-brand-800 hover:underline"
        >
          {row.make} {row.model}
        </Link>
        <p className="truncate text-xs text-zinc-600" title={row.variant ?? undefined}>
          {[row.variant, row.year].filter(Boolean).join(' · ') || '–'}
        </p>
        <p className="truncate text-xs text-zinc-600 md:hidden">{row.seller_name ?? 'Ingen sælger'}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs sm:hidden">
          <ListingStatusBadge status={row.status} />
          <span className="numeric font-medium text-zinc-800">
            {row.lowest_monthly_price === null
              ? 'Ingen tilbud'
              : `${formatMonthly(row.lowest_monthly_price)} · ${offersText(row.offer_count)}`}
          </span>
          {row.offer_count > 0 ? <UnscoredReason row={row} /> : null}
        </div>
      </div>
    </div>
  );
}

function ListingActions({ row }: { row: AdminListingRow }) {
  const name = listingName(row);
  const duplicate = useAdminMutation({
    kind: 'create',
    context: 'listing duplicate',
    mutationFn: duplicateListing,
    invalidate: [listingQueries.all],
    successMessage: (copy) => `Annonce "${copy.name}" duplikeret (kopien afventer)`,
  });
  return (
    <div className="flex justify-end gap-0.5">
      <Link
        to="/admin/listings/edit/$id"
        params={{ id: row.id }}
        className={`${iconButton} hidden sm:inline-grid`}
        aria-label={`Rediger ${name}`}
        title="Rediger"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Link>
      <button
        type="button"
        className={`${iconButton} inline-grid`}
        onClick={() => duplicate.mutate(row.id)}
        disabled={duplicate.isPending}
        aria-label={`Dupliker ${name}`}
        title="Dupliker"
      >
        <Copy aria-hidden="true" className="size-4" />
      </button>
      {row.status === 'active' ? (
        <a
          href={`/listing/${row.id}`}
          target="_blank"
          rel="noreferrer"
          className={`${iconButton} hidden 2xl:inline-grid`}
          aria-label={`Vis ${name} på siden (nyt faneblad)`}
          title="Vis på siden"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </div>
  );
}
