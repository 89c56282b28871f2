import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFERED_BODY_TYPE_LABELS } from '../../../../../tests/helpers/offered-body-type-labels';
import type { ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { bodyTypeChoices } from '../../../../domain/listings/body-type-choices';
import { notify } from '../../../components/ui/toast';
import {
  describedText,
  fakeApi,
  jsonResponse,
  renderAdminPage,
  type SentRequest,
  testQueryClient,
} from '../../../test-support/render-admin-page';
import { ListingFormPage } from './listing-form-page';
import { listingQueries } from './listings-api';

const TOYOTA = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0001';
const SELLER = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0002';
const reference: ListingReferenceData = {
  makes: [
    {
      id: TOYOTA,
      name: 'Toyota',
      models: [
        { id: 'm1', name: 'Aygo X', aliases: [] },
        { id: 'm2', name: 'Yaris Cross', aliases: ['Yaris X'] },
      ],
    },
  ],
  sellers: [{ id: SELLER, name: 'Nordbil A/S', make_id: null }],
  body_types: [...bodyTypeChoices],
  fuel_types: [{ value: 'Petrol', label: 'Benzin' }],
  transmissions: [{ value: 'Automatic', label: 'Automatisk' }],
  drive_types: [],
};

const renderCreatePage = () =>
  renderAdminPage(
    '/admin/listings/create',
    {
      '/admin/listings/create': ListingFormPage,
      '/admin/listings': () => <p>Annoncer</p>,
      '/admin/listings/edit/$id': () => <p>Redigeres</p>,
    },
    testQueryClient([[listingQueries.reference().queryKey, reference]]),
  );

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const messageOf = (label: string) => describedText(control(label));

/** The create page with make, model and seller chosen, and the toasts watched. */
async function createPageWithBasics() {
  const toast = vi.spyOn(notify, 'error');
  const user = userEvent.setup();
  renderCreatePage();
  await user.selectOptions(await screen.findByLabelText('Mærke *'), 'Toyota');
  await user.selectOptions(control('Model *'), 'Aygo X');
  await user.selectOptions(control('Sælger *'), 'Nordbil A/S');
  return { user, toast };
}

describe('the listing form page', () => {
  let sent: SentRequest[] = [];
  beforeEach(() => {
    sent = fakeApi(() =>
      jsonResponse(
        {
          error: 'Ugyldige data',
          code: 'VALIDATION',
          issues: [
            { path: 'status', message: 'Kan ikke aktiveres. Mangler: Gearkasse' },
            { path: 'transmission', message: 'Skal udfyldes, før annoncen kan være aktiv' },
          ],
        },
        400,
      ),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers each body type once by its Danish label', async () => {
    renderCreatePage();
    const options = [...((await screen.findByLabelText('Biltype *')) as HTMLSelectElement).options].map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['Vælg biltype', ...OFFERED_BODY_TYPE_LABELS]);
  });

  it('saving as Aktiv without what activation needs says what is missing at the top and the fields, focuses the first, no toast', async () => {
    const { user, toast } = await createPageWithBasics();
    await user.selectOptions(control('Status'), 'active');
    await user.click(screen.getByRole('button', { name: 'Opret annonce' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Kan ikke aktiveres. Mangler: Biltype, Brændstof, Gearkasse og Mindst ét tilbud',
    );
    expect(messageOf('Biltype *')).toContain('Skal udfyldes, før annoncen kan være aktiv');
    // No retail price is no LeaseScore, not a refusal (issue 25): the field says so instead.
    expect(messageOf('Vejledende pris (kr.)')).not.toContain('Skal udfyldes');
    expect(messageOf('Vejledende pris (kr.)')).toContain(
      'LeaseScore kan ikke beregnes: bilens vejledende pris mangler',
    );
    expect(screen.getByText('En aktiv annonce skal have mindst ét tilbud')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(control('Biltype *')));
    expect(sent).toEqual([]);
    expect(toast).not.toHaveBeenCalled();

    // "Nulstil" goes back to the form as loaded, its messages with it.
    await user.click(screen.getByRole('button', { name: 'Nulstil' }));
    expect((control('Status') as HTMLSelectElement).value).toBe('pending');
    expect(control('Biltype *').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("puts the server's 400 on the fields it names, with no toast", async () => {
    const { user, toast } = await createPageWithBasics();
    await user.selectOptions(control('Biltype *'), 'SUV');
    await user.selectOptions(control('Brændstoftype *'), 'Benzin');
    await user.selectOptions(control('Gearkasse *'), 'Automatisk');
    await user.click(screen.getByRole('button', { name: 'Opret annonce' }));

    await waitFor(() =>
      expect(messageOf('Gearkasse *')).toContain('Skal udfyldes, før annoncen kan være aktiv'),
    );
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Kan ikke aktiveres. Mangler: Gearkasse');
    await waitFor(() => expect(document.activeElement).toBe(control('Gearkasse *')));
    expect(toast).not.toHaveBeenCalled();
  });

  it('states the return fee and the price per extra km in kr. with øre, refused in Danish until it is an amount', async () => {
    const { user } = await createPageWithBasics();
    const perKm = control('Pris pr. ekstra km (kr./km)');
    await user.type(perKm, 'en krone');
    await user.type(control('Gebyr ved tilbagelevering (kr.)'), '2.500');
    await user.click(screen.getByRole('button', { name: 'Opret annonce' }));
    await waitFor(() =>
      expect(messageOf('Pris pr. ekstra km (kr./km)')).toContain('Skriv et beløb i kr., fx 0,75'),
    );
    expect(sent).toEqual([]);

    await user.clear(perKm);
    await user.type(perKm, '0,75');
    await user.click(screen.getByRole('button', { name: 'Opret annonce' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ return_fee: 2_500, extra_km_price: 0.75 });
  });

  it('takes the model from the make’s models; a new name only by choosing "Opret ny model …"', async () => {
    const user = userEvent.setup();
    renderCreatePage();
    const model = (await screen.findByLabelText('Model *')) as HTMLSelectElement;
    expect(model.disabled).toBe(true);
    await user.selectOptions(control('Mærke *'), 'Toyota');
    expect([...model.options].map((option) => option.textContent)).toEqual([
      'Vælg model',
      'Aygo X',
      'Yaris Cross',
      'Opret ny model …',
    ]);
    await user.selectOptions(model, 'Opret ny model …');
    const name = control('Navn på ny model *');
    await user.type(name, 'yaris x');
    expect(messageOf('Navn på ny model *')).toContain(
      'Toyota har allerede modellen Yaris Cross; den bruges.',
    );
    await user.clear(name);
    await user.type(name, 'Corolla');
    expect(messageOf('Navn på ny model *')).toContain('Opret ny model: «Corolla» under Toyota');

    await user.selectOptions(control('Sælger *'), 'Nordbil A/S');
    await user.click(screen.getByRole('button', { name: 'Opret annonce' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ make_id: TOYOTA, model_name: 'Corolla' });
  });

  it('asks before leaving with images chosen for the first save, though nothing was typed', async () => {
    const user = userEvent.setup();
    renderCreatePage();
    const images = await screen.findByRole('region', { name: 'Billeder til annoncen' });
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'bil.png',
      {
        type: 'image/png',
      },
    );
    fireEvent.change(images.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [png] },
    });
    await screen.findByText('Uploades, når annoncen er oprettet (1/10)');

    await user.click(screen.getByRole('link', { name: 'Alle annoncer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forlad siden uden at gemme?' });
    await user.click(within(dialog).getByRole('button', { name: 'Forlad uden at gemme' }));
    await screen.findByText('Annoncer');
  });
});
