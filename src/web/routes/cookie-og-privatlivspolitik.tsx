import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/static-pages/privacy/privacy-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/cookie-og-privatlivspolitik')({
  head: () =>
    pageHead({
      title: 'Cookie- og privatlivspolitik',
      description:
        'Hvad Leasingmatch gemmer, og hvorfor: statistik uden cookies, Mixpanel kun med samtykke, sessionslager til din søgning og dine rettigheder efter GDPR.',
    }),
  component: PrivacyPage,
});
