import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import {
  describedText as messageOf,
  renderWithQueryClient,
} from '../../../../test-support/render-admin-page';
import { parseToyotaPdf } from './toyota-api';
import { ToyotaPdfPage } from './toyota-pdf-page';

vi.mock('./toyota-api', () => ({
  parseToyotaPdf: vi.fn(),
  createToyotaBatch: vi.fn(),
  downloadParseResult: vi.fn(),
}));

const parse = vi.mocked(parseToyotaPdf);
const pdf = (name: string, content = '%PDF-1.7 prisliste') =>
  new File([content], name, { type: 'application/pdf' });

function renderPage() {
  renderWithQueryClient(<ToyotaPdfPage />);
  return screen.getByLabelText('Prisliste (PDF)') as HTMLInputElement;
}

const choose = (input: HTMLInputElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

afterEach(() => vi.resetAllMocks());

describe('the Toyota price list upload on the form layer', () => {
  it('asks for a file, names a file that is no PDF at once, and sends nothing until a PDF is chosen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const input = renderPage();

    await user.click(screen.getByRole('button', { name: 'Læs prislisten' }));
    expect(messageOf(input)).toContain('Vælg prislisten (en PDF-fil).');
    expect(screen.getByText('Ret det markerede felt, før du uploader.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input));

    choose(input, pdf('prisliste.pdf', 'PK not a pdf'));
    await waitFor(() => expect(messageOf(input)).toContain('prisliste.pdf er ikke en PDF-fil.'));
    await user.click(screen.getByRole('button', { name: 'Læs prislisten' }));
    expect(parse).not.toHaveBeenCalled();

    parse.mockRejectedValue(new ApiError(422, 'not_toyota', 'Filen er ikke Toyota Danmarks prisliste.'));
    choose(input, pdf('toyota.pdf'));
    await waitFor(() => expect(messageOf(input)).not.toContain('ikke en PDF-fil'));
    await user.click(screen.getByRole('button', { name: 'Læs prislisten' }));
    // The server's refusal stands beside the file, not as a failed upload.
    await waitFor(() => expect(messageOf(input)).toContain('Filen er ikke Toyota Danmarks prisliste.'));
    expect(parse).toHaveBeenCalledWith(expect.objectContaining({ name: 'toyota.pdf' }), expect.any(Function));
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).toBeNull();
  });

  it('a failed upload offers Prøv igen, which sends the same file again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    parse.mockRejectedValueOnce(new ApiError(503, undefined, 'HTTP 503')).mockResolvedValueOnce({
      variants: [],
    } as never);
    const user = userEvent.setup();
    const input = renderPage();
    choose(input, pdf('toyota.pdf'));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Læs prislisten' }));

    await user.click(await screen.findByRole('button', { name: /Prøv igen/ }));
    await waitFor(() => expect(parse).toHaveBeenCalledTimes(2));
    expect(parse.mock.calls[1]?.[0]).toMatchObject({ name: 'toyota.pdf' });
  });
});
