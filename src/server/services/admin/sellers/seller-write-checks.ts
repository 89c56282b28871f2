import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { files, makes } from '../../../../db/schema';
import type { SellerData, SellerFieldIssue } from '../../../../domain/admin/seller-schema';

/** What the schema cannot know: the chosen make and the uploaded logo must exist. */
export async function checkSellerReferences(
  executor: Executor,
  data: SellerData,
): Promise<SellerFieldIssue[]> {
  const issues: SellerFieldIssue[] = [];
  if (data.make_id) {
    const [make] = await executor.select({ id: makes.id }).from(makes).where(eq(makes.id, data.make_id));
    if (!make) issues.push({ path: 'make_id', message: 'Vælg et mærke fra listen' });
  }
  if (data.logo_file_id) {
    const [file] = await executor.select({ id: files.id }).from(files).where(eq(files.id, data.logo_file_id));
    if (!file) issues.push({ path: 'logo_file_id', message: 'Logoet findes ikke længere – upload det igen' });
  }
  return issues;
}

/** The seller columns written from the validated form. */
export function sellerValues(data: SellerData) {
  return {
    name: data.name,
    company: data.company,
    makeId: data.make_id,
    email: data.email,
    phone: data.phone,
    address: data.address,
    country: data.country,
    website: data.website,
    logoFileId: data.logo_file_id,
    priceLists: data.price_lists,
    leadEmails: data.lead_emails,
    monthlySummaryOptOut: !data.monthly_summary,
  };
}
