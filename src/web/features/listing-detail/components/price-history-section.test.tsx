import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceHistory } from '../../../../domain/price-history/price-history-summary';
import { PriceDropBadge } from '../../listings/components/price-drop-badge';
import { PriceHistorySection } from './price-history-section';

const history = (overrides: Partial<PriceHistory> = {}): PriceHistory => ({
  points: [
    { at: '2026-08-01T10:00:00.000Z', monthly_price: 3_295 },
    { at: '2026-09-15T10:00:00.000Z', monthly_price: null },
    { at: '2026-10-01T10:00:00.000Z', monthly_price: 3_195 },
    { at: '2026-11-03T10:00:00.000Z', monthly_price: 2_995 },
  ],
  until: '2026-11-29T12:00:00.000Z',
  lowest_in_90_days: true,
  dropped: { amount: 200, since: '2026-11-03' },
  ...overrides,
});

/** The section is in view as soon as it is observed. */
class InView {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

/** Issue 30 part 1 (ADR 068): the detail page's "Prisudvikling" and the cards' "Prisfald". */
describe('PriceHistorySection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the true claims, a summary, and the chart with a table of every point for screen readers', async () => {
    vi.stubGlobal('IntersectionObserver', InView);
    render(<PriceHistorySection history={history()} />);
    const section = screen.getByRole('region', { name: 'Prisudvikling' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Laveste pris i 90 dage', 'Faldet 200 kr. siden 3. nov.']);
    expect(section.textContent).toContain('Fra 3.295 kr./md. den 1. aug. 2026 til 2.995 kr./md. i dag.');
    const table = await screen.findByRole('table', { name: 'Månedlig ydelse over tid' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. aug. 20263.295 kr./md.',
      '15. sep. 2026Ikke udbudt',
      '1. okt. 20263.195 kr./md.',
      '3. nov. 20262.995 kr./md.',
    ]);
    const path = screen.getByTestId('price-history-chart').querySelector('path')?.getAttribute('d') ?? '';
    // Three priced runs drawn, the withdrawal a gap: two separate strokes.
    expect(path.match(/M/g)).toHaveLength(2);
  });

  it('claims nothing that is false, and loads no chart before the section nears the viewport', () => {
    render(<PriceHistorySection history={history({ lowest_in_90_days: false, dropped: null })} />);
    expect(screen.queryByText(/Laveste|Faldet/)).toBeNull();
    expect(screen.queryByTestId('price-history-chart')).toBeNull();
    expect(screen.getByRole('region', { name: 'Prisudvikling' }).textContent).toContain('i dag');
  });

  it('renders nothing without a history (one observation)', () => {
    const { container } = render(<PriceHistorySection history={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('PriceDropBadge', () => {
  it('says Prisfald', () => {
    render(<PriceDropBadge />);
    expect(screen.getByText('Prisfald').textContent).toBe('Prisfald');
  });
});
