import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filter-patch';
import { searchMeta } from './search-meta';

describe('searchMeta', () => {
  it('titles the results "Leasingbiler", after the chosen makes and models', () => {
    expect(searchMeta(NO_FILTERS, 158).title).toBe('Leasingbiler');
    expect(searchMeta({ ...NO_FILTERS, makes: ['Toyota'], models: ['Aygo X'] }, 3).title).toBe(
      'Toyota, Aygo X – Leasingbiler',
    );
  });
});
