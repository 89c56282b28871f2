import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOW } from '../../../test-support/render-admin-page';
import { NO_FILTERS } from '../model/filter-patch';
import { heldListingsApi, renderWithFreshQueries } from '../test-support/held-listings-api';
import { MobileFilterOverlay } from './mobile-filter-overlay';

const applyButton = () => screen.getByRole('button', { name: /tilbud/ });

// The overlay's panel is its own chunk (ADR 062): it shows once React.lazy has loaded it.
async function renderOverlay() {
  const onApply = vi.fn();
  const api = heldListingsApi();
  renderWithFreshQueries(
    <MobileFilterOverlay
      open
      filters={NO_FILTERS}
      catalogue={undefined}
      onClose={vi.fn()}
      onApply={onApply}
    />,
  );
  await screen.findByRole('button', { name: /tilbud/ }, SLOW);
  return { api, onApply };
}

// Issue 27: "the phone overlay's button says 'Vis tilbud' without a count and applies old results".
describe('MobileFilterOverlay: "Vis {n} tilbud" on a slow network', () => {
  it('says it is counting, and applies nothing, until the count of the filters as chosen arrives', async () => {
    const { api, onApply } = await renderOverlay();
    const user = userEvent.setup();
    expect(applyButton().textContent).toBe('Tæller tilbud…');
    expect(applyButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(applyButton());
    expect(onApply).not.toHaveBeenCalled();

    await api.answer((query) => !query.has('fuel_type'), 158);
    await waitFor(() => expect(applyButton().textContent).toBe('Vis 158 tilbud'), SLOW);
    expect(applyButton().hasAttribute('aria-disabled')).toBe(false);

    // Diesel chosen: the old count is not shown for it, and the button does not apply yet.
    await user.click(screen.getByRole('button', { name: 'Diesel' }));
    await api.waitForRequest((query) => query.getAll('fuel_type').includes('diesel'));
    expect(applyButton().textContent).toBe('Tæller tilbud…');
    await user.click(applyButton());
    expect(onApply).not.toHaveBeenCalled();

    await api.answer((query) => query.getAll('fuel_type').includes('diesel'), 11);
    await waitFor(() => expect(applyButton().textContent).toBe('Vis 11 tilbud'), SLOW);
    await user.click(applyButton());
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ fuel_type: ['diesel'] });
  });

  it('a count that failed still lets the visitor apply, without a number', async () => {
    const { api, onApply } = await renderOverlay();
    await api.fail(() => true);
    await waitFor(() => expect(applyButton().textContent).toBe('Vis tilbud'), SLOW);
    await userEvent.click(applyButton());
    expect(onApply).toHaveBeenCalledWith(NO_FILTERS);
  });
});
