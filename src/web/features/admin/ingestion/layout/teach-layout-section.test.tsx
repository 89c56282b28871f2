import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExtractionSessionDetail } from '../../../../../domain/ingestion/ingestion-api';
import { layoutGrid } from '../../../../../domain/ingestion/layout-grid';
import type {
  LayoutGridResponse,
  LayoutPreviewResponse,
  SavedLayoutTemplate,
} from '../../../../../domain/ingestion/layout-template-api';
import {
  describedText,
  fakeApi,
  jsonResponse,
  renderAdminPage,
  SLOW,
} from '../../../../test-support/render-admin-page';
import { TeachLayoutSection } from './teach-layout-section';

const SESSION_ID = '00000000-0000-4000-8000-000000000001';
const SELLER_ID = '00000000-0000-4000-8000-000000000002';

const session = {
  id: SESSION_ID,
  seller_id: SELLER_ID,
  seller_name: 'VW Syd',
  source_kind: 'text',
  source_label: 'Indsat tekst',
  requested_extractor: 'auto',
  status: 'failed',
  source_url: null,
} as unknown as ExtractionSessionDetail;

const segment = (text: string, x: number) => ({ text, x, right: x + 80 });

/** A list whose model is only in each page's title and whose price columns are first payments. */
const grid: LayoutGridResponse = {
  session_id: SESSION_ID,
  seller_id: SELLER_ID,
  seller_name: 'VW Syd',
  source_label: 'Indsat tekst',
  pages: layoutGrid([
    { page: 1, line: 1, y: 10, segments: [segment('T-Roc leasingpriser', 0)] },
    {
      page: 1,
      line: 2,
      y: 30,
      segments: [
        segment('Udgave', 0),
        segment('Udbetaling 0 kr.', 100),
        segment('Udbetaling 4.995 kr.', 200),
      ],
    },
    { page: 1, line: 3, y: 40, segments: [segment('Life', 0), segment('3.299', 100), segment('2.999', 200)] },
  ]),
  stated_terms: {},
  // The reader knows one first-payment header; the other the admin teaches.
  suggestions: { udgave: { kind: 'variant' }, 'udbetaling 0 kr.': { kind: 'monthly', first_payment: 0 } },
  active_template: null,
};

const preview: LayoutPreviewResponse = { cars: [], offers: 0, warnings: [], found_table: true };
const saved: SavedLayoutTemplate = { id: 't1', version: 1, seller_id: SELLER_ID, seller_name: 'VW Syd' };

function renderTeach() {
  const sent = fakeApi(({ method, url }) => {
    if (method === 'GET' && url.endsWith('/layout')) return jsonResponse(grid);
    if (url.endsWith('/layout/preview')) return jsonResponse(preview);
    if (url.endsWith('/layout/template')) return jsonResponse(saved, 201);
    return jsonResponse({ error: 'Ukendt' }, 404);
  });
  renderAdminPage('/teach', { '/teach': () => <TeachLayoutSection session={session} /> });
  return { sent, user: userEvent.setup() };
}

describe('teach a layout: first-payment columns and the model from each heading', () => {
  it('offers "Ydelse ved udbetaling …" with the amount from the header, refuses it empty in Danish, and saves the model from the headings', async () => {
    const { sent, user } = renderTeach();
    await user.click(await screen.findByRole('button', { name: 'Lær layoutet' }, SLOW));
    await user.click(
      await screen.findByRole('button', { name: 'Marker side 1, linje 2 som overskrift' }, SLOW),
    );

    // A header the reader knows starts as a price at its first payment.
    const known = screen.getByLabelText('Kolonnen «Udbetaling 0 kr.»');
    expect((known as HTMLSelectElement).value).toBe('monthly_at_first_payment');
    const knownCard = known.closest('li') as HTMLElement;
    expect(within(knownCard).getByLabelText<HTMLInputElement>('Ved udbetaling (kr.)').value).toBe('0');

    // The other is taught: the amount comes from the header's text.
    const taught = screen.getByLabelText('Kolonnen «Udbetaling 4.995 kr.»');
    expect(within(taught).getByRole('option', { name: 'Ydelse ved udbetaling …' })).toBeTruthy();
    await user.selectOptions(taught, 'Ydelse ved udbetaling …');
    const taughtCard = taught.closest('li') as HTMLElement;
    const amount = within(taughtCard).getByLabelText<HTMLInputElement>('Ved udbetaling (kr.)');
    expect(amount.value).toBe('4.995');
    expect(within(taughtCard).getByLabelText('Km/år (matrix)')).toBeTruthy();

    // The model: fixed, or each page's or block's heading.
    const fixedName = screen.getByLabelText<HTMLInputElement>('Modellens navn');
    await user.type(fixedName, 'Golf');
    await user.click(screen.getByRole('radio', { name: 'Fra overskriften på hver side/blok' }));
    expect(fixedName.disabled).toBe(true);

    // Without its amount the column cannot be saved; the field says why.
    await user.clear(amount);
    expect(describedText(amount)).toContain('Skriv udbetalingen, som kolonnens ydelser gælder ved');
    await user.type(amount, 'mange');
    expect(describedText(amount)).toContain('Udbetalingen skal være et helt tal');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Gem som skabelon for VW Syd' }).disabled,
    ).toBe(true);
    await user.clear(amount);
    await user.type(amount, '4.995');
    await user.click(screen.getByRole('button', { name: 'Gem som skabelon for VW Syd' }));
    expect(await screen.findByText('Skabelon v1 er gemt for VW Syd.', {}, SLOW)).toBeTruthy();
    const body = sent.find((request) => request.url.endsWith('/layout/template'))?.body;
    expect(body).toEqual({
      template: {
        columns: [
          { header: 'Udgave', kind: 'variant' },
          { header: 'Udbetaling 0 kr.', kind: 'monthly', first_payment: 0 },
          { header: 'Udbetaling 4.995 kr.', kind: 'monthly', first_payment: 4995 },
        ],
        defaults: { model: { from: 'heading' } },
      },
    });
  });

  it('keeps a fixed model as before', async () => {
    const { sent, user } = renderTeach();
    await user.click(await screen.findByRole('button', { name: 'Lær layoutet' }, SLOW));
    await user.click(
      await screen.findByRole('button', { name: 'Marker side 1, linje 2 som overskrift' }, SLOW),
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Fast model' }).checked).toBe(true);
    await user.type(screen.getByLabelText('Modellens navn'), 'T-Roc');

    // A first-payment price whose header names no amount: saving asks for it at the field.
    const variant = screen.getByLabelText('Kolonnen «Udgave»');
    await user.selectOptions(variant, 'Ydelse ved udbetaling …');
    const amount = within(variant.closest('li') as HTMLElement).getByLabelText<HTMLInputElement>(
      'Ved udbetaling (kr.)',
    );
    expect(amount.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Gem som skabelon for VW Syd' }));
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(describedText(amount)).toContain('Skriv udbetalingen, som kolonnens ydelser gælder ved');
    expect(sent.some((request) => request.url.endsWith('/layout/template'))).toBe(false);

    await user.selectOptions(variant, 'Variant');
    await user.click(screen.getByRole('button', { name: 'Gem som skabelon for VW Syd' }));
    expect(await screen.findByText('Skabelon v1 er gemt for VW Syd.', {}, SLOW)).toBeTruthy();
    const body = sent.find((request) => request.url.endsWith('/layout/template'))?.body as {
      template: { defaults: unknown };
    };
    expect(body.template.defaults).toEqual({ model: 'T-Roc' });
  });
});
