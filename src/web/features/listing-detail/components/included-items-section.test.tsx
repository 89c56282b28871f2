import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StatedItems } from '../../../../domain/offers/included-items';
import { renderAdminPage, SLOW } from '../../../test-support/render-admin-page';
import { DisclosureGradeBadge } from '../../listings/components/disclosure-grade-badge';
import { IncludedItemsSection } from './included-items-section';
import { LeaseScoreInfoButton } from './lease-score-info';

// What the demo's Nordisk Bilhus list states: five included, ejerafgift excluded, kasko as a priced extra.
const nordisk: StatedItems = {
  service: { status: 'included' },
  tyres: { status: 'included' },
  insurance: { status: 'excluded', monthly_price: 349 },
  roadside: { status: 'included' },
  metallic_paint: { status: 'included' },
  delivery: { status: 'included' },
  green_tax: { status: 'excluded' },
};

/** Each item's row as a visitor reads it: "label: status". */
function rows() {
  const section = screen.getByRole('region', { name: 'Hvad prisen dækker' });
  return within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('IncludedItemsSection (issue 27 part 2)', () => {
  it.each([
    {
      name: 'all seven stated, one with its monthly price',
      items: nordisk,
      rows: [
        'Service og reparationer: Inkluderet',
        'Dæk: Inkluderet',
        'Forsikring: Ikke inkluderet · 349 kr./md.',
        'Vejhjælp: Inkluderet',
        'Metallak: Inkluderet',
        'Levering: Inkluderet',
        'Grøn ejerafgift: Ikke inkluderet',
      ],
      grade: 'Oplyser 7/7',
    },
    {
      name: 'two stated, five not said',
      items: { service: { status: 'included' }, insurance: { status: 'excluded' } } satisfies StatedItems,
      rows: [
        'Service og reparationer: Inkluderet',
        'Dæk: Ikke oplyst',
        'Forsikring: Ikke inkluderet',
        'Vejhjælp: Ikke oplyst',
        'Metallak: Ikke oplyst',
        'Levering: Ikke oplyst',
        'Grøn ejerafgift: Ikke oplyst',
      ],
      grade: 'Oplyser 2/7',
    },
    {
      name: 'nothing stated',
      items: {},
      rows: [
        'Service og reparationer: Ikke oplyst',
        'Dæk: Ikke oplyst',
        'Forsikring: Ikke oplyst',
        'Vejhjælp: Ikke oplyst',
        'Metallak: Ikke oplyst',
        'Levering: Ikke oplyst',
        'Grøn ejerafgift: Ikke oplyst',
      ],
      grade: 'Oplyser 0/7',
    },
  ])('$name', ({ items, rows: expected, grade }) => {
    render(<IncludedItemsSection items={items} />);
    expect(rows()).toEqual(expected);
    expect(screen.getByTestId('disclosure-grade').textContent).toContain(grade);
  });
});

describe('DisclosureGradeBadge', () => {
  it('reads "Oplyser 5/7" and says it in words to a screen reader', () => {
    render(<DisclosureGradeBadge count={5} />);
    const badge = screen.getByTestId('disclosure-grade');
    expect(within(badge).getByText('Oplyser 5/7').getAttribute('aria-hidden')).toBe('true');
    expect(within(badge).getByText('Sælgeren oplyser 5 af 7 punkter om, hvad prisen dækker')).toBeTruthy();
  });
});

describe('the LeaseScore dialog explains the grade apart from the score', () => {
  it('says how many items the seller states and that the score does not count them', async () => {
    renderAdminPage('/', {
      '/': () => <LeaseScoreInfoButton breakdown={null} disclosedItems={4} />,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Om LeaseScore' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Om LeaseScore' });
    expect(within(dialog).getByRole('heading', { name: 'Oplyser 4/7: hvad sælgeren oplyser' })).toBeTruthy();
    expect(dialog.textContent).toContain('Her oplyser sælgeren 4 af 7.');
    expect(dialog.textContent).toContain('Det er ikke en del af LeaseScore');
  });
});
