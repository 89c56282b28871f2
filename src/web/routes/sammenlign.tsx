import { createFileRoute } from '@tanstack/react-router';
import { CompareScreen } from '../features/compare/components/compare-screen';
import { compareSearchSchema } from '../features/compare/lib/compare-search';
import { pageHead } from '../lib/page-meta';

// No loader: the page is rendered in the browser and fetches in its own chunk, so nothing of the
// comparison's API reaches the route tree every page loads (ADR 070).
export const Route = createFileRoute('/sammenlign')({
  validateSearch: compareSearchSchema,
  head: () =>
    pageHead({
      title: 'Sammenlign biler',
      description:
        'Sammenlign op til 4 leasingbiler side om side: pris, LeaseScore, hvad der er inkluderet, og hvad bilen koster at køre.',
    }),
  component: CompareScreen,
});
