import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../../../features/admin/pages/admin-head';
import { SellerCreatePage } from '../../../features/admin/sellers/seller-form-pages';

export const Route = createFileRoute('/admin/sellers/create')({
  head: () => adminHead('Opret sælger'),
  component: SellerCreatePage,
});
