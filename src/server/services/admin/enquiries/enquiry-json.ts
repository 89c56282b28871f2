import type { enquiries } from '../../../../db/schema/enquiries';
import type { EnquiryInboxRow } from '../../../../domain/admin/enquiry-inbox-types';

type EnquiryRecord = typeof enquiries.$inferSelect;

/** "Toyota Yaris Cross Active": the car as the enquiry stored it. */
const carOf = (row: EnquiryRecord) => [row.make, row.model, row.variant].filter(Boolean).join(' ');

export const toEnquiryInboxRow = (row: EnquiryRecord): EnquiryInboxRow => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  deliveryState: row.deliveryState,
  sellerId: row.sellerId,
  sellerName: row.sellerName,
  car: carOf(row),
  mileagePerYear: row.mileagePerYear,
  periodMonths: row.periodMonths,
  firstPayment: row.firstPayment,
  monthlyPrice: row.monthlyPrice,
  totalCost: row.totalCost,
  name: row.name,
  email: row.email,
  phone: row.phone,
  contactTime: row.contactTime,
});
