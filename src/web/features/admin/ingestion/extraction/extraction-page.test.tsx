import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import {
  fakeApi,
  describedText as messageOf,
  renderAdminPage,
  testQueryClient,
} from '../../../../test-support/render-admin-page';
import { sellerQueries } from '../../sellers/seller-api';
import { startExtraction } from '../shared/start-extraction';
import { ExtractionPage } from './extraction-page';

vi.mock('../shared/start-extraction', () => ({ startExtraction: vi.fn() }));

const start = vi.mocked(startExtraction);
const SELLER = '7d0c7a8e-8f55-4c1e-9d55-1b8f0c7b2a11';

const renderPage = () =>
  renderAdminPage(
    '/admin/extraction',
    {
      '/admin/extraction': ExtractionPage,
      '/admin/extraction-sessions/$id': () => <p>Udtrækning</p>,
    },
    testQueryClient([
      [sellerQueries.options().queryKey, { makes: [], sellers: [{ id: SELLER, name: 'Nordisk Bilhus' }] }],
    ]),
  );

describe('the extraction start page on the form layer', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The seller's saved price lists (its detail) are not what these tests read.
    fakeApi(() => new Response('{}', { status: 404 }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    start.mockReset();
  });

  it('names what is missing beside the seller and the source, focuses the seller, sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start udtrækning' }));

    const seller = screen.getByLabelText('Sælger');
    expect(messageOf(seller)).toContain('Vælg en sælger');
    expect(screen.getByText('Vælg mindst én PDF-fil')).toBeTruthy();
    expect(screen.getByText('Ret de markerede felter, før du fortsætter.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(seller));

    await user.selectOptions(seller, 'Nordisk Bilhus');
    await user.click(screen.getByRole('tab', { name: 'Indsæt tekst' }));
    await user.click(screen.getByRole('button', { name: 'Start udtrækning' }));
    const text = screen.getByLabelText('Prislistens tekst');
    expect(messageOf(text)).toContain('Indsæt prislistens tekst');
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(start).not.toHaveBeenCalled();
  });

  it("puts the server's refusal beside its field and starts the run once it is fixed", async () => {
    start
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', 'Ugyldige data', [
          { path: 'text', message: 'Teksten indeholder ingen pristabel' },
        ]),
      )
      .mockResolvedValueOnce({ session_ids: ['s1'] });
    const user = userEvent.setup();
    const router = renderPage();
    await user.selectOptions(await screen.findByLabelText('Sælger'), 'Nordisk Bilhus');
    await user.click(screen.getByRole('tab', { name: 'Indsæt tekst' }));
    const text = screen.getByLabelText('Prislistens tekst');
    await user.type(text, 'Model Variant Ydelse');
    await user.click(screen.getByRole('button', { name: 'Start udtrækning' }));

    await waitFor(() => expect(messageOf(text)).toContain('Teksten indeholder ingen pristabel'));
    expect(start).toHaveBeenCalledWith(
      { sellerId: SELLER, extractor: 'auto', sourceKind: 'text', text: 'Model Variant Ydelse' },
      expect.any(Function),
      expect.any(AbortSignal),
    );

    await user.type(text, '\nYaris 2.999');
    expect(messageOf(text)).not.toContain('Teksten indeholder ingen pristabel');
    await user.click(screen.getByRole('button', { name: 'Start udtrækning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/extraction-sessions/s1'));
  });
});
