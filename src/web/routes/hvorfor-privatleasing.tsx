import { createFileRoute } from '@tanstack/react-router';
import { LeasingGuidePage } from '../features/static-pages/leasing-guide/leasing-guide-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/hvorfor-privatleasing')({
  head: () =>
    pageHead({
      title: 'Hvorfor vælge privatleasing?',
      description:
        'Sådan fungerer privatleasing: hvad den månedlige ydelse dækker, udbetaling, kilometer og merkørsel, fordele og ulemper – og et regneeksempel med LeaseScore.',
    }),
  component: LeasingGuidePage,
});
