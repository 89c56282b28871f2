import { createFileRoute } from '@tanstack/react-router';
import { parse } from 'zod/mini';
import { type SellersSearch, sellersSearchSchema } from '../../../../domain/admin/seller-search-params';
import { SellersPage } from '../../../features/admin/sellers/sellers-page';

export const Route = createFileRoute('/admin/sellers/')({
  validateSearch: (raw: Record<string, unknown>): SellersSearch => parse(sellersSearchSchema, raw),
  component: SellersPage,
});
