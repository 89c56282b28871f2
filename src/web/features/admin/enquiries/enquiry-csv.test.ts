import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { EnquiryInboxRow } from '../../../../domain/admin/enquiry-inbox-types';
import { toCsv } from '../list-kit/csv';
import { enquiryCsvColumns } from './enquiry-csv';

const row: EnquiryInboxRow = {
  id: 'e1',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'answered',
  deliveryState: 'no_lead_address',
  sellerId: 's1',
  sellerName: 'Bilhuset Nord',
  car: 'Toyota Yaris Cross Active',
  mileagePerYear: 15000,
  periodMonths: 36,
  firstPayment: 9995,
  monthlyPrice: 3295,
  totalCost: 128615,
  name: '=Søren Æblø',
  email: 'soeren@example.dk',
  phone: '+45 22 34 56 78',
  contactTime: 'evening',
};

describe('the leads inbox CSV', () => {
  it('has Danish headers and one line per enquiry with the offer as sent and Danish labels', () => {
    const text = toCsv(enquiryCsvColumns, [row]);
    const [headers, line] = Papa.parse<string[]>(text, { delimiter: ';' }).data;
    expect(headers).toEqual([
      'Modtaget',
      'Status',
      'Levering',
      'Sælger',
      'Bil',
      'Km pr. år',
      'Løbetid (mdr.)',
      'Udbetaling (kr.)',
      'Månedlig ydelse (kr.)',
      'Samlet pris (kr.)',
      'Navn',
      'E-mail',
      'Telefon',
      'Kontakttidspunkt',
      'Id',
    ]);
    expect(line).toEqual([
      '2026-11-20T09:30:00.000Z',
      'Besvaret',
      'Sælger har ingen lead-adresse – kun i indbakken',
      'Bilhuset Nord',
      'Toyota Yaris Cross Active',
      '15000',
      '36',
      '9995',
      '3295',
      '128615',
      // A name starting like a formula is defused (ADR 051).
      "'=Søren Æblø",
      'soeren@example.dk',
      "'+45 22 34 56 78",
      'Aften (kl. 17–20)',
      'e1',
    ]);
  });
});
