import { Link } from '@tanstack/react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import type { SellerListingJson } from '../../../../domain/admin/seller-api-types';
import { formatMonthly } from '../../../../domain/format/format-danish';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import { LISTING_STATUS_LABELS } from '../../../../domain/listings/listing-status-labels';
import { actionsColumn, dateColumn, optionalColumn, primaryColumn } from '../list-kit/common-columns';
import type { CsvColumn } from '../list-kit/csv';
import { listColumnHelper } from '../list-kit/list-features';
import { ListingStatusBadge } from '../shared/listing-status-badge';

const column = listColumnHelper<SellerListingJson>();
const iconLink =
  'inline-grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 sm:size-9';

/** Columns of /admin/sellers/listings. */
export const sellerListingColumns = column.columns([
  primaryColumn<SellerListingJson>({
    id: 'car',
    header: 'Bil',
    cell: (listing) => (
      <>
        <p className="font-semibold text-zinc-950">
          {listing.make} {listing.model}
        </p>
        <p className="text-xs text-zinc-600">
          {[listing.variant, listing.year].filter(Boolean).join(' · ') || '—'}
        </p>
        <span className="mt-1 inline-block sm:hidden">
          <ListingStatusBadge status={listing.status} />
        </span>
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { showFrom: 'sm' },
    cell: ({ getValue }) => <ListingStatusBadge status={getValue()} />,
  }),
  optionalColumn<SellerListingJson, number>({
    id: 'lowest_monthly_price',
    header: 'Laveste pris',
    value: (listing) => listing.lowest_monthly_price,
    format: formatMonthly,
    meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
  }),
  column.accessor('offer_count', {
    header: 'Tilbud',
    meta: { showFrom: 'sm', align: 'right', className: 'tabular-nums' },
  }),
  optionalColumn<SellerListingJson, string>({
    id: 'fuel_type',
    header: 'Brændstof',
    value: (listing) => listing.fuel_type,
    format: fuelLabel,
    meta: { showFrom: 'lg' },
  }),
  dateColumn<SellerListingJson>({
    id: 'created_at',
    header: 'Oprettet',
    value: (listing) => listing.created_at,
    showFrom: 'md',
  }),
  dateColumn<SellerListingJson>({
    id: 'updated_at',
    header: 'Opdateret',
    value: (listing) => listing.updated_at,
    showFrom: 'lg',
  }),
  actionsColumn<SellerListingJson>((listing) => (
    <div className="flex justify-end gap-0.5">
      {listing.status === 'active' ? (
        <a
          href={`/listing/${listing.id}`}
          target="_blank"
          rel="noreferrer"
          className={iconLink}
          aria-label={`Vis ${listing.make} ${listing.model} på siden (nyt vindue)`}
          title="Vis på siden"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
      <Link
        to="/admin/listings/edit/$id"
        params={{ id: listing.id }}
        className={iconLink}
        aria-label={`Rediger ${listing.make} ${listing.model}`}
        title="Rediger"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Link>
    </div>
  )),
]);

export const sellerListingCsvColumns: readonly CsvColumn<SellerListingJson>[] = [
  { header: 'Mærke', value: (listing) => listing.make },
  { header: 'Model', value: (listing) => listing.model },
  { header: 'Variant', value: (listing) => listing.variant },
  { header: 'Årgang', value: (listing) => listing.year },
  { header: 'Status', value: (listing) => LISTING_STATUS_LABELS[listing.status] },
  { header: 'Laveste pris (kr./md.)', value: (listing) => listing.lowest_monthly_price },
  { header: 'Tilbud', value: (listing) => listing.offer_count },
  { header: 'Brændstof', value: (listing) => (listing.fuel_type ? fuelLabel(listing.fuel_type) : null) },
  { header: 'Oprettet', value: (listing) => listing.created_at.slice(0, 10) },
  { header: 'Opdateret', value: (listing) => listing.updated_at.slice(0, 10) },
  { header: 'Id', value: (listing) => listing.id },
];
