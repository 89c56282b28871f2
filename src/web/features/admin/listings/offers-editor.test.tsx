import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { OfferRow } from './listing-form-values';
import { OffersEditor } from './offers-editor';

function Editor({ initial = [] }: { initial?: OfferRow[] }) {
  const [rows, setRows] = useState(initial);
  return <OffersEditor rows={rows} onChange={setRows} retailPrice="329.995" errors={{}} />;
}

const termsOf = (number: number) =>
  ['Km/år (km)', 'Periode (mdr.)', 'Udbetaling (kr.)'].map(
    (label) => (screen.getByLabelText(`${label}, tilbud ${number}`) as HTMLInputElement).value,
  );

describe('OffersEditor', () => {
  it('"Tilføj tilbud" gives each new row the next unused km/år, periode and udbetaling', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const add = screen.getByRole('button', { name: 'Tilføj tilbud' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(termsOf(1)).toEqual(['15000', '36', '0']);
    expect(termsOf(2)).toEqual(['20000', '36', '0']);
    expect(termsOf(3)).toEqual(['25000', '36', '0']);
    expect(screen.queryByText(/Samme km\/år, periode og udbetaling/)).toBeNull();
    expect(screen.getByLabelText('Månedspris (kr.), tilbud 3')).toBe(document.activeElement);
  });

  it('Enter on the last row and "Dupliker" also add rows that repeat no other row', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Tilføj tilbud' }));
    await user.type(screen.getByLabelText('Månedspris (kr.), tilbud 1'), '3995{Enter}');
    expect(termsOf(2)).toEqual(['20000', '36', '0']);
    await user.click(screen.getByRole('button', { name: 'Dupliker tilbud 1' }));
    const copy = screen.getByRole('listitem', { name: 'Tilbud 2' });
    expect((within(copy).getByLabelText('Månedspris (kr.), tilbud 2') as HTMLInputElement).value).toBe(
      '3995',
    );
    expect(termsOf(2)).toEqual(['25000', '36', '0']);
    expect(screen.queryByText(/Samme km\/år/)).toBeNull();
  });

  it('still flags a row the admin makes a duplicate of another', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const add = screen.getByRole('button', { name: 'Tilføj tilbud' });
    await user.click(add);
    await user.click(add);
    const km = screen.getByLabelText('Km/år (km), tilbud 2');
    await user.clear(km);
    await user.type(km, '15000');
    expect(screen.getByText('Tilbud 2: Samme km/år, periode og udbetaling findes allerede')).toBeTruthy();
  });
});
