import { render, screen, within } from '@testing-library/react';
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
