import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { CarFront } from 'lucide-react';
import { Button, buttonClass } from '../ui/button';
import { FullPageErrorLayout } from './error-layout';
import type { RetryState } from './error-variants';
import { RetryButton } from './retry-button';

/** Spec §2 "Listing": the detail page could not show listing `listingId`. */
export function ListingErrorScreen({
  listingId,
  code,
  retry,
  message = 'Annoncen findes ikke længere, eller den kunne ikke hentes lige nu.',
}: {
  listingId: string;
  code?: string | undefined;
  retry?: RetryState | undefined;
  message?: string;
}) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const goBack = () => (canGoBack ? router.history.back() : window.location.assign('/listings'));

  return (
    <FullPageErrorLayout
      icon={CarFront}
      title="Annonce kunne ikke indlæses"
      code={code}
      actions={
        <>
          {retry ? <RetryButton retry={retry} /> : null}
          <Link
            to="/listings"
            state={{ freshSearch: true }}
            className={buttonClass(retry ? 'secondary' : 'primary')}
          >
            Se alle annoncer
          </Link>
          <Button variant="secondary" onClick={goBack}>
            Gå tilbage
          </Button>
        </>
      }
    >
      <p>{message}</p>
      <p className="mt-2 text-sm">
        Annonce-ID: <code className="font-mono break-all text-zinc-800">{listingId}</code>
      </p>
    </FullPageErrorLayout>
  );
}
