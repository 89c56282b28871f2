import { describe, expect, it } from 'vitest';
import { carAlertMail, confirmationMail, searchAlertMail } from './price-alert-mails';

const links = {
  unsubscribeUrl: 'https://x.dk/besked/afmeld?token=u',
  manageUrl: 'https://x.dk/mine-beskeder?token=u',
};

describe('price alert mails', () => {
  it('a car alert names the change, the terms, the car and both links', () => {
    const mail = carAlertMail({
      label: 'Toyota Yaris Cross Active',
      terms: { mileagePerYear: 15000, periodMonths: 36, firstPayment: 9995 },
      from: 3295,
      to: 3095,
      listingUrl: 'https://x.dk/listing/1',
      links,
    });
    expect(mail.subject).toBe('Prisfald: Toyota Yaris Cross Active nu 3.095 kr./md.');
    expect(mail.text).toContain('Prisen på Toyota Yaris Cross Active er faldet: 3.295 → 3.095 kr./md.');
    expect(mail.text).toContain('15.000 km/år · 36 mdr. · udbetaling 9.995 kr.');
    expect(mail.text).toContain(links.unsubscribeUrl);
    expect(mail.text).toContain(links.manageUrl);
  });

  it.each([
    [1, 1, '1 ny bil i din søgning på Leasingmatch', null],
    [3, 3, '3 nye biler i din søgning på Leasingmatch', null],
    [12, 10, '12 nye biler i din søgning på Leasingmatch', '… og 2 biler mere.'],
    [11, 10, '11 nye biler i din søgning på Leasingmatch', '… og 1 bil mere.'],
  ])('a search with %i new (%i listed)', (total, listed, subject, more) => {
    const cars = Array.from({ length: listed }, (_, i) => ({
      name: `Kia EV${i}`,
      monthlyPrice: 3000 + i,
      url: `https://x.dk/listing/${i}`,
    }));
    const mail = searchAlertMail({
      label: 'Kia',
      cars,
      total,
      searchUrl: 'https://x.dk/listings?makes=Kia',
      links,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('Kia EV0: 3.000 kr./md.');
    if (more) expect(mail.text).toContain(more);
    else expect(mail.text).not.toContain('… og');
  });

  it('the confirmation says what was asked for and how often', () => {
    const mail = confirmationMail({
      kind: 'car',
      label: 'Kia Niro EV',
      frequency: 'weekly',
      condition: 'når prisen kommer under 4.100 kr./md.',
      confirmUrl: 'https://x.dk/besked/bekraeft?token=c',
    });
    expect(mail.subject).toBe('Bekræft din prisalarm på Leasingmatch');
    expect(mail.text).toContain('Du har bedt om besked om Kia Niro EV når prisen kommer under 4.100 kr./md.');
    expect(mail.text).toContain('Hyppighed: ugentligt.');
    expect(mail.text).toContain('https://x.dk/besked/bekraeft?token=c');
  });
});
