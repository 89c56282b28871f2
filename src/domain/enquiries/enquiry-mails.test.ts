import { describe, expect, it } from 'vitest';
import { enquiryConsentLabel, enquiryConsentText } from './enquiry-consent';
import { type EnquiryMailInput, sellerEnquiryMail, visitorCopyMail } from './enquiry-mails';

const input: EnquiryMailInput = {
  enquiryId: 'e1',
  sellerName: 'Bilhuset Nord ApS',
  offer: {
    make: 'Kia',
    model: 'EV3',
    variant: null,
    mileagePerYear: 10000,
    periodMonths: 1,
    firstPayment: 1234567,
    monthlyPrice: 2999,
    totalCost: 1237566,
  },
  visitor: {
    name: 'Ole',
    email: 'ole@eksempel.dk',
    phone: '+45 22 34 56 78',
    message: null,
    contactTime: 'evening',
  },
  listingUrl: 'https://leasingmatch.dk/listing/x',
};

describe('enquiry mails', () => {
  it('writes the offer with Danish number formats, and no empty variant', () => {
    const mail = sellerEnquiryMail(input);
    expect(mail.subject).toBe('Ny henvendelse via Leasingmatch: Kia EV3');
    expect(mail.text).toContain(
      [
        'Bil: Kia EV3',
        'Kilometer pr. år: 10.000 km/år',
        'Løbetid: 1 md.',
        'Udbetaling: 1.234.567 kr.',
        'Månedlig ydelse: 2.999 kr./md.',
        'Samlet pris: 1.237.566 kr.',
      ].join('\n'),
    );
    expect(mail.text).toContain('Ønsker at blive kontaktet: Aften (kl. 17–20)');
    expect(mail.text).toContain('Besked: (ingen besked)');
  });

  it('tells the visitor who got what and that nothing else happens with it', () => {
    const copy = visitorCopyMail(input);
    expect(copy.subject).toBe('Din henvendelse til Bilhuset Nord ApS om Kia EV3');
    expect(copy.text).toContain(
      'Dine oplysninger er kun sendt til denne forhandler og bruges ikke til andet.',
    );
    expect(copy.text).toContain('Telefon: +45 22 34 56 78');
  });

  it('names the seller in the consent text', () => {
    expect(enquiryConsentText('Bilhuset Nord ApS')).toMatch(/^Når du sender, får Bilhuset Nord ApS dit navn/);
    expect(enquiryConsentLabel('Bilhuset Nord ApS')).toBe(
      'Jeg accepterer, at mine oplysninger sendes til Bilhuset Nord ApS som beskrevet ovenfor.',
    );
  });
});
