import { createFileRoute } from '@tanstack/react-router';
import { compareQueries } from '../features/compare/api/get-comparison';
import { CompareScreen } from '../features/compare/components/compare-screen';
import { compareIdsOf, compareSearchSchema } from '../features/compare/lib/compare-search';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/sammenlign')({
  validateSearch: compareSearchSchema,
  loaderDeps: ({ search }) => search,
  // Awaited so the server renders the table; a failure is the page's to show, not the router's.
  loader: async ({ context: { queryClient }, deps }) => {
    if (compareIdsOf(deps).length === 0) return;
    await queryClient.ensureQueryData(compareQueries.comparison(deps)).catch(() => {});
  },
  head: () =>
    pageHead({
      title: 'Sammenlign biler',
      description:
        'Sammenlign op til 4 leasingbiler side om side: pris, LeaseScore, hvad der er inkluderet, og hvad bilen koster at køre.',
    }),
  component: CompareScreen,
});
