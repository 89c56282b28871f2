import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionWarnings } from './session-warnings';

describe('SessionWarnings', () => {
  it("lists an extraction's warnings under a heading that counts them", () => {
    render(
      <SessionWarnings
        warnings={[
          'Side 1, linje 3: prisen 3.299 kr. blev sprunget over (km/år står ikke i prislisten).',
          'Kia Picanto: Totalprisen 84.000 kr. passer ikke.',
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Advarsler (2)' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Side 1, linje 3: prisen 3.299 kr. blev sprunget over (km/år står ikke i prislisten).',
      'Kia Picanto: Totalprisen 84.000 kr. passer ikke.',
    ]);
  });

  it('shows nothing when the run had no warnings', () => {
    const { container } = render(<SessionWarnings warnings={[]} />);
    expect(container.textContent).toBe('');
  });
});

describe('SessionWarnings, repeated', () => {
  const total = (line: number) =>
    `Totalprisen 125.000 kr. passer ikke med 0 kr. + 36 × 3.599 kr. (side 2, linje ${line}).`;
  const warnings = [
    ...Array.from({ length: 12 }, (_, index) => `Skoda Octavia Style: ${total(10 + index)}`),
    'Kia Picanto 1.0 Active: Tabellen på side 3 har et hul.',
  ];

  it('are one line per car and cause with a count, opened to the lines', async () => {
    render(
      <SessionWarnings warnings={warnings} carNames={['Skoda Octavia Style', 'Kia Picanto 1.0 Active']} />,
    );
    const section = screen.getByRole('region', { name: 'Advarsler (13)' });
    const group = within(section).getByText('Skoda Octavia Style: Totalprisen passer ikke for 12 tilbud');
    expect(within(section).getByText('Kia Picanto 1.0 Active: Tabellen på side 3 har et hul.')).toBeTruthy();
    const details = group.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.setup().click(group);
    expect(details.open).toBe(true);
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Array.from({ length: 12 }, (_, index) => total(10 + index)));
  });
});
