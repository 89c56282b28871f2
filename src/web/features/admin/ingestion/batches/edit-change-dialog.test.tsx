import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import { ApiError } from '../../../../lib/api-client';
import { renderWithQueryClient, testQueryClient } from '../../../../test-support/render-admin-page';
import { batchQueries } from './batch-api';
import { EditChangeDialog } from './edit-change-dialog';

const car: ExtractedCar = {
  make: 'Skoda',
  model: 'Kamiq',
  variant: '1.0 TSI Selection',
  horsepower: 115,
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  offers: [{ monthly_price: 3499, mileage_per_year: 15000, period_months: 36, first_payment: 0 }],
};
const change = (version: number, changed: Partial<ExtractedCar> = {}) =>
  ({ id: 'change-1', version, car: { ...car, ...changed } }) as ImportChangeJson;

function renderDialog(mutateAsync: ReturnType<typeof vi.fn>, onClose = vi.fn()) {
  const editCar = { mutateAsync, isPending: false } as unknown as ComponentProps<
    typeof EditChangeDialog
  >['editCar'];
  renderWithQueryClient(
    <EditChangeDialog batchId="batch-1" change={change(2)} editCar={editCar} onClose={onClose} />,
    testQueryClient([
      [batchQueries.detail('batch-1').queryKey, { changes: [change(3, { model: 'Kamiq GT' })] }],
    ]),
  );
  return { dialog: screen.getByRole('dialog', { name: 'Ret bil' }), onClose };
}

describe('Ret bil (EditChangeDialog on the form layer)', () => {
  it('names what is wrong beside the field, focuses it, and saves the corrected car with its version', async () => {
    const mutateAsync = vi.fn(async () => ({}));
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(mutateAsync);
    const make = within(dialog).getByLabelText('Mærke');
    await user.clear(make);
    await user.clear(within(dialog).getByLabelText('Kr./md. (tilbud 1)'));
    await user.type(within(dialog).getByLabelText('Kr./md. (tilbud 1)'), 'gratis');
    await user.click(within(dialog).getByRole('button', { name: 'Gem rettelser' }));

    expect(within(dialog).getByText('Udfyld mærke')).toBeTruthy();
    expect(within(dialog).getByText('Månedspris skal være et helt beløb over 0 kr.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(make));
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.type(make, 'Škoda');
    await user.clear(within(dialog).getByLabelText('Kr./md. (tilbud 1)'));
    await user.type(within(dialog).getByLabelText('Kr./md. (tilbud 1)'), '3.299');
    await user.click(within(dialog).getByRole('button', { name: 'Tilføj tilbud' }));
    await user.type(within(dialog).getByLabelText('Kr./md. (tilbud 2)'), '3.899');
    await user.click(within(dialog).getByRole('button', { name: 'Gem rettelser' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mutateAsync).toHaveBeenCalledWith({
      batchId: 'batch-1',
      changeId: 'change-1',
      expectedVersion: 2,
      car: expect.objectContaining({
        make: 'Škoda',
        offers: [
          expect.objectContaining({ monthly_price: 3299, mileage_per_year: 15000 }),
          expect.objectContaining({ monthly_price: 3899, period_months: 36 }),
        ],
      }),
    });
  });

  it('refused as stale: names who saved, Genindlæs shows the saved car, the typed change stays listed', async () => {
    const mutateAsync = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'STALE_VERSION', 'Kollega har ændret dette. Intet er gemt.'))
      .mockResolvedValueOnce({});
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(mutateAsync);
    await user.clear(within(dialog).getByLabelText('Variant'));
    await user.type(within(dialog).getByLabelText('Variant'), '1.5 TSI Style');
    await user.click(within(dialog).getByRole('button', { name: 'Gem rettelser' }));

    const notice = (await within(dialog).findByText('Kollega har ændret dette. Intet er gemt.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(notice).getByText('1.5 TSI Style')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Genindlæs' }));
    await within(dialog).findByText(/Formularen viser nu den gemte version/);
    expect((within(dialog).getByLabelText('Model') as HTMLInputElement).value).toBe('Kamiq GT');
    expect((within(dialog).getByLabelText('Variant') as HTMLInputElement).value).toBe('1.0 TSI Selection');
    expect(within(dialog).getByText('1.5 TSI Style')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Gem rettelser' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mutateAsync).toHaveBeenLastCalledWith(
      expect.objectContaining({ expectedVersion: 3, car: expect.objectContaining({ model: 'Kamiq GT' }) }),
    );
  });
});
