import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminForm } from '../form/admin-form';
import { useAdminForm } from '../form/use-admin-form';
import { emptyListingValues, type ListingFormValues, parseListingForm } from './listing-form-values';
import { OffersEditor } from './offers-editor';

/** The editor inside a listing form on the form layer, as the page mounts it. */
function Editor() {
  const admin = useAdminForm({
    defaultValues: emptyListingValues(),
    parse: (values: ListingFormValues) => parseListingForm(values),
    kind: 'create',
    submit: async () => ({ id: 'new', version: 1 }),
    blockNavigation: false,
  });
  return (
    <AdminForm handle={admin}>
      <OffersEditor form={admin.form} retailPrice="329.995" />
    </AdminForm>
  );
}

const termsOf = (number: number) =>
  ['Km/år (km)', 'Periode (mdr.)', 'Udbetaling (kr.)'].map(
    (label) => (screen.getByLabelText(`${label}, tilbud ${number}`) as HTMLInputElement).value,
  );

/** The editor with `rows` offers added by "Tilføj tilbud". */
async function editorWithRows(rows: number) {
  const user = userEvent.setup();
  render(<Editor />);
  for (let row = 0; row < rows; row += 1)
    await user.click(screen.getByRole('button', { name: 'Tilføj tilbud' }));
  return user;
}

describe('OffersEditor', () => {
  it('"Tilføj tilbud" gives each new row the next unused km/år, periode and udbetaling', async () => {
    await editorWithRows(3);
    expect(termsOf(1)).toEqual(['15000', '36', '0']);
    expect(termsOf(2)).toEqual(['20000', '36', '0']);
    expect(termsOf(3)).toEqual(['25000', '36', '0']);
    expect(screen.queryByText(/Samme km\/år, periode og udbetaling/)).toBeNull();
    expect(screen.getByLabelText('Månedspris (kr.), tilbud 3')).toBe(document.activeElement);
  });

  it('Enter on the last row and "Dupliker" also add rows that repeat no other row', async () => {
    const user = await editorWithRows(1);
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
    const user = await editorWithRows(2);
    const km = screen.getByLabelText('Km/år (km), tilbud 2');
    await user.clear(km);
    await user.type(km, '15000');
    expect(screen.getByText('Tilbud 2: Samme km/år, periode og udbetaling findes allerede')).toBeTruthy();
  });
});
