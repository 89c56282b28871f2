import { describe, expect, it } from 'vitest';
import { buildMonthlySummaryMail } from './monthly-summary-mail';
import { NO_COUNTS, withEnquiryRate } from './seller-statistics';
import { monthPeriod, nextMonth } from './summary-month';

const listing = (title: string, impressions: number, detailViews: number, enquiries: number) => ({
  listingId: `id-${title}`,
  title,
  ...withEnquiryRate({ impressions, detailViews, outboundClicks: 0, enquiries }),
});

describe('the monthly summary mail', () => {
  it('names the month and gives every figure in Danish formats', () => {
    const mail = buildMonthlySummaryMail({
      sellerName: 'Bilhuset Nord',
      month: '2026-11',
      contactEmail: 'kontakt@leasingmatch.dk',
      totals: withEnquiryRate({ impressions: 12_345, detailViews: 400, outboundClicks: 37, enquiries: 6 }),
      listings: [listing('Toyota Corolla Active', 9000, 300, 1), listing('Kia Niro EV', 3345, 100, 5)],
    });
    expect(mail.subject).toBe('Jeres månedsoversigt fra Leasingmatch: november 2026');
    expect(mail.text).toContain('Hej Bilhuset Nord');
    expect(mail.text).toContain('for november 2026 (1.–30. november)');
    expect(mail.text).toContain('Visninger i oversigter (søgning, forside, lignende biler): 12.345');
    expect(mail.text).toContain('Visninger af annoncerne: 400');
    expect(mail.text).toContain('Klik videre til jeres hjemmeside: 37');
    expect(mail.text).toContain('Henvendelser: 6');
    expect(mail.text).toContain('Henvendelser pr. visning af annoncen: 1,5 %');
    expect(mail.text).toContain('De 2 mest viste annoncer:');
    expect(mail.text).toContain(
      '1. Toyota Corolla Active: 9.000 visninger, 300 visninger af annoncen, 1 henvendelse',
    );
    expect(mail.text).toContain('skriv til kontakt@leasingmatch.dk, så stopper vi den');
    expect(mail.text).toContain('2. Kia Niro EV: 3.345 visninger, 100 visninger af annoncen, 5 henvendelser');
  });

  it('names at most five listings, never the deleted ones, and says so when nothing was shown', () => {
    const many = Array.from({ length: 7 }, (_, index) => listing(`Bil ${index + 1}`, 70 - index, 1, 0));
    const deleted = { ...listing('Slettede annoncer', 0, 0, 2), listingId: null };
    const mail = buildMonthlySummaryMail({
      sellerName: 'A',
      month: '2026-02',
      contactEmail: 'kontakt@leasingmatch.dk',
      totals: withEnquiryRate(NO_COUNTS),
      listings: [...many, deleted],
    });
    expect(mail.text).toContain('(1.–28. februar)');
    expect(mail.text).toContain('5. Bil 5');
    expect(mail.text).not.toContain('Bil 6');
    expect(mail.text).not.toContain('Slettede');
    expect(mail.text).toContain('Henvendelser pr. visning af annoncen: ingen visninger endnu');

    const quiet = buildMonthlySummaryMail({
      sellerName: 'A',
      month: '2026-02',
      contactEmail: 'kontakt@leasingmatch.dk',
      totals: withEnquiryRate(NO_COUNTS),
      listings: [],
    });
    expect(quiet.text).toContain('Ingen af jeres annoncer blev vist i måneden.');
  });

  it('knows the months: leap years and the turn of the year', () => {
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29', days: 29 });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31', days: 31 });
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-09')).toBe('2026-10');
  });
});
