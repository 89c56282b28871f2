import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../components/ui/dialog-context';
import { fakeApi, jsonResponse, SLOW } from '../../test-support/render-admin-page';
import { PriceAlertDialogPanel } from './price-alert-dialog-panel';

const TOO_BROAD = 'Søgningen har over 500 biler. Vælg flere filtre, og prøv igen.';

function renderSearchPanel() {
  render(
    <Dialog defaultOpen>
      <PriceAlertDialogPanel subject={{ kind: 'search', query: 'makes=Kia&sort=asc' }} isDesktop />
    </Dialog>,
  );
  return screen.getByRole('dialog', { name: 'Giv mig besked om nye biler' });
}

describe('PriceAlertDialogPanel (ADR 072)', () => {
  it('says in Danish what is missing before anything is sent', async () => {
    const sent = fakeApi(() => jsonResponse({}, 500));
    const dialog = renderSearchPanel();
    expect(within(dialog).getByLabelText('Hvor ofte?')).toHaveProperty('value', 'daily');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opret besked' }));
    expect(await within(dialog).findByText('Skriv din e-mailadresse', {}, SLOW)).toBeTruthy();
    expect(
      within(dialog).getByText('Du skal sige ja tak til e-mails, før vi kan sende dig beskeder'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of a broad search, then the confirmation once stored', async () => {
    let answers = 0;
    const sent = fakeApi(() =>
      answers++ === 0
        ? jsonResponse(
            { error: 'Ugyldige data', code: 'VALIDATION', issues: [{ path: 'query', message: TOO_BROAD }] },
            400,
          )
        : jsonResponse({ id: 'a', message: 'Tjek din e-mail: Vi har sendt dig et link.' }, 201),
    );
    const dialog = renderSearchPanel();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'sara@example.dk');
    await userEvent.selectOptions(within(dialog).getByLabelText('Hvor ofte?'), 'Ugentligt');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Ja tak, send mig e-mails som beskrevet ovenfor.' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opret besked' }));
    expect((await within(dialog).findByRole('alert', {}, SLOW)).textContent).toBe(TOO_BROAD);
    expect(sent[0]?.body).toMatchObject({
      kind: 'search',
      query: 'makes=Kia&sort=asc',
      email: 'sara@example.dk',
      frequency: 'weekly',
      consent: true,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opret besked' }));
    const status = await screen.findByRole('status', {}, SLOW);
    expect(status.textContent).toContain('Tjek din e-mail');
    expect(screen.getByRole('button', { name: 'Færdig' })).toBeTruthy();
  });
});
