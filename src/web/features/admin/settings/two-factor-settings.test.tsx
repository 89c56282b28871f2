import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedText, renderWithQueryClient } from '../../../test-support/render-admin-page';
import { authClient } from '../../auth/auth-client';
import { TwoFactorSettings } from './two-factor-settings';

vi.mock('../../auth/auth-client', () => ({
  authClient: { twoFactor: { enable: vi.fn(), disable: vi.fn(), verifyTotp: vi.fn() } },
}));

const twoFactor = vi.mocked(authClient.twoFactor);
const TOTP_URI = 'otpauth://totp/Leasingmatch:admin?secret=JBSWY3DPEHPK3PXP&issuer=Leasingmatch';

function renderSettings(enabled: boolean) {
  renderWithQueryClient(<TwoFactorSettings enabled={enabled} />);
}

const messageOf = (label: string) => describedText(screen.getByLabelText(label));

afterEach(() => vi.resetAllMocks());

describe('two-factor settings on the form layer', () => {
  it('asks for the password, puts a refused one beside its field, and clears it when typing again', async () => {
    twoFactor.enable.mockResolvedValue({ data: null, error: { status: 401 } } as never);
    const user = userEvent.setup();
    renderSettings(false);
    const password = screen.getByLabelText('Din adgangskode');

    await user.click(screen.getByRole('button', { name: 'Slå to-faktor til' }));
    expect(messageOf('Din adgangskode')).toContain('Indtast din adgangskode');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(twoFactor.enable).not.toHaveBeenCalled();

    await user.type(password, 'forkert');
    await user.click(screen.getByRole('button', { name: 'Slå to-faktor til' }));
    await waitFor(() => expect(messageOf('Din adgangskode')).toContain('Adgangskoden er forkert'));
    expect(twoFactor.enable).toHaveBeenCalledWith({ password: 'forkert' });
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await user.type(password, '2');
    expect(messageOf('Din adgangskode')).not.toContain('Adgangskoden er forkert');
  });

  it('checks the code before sending, says a wrong one beside it, and shows the backup codes once confirmed', async () => {
    twoFactor.enable.mockResolvedValue({
      data: { totpURI: TOTP_URI, backupCodes: ['aaaa-1111', 'bbbb-2222'] },
      error: null,
    } as never);
    twoFactor.verifyTotp
      .mockResolvedValueOnce({ data: null, error: { status: 401 } } as never)
      .mockResolvedValueOnce({ data: { token: 't' }, error: null } as never);
    const user = userEvent.setup();
    renderSettings(false);
    await user.type(screen.getByLabelText('Din adgangskode'), 'rigtig');
    await user.click(screen.getByRole('button', { name: 'Slå to-faktor til' }));

    expect(await screen.findByRole('img', { name: 'QR-kode til godkendelsesappen' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    const code = screen.getByLabelText('Kode fra appen');
    await user.type(code, '12 34');
    await user.click(screen.getByRole('button', { name: 'Bekræft og slå til' }));
    expect(messageOf('Kode fra appen')).toContain('Indtast de 6 cifre fra appen');
    expect(twoFactor.verifyTotp).not.toHaveBeenCalled();

    await user.type(code, '56');
    await user.click(screen.getByRole('button', { name: 'Bekræft og slå til' }));
    await waitFor(() => expect(messageOf('Kode fra appen')).toContain('Koden er forkert eller udløbet'));
    expect(twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Bekræft og slå til' }));
    await waitFor(() => expect(twoFactor.verifyTotp).toHaveBeenLastCalledWith({ code: '654321' }));
    expect(await screen.findByRole('heading', { name: 'Gem dine backup-koder' })).toBeTruthy();
    expect(screen.getByText('bbbb-2222')).toBeTruthy();
  });

  it('turns it off: too many tries beside the password, the same password sent again goes through', async () => {
    twoFactor.disable
      .mockResolvedValueOnce({ data: null, error: { status: 429 } } as never)
      .mockResolvedValueOnce({ data: { status: true }, error: null } as never);
    const user = userEvent.setup();
    renderSettings(true);
    await user.type(screen.getByLabelText('Din adgangskode'), 'rigtig');
    await user.click(screen.getByRole('button', { name: 'Slå to-faktor fra' }));
    await waitFor(() => expect(messageOf('Din adgangskode')).toContain('For mange forsøg. Prøv igen senere'));
    expect(screen.getByRole('alert').textContent).toBe('Ret det markerede felt, før du fortsætter.');

    await user.click(screen.getByRole('button', { name: 'Slå to-faktor fra' }));
    await waitFor(() => expect(twoFactor.disable).toHaveBeenCalledTimes(2));
    expect(twoFactor.disable).toHaveBeenLastCalledWith({ password: 'rigtig' });
    await waitFor(() => expect(messageOf('Din adgangskode')).not.toContain('For mange forsøg'));
  });

  it('says a failure that is not about the password at the top, not beside the field', async () => {
    twoFactor.enable.mockResolvedValue({ data: null, error: { status: 500 } } as never);
    const user = userEvent.setup();
    renderSettings(false);
    await user.type(screen.getByLabelText('Din adgangskode'), 'rigtig');
    await user.click(screen.getByRole('button', { name: 'Slå to-faktor til' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Kunne ikke gemme ændringerne'));
    expect(messageOf('Din adgangskode')).not.toContain('Adgangskoden er forkert');
  });
});
