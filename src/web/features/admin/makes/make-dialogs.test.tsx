import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staleVersionMessage } from '../../../../domain/admin/record-version';
import type { CatalogMakeJson } from '../../../../domain/catalog/make-model-schema';
import { bodyTypeChoices } from '../../../../domain/listings/body-type-choices';
import { fakeApi, jsonResponse, renderWithQueryClient, SLOW } from '../../../test-support/render-admin-page';
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
      version: 1,
    },
  ],
  version: 1,
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

describe('edit dialogs (ADR 037)', () => {
  const staleAnswer = () => {
    const details = { currentVersion: 2, changedBy: 'kollega@leasingmatch.dk', changedAt: null };
    const message = staleVersionMessage(details);
    return jsonResponse({ code: 'STALE_VERSION', error: message, message, ...details }, 409);
  };

  it('sends the version it loaded; refused as stale it shows who saved, Genindlæs shows the saved model, the typed seats stay listed', async () => {
    const saved = {
      ...make,
      models: [
        { ...(make.models[0] as CatalogMakeJson['models'][number]), aliases: ['Passat Variant'], version: 2 },
      ],
    };
    const sent = fakeApi(({ method }) =>
      method === 'PUT' ? staleAnswer() : jsonResponse({ makes: [saved] }),
    );
    const user = userEvent.setup();
    const dialog = renderDialog({ kind: 'edit-model', make, model: make.models[0] as never });
    await user.type(within(dialog).getByLabelText('Sæder'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Gem ændringer' }));

    const message = await within(dialog).findByText(
      'kollega@leasingmatch.dk har ændret dette, efter du åbnede det. Intet er gemt – genindlæs for at se ændringerne.',
      {},
      SLOW,
    );
    const notice = message.closest('[role="alert"]') as HTMLElement;
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url).toContain('/api/admin/makes/models/00000000-0000-4000-8000-000000000002');
    expect(put?.body).toMatchObject({ name: 'Passat', default_seats: 5, expectedVersion: 1 });

    await user.click(within(notice).getByRole('button', { name: 'Genindlæs' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Aliaser') as HTMLInputElement).value).toBe('Passat Variant'),
    );
    expect((within(dialog).getByLabelText('Sæder') as HTMLInputElement).value).toBe('');
    const listed = within(dialog).getByText('Dine ændringer').closest('[role="alert"]') as HTMLElement;
    expect(listed.textContent).toContain('Formularen viser nu den gemte version.');
    expect(listed.textContent).toContain('Sæder5');

    // Saving again sends the reloaded version.
    await user.type(within(dialog).getByLabelText('Sæder'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Gem ændringer' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((request) => request.method === 'PUT')[1]?.body).toMatchObject({ expectedVersion: 2 });
  });

  it("a make's save carries its version too", async () => {
    const sent = fakeApi(({ method }) =>
      method === 'PUT'
        ? jsonResponse({ id: make.id, changed: true, version: 8 })
        : jsonResponse({ makes: [make] }),
    );
    const user = userEvent.setup();
    const dialog = renderDialog({ kind: 'edit-make', make: { ...make, version: 7 } });
    await user.type(within(dialog).getByLabelText('Aliaser'), 'VW');
    await user.click(within(dialog).getByRole('button', { name: 'Gem ændringer' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Volkswagen',
      aliases: ['VW'],
      expectedVersion: 7,
    });
  });
});
