import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { NO_FILTERS } from '../model/filter-patch';
import { FilterPanel } from './filter-panel';

const catalogue: ListingFilters = {
  makes: [],
  body_types: [],
  fuel_types: [],
  transmissions: [],
  included: [
    { value: 'service', label: 'inkl. service', count: 1_204 },
    { value: 'forsikring', label: 'inkl. forsikring', count: 0 },
  ],
  mileages: [15_000],
  terms: [36],
  deposits: [0],
  ranges: { monthly_price: null, seats: null, horsepower: null },
  total: 1_500,
};

const chip = (name: RegExp) => screen.getByRole('button', { name });

// Issue 27 (ADR 054): "inkl. service" and "inkl. forsikring" show how many public cars the seller states
// it for, as the make picker shows its counts; nothing before the catalogue has loaded.
describe('FilterPanel: the "inkl." chips', () => {
  it('show each count from GET /api/filters in Danish, and toggle the filter', async () => {
    const onChange = vi.fn();
    render(<FilterPanel filters={NO_FILTERS} onChange={onChange} catalogue={catalogue} />);
    expect(chip(/^inkl\. service/).textContent).toBe('inkl. service 1.204');
    expect(chip(/^inkl\. forsikring/).textContent).toBe('inkl. forsikring 0');
    await userEvent.click(chip(/^inkl\. service/));
    expect(onChange).toHaveBeenCalledWith({ inkl: ['service'] });
  });

  it('show no number while the catalogue is loading', () => {
    render(<FilterPanel filters={NO_FILTERS} onChange={vi.fn()} catalogue={undefined} />);
    expect(chip(/^inkl\. service/).textContent).toBe('inkl. service');
  });
});
