import { describe, expect, it } from 'vitest';
import {
  compactEvidence,
  type EvidenceSource,
  evidenceForOffers,
  offerReasons,
  readingEvidenceSchema,
} from './reading-evidence';

const header: EvidenceSource = { from: 'column', page: 2, line: 5, text: '15.000 km/år' };
const prose: EvidenceSource = {
  from: 'sentence',
  page: 2,
  line: 3,
  text: 'Alle priser ved 36 mdr. og 0 kr. i udbetaling',
};
const row: EvidenceSource = { from: 'cell', page: 2, line: 7, text: 'Life 1.5 TSI 150 hk 3.399 3.599' };
const heading: EvidenceSource = { from: 'heading', page: 2, line: 1, text: 'T-Roc leasingpriser' };
const offer = { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 3399 };
const reasons = { mileage: header, period: prose, first_payment: prose, monthly_price: row };

describe('reading evidence', () => {
  it('lists each place once, and every offer points at the places that gave its numbers', () => {
    const evidence = compactEvidence({ model: heading, make: { from: 'catalogue', text: 'T-Roc' } }, [
      { offer, reasons },
      {
        offer: { ...offer, mileage_per_year: 20000, monthly_price: 3599 },
        reasons: { ...reasons, mileage: { ...header, text: '20.000 km/år' } },
      },
      // The same offer read twice keeps its first reasons.
      { offer, reasons: { ...reasons, monthly_price: { from: 'supplement' } } },
    ]);
    expect(readingEvidenceSchema.safeParse(evidence).success).toBe(true);
    expect(evidence.sources).toHaveLength(6);
    expect(evidence.offers).toHaveLength(2);
    expect(offerReasons(evidence, offer)).toEqual([
      { field: 'monthly_price', how: 'rækkens egen celle', where: 'side 2, linje 7', text: row.text },
      { field: 'mileage', how: 'kolonneoverskriften', where: 'side 2, linje 5', text: '15.000 km/år' },
      { field: 'period', how: 'teksten ved tabellen', where: 'side 2, linje 3', text: prose.text },
      { field: 'first_payment', how: 'teksten ved tabellen', where: 'side 2, linje 3', text: prose.text },
      { field: 'model', how: 'overskriften', where: 'side 2, linje 1', text: 'T-Roc leasingpriser' },
      { field: 'make', how: 'kataloget, der kender modellen', where: null, text: 'T-Roc' },
    ]);
  });

  it('has no reasons for an offer it did not read (added or changed in the review) or without a record', () => {
    const evidence = compactEvidence({}, [{ offer, reasons }]);
    expect(offerReasons(evidence, { ...offer, monthly_price: 3499 })).toBeNull();
    expect(offerReasons(undefined, offer)).toBeNull();
  });

  it('keeps the reasons of the offers a split car takes with it', () => {
    const other = { ...offer, period_months: 48, monthly_price: 3199 };
    const evidence = compactEvidence({}, [
      { offer, reasons },
      { offer: other, reasons },
    ]);
    expect(evidenceForOffers(evidence, [other])?.offers.map((entry) => entry.monthly_price)).toEqual([3199]);
    expect(evidenceForOffers(evidence, [{ ...offer, monthly_price: 1 }])).toBeUndefined();
    const named = compactEvidence({ model: heading }, [{ offer, reasons }]);
    expect(evidenceForOffers(named, [offer])?.model).toBe(0);
    // The split car's name is the admin's: no reading explains it.
    expect(evidenceForOffers(named, [offer], { withNames: false })?.model).toBeUndefined();
  });

  it('cuts a long cited line to 200 characters', () => {
    const long = { ...row, text: 'x'.repeat(450) };
    const evidence = compactEvidence({}, [{ offer, reasons: { ...reasons, monthly_price: long } }]);
    expect(readingEvidenceSchema.safeParse(evidence).success).toBe(true);
    expect(evidence.sources.every((source) => (source.text ?? '').length <= 200)).toBe(true);
  });
});
