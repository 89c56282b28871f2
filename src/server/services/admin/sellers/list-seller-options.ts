import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { makes, sellers } from '../../../../db/schema';
import type { SellerOptionsJson } from '../../../../domain/admin/seller-api-types';

/** Choices for the seller form (makes) and the seller picker of the listings page (sellers). */
export async function listSellerOptions(executor: Executor): Promise<SellerOptionsJson> {
  const [makeRows, sellerRows] = await Promise.all([
    executor.select({ id: makes.id, name: makes.name }).from(makes).orderBy(asc(makes.name)),
    executor
      .select({ id: sellers.id, name: sellers.name })
      .from(sellers)
      .orderBy(asc(sql`lower(${sellers.name})`), asc(sellers.id)),
  ]);
  return { makes: makeRows, sellers: sellerRows };
}
