import { createFileRoute } from '@tanstack/react-router';
import { SellerEditPage } from '../../../../features/admin/sellers/seller-form-pages';

export const Route = createFileRoute('/admin/sellers/edit/$id')({
  component: SellerEditPage,
});
