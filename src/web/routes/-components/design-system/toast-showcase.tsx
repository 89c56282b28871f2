import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { ShowcaseSection } from './showcase-section';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ToastShowcase() {
  return (
    <ShowcaseSection
      id="toasts"
      title="Toasts"
      description="Korte beskeder nederst til højre: 4 sekunder, højst 3 ad gangen. Luk med krydset eller ved at stryge."
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => notify.message('Dine filtre er gemt')}>
          Standard
        </Button>
        <Button variant="secondary" onClick={() => notify.success('Ændringerne er gemt')}>
          Succes
        </Button>
        <Button variant="secondary" onClick={() => notify.info('Prisen er opdateret')}>
          Info
        </Button>
        <Button variant="secondary" onClick={() => notify.warning('Kilometer justeret til 15.000 km/år')}>
          Advarsel
        </Button>
        <Button variant="secondary" onClick={() => notify.error('Kunne ikke gemme ændringerne')}>
          Fejl
        </Button>
        <Button variant="secondary" onClick={() => notify.loading('Henter tilbud…', { duration: 2_000 })}>
          Indlæser
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            notify.promise(wait(1_500), {
              loading: 'Gemmer…',
              success: 'Gemt',
              error: 'Der opstod en fejl ved opdatering',
            })
          }
        >
          Indlæser → succes
        </Button>
      </div>
    </ShowcaseSection>
  );
}
