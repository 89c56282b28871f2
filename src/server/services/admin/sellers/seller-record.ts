import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { files, makes, sellers } from '../../../../db/schema';
import type { PriceListLink } from '../../../../db/schema/catalog';
import type { SellerJson } from '../../../../domain/admin/seller-api-types';
import { fileUrl } from '../../../../domain/files/file-url';

/** A seller as the admin API answers it (snake_case, like the rest of the API). */

export const sellerColumns = {
  id: sellers.id,
  name: sellers.name,
  company: sellers.company,
  makeId: sellers.makeId,
  makeName: makes.name,
  email: sellers.email,
  phone: sellers.phone,
  address: sellers.address,
  country: sellers.country,
  website: sellers.website,
  logoFileId: sellers.logoFileId,
  logoSha256: files.sha256,
  priceLists: sellers.priceLists,
  leadEmails: sellers.leadEmails,
  monthlySummaryOptOut: sellers.monthlySummaryOptOut,
  createdAt: sellers.createdAt,
  updatedAt: sellers.updatedAt,
  version: sellers.version,
};

type SellerColumnsRow = {
  id: string;
  name: string;
  company: string | null;
  makeId: string | null;
  makeName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  country: string | null;
  website: string | null;
  logoFileId: string | null;
  logoSha256: string | null;
  priceLists: PriceListLink[];
  leadEmails: string[];
  monthlySummaryOptOut: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

export function toSellerRecord(row: SellerColumnsRow): SellerJson {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    make_id: row.makeId,
    make_name: row.makeName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    country: row.country,
    website: row.website,
    logo_file_id: row.logoFileId,
    logo_url: row.logoSha256 ? fileUrl(row.logoSha256) : null,
    price_lists: row.priceLists ?? [],
    lead_emails: row.leadEmails ?? [],
    monthly_summary: !row.monthlySummaryOptOut,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** One seller with its make and logo, or null. */
export async function loadSellerRecord(executor: Executor, id: string): Promise<SellerJson | null> {
  const [row] = await executor
    .select(sellerColumns)
    .from(sellers)
    .leftJoin(makes, eq(makes.id, sellers.makeId))
    .leftJoin(files, eq(files.id, sellers.logoFileId))
    .where(eq(sellers.id, id))
    .limit(1);
  return row ? toSellerRecord(row) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are checked before they reach a uuid column (a bad one is a 404, not a 500). */
export const isUuid = (value: string) => UUID.test(value);

/** `%`, `_` and `\` in a search are literal characters, not LIKE wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
