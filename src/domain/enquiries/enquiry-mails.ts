import { formatKmPerYear, formatKr, formatMonthly, formatMonths } from '../format/format-danish';
import { type EnquiryOffer, enquiryCarName } from './enquiry-offer';
import { CONTACT_TIME_LABELS, type ContactTime } from './enquiry-vocabulary';

export type EnquiryMailInput = {
  enquiryId: string;
  sellerName: string;
  offer: EnquiryOffer;
  visitor: { name: string; email: string; phone: string; message: string | null; contactTime: ContactTime };
  /** The listing's page with the chosen terms, for the seller to see what the visitor saw. */
  listingUrl: string;
};

export type EnquiryMail = { subject: string; text: string };

/** The offer, line by line, exactly as the visitor chose it. */
export function offerLines(offer: EnquiryOffer): string[] {
  return [
    `Bil: ${enquiryCarName(offer)}`,
    `Kilometer pr. år: ${formatKmPerYear(offer.mileagePerYear)}`,
    `Løbetid: ${formatMonths(offer.periodMonths)}`,
    `Udbetaling: ${formatKr(offer.firstPayment)}`,
    `Månedlig ydelse: ${formatMonthly(offer.monthlyPrice)}`,
    `Samlet pris: ${formatKr(offer.totalCost)}`,
  ];
}

function contactLines(visitor: EnquiryMailInput['visitor']): string[] {
  return [
    `Navn: ${visitor.name}`,
    `E-mail: ${visitor.email}`,
    `Telefon: ${visitor.phone}`,
    `Ønsker at blive kontaktet: ${CONTACT_TIME_LABELS[visitor.contactTime]}`,
    `Besked: ${visitor.message ?? '(ingen besked)'}`,
  ];
}

/** The mail to each of the seller's lead addresses; replies go to the visitor. */
export function sellerEnquiryMail(input: EnquiryMailInput): EnquiryMail {
  return {
    subject: `Ny henvendelse via Leasingmatch: ${enquiryCarName(input.offer)}`,
    text: [
      `Hej ${input.sellerName}`,
      '',
      `${input.visitor.name} vil gerne have et tilbud fra jer på denne bil:`,
      '',
      ...offerLines(input.offer),
      '',
      ...contactLines(input.visitor),
      '',
      `Tilbuddet på Leasingmatch: ${input.listingUrl}`,
      '',
      `${input.visitor.name} har givet samtykke til, at disse oplysninger sendes til jer, så I kan ` +
        'kontakte vedkommende om netop dette tilbud. Brug dem ikke til andet.',
      'Svar direkte på denne mail, så går svaret til kunden.',
      '',
      `Henvendelsens nummer: ${input.enquiryId}`,
      'Leasingmatch',
    ].join('\n'),
  };
}

/** The visitor's copy: what was sent to whom, and that nothing else happens with it. */
export function visitorCopyMail(input: EnquiryMailInput): EnquiryMail {
  return {
    subject: `Din henvendelse til ${input.sellerName} om ${enquiryCarName(input.offer)}`,
    text: [
      `Hej ${input.visitor.name}`,
      '',
      `Tak for din henvendelse. Vi har sendt den til ${input.sellerName}, som kontakter dig om dette tilbud:`,
      '',
      ...offerLines(input.offer),
      '',
      `Det har vi sendt til ${input.sellerName}:`,
      ...contactLines(input.visitor),
      '',
      `Tilbuddet: ${input.listingUrl}`,
      '',
      'Dine oplysninger er kun sendt til denne forhandler og bruges ikke til andet. ' +
        'Skriv til os, hvis du vil have henvendelsen slettet.',
      '',
      `Henvendelsens nummer: ${input.enquiryId}`,
      'Leasingmatch',
    ].join('\n'),
  };
}
