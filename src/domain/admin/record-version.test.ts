import { describe, expect, it } from 'vitest';
import { staleVersionMessage } from './record-version';

describe('staleVersionMessage', () => {
  it('names who changed the record and when, in Copenhagen time', () => {
    const message = staleVersionMessage({
      changedBy: 'anna@leasingmatch.dk',
      changedAt: '2026-11-25T13:05:00Z',
    });
    expect(message).toMatch(/^anna@leasingmatch\.dk har ændret dette /);
    expect(message).toContain('den 25. nov. 2026 kl. 14:05');
    expect(message).toContain('Intet er gemt');
  });

  it('says "En anden" when the author is unknown', () => {
    expect(staleVersionMessage({ changedBy: null, changedAt: null })).toBe(
      'En anden har ændret dette, efter du åbnede det. Intet er gemt – genindlæs for at se ændringerne.',
    );
  });
});
