import { DefaultGlobalNotFound, ErrorComponent } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorBoundary } from '../../../components/errors/error-boundary';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { ErrorScreenPreview } from '../../../components/errors/error-layout';
import { type ErrorVariant, MAX_RETRIES } from '../../../components/errors/error-variants';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ExampleLabel, ShowcaseSection } from './showcase-section';

const examples: { variant: ErrorVariant; label: string }[] = [
  { variant: 'default', label: 'Hele siden (generel)' },
  { variant: 'route', label: 'Side' },
  { variant: 'minimal', label: 'Minimal komponent' },
  { variant: 'component', label: 'Komponent' },
  { variant: 'data', label: 'Dataindlæsning' },
  { variant: 'search', label: 'Søgning' },
  { variant: 'listing', label: 'Annonce' },
  { variant: 'upload', label: 'Fil upload' },
  { variant: 'admin', label: 'Admin' },
];

const noop = () => {};

function Thrower(): never {
  throw new Error('Eksempel: komponenten fejlede med vilje');
}

/** A real boundary around a part that keeps failing until "Ret fejlen": shows the retry counter. */
function LiveErrorDemo() {
  const [broken, setBroken] = useState(false);
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="font-semibold">Prøv en rigtig fejlgrænse</h3>
      <p className="mt-1 text-sm text-zinc-600">
        Delen herunder fejler, så længe fejlen er slået til. «Prøv igen» tæller op til grænsen (
        {MAX_RETRIES.minimal} for en minimal komponent) og låser så knappen.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setBroken(true)} disabled={broken}>
          Udløs fejl
        </Button>
        <Button variant="secondary" onClick={() => setBroken(false)} disabled={!broken}>
          Ret fejlen
        </Button>
      </div>
      <div className="mt-4">
        <ErrorBoundary variant="minimal" context="design-system" resetKeys={[broken]}>
          {broken ? (
            <Thrower />
          ) : (
            <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">Delen virker.</p>
          )}
        </ErrorBoundary>
      </div>
    </Card>
  );
}

export function ErrorShowcase() {
  return (
    <ShowcaseSection
      id="fejl"
      title="Fejlskærme"
      description="Én fejlgrænse med en variant pr. sammenhæng. Hver fejl får en kode (ERR_…), som også står i konsollen."
    >
      <LiveErrorDemo />
      <ErrorScreenPreview value={3}>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {examples.map(({ variant, label }) => (
            <li key={variant}>
              <ExampleLabel>
                {label} · {MAX_RETRIES[variant]} forsøg
              </ExampleLabel>
              <Card className="overflow-hidden bg-canvas">
                <ErrorFallback
                  variant={variant}
                  code="ERR_EKSEMPEL_12345"
                  name="Lignende annoncer"
                  listingId="3f6c2a9e-0000-4000-8000-000000000000"
                  onCancel={noop}
                  retry={{ onRetry: noop, attempts: 0, maxAttempts: MAX_RETRIES[variant] }}
                />
              </Card>
            </li>
          ))}
        </ul>
      </ErrorScreenPreview>
      <div className="mt-8">
        <ExampleLabel>Routerens egne standardvisninger (sidste udvej)</ExampleLabel>
        <Card className="grid gap-4 p-4 text-sm sm:grid-cols-2">
          <ErrorComponent error={new Error('Eksempel på en fejl')} />
          <DefaultGlobalNotFound />
        </Card>
      </div>
    </ShowcaseSection>
  );
}
