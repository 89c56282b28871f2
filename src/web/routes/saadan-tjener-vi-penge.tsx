import { createFileRoute } from '@tanstack/react-router';
import { HowWeEarnPage } from '../features/static-pages/how-we-earn/how-we-earn-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/saadan-tjener-vi-penge')({
  head: () =>
    pageHead({
      title: 'Sådan tjener vi penge',
      description:
        'Leasingmatch er gratis for dig. Forhandlerne betaler for annoncering og henvendelser – men rækkefølgen og LeaseScore kan ikke købes, og din henvendelse går kun til den forhandler, du vælger.',
    }),
  component: HowWeEarnPage,
});
