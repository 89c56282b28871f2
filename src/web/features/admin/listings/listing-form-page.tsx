import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorCatalogue } from '../../../../domain/errors/error-codes';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { AdminPageHeader } from '../pages/admin-page';
import { ListingForm } from './listing-form';
import { listingQueries, NO_LISTING_FILTERS } from './listings-api';

/** /admin/listings/create and /admin/listings/edit/{id}: loads what the form needs, then shows it. */
export function ListingFormPage({ id }: { id?: string }) {
  const reference = useQuery(listingQueries.reference());
  const detail = useQuery({ ...listingQueries.detail(id ?? ''), enabled: id !== undefined });
  const failed = reference.isError || detail.isError;
  if (failed) {
    const notFound = detail.error && 'status' in detail.error && detail.error.status === 404;
    return (
      <>
        <AdminPageHeader title={id ? 'Rediger annonce' : 'Opret annonce'} />
        <Card>
          <CardBody className="text-center">
            <p className="text-zinc-700">
              {notFound
                ? 'Annoncen findes ikke (måske er den slettet).'
                : errorCatalogue.FETCH_FAILED.message}
            </p>
            <Link
              to="/admin/listings"
              search={NO_LISTING_FILTERS}
              className={`${buttonClass('secondary')} mt-4`}
            >
              Tilbage til annoncer
            </Link>
          </CardBody>
        </Card>
      </>
    );
  }
  if (!reference.data || (id !== undefined && !detail.data)) {
    return (
      <div className="grid place-items-center py-24 text-zinc-600" aria-busy="true">
        <Spinner label="Henter annonce…" />
      </div>
    );
  }
  return <ListingForm key={id ?? 'new'} reference={reference.data} detail={detail.data} />;
}
