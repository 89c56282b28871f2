import { createFileRoute } from '@tanstack/react-router';
import { parse } from 'zod/mini';
import {
  type SellerListingsPageSearch,
  sellerListingsPageSearchSchema,
} from '../../../../domain/admin/seller-search-params';
import { SellerListingsPage } from '../../../features/admin/sellers/seller-listings-page';

export const Route = createFileRoute('/admin/sellers/listings')({
  validateSearch: (raw: Record<string, unknown>): SellerListingsPageSearch =>
    parse(sellerListingsPageSearchSchema, raw),
  component: SellerListingsPage,
});
