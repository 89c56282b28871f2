import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  PriceListSourceProblem,
  PriceListSourcesStatus,
} from '../../../../domain/admin/price-list-sources';
import { renderAdminPage, SLOW } from '../../../test-support/render-admin-page';
import { DashboardPriceListsSection } from './dashboard-price-lists-section';

/** Issue 27 part 5 (ADR 056): "a failing or stale source shows on the admin dashboard", and the schedule's state. */
function show(status: PriceListSourcesStatus) {
  renderAdminPage('/admin/dashboard', {
    '/admin/dashboard': () => <DashboardPriceListsSection status={status} />,
  });
}

const sellerId = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0056';

describe('DashboardPriceListsSection', () => {
  it('says plainly that the schedule is off, and where to turn it on', async () => {
    show({ intervalHours: null, saved: 3, lastCheckedAt: null, problems: [] });
    const section = await screen.findByRole('region', { name: 'Prislister' }, SLOW);
    expect(section.textContent).toContain(
      'Automatisk hentning er slået fra: 3 gemte prislister hentes ikke igen af sig selv, så deres tilbud bekræftes kun ved en import.',
    );
    expect(
      within(section).getByRole('link', { name: 'Indstillinger › Prislister' }).getAttribute('href'),
    ).toBe('/admin/settings');
  });

  it('names each failing or stale source: seller, URL, since when and the Danish error', async () => {
    show({
      intervalHours: 24,
      saved: 2,
      lastCheckedAt: '2026-11-13T08:00:00.000Z',
      problems: [
        {
          sellerId,
          sellerName: 'Skoda Syd',
          url: 'https://skodasyd.dk/prisliste.pdf',
          kind: 'failing',
          since: '2026-11-12T08:00:00.000Z',
          error: 'Serveren skodasyd.dk blev ikke fundet.',
        },
        {
          sellerId,
          sellerName: 'Skoda Syd',
          url: 'https://skodasyd.dk/el.pdf',
          kind: 'stale',
          since: '2026-11-09T08:00:00.000Z',
          error: null,
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Prislister' }, SLOW);
    expect(section.textContent).toContain(
      '2 gemte prislister hentes igen hver dag. Senest tjekket 13. nov. 2026 kl. 09:00.',
    );
    const items = within(
      within(section).getByRole('list', { name: 'Prislister med problemer' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Skoda Syd https://skodasyd.dk/prisliste.pdfFejler siden 12. nov. 2026 kl. 09:00: Serveren skodasyd.dk blev ikke fundet.',
      'Skoda Syd https://skodasyd.dk/el.pdfForældet: senest hentet 9. nov. 2026 kl. 09:00.',
    ]);
  });

  // Issue 27 leftovers (ADR 056): at most 10, failing first, "og N flere" and a way to see them all.
  const problem = (n: number, kind: PriceListSourceProblem['kind']): PriceListSourceProblem => ({
    sellerId,
    sellerName: `Forhandler ${n}`,
    url: `https://forhandler${n}.dk/prisliste.pdf`,
    kind,
    since: null,
    error: kind === 'failing' ? 'Adressen svarede 404.' : null,
  });
  const sellersListed = async () =>
    within(
      within(await screen.findByRole('region', { name: 'Prislister' }, SLOW)).getByRole('list', {
        name: 'Prislister med problemer',
      }),
    )
      .getAllByRole('link')
      .map((link) => link.textContent);

  it.each([
    { stale: 10, failing: 3, shownFirst: 10, more: 'og 3 flere.' },
    { stale: 9, failing: 1, shownFirst: 10, more: null },
  ])(
    '$failing failing and $stale stale: $shownFirst listed, then "$more"',
    async ({ stale, failing, shownFirst, more }) => {
      const problems = [
        ...Array.from({ length: stale }, (_, i) => problem(i + 1, 'stale')),
        ...Array.from({ length: failing }, (_, i) => problem(100 + i, 'failing')),
      ];
      show({ intervalHours: 24, saved: problems.length, lastCheckedAt: null, problems });
      const listed = await sellersListed();
      expect(listed).toHaveLength(shownFirst);
      // The failing ones come first.
      expect(listed.slice(0, failing)).toEqual(
        Array.from({ length: failing }, (_, i) => `Forhandler ${100 + i}`),
      );
      const section = screen.getByRole('region', { name: 'Prislister' });
      if (more === null) {
        expect(within(section).queryByRole('button', { name: /^Vis / })).toBeNull();
        return;
      }
      expect(section.textContent).toContain(more);
      const button = within(section).getByRole('button', { name: `Vis alle ${problems.length}` });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(button);
      expect(await sellersListed()).toHaveLength(problems.length);
      expect(section.textContent).not.toContain('flere');
      const fewer = within(section).getByRole('button', { name: 'Vis kun de første 10' });
      expect(fewer.getAttribute('aria-expanded')).toBe('true');
      await userEvent.click(fewer);
      expect(await sellersListed()).toHaveLength(10);
    },
  );
});
