import { describe, expect, it } from 'vitest';
import { validateSellerInput } from './seller-schema';

const valid = {
  name: '  Bilhuset Nord ',
  company: '',
  make_id: '',
  email: 'salg@bilhuset.dk',
  phone: '+45 12 34 56 78',
  address: 'Havnegade 1\n9000 Aalborg',
  country: '',
  website: 'https://bilhuset.dk',
  logo_file_id: null,
  price_lists: [{ name: 'Toyota', url: 'https://bilhuset.dk/prisliste.pdf' }],
};

describe('sellerInputSchema', () => {
  it('trims text, stores empty fields as null and defaults the country to Danmark', () => {
    const result = validateSellerInput(valid);
    expect(result.data).toEqual({
      name: 'Bilhuset Nord',
      company: null,
      make_id: null,
      email: 'salg@bilhuset.dk',
      phone: '+45 12 34 56 78',
      address: 'Havnegade 1\n9000 Aalborg',
      country: 'Danmark',
      website: 'https://bilhuset.dk',
      logo_file_id: null,
      price_lists: [{ name: 'Toyota', url: 'https://bilhuset.dk/prisliste.pdf' }],
      lead_emails: [],
      monthly_summary: true,
    });
  });

  it('accepts a body with only a name', () => {
    expect(validateSellerInput({ name: 'A' }).data).toMatchObject({
      name: 'A',
      price_lists: [],
      country: 'Danmark',
      lead_emails: [],
      monthly_summary: true,
    });
  });

  it('checks lead addresses one by one and names the wrong one', () => {
    expect(validateSellerInput({ name: 'A', lead_emails: ['a@b.dk', 'nej'] }).issues).toEqual([
      { path: 'lead_emails.1', message: 'nej er ikke en gyldig e-mail adresse' },
    ]);
    const tooMany = Array.from({ length: 11 }, (_, index) => `salg${index}@bilhuset.dk`);
    expect(validateSellerInput({ name: 'A', lead_emails: tooMany }).issues).toEqual([
      { path: 'lead_emails', message: 'Højst 10 adresser' },
    ]);
    expect(validateSellerInput({ name: 'A', monthly_summary: 'ja' }).issues).toEqual([
      { path: 'monthly_summary', message: 'Ugyldig værdi' },
    ]);
  });

  it('says per field what is wrong, in Danish', () => {
    const result = validateSellerInput({
      ...valid,
      name: '   ',
      email: 'ikke-en-mail',
      phone: 'ring til mig',
      website: 'bilhuset',
      country: 'Atlantis',
      make_id: 'toyota',
      price_lists: [
        { name: '', url: 'http://bilhuset.dk/liste.pdf' },
        { name: 'VW', url: 'ikke et link' },
      ],
    });
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Navn er påkrævet' },
        { path: 'email', message: 'Ugyldig e-mail adresse' },
        { path: 'phone', message: 'Ugyldigt telefonnummer' },
        { path: 'website', message: 'Ugyldig URL' },
        { path: 'country', message: 'Vælg et land fra listen' },
        { path: 'make_id', message: 'Vælg et mærke fra listen' },
        { path: 'price_lists.0.name', message: 'Navn er påkrævet' },
        { path: 'price_lists.0.url', message: 'Ugyldig URL – brug et https-link' },
        { path: 'price_lists.1.url', message: 'Ugyldig URL – brug et https-link' },
      ]),
    );
  });

  it('refuses a missing name and non-text values', () => {
    expect(validateSellerInput({}).issues).toEqual([{ path: 'name', message: 'Navn er påkrævet' }]);
    expect(validateSellerInput({ name: 'A', company: 5 }).issues).toEqual([
      { path: 'company', message: 'Ugyldig værdi' },
    ]);
    expect(validateSellerInput(null).issues?.[0]?.path).toBe('');
  });
});
