import { createFileRoute } from '@tanstack/react-router';
import { BackgroundRemovalPage } from '../features/background-removal/background-removal-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/background-removal-poc')({
  head: () =>
    pageHead({
      title: 'Fjernelse af baggrund (prototype)',
      description:
        'Prøv automatisk fjernelse af baggrunden fra et bilbillede: original og resultat side om side, med skygge og i kortets og detaljesidens størrelser.',
    }),
  component: BackgroundRemovalPage,
});
