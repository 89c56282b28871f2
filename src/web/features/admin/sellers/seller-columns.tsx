import { Link } from '@tanstack/react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SellerListItem } from '../../../../domain/admin/seller-api-types';
import { countNoun, type NounForms } from '../../../../domain/format/count-noun';
import { formatDate } from '../../../../domain/format/format-danish';
import { NOUN } from '../../../../domain/format/nouns';
import { Badge } from '../../../components/ui/badge';
import { actionsColumn, dateColumn, optionalColumn, primaryColumn } from '../list-kit/common-columns';
import { listColumnHelper } from '../list-kit/list-features';
import { SellerLink } from '../shared/seller-link';
import { DeleteSellerDialog } from './delete-seller-dialog';
import { SellerLogo } from './seller-logo';

/** '1 aktiv', '3 aktive': the seller's active listings. */
const ACTIVE: NounForms = ['aktiv', 'aktive'];

const column = listColumnHelper<SellerListItem>();

/** Columns of /admin/sellers; the sortable ones carry the ids of the API's `sort` (name, listings, created). */
export const sellerColumns = column.columns([
  primaryColumn<SellerListItem>({
    id: 'name',
    header: 'Navn',
    sortValue: (seller) => seller.name,
    cell: (seller) => <NameCell seller={seller} />,
  }),
  column.display({
    id: 'contact',
    header: 'Kontakt',
    meta: { showFrom: 'xl' },
    cell: ({ row }) => <ContactCell seller={row.original} />,
  }),
  column.accessor('make_name', {
    header: 'Specialisering',
    enableSorting: false,
    meta: { showFrom: 'md' },
    cell: ({ getValue }) => {
      const make = getValue();
      return make ? <Badge tone="brand">{make}</Badge> : <span className="text-zinc-600">Alle mærker</span>;
    },
  }),
  column.accessor('listing_count', {
    id: 'listings',
    header: 'Annoncer',
    sortDescFirst: true,
    meta: { showFrom: 'sm' },
    cell: ({ row }) => (
      <>
        <span className="font-semibold tabular-nums">
          {row.original.listing_count.toLocaleString('da-DK')}
        </span>
        <span className="block text-xs text-zinc-600 tabular-nums">
          {countNoun(row.original.active_listing_count, ACTIVE)}
        </span>
      </>
    ),
  }),
  optionalColumn<SellerListItem, string>({
    id: 'last_import_at',
    header: 'Seneste import',
    value: (seller) => seller.last_import_at,
    format: formatDate,
    enableSorting: false,
    meta: { showFrom: 'lg', className: 'text-zinc-600' },
  }),
  dateColumn<SellerListItem>({
    id: 'created',
    header: 'Oprettet',
    value: (seller) => seller.created_at,
    showFrom: '2xl',
    sortDescFirst: true,
  }),
  actionsColumn<SellerListItem>((seller) => <SellerActions seller={seller} />),
]);

function NameCell({ seller }: { seller: SellerListItem }) {
  return (
    <div className="flex items-center gap-3 sm:min-w-44">
      <span className="hidden sm:contents">
        <SellerLogo url={seller.logo_url} name={seller.name} />
      </span>
      <div className="min-w-0 max-w-40 sm:max-w-none">
        <SellerLink id={seller.id} name={seller.name} look="title" />
        {seller.company && seller.company !== seller.name ? (
          <p className="text-xs text-zinc-600">{seller.company}</p>
        ) : null}
        <p className="truncate text-xs text-zinc-600 xl:hidden">{seller.email ?? seller.phone ?? ''}</p>
        <p className="text-xs text-zinc-600 sm:hidden">
          {countNoun(seller.listing_count, NOUN.listing)} · {countNoun(seller.active_listing_count, ACTIVE)}
        </p>
      </div>
    </div>
  );
}

function ContactCell({ seller }: { seller: SellerListItem }) {
  return (
    <div className="space-y-0.5">
      {seller.email ? (
        <a href={`mailto:${seller.email}`} className="block text-brand-800 hover:underline">
          {seller.email}
        </a>
      ) : null}
      {seller.phone ? (
        <a
          href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`}
          className="block text-zinc-700 hover:underline"
        >
          {seller.phone}
        </a>
      ) : null}
      {!seller.email && !seller.phone ? <span className="text-zinc-500">—</span> : null}
    </div>
  );
}

const iconLink =
  'inline-grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 sm:size-9';

function SellerActions({ seller }: { seller: SellerListItem }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex justify-end gap-0.5">
      <Link
        to="/admin/sellers/listings"
        search={{ seller: seller.id }}
        className={iconLink}
        aria-label={`Se annoncer fra ${seller.name}`}
        title="Se annoncer"
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      <Link
        to="/admin/sellers/edit/$id"
        params={{ id: seller.id }}
        className={iconLink}
        aria-label={`Rediger ${seller.name}`}
        title="Rediger"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Link>
      <button
        type="button"
        onClick={() => setDeleting(true)}
        className={`${iconLink} hover:bg-red-50 hover:text-red-700`}
        aria-label={`Slet ${seller.name}`}
        title="Slet"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <DeleteSellerDialog seller={deleting ? seller : null} onClose={() => setDeleting(false)} />
    </div>
  );
}
