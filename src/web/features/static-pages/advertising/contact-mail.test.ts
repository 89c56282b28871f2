import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY, enquiryMailto } from './contact-mail';

function decode(mailto: string) {
  const url = new URL(mailto);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('enquiryMailto', () => {
  it('writes to the contact address with a default subject and text', () => {
    const mail = decode(enquiryMailto(EMPTY_ENQUIRY));
    expect(mail.to).toBe('kontakt@leasingmatch.dk');
    expect(mail.subject).toBe('Annoncering på Leasingmatch');
    expect(mail.body).toBe('Hej Leasingmatch\n\nVi vil gerne høre mere om at annoncere hos jer.');
  });

  it('puts the package in the subject and the details in the body, trimmed', () => {
    const mail = decode(
      enquiryMailto({
        company: ' Bilhuset A/S ',
        name: 'Mette Hansen',
        phone: '',
        packageName: 'Professionel',
        message: 'Vi har 30 biler.',
      }),
    );
    expect(mail.subject).toBe('Annoncering på Leasingmatch – Professionel');
    expect(mail.body).toBe(
      'Hej Leasingmatch\n\nVi har 30 biler.\n\nPakke: Professionel\nFirma: Bilhuset A/S\nNavn: Mette Hansen',
    );
  });

  it('encodes characters that would break the address', () => {
    const mailto = enquiryMailto({ ...EMPTY_ENQUIRY, message: 'Pris & vilkår? 100 % klart' });
    expect(mailto).not.toContain('&vilkår');
    expect(decode(mailto).body).toContain('Pris & vilkår? 100 % klart');
  });
});
