import { Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import { formatDate } from '../../../../domain/format/format-danish';
import { buttonClass } from '../../../components/ui/button';
import { AdminPageHeader } from '../pages/admin-page';
import { ListingStatusBadge } from '../shared/listing-status-badge';
import { NO_LISTING_FILTERS } from './listings-api';

/** The way back to all listings and the page's title; an edited listing's status and public link. */
export function ListingFormHeader({ detail }: { detail: AdminListingDetail | undefined }) {
  const title = detail
    ? `${detail.make_name} ${detail.model_name}${detail.variant ? ` ${detail.variant}` : ''}`
    : '';
  return (
    <>
      <Link
        to="/admin/listings"
        search={NO_LISTING_FILTERS}
        className="mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-zinc-700 hover:text-zinc-950 sm:min-h-0"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Alle annoncer
      </Link>
      <AdminPageHeader
        title={detail !== undefined ? 'Rediger annonce' : 'Opret annonce'}
        {...(detail
          ? {
              description: `${title} · Oprettet ${formatDate(detail.created_at)} · Sidst opdateret ${formatDate(detail.updated_at)}`,
            }
          : { description: 'Bilens data, status, sælger og tilbud gemmes samlet.' })}
        actions={
          detail ? (
            <>
              <ListingStatusBadge status={detail.status} />
              {detail.status === 'active' ? (
                <a
                  href={`/listing/${detail.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass('secondary', 'sm')}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Vis på siden
                </a>
              ) : null}
            </>
          ) : undefined
        }
      />
    </>
  );
}
