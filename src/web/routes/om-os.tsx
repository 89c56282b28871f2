import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/static-pages/about/about-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/om-os')({
  head: () =>
    pageHead({
      title: 'Om os',
      description:
        'Leasingmatch er en uafhængig markedsplads for privatleasing. Læs, hvordan vi sammenligner tilbud, hvordan vi tjener penge, og hvorfor LeaseScore ikke er til salg.',
    }),
  component: AboutPage,
});
