import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import {
  OriginBadge,
  RememberedCorrectionBadge,
  RememberedCorrectionsNote,
  rememberedText,
} from './remembered-corrections';

const READ = { make: 'Skoda', model: 'Octavia', variant: 'Kombi 1.5 e-TSI Selection DSG' };
const RIGHT = { make: 'Skoda', model: 'Octavia Combi', variant: '1.5 e-TSI Selection DSG' };
const renamed = (car = RIGHT) =>
  ({
    origin: 'reader',
    read_identity: READ,
    remembered_identity: RIGHT,
    car: { ...car, horsepower: 150, fuel_type: 'Petrol', transmission: 'Automatic', offers: [] },
  }) as unknown as ImportChangeJson;

describe('corrections remembered per seller in the review', () => {
  it('shows "Rettet som sidst" on a car a remembered correction named, opened to how it was read', async () => {
    render(<RememberedCorrectionBadge change={renamed()} />);
    const badge = screen.getByTestId('remembered-correction');
    expect(within(badge).getByText('Rettet som sidst')).toBeTruthy();
    expect(within(badge).getByText('Rettet som sidst').closest('summary')?.getAttribute('title')).toBe(
      'Læst som: Skoda Octavia Kombi 1.5 e-TSI Selection DSG',
    );
    await userEvent.setup().click(within(badge).getByText('Rettet som sidst'));
    expect((badge as HTMLDetailsElement).open).toBe(true);
    expect(within(badge).getByText('Læst som: Skoda Octavia Kombi 1.5 e-TSI Selection DSG')).toBeTruthy();
  });

  it('shows no badge once the admin has renamed the car again, nor on a car read as it is', () => {
    const { container } = render(
      <>
        <RememberedCorrectionBadge change={renamed({ ...RIGHT, variant: '1.5 e-TSI Style DSG' })} />
        <RememberedCorrectionBadge change={{ ...renamed(), remembered_identity: null }} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('counts the seller’s corrections in the help line, opened to each reading, and says nothing without', () => {
    const { rerender } = render(<RememberedCorrectionsNote rules={[]} />);
    expect(screen.queryByTestId('remembered-corrections')).toBeNull();
    rerender(
      <RememberedCorrectionsNote
        rules={[
          { from: READ, to: RIGHT },
          { from: { ...READ, variant: 'Kombi 2.0 TDI' }, to: { ...RIGHT, variant: '2.0 TDI' } },
        ]}
      />,
    );
    const note = screen.getByTestId('remembered-corrections');
    expect(within(note).getByText('2 rettelser huskes for denne sælger')).toBeTruthy();
    expect(note.textContent).toContain(
      'Læst som Skoda Octavia Kombi 1.5 e-TSI Selection DSG → Skoda Octavia Combi 1.5 e-TSI Selection DSG',
    );
  });

  it('names cars the admin split off or added, and what an apply remembered', () => {
    render(
      <>
        <OriginBadge change={{ origin: 'split' }} />
        <OriginBadge change={{ origin: 'admin' }} />
        <OriginBadge change={{ origin: 'reader' }} />
      </>,
    );
    expect(screen.getByText('Delt fra en anden bil')).toBeTruthy();
    expect(screen.getByText('Tilføjet i gennemgangen')).toBeTruthy();
    expect(rememberedText({ remembered_corrections: 1 })).toBe(
      ' · 1 rettelse huskes til sælgerens næste prisliste',
    );
    expect(rememberedText({ remembered_corrections: 0 })).toBe('');
  });
});
