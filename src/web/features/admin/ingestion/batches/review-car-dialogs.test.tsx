import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import {
  describedText,
  renderWithQueryClient,
  testQueryClient,
} from '../../../../test-support/render-admin-page';
import { AddCarDialog } from './add-car-dialog';
import { batchQueries } from './batch-api';
import { SplitCarDialog } from './split-car-dialog';

/**
 * Issue 25's review dialogs: "Del bil" (tick the offers of the car the reader merged in, name the new
 * car) and "Tilføj bil" (a car the reader missed, with its offers), checked in Danish before anything
 * is sent.
 */

const offer = (mileage: number, months: number, monthly: number) => ({
  mileage_per_year: mileage,
  period_months: months,
  first_payment: 0,
  monthly_price: monthly,
});
const FABIA = [offer(15_000, 36, 2_695), offer(20_000, 36, 2_845)];
const KAMIQ = [offer(15_000, 48, 2_995), offer(20_000, 48, 3_145)];
const merged: ExtractedCar = {
  make: 'Skoda',
  model: 'Fabia',
  variant: '1.0 TSI Style',
  horsepower: 115,
  fuel_type: 'Petrol',
  transmission: null,
  offers: [...FABIA, ...KAMIQ],
};
const change = { id: 'change-1', version: 4, type: 'create', car: merged } as ImportChangeJson;
const catalogue = testQueryClient([
  [
    batchQueries.catalogModels().queryKey,
    { makes: [{ name: 'Skoda', models: ['Fabia', 'Kamiq', 'Octavia', 'Octavia Combi'] }] },
  ],
]);

type SplitMutation = ComponentProps<typeof SplitCarDialog>['splitCar'];
type AddMutation = ComponentProps<typeof AddCarDialog>['addCar'];
const mutation = <M extends SplitMutation | AddMutation>(mutateAsync: ReturnType<typeof vi.fn>) =>
  ({ mutateAsync, isPending: false }) as unknown as M;

describe('Del bil', () => {
  function renderSplit(mutateAsync: ReturnType<typeof vi.fn>, onClose = vi.fn()) {
    renderWithQueryClient(
      <SplitCarDialog
        batchId="batch-1"
        change={change}
        splitCar={mutation<SplitMutation>(mutateAsync)}
        onClose={onClose}
      />,
      catalogue,
    );
    return { dialog: screen.getByRole('dialog', { name: 'Del bil' }), onClose, user: userEvent.setup() };
  }

  it('refuses in Danish to move nothing, everything or to the same car, then sends the ticked offers and the new name', async () => {
    const mutateAsync = vi.fn(async () => ({ change_id: 'change-2' }));
    const { dialog, onClose, user } = renderSplit(mutateAsync);
    const offers = within(dialog).getByRole('table', { name: 'Bilens tilbud' });
    expect(within(offers).getAllByRole('row')).toHaveLength(5);
    const submit = within(dialog).getByRole('button', { name: 'Del bil' });

    await user.click(submit);
    expect(within(dialog).getByText('Vælg mindst ét tilbud, der skal flyttes til den nye bil.')).toBeTruthy();

    for (const name of [/Flyt 2\.695/, /Flyt 2\.845/, /Flyt 2\.995/, /Flyt 3\.145/]) {
      await user.click(within(offers).getByRole('checkbox', { name }));
    }
    await user.click(submit);
    expect(within(dialog).getByText('Mindst ét tilbud skal blive på den oprindelige bil.')).toBeTruthy();

    await user.click(within(offers).getByRole('checkbox', { name: /Flyt 2\.695/ }));
    await user.click(within(offers).getByRole('checkbox', { name: /Flyt 2\.845/ }));
    await user.click(submit);
    expect(within(dialog).getByText(/^Den nye bil skal være en anden end den oprindelige/)).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();

    // The new car is prefilled from the original; a model from the catalogue needs no hint.
    const model = within(dialog).getByLabelText('Model') as HTMLInputElement;
    expect(model.value).toBe('Fabia');
    expect((within(dialog).getByLabelText('Hestekræfter (hk)') as HTMLInputElement).value).toBe('115');
    await user.clear(model);
    await user.type(model, 'Kamiq');
    expect(describedText(model)).not.toContain('Ny model');
    await user.click(submit);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mutateAsync).toHaveBeenCalledWith({
      batchId: 'batch-1',
      changeId: 'change-1',
      expectedVersion: 4,
      identity: {
        make: 'Skoda',
        model: 'Kamiq',
        variant: '1.0 TSI Style',
        horsepower: 115,
        fuel_type: 'Petrol',
        transmission: null,
      },
      offers: KAMIQ,
    });
  });

  it('says when the new car’s model is not in the catalogue yet', async () => {
    const { dialog, user } = renderSplit(vi.fn());
    const model = within(dialog).getByLabelText('Model');
    await user.clear(model);
    await user.type(model, 'Scala');
    expect(describedText(model)).toContain('Ny model under Skoda');
  });
});

describe('Tilføj bil', () => {
  function renderAdd(mutateAsync: ReturnType<typeof vi.fn>, onClose = vi.fn()) {
    renderWithQueryClient(
      <AddCarDialog
        batchId="batch-1"
        sellerName="Skodahuset"
        addCar={mutation<AddMutation>(mutateAsync)}
        onClose={onClose}
      />,
      catalogue,
    );
    return { dialog: screen.getByRole('dialog', { name: 'Tilføj bil' }), onClose, user: userEvent.setup() };
  }

  it('names every missing field in Danish, refuses two offers on the same terms, and sends the car with its offers', async () => {
    const mutateAsync = vi.fn(async () => ({ change_id: 'change-9' }));
    const { dialog, onClose, user } = renderAdd(mutateAsync);
    const submit = within(dialog).getByRole('button', { name: 'Tilføj bil' });
    await user.click(submit);
    for (const message of ['Udfyld mærke', 'Udfyld model', 'Udfyld variant (højst 200 tegn)']) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(within(dialog).getByText('Månedspris skal være et helt beløb over 0 kr.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Mærke')));

    await user.type(within(dialog).getByLabelText('Mærke'), 'Skoda');
    await user.type(within(dialog).getByLabelText('Model'), 'Enyaq');
    await user.type(within(dialog).getByLabelText('Variant'), '85 Selection 77 kWh');
    await user.type(within(dialog).getByLabelText('Hestekræfter (hk)'), '286');
    await user.selectOptions(within(dialog).getByLabelText('Drivmiddel'), 'Electric');
    await user.selectOptions(within(dialog).getByLabelText('Gear'), 'Automatic');
    expect(describedText(within(dialog).getByLabelText('Model'))).toContain('Ny model under Skoda');
    await user.type(within(dialog).getByLabelText('Kr./md. (tilbud 1)'), '4.795');
    await user.click(within(dialog).getByRole('button', { name: 'Tilføj tilbud' }));
    await user.type(within(dialog).getByLabelText('Kr./md. (tilbud 2)'), '4.995');
    await user.click(submit);
    expect(within(dialog).getByText('To tilbud har samme km/år, løbetid og udbetaling')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();

    const mileage = within(dialog).getByLabelText('Km/år (tilbud 2)');
    await user.clear(mileage);
    await user.type(mileage, '20.000');
    await user.click(submit);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mutateAsync).toHaveBeenCalledWith({
      batchId: 'batch-1',
      car: {
        make: 'Skoda',
        model: 'Enyaq',
        variant: '85 Selection 77 kWh',
        horsepower: 286,
        fuel_type: 'Electric',
        transmission: 'Automatic',
        offers: [
          { mileage_per_year: 15_000, period_months: 36, first_payment: 0, monthly_price: 4_795 },
          { mileage_per_year: 20_000, period_months: 36, first_payment: 0, monthly_price: 4_995 },
        ],
      },
    });
  });
});
