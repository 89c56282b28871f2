import { createFileRoute } from '@tanstack/react-router';
import { SavedCarsPage } from '../features/favourites/saved-cars-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/gemte-biler')({
  head: () =>
    pageHead({
      title: 'Gemte biler',
      description: 'Dine gemte leasingbiler med dagens priser, og hvad der er ændret, siden du gemte dem.',
    }),
  component: SavedCarsPage,
});
