import { createFileRoute } from '@tanstack/react-router';
import { SellerCreatePage } from '../../../features/admin/sellers/seller-form-pages';

export const Route = createFileRoute('/admin/sellers/create')({
  component: SellerCreatePage,
});
