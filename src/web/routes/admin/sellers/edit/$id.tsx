import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../../../../features/admin/pages/admin-head';
import { SellerEditPage } from '../../../../features/admin/sellers/seller-form-pages';

export const Route = createFileRoute('/admin/sellers/edit/$id')({
  head: () => adminHead('Rediger sælger'),
  component: SellerEditPage,
});
