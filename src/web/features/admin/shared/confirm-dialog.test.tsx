import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('names the action on its button and confirms only when that button is pressed', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Slet forhandler?"
        description="Forhandleren fjernes."
        confirmLabel="Slet forhandler"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Slet forhandler?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Slet forhandler' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('refuses a second confirmation while the action is busy', () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Slet?"
        description="…"
        confirmLabel="Slet"
        busy
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Slet' }).hasAttribute('disabled')).toBe(true);
  });
});
