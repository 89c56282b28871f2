import { Link } from '@tanstack/react-router';
import { UploadError } from '../../components/errors/inline-error-screens';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '../static-pages/components/cta-panel';
import { Section, StaticPage } from '../static-pages/components/static-page';
import { ListingPreviews } from './listing-previews';
import { PhotoPicker } from './photo-picker';
import { ResultComparison } from './result-comparison';
import { useBackgroundRemoval } from './use-background-removal';

/**
 * /background-removal-poc: try the background removal on one car photo. Nothing is stored; the result
 * comes back inline and can be downloaded in the card and detail sizes.
 */
export function BackgroundRemovalPage() {
  const { state, choose, reset, retry } = useBackgroundRemoval();
  return (
    <StaticPage
      eyebrow="Prototype"
      title="Fjernelse af baggrund på bilbilleder"
      lead="Upload et bilbillede, og se bilen uden baggrund, med en blød skygge og i de størrelser, vi bruger i søgningen og på bilens side. Det virker bedst på billeder taget mod en ensfarvet baggrund, i et studie eller i et showroom."
    >
      <Section title="Prøv med dit eget billede" wide>
        <PhotoPicker onPick={(file) => void choose(file)} busy={state.status === 'processing'} />
        {state.status === 'processing' ? <Spinner label="Fjerner baggrunden…" className="py-6" /> : null}
        {state.status === 'failed' ? (
          <div className="space-y-3">
            <p className="font-medium text-red-800">{state.message}</p>
            <UploadError code={state.code} retry={retry} onCancel={reset} />
          </div>
        ) : null}
        {state.status === 'done' ? (
          <ResultView key={state.originalUrl} state={state} onReset={reset} />
        ) : null}
      </Section>
      <Section title="Sådan virker det">
        <p>
          Billedet behandles på vores egen server – det sendes ikke videre til andre. Baggrunden aflæses langs
          billedets kanter, og alt, der skiller sig tydeligt ud fra den, regnes for bilen. Ruder og dæk
          beholdes, bilens egen skygge på gulvet fjernes, bilen beskæres med lidt luft omkring, og der lægges
          en ensartet blød skygge under den.
        </p>
        <p>
          Er baggrunden for uensartet, for eksempel en gade eller en plads fuld af andre biler, eller skiller
          bilen sig for lidt fra baggrunden, for eksempel en hvid bil mod hvid baggrund, fortæller vi det og
          beholder det originale billede i stedet for at lave en dårlig udskæring.
        </p>
      </Section>
      <CtaPanel
        title="Se bilerne, som de ser ud i dag"
        text="Alle tilbud er allerede samlet og vurderet med LeaseScore."
        actions={
          <>
            {/* Every car: not the visitor's saved search, which a bare /listings continues. */}
            <Link to="/listings" state={{ freshSearch: true }} className={ctaPrimaryClass}>
              Se alle tilbud
            </Link>
            <Link to="/" className={ctaSecondaryClass}>
              Gå til forsiden
            </Link>
          </>
        }
      />
    </StaticPage>
  );
}

function ResultView({
  state,
  onReset,
}: {
  state: Extract<ReturnType<typeof useBackgroundRemoval>['state'], { status: 'done' }>;
  onReset: () => void;
}) {
  const { result, originalUrl } = state;
  return (
    <div className="space-y-8">
      <ResultComparison originalUrl={originalUrl} result={result} />
      <ListingPreviews
        originalUrl={originalUrl}
        cardUrl={result.separable ? result.card.dataUrl : originalUrl}
        detailUrl={result.separable ? result.detail.dataUrl : originalUrl}
      />
      <Button variant="secondary" onClick={onReset}>
        Prøv et andet billede
      </Button>
    </div>
  );
}
