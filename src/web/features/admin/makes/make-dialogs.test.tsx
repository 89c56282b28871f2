import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogMakeJson } from '../../../../domain/catalog/make-model-schema';
import { bodyTypeChoices } from '../../../../domain/listings/body-type-choices';
import { renderWithQueryClient } from '../../../test-support/render-admin-page';
import { MakeDialogs } from './make-dialogs';

const make: CatalogMakeJson = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Volkswagen',
  aliases: [],
  listing_count: 0,
  models: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Passat',
      aliases: [],
      listing_count: 0,
      default_body_type: 'Station Wagon',
      default_fuel_type: null,
      default_seats: null,
      default_doors: null,
    },
  ],
};

function renderDialog(state: Parameters<typeof MakeDialogs>[0]['state']) {
  renderWithQueryClient(<MakeDialogs state={state} makes={[make]} onClose={vi.fn()} />);
  return screen.getByRole('dialog');
}

describe('model dialog (form layer)', () => {
  it('offers each body type once by its Danish label and shows an older stored spelling as its choice', () => {
    const dialog = renderDialog({ kind: 'edit-model', make, model: make.models[0] as never });
    const select = within(dialog).getByLabelText('Standard-karrosseri') as HTMLSelectElement;
    const labels = [...select.options].map((option) => option.text);
    expect(labels).toEqual(['Ingen', ...bodyTypeChoices.map((choice) => choice.label)]);
    expect(labels).toContain('Stationcar');
    expect(labels).not.toContain('Stationcar (Station Wagon)');
    expect(new Set(labels).size).toBe(labels.length);
    expect(select.selectedOptions[0]?.text).toBe('Stationcar');
  });

  it("checks the model with the server's schema before sending", async () => {
    const user = userEvent.setup();
    const dialog = renderDialog({ kind: 'create-model', make });
    await user.type(within(dialog).getByLabelText('Navn'), 'Golf');
    await user.type(within(dialog).getByLabelText('Sæder'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Opret model' }));
    expect(within(dialog).getByText('Højst 9')).toBeTruthy();
    expect(within(dialog).getByLabelText('Sæder').getAttribute('aria-invalid')).toBe('true');
  });
});
