import { Link } from '@tanstack/react-router';
import { ClipboardCheck, RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { isClientError } from '../../../../lib/api-client';
import { AdminEmptyState, AdminPageHeader } from '../../pages/admin-page';

/** The review when its batch cannot be read: not there (discarded, a wrong link), or an error to retry. */
export function BatchReviewError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = isClientError(error) && error.status === 404;
  return (
    <>
      <AdminPageHeader title="Gennemgang af ændringer" />
      <AdminEmptyState
        icon={ClipboardCheck}
        title={notFound ? 'Batchen findes ikke' : 'Der opstod en fejl ved hentning af data'}
      >
        {notFound ? (
          <p>Den kan være kasseret, eller linket er forkert.</p>
        ) : (
          <Button variant="secondary" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Prøv igen
          </Button>
        )}
        <p className="mt-4">
          <Link to="/admin/extraction-sessions" className="font-semibold text-brand-800 underline">
            Til importoversigten
          </Link>
        </p>
      </AdminEmptyState>
    </>
  );
}
