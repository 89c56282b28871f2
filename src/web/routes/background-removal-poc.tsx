import { createFileRoute } from '@tanstack/react-router';
import { BackgroundRemovalPage } from '../features/static-pages/background-removal/background-removal-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/background-removal-poc')({
  head: () =>
    pageHead({
      title: 'Fjernelse af baggrund (prototype)',
      description:
        'En prototype på automatisk fjernelse af baggrunden fra bilbilleder. Værktøjet kommer i en senere version.',
    }),
  component: BackgroundRemovalPage,
});
