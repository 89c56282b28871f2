import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportBatchDetail, ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import {
  fakeApi,
  jsonResponse,
  renderAdminPage,
  type SentRequest,
  SLOW,
} from '../../../../test-support/render-admin-page';
import { BatchReviewPage } from './batch-review-page';

const BATCH = '3f1c2b9e-5d4a-4c1e-9a2b-7e6f5d4c3b2a';
const TOTAL_DETAIL = 'Totalprisen 125.000 kr. passer ikke med 0 kr. + 36 × 3.599 kr. (side 2, linje 14)';

const car = (overrides: Partial<ExtractedCar>): ExtractedCar => ({
  make: 'Skoda',
  model: 'Octavia',
  variant: 'Combi 1.5 TSI Style',
  horsepower: 150,
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  offers: [{ mileage_per_year: 15_000, period_months: 36, first_payment: 0, monthly_price: 3_599 }],
  ...overrides,
});

let position = 0;
const change = (type: ImportChangeJson['type'], extracted: ExtractedCar): ImportChangeJson => {
  position += 1;
  return {
    id: `0000000${position}-5d4a-4c1e-9a2b-7e6f5d4c3b2a`,
    position,
    type,
    status: 'pending',
    listing_id: null,
    listing_label: null,
    car: extracted,
    match_method: 'none',
    confidence: 0,
    field_changes: [],
    offer_diff: null,
    warnings: [],
    summary: `Ny bil: ${extracted.make} ${extracted.model} ${extracted.variant}`,
    reviewed_at: null,
    reviewed_by_email: null,
    applied_at: null,
    outcome: null,
    version: 1,
    origin: 'reader',
    read_identity: null,
    remembered_identity: null,
  };
};

const batchWith = (changes: ImportChangeJson[]): ImportBatchDetail => ({
  id: BATCH,
  seller_id: '9a8b7c6d-5d4a-4c1e-9a2b-7e6f5d4c3b2a',
  seller_name: 'Kontrolhuset',
  status: 'review',
  scope: [],
  result: null,
  created_at: '2026-11-27T10:00:00.000Z',
  created_by_email: 'admin@leasingmatch.dk',
  applied_at: null,
  applied_by_email: null,
  sessions: [],
  changes,
  version: 1,
  remembered_corrections: [],
});

/** The page on a faked API answering `batch`; returns the requests it sent. */
function renderReview(batch: ImportBatchDetail, answer?: (request: SentRequest) => Response | undefined) {
  const sent = fakeApi((request) => answer?.(request) ?? jsonResponse(batch));
  renderAdminPage(`/admin/batches/${BATCH}/review`, { '/admin/batches/$batchId/review': BatchReviewPage });
  return { sent, user: userEvent.setup() };
}

const changeCard = (name: RegExp) =>
  screen.getAllByTestId('import-change').find((card) => name.test(card.textContent ?? '')) as HTMLElement;

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the batch review and the reader checks', () => {
  const held = change(
    'create',
    car({
      checks: [
        { check: 'terms_stated', passed: true },
        { check: 'total_agrees', passed: false, detail: TOTAL_DETAIL },
        { check: 'price_rises_with_mileage', passed: false, detail: 'side 2, linje 15' },
      ],
    }),
  );
  const fine = change(
    'create',
    car({
      model: 'Fabia',
      variant: '1.0 TSI Style',
      checks: [
        { check: 'total_agrees', passed: true },
        { check: 'price_rises_with_mileage', passed: true },
      ],
    }),
  );

  it('says at the top how much was read, shows the held car as "Kræver kontrol" with its reason, and blocks it', async () => {
    renderReview(batchWith([held, fine]));
    expect((await screen.findByTestId('reading-summary', {}, SLOW)).textContent).toBe(
      '1 af 2 biler læst; 1 kræver kontrol',
    );
    const card = changeCard(/Octavia/);
    expect(within(card).getByText('Kræver kontrol', { selector: 'span' })).toBeTruthy();
    const notice = within(card).getByTestId('needs-review');
    expect(notice.textContent).toContain(`Total stemmer ikke: ${TOTAL_DETAIL}`);
    expect((within(card).getByRole('button', { name: /^Godkend/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('Ret bilen, før den kan godkendes.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Ret / })).toBeTruthy();
    expect((within(card).getByRole('button', { name: /^Afvis/ }) as HTMLButtonElement).disabled).toBe(false);

    // The bulk approval leaves it out; the notice counts it.
    expect(screen.getByRole('button', { name: 'Godkend alle nye (1)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Blokerede biler' }).textContent).toContain(
      '1 bil kræver kontrol',
    );
    // The car that passed can be approved.
    const other = changeCard(/Fabia/);
    expect((within(other).getByRole('button', { name: /^Godkend/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(within(other).queryByTestId('needs-review')).toBeNull();
  });

  it('shows which checks passed and which failed as badges: failed prominent, soft warnings, passed subdued', async () => {
    renderReview(batchWith([held, fine]));
    await screen.findByTestId('reading-summary', {}, SLOW);
    const tones = (name: RegExp) =>
      within(within(changeCard(name)).getByRole('list', { name: 'Kontrol af aflæsningen' }))
        .getAllByRole('listitem')
        .map((item) => [item.firstElementChild?.getAttribute('data-tone'), item.textContent]);
    expect(tones(/Octavia/)).toEqual([
      ['failed', 'Fejlet kontrol: Total stemmer ikke'],
      ['warning', 'Advarsel: Pris stiger ikke med km'],
      ['passed', 'Bestået: Km, løbetid og udbetaling fra listen'],
    ]);
    expect(tones(/Fabia/)).toEqual([
      ['passed', 'Bestået: Total stemmer'],
      ['passed', 'Bestået: Pris stiger med km'],
    ]);
  });

  it('after "Ret bil" the check counts as looked at: corrected, no longer held', async () => {
    const corrected = {
      ...held,
      car: car({
        checks: [{ check: 'total_agrees', passed: true, detail: `Rettet af admin – før: ${TOTAL_DETAIL}` }],
      }),
    };
    renderReview(batchWith([corrected, fine]));
    expect((await screen.findByTestId('reading-summary', {}, SLOW)).textContent).toBe('2 af 2 biler læst');
    const card = changeCard(/Octavia/);
    expect(within(card).queryByTestId('needs-review')).toBeNull();
    expect(within(card).getByText('Total stemmer ikke · rettet')).toBeTruthy();
    expect((within(card).getByRole('button', { name: /^Godkend/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.queryByRole('region', { name: 'Blokerede biler' })).toBeNull();
  });

  it('shows no summary line for cars the reader did not check', async () => {
    renderReview(batchWith([change('create', car({ variant: 'Uden kontrol' }))]));
    await screen.findByRole('button', { name: 'Godkend alle nye (1)' }, SLOW);
    expect(screen.queryByTestId('reading-summary')).toBeNull();
  });
});

describe('"Opret modellen" in the review', () => {
  const vejledende = (variant: string, line: number) =>
    change(
      'missing_model',
      car({
        make: 'Volkswagen',
        model: 'Vejledende',
        variant,
        sources: [
          { page: 2, line },
          { page: 2, line: line + 1 },
        ],
      }),
    );
  const batch = batchWith([vejledende('T-Roc 1.5 TSI Life', 14), vejledende('ID.7 Tourer Pro', 30)]);
  const created = (request: SentRequest) =>
    request.method === 'POST' && request.url.endsWith('/missing-models')
      ? jsonResponse({ converted: 2, make_created: false, make: 'Volkswagen', model: 'Vejledende' })
      : undefined;

  it('asks first, naming the model and each car with the lines it was read from', async () => {
    const { sent, user } = renderReview(batch, created);
    const [first] = await screen.findAllByRole(
      'button',
      { name: 'Opret modellen Vejledende under Volkswagen (2 biler)' },
      SLOW,
    );
    await user.click(first as HTMLElement);

    const dialog = screen.getByRole('dialog', { name: 'Opret modellen Vejledende under Volkswagen?' });
    const cars = within(dialog).getByRole('list', { name: 'Biler med modellen Vejledende' });
    expect(
      within(cars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Volkswagen Vejledende T-Roc 1.5 TSI Lifeside 2, linje 14–15',
      'Volkswagen Vejledende ID.7 Tourer Proside 2, linje 30–31',
    ]);
    // Nothing is created until the admin confirms; Annuller creates nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    // The change's own button asks too; confirming creates the model.
    const card = changeCard(/ID\.7 Tourer/);
    await user.click(
      within(card).getByRole('button', { name: /^Opret modellen Vejledende under Volkswagen/ }),
    );
    const again = screen.getByRole('dialog', { name: 'Opret modellen Vejledende under Volkswagen?' });
    await user.click(within(again).getByRole('button', { name: 'Opret Vejledende' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: expect.stringContaining(`/api/admin/batches/${BATCH}/missing-models`),
          body: { make: 'Volkswagen', model: 'Vejledende' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
