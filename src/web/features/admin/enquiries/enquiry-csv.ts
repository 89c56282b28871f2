import type { EnquiryInboxRow } from '../../../../domain/admin/enquiry-inbox-types';
import {
  CONTACT_TIME_LABELS,
  ENQUIRY_DELIVERY_LABELS,
  ENQUIRY_STATUS_LABELS,
} from '../../../../domain/enquiries/enquiry-vocabulary';
import type { CsvColumn } from '../list-kit/csv';

/** The columns of the leads inbox's CSV: one line per enquiry, the offer as it was sent (kr. as numbers). */
export const enquiryCsvColumns: readonly CsvColumn<EnquiryInboxRow>[] = [
  { header: 'Modtaget', value: (row) => row.createdAt },
  { header: 'Status', value: (row) => ENQUIRY_STATUS_LABELS[row.status] },
  { header: 'Levering', value: (row) => ENQUIRY_DELIVERY_LABELS[row.deliveryState] },
  { header: 'Sælger', value: (row) => row.sellerName },
  { header: 'Bil', value: (row) => row.car },
  { header: 'Km pr. år', value: (row) => row.mileagePerYear },
  { header: 'Løbetid (mdr.)', value: (row) => row.periodMonths },
  { header: 'Udbetaling (kr.)', value: (row) => row.firstPayment },
  { header: 'Månedlig ydelse (kr.)', value: (row) => row.monthlyPrice },
  { header: 'Samlet pris (kr.)', value: (row) => row.totalCost },
  { header: 'Navn', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Telefon', value: (row) => row.phone },
  { header: 'Kontakttidspunkt', value: (row) => CONTACT_TIME_LABELS[row.contactTime] },
  { header: 'Id', value: (row) => row.id },
];
