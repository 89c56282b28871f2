import { Link } from '@tanstack/react-router';
import { FileWarning, SearchX, ShieldAlert, TriangleAlert } from 'lucide-react';
import { clearSavedSearchFilters } from '../../lib/session-store';
import { Button, buttonClass } from '../ui/button';
import { FullPageErrorLayout } from './error-layout';
import type { RetryState } from './error-variants';
import { RetryButton } from './retry-button';

type ScreenProps = { code?: string | undefined; retry?: RetryState | undefined };

const reloadPage = () => window.location.reload();

/** Full page, generic (spec §2). */
export function UnexpectedErrorScreen({ code, retry }: ScreenProps) {
  return (
    <FullPageErrorLayout
      icon={TriangleAlert}
      title="Der opstod en uventet fejl"
      code={code}
      actions={
        <>
          {retry ? <RetryButton retry={retry} /> : null}
          <Button variant="secondary" onClick={reloadPage}>
            Genindlæs siden
          </Button>
          <Link to="/" className={buttonClass('secondary')}>
            Gå til forsiden
          </Link>
        </>
      }
    >
      <p>Vi beklager – noget gik galt, og siden kunne ikke vises.</p>
      <p className="mt-4 text-sm font-medium text-zinc-800">Det kan du prøve:</p>
      <ul className="mt-2 space-y-1 text-sm">
        <li>Prøv igen om et øjeblik</li>
        <li>Genindlæs siden</li>
        <li>Tjek din internetforbindelse</li>
        <li>Gå til forsiden og start forfra</li>
      </ul>
    </FullPageErrorLayout>
  );
}

/** A route that failed to render or load (spec §2 "Page"). */
export function PageLoadErrorScreen({ code, retry }: ScreenProps) {
  return (
    <FullPageErrorLayout
      icon={FileWarning}
      title="Siden kunne ikke indlæses"
      code={code}
      actions={
        <>
          {retry ? <RetryButton retry={retry} /> : null}
          <Link to="/" className={buttonClass(retry ? 'secondary' : 'primary')}>
            Gå til forsiden
          </Link>
          <Button variant="secondary" onClick={reloadPage}>
            Genindlæs siden
          </Button>
        </>
      }
    >
      <p>Vi beklager. Der opstod en fejl, da siden skulle vises.</p>
    </FullPageErrorLayout>
  );
}

export function AdminErrorScreen({ code, retry }: ScreenProps) {
  return (
    <FullPageErrorLayout
      icon={ShieldAlert}
      title="Admin Panel Fejl"
      code={code}
      actions={
        <>
          {retry ? (
            <RetryButton retry={retry} label="Genindlæs panel" />
          ) : (
            <Button onClick={reloadPage}>Genindlæs panel</Button>
          )}
          {/* A full load: the admin area has its own guard and chunk. */}
          <a href="/admin" className={buttonClass('secondary')}>
            Gå til admin forside
          </a>
        </>
      }
    >
      <p>
        Der opstod en fejl i administrationspanelet. Det kan skyldes manglende rettigheder – kontroller, at du
        er logget ind som administrator – eller en midlertidig fejl.
      </p>
    </FullPageErrorLayout>
  );
}

export function SearchErrorScreen({ code, retry }: ScreenProps) {
  const clearFilters = () => {
    clearSavedSearchFilters();
    window.location.assign('/listings');
  };
  return (
    <FullPageErrorLayout
      icon={SearchX}
      title="Søgning fejlede"
      code={code}
      actions={
        <>
          {retry ? (
            <RetryButton retry={retry} label="Genstart søgning" />
          ) : (
            <Button onClick={reloadPage}>Genstart søgning</Button>
          )}
          <Button variant="secondary" onClick={clearFilters}>
            Ryd filtre
          </Button>
        </>
      }
    >
      <p>Vi kunne ikke hente søgeresultaterne. Prøv igen, eller ryd dine filtre og start forfra.</p>
    </FullPageErrorLayout>
  );
}
