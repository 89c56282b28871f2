import { createFileRoute } from '@tanstack/react-router';
import { sellersSearchSchema } from '../../../../domain/admin/seller-search-params';
import { SellersPage } from '../../../features/admin/sellers/sellers-page';

export const Route = createFileRoute('/admin/sellers/')({
  validateSearch: sellersSearchSchema,
  component: SellersPage,
});
