import type { Executor } from '../../../../db/client';
import type { SellerJson } from '../../../../domain/admin/seller-api-types';
import { loadSellerRecord } from './seller-record';

/** One seller for the edit form, or null. */
export function getSeller(executor: Executor, id: string): Promise<SellerJson | null> {
  return loadSellerRecord(executor, id);
}
