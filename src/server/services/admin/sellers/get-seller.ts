import type { Executor } from '../../../../db/client';
import { loadSellerRecord, type SellerRecord } from './seller-record';

/** One seller for the edit form, or null. */
export function getSeller(executor: Executor, id: string): Promise<SellerRecord | null> {
  return loadSellerRecord(executor, id);
}
