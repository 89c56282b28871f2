import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { optionalColumn, primaryColumn } from './common-columns';
import { ListActionBar } from './list-action-bar';
import { ListTable } from './list-table';
import { useListTable } from './use-list-table';

type Car = { id: string; name: string; fuel: string | null; price: number | null };

const columns = [
  primaryColumn<Car>({ id: 'car', header: 'Bil', cell: (car) => <strong>{car.name}</strong> }),
  optionalColumn<Car, string>({
    id: 'fuel',
    header: 'Brændstof',
    value: (car) => car.fuel,
    format: (fuel) => fuel,
  }),
  optionalColumn<Car, number>({
    id: 'price',
    header: 'Pris',
    value: (car) => car.price,
    format: (price) => `${price} kr./md.`,
  }),
];

const CARS: Car[] = [
  { id: 'a', name: 'Audi A1', fuel: 'Benzin', price: 2999 },
  { id: 'b', name: 'Skoda Elroq', fuel: null, price: null },
  { id: 'c', name: 'Kia EV3', fuel: '', price: 0 },
];
function Cars() {
  const list = useListTable({
    listId: 'common-columns-test',
    columns,
    rows: CARS,
    getRowId: (car) => car.id,
  });
  return (
    <>
      <ListActionBar list={list} />
      <ListTable list={list} caption="Biler" messages={{ empty: '' }} />
    </>
  );
}

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => window.localStorage.clear());

describe('common list columns', () => {
  it("shows a missing fact as '—' and a present one formatted, 0 included", () => {
    render(<Cars />);
    expect(cellsOf('Audi A1')).toEqual(['Audi A1', 'Benzin', '2999 kr./md.']);
    expect(cellsOf('Skoda Elroq')).toEqual(['Skoda Elroq', '—', '—']);
    expect(cellsOf('Kia EV3')).toEqual(['Kia EV3', '—', '0 kr./md.']);
  });

  it('keeps the primary column out of the columns the admin may hide', async () => {
    const user = userEvent.setup();
    render(<Cars />);
    await user.click(screen.getByText('Kolonner'));
    const choices = screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent);
    expect(choices).toEqual(['Brændstof', 'Pris']);
  });
});
