import { createFileRoute } from '@tanstack/react-router';
import { sellerListingsPageSearchSchema } from '../../../../domain/admin/seller-search-params';
import { SellerListingsPage } from '../../../features/admin/sellers/seller-listings-page';

export const Route = createFileRoute('/admin/sellers/listings')({
  validateSearch: sellerListingsPageSearchSchema,
  component: SellerListingsPage,
});
