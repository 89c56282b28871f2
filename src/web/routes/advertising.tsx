import { createFileRoute } from '@tanstack/react-router';
import { AdvertisingPage } from '../features/static-pages/advertising/advertising-page';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/advertising')({
  head: () =>
    pageHead({
      title: 'Annoncering',
      description:
        'Annoncér jeres privatleasingtilbud på Leasingmatch. Se pakkerne Basis, Professionel og Koncern, og kontakt os.',
    }),
  component: AdvertisingPage,
});
