import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { comparedCar } from '../../../../../tests/factories/compared-car-factory';
import type { CompareAnswer, ComparedCar } from '../../../../domain/compare/compare-types';
import { fakeApi, jsonResponse, renderAdminPage, SLOW } from '../../../test-support/render-admin-page';
import { CompareScreen } from './compare-screen';

const COROLLA = '00000000-0000-4000-8000-000000000001';
const ENYAQ = '00000000-0000-4000-8000-000000000002';
const ID4 = '00000000-0000-4000-8000-000000000003';

const corolla = comparedCar({ id: COROLLA });
const enyaq = comparedCar({
  id: ENYAQ,
  make: 'Skoda',
  model: 'Enyaq',
  offer: { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 2795 },
  differs: ['mdr'],
  horsepower: 204,
});
const id4 = comparedCar({ id: ID4, make: 'Volkswagen', model: 'ID.4', horsepower: 204, lease_score: 60 });

const answerWith = (cars: CompareAnswer['cars']): CompareAnswer => ({
  config: { km: null, mdr: 24, udb: null },
  cars,
  choices: { km: [15000, 20000], mdr: [24, 36], udb: [0] },
});

/** Answers with the cars the request's ids name, in that order. */
function serveCars(cars: readonly ComparedCar[]) {
  return fakeApi(({ url }) => {
    const ids = new URL(url, 'http://test').searchParams.get('ids')?.split(',') ?? [];
    const asked = ids.map((id) => cars.find((car) => car.id === id) ?? { status: 'gone' as const, id });
    return jsonResponse(answerWith(asked));
  });
}

const open = (query: string) => renderAdminPage(`/sammenlign${query}`, { '/sammenlign': CompareScreen });

/** The cars' column headers (the groups' headers span every column). */
const carHeadings = () =>
  screen.getAllByRole('columnheader').filter((header) => header.getAttribute('scope') === 'col');

const rowCells = (label: string) => {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement).getAllByRole('cell');
};

describe('CompareScreen', () => {
  it('marks the single best value "Bedst" and no one on a tie', async () => {
    serveCars([corolla, enyaq, id4]);
    open(`?ids=${COROLLA},${ENYAQ},${ID4}&mdr=24`);
    await screen.findByRole('region', { name: 'Sammenligning' }, SLOW);
    const monthly = rowCells('Månedlig ydelse');
    expect(monthly.map((cell) => cell.textContent)).toEqual([
      '3.000 kr./md.',
      '2.795 kr./md.Bedst',
      '3.000 kr./md.',
    ]);
    // Two cars share the highest LeaseScore: nothing is marked.
    expect(rowCells('LeaseScore').map((cell) => cell.textContent)).toEqual(['70', '70', '60']);
    expect(screen.getAllByText('Bedst')).toHaveLength(1);
  });

  it('notes a closest offer on its car only', async () => {
    serveCars([corolla, enyaq]);
    open(`?ids=${COROLLA},${ENYAQ}&mdr=24`);
    await screen.findByRole('region', { name: 'Sammenligning' }, SLOW);
    expect(carHeadings().map((header) => header.textContent?.includes('Nærmeste tilbud: 36 mdr.'))).toEqual([
      false,
      true,
    ]);
    expect(screen.getByRole('link', { name: 'Skoda Enyaq' }).getAttribute('href')).toContain(
      'selectedTerm=36',
    );
  });

  it('"Vis kun forskelle" hides the rows where every car is the same', async () => {
    serveCars([corolla, enyaq]);
    open(`?ids=${COROLLA},${ENYAQ}`);
    await screen.findByRole('region', { name: 'Sammenligning' }, SLOW);
    expect(screen.getByRole('rowheader', { name: 'Sæder' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Vis kun forskelle' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('rowheader', { name: 'Sæder' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Hestekræfter' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Månedlig ydelse' })).toBeTruthy();
  });

  it('removes a car by rewriting the URL and asking again', async () => {
    const sent = serveCars([corolla, enyaq, id4]);
    const router = open(`?ids=${COROLLA},${ENYAQ},${ID4}&km=15000`);
    await screen.findByRole('region', { name: 'Sammenligning' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Fjern Skoda Enyaq fra sammenligningen' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ ids: `${COROLLA},${ID4}`, km: 15000 }),
    );
    await waitFor(() => expect(carHeadings()).toHaveLength(2));
    expect(sent.at(-1)?.url).toContain(`ids=${encodeURIComponent(`${COROLLA},${ID4}`)}`);
  });

  it('changes the common configuration in the URL', async () => {
    const sent = serveCars([corolla, enyaq]);
    const router = open(`?ids=${COROLLA},${ENYAQ}`);
    await screen.findByRole('region', { name: 'Sammenligning' }, SLOW);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Årligt km-forbrug' }), '20000');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ km: 20000 }));
    await waitFor(() => expect(sent.at(-1)?.url).toContain('km=20000'));
  });

  it('says which car is gone and helps on with one car left', async () => {
    serveCars([corolla]);
    open(`?ids=${COROLLA},${ENYAQ}`);
    expect(await screen.findByText('En af bilerne er ikke længere til salg.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vælg mindst én bil mere' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til Gemte biler' }).getAttribute('href')).toBe(
      '/gemte-biler',
    );
  });

  it('shows the empty state without asking the API when no car is chosen', async () => {
    const sent = serveCars([]);
    open('');
    expect(
      await screen.findByRole('heading', { name: 'Du har ikke valgt nogen biler at sammenligne' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find flere biler' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
