import { ChevronRight } from 'lucide-react';
import { createContext, useContext } from 'react';
import { countNoun } from '../../../../domain/format/count-noun';
import { bodyTypeLabel } from '../../../../domain/listings/body-type-labels';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import { actionsColumn } from '../list-kit/common-columns';
import type { CsvColumn } from '../list-kit/csv';
import { listColumnHelper } from '../list-kit/list-features';
import { MakeActions, ModelActions } from './make-actions';
import type { MakeTableRow } from './make-table-rows';
import { Aliases, modelDefaults } from './make-texts';

/** Which makes show their models, and how a make's row opens or closes them. */
export const MakeRowsOpen = createContext<{
  isOpen: (makeId: string) => boolean;
  toggle: (makeId: string) => void;
}>({ isOpen: () => false, toggle: () => {} });

const entryOf = (row: MakeTableRow) => (row.kind === 'make' ? row.make : row.model);

const column = listColumnHelper<MakeTableRow>();

/**
 * The makes table: a make's row (open it for its models) and its models' rows under it. Below a
 * secondary column's breakpoint its facts show under the name.
 */
export const makeColumns = column.columns([
  column.accessor((row) => entryOf(row).name, {
    id: 'name',
    header: 'Navn',
    enableHiding: false,
    cell: ({ row }) =>
      row.original.kind === 'make' ? <MakeName row={row.original} /> : <ModelName row={row.original} />,
  }),
  column.accessor((row) => entryOf(row).aliases.join(', '), {
    id: 'aliases',
    header: 'Aliaser',
    enableSorting: false,
    meta: { showFrom: 'lg', className: 'text-xs text-zinc-600' },
  }),
  column.accessor((row) => (row.kind === 'model' ? modelDefaults(row.model).join(' · ') : ''), {
    id: 'defaults',
    header: 'Standardværdier',
    enableSorting: false,
    meta: { showFrom: 'md', className: 'text-zinc-700' },
  }),
  column.accessor((row) => entryOf(row).listing_count, {
    id: 'listings',
    header: 'Annoncer',
    meta: { showFrom: 'sm', align: 'right', className: 'tabular-nums whitespace-nowrap' },
    cell: ({ getValue }) => getValue().toLocaleString('da-DK'),
  }),
  actionsColumn<MakeTableRow>((row) =>
    row.kind === 'make' ? (
      <MakeActions make={row.full} compact />
    ) : (
      <ModelActions make={row.full} model={row.model} />
    ),
  ),
]);

function MakeName({ row }: { row: Extract<MakeTableRow, { kind: 'make' }> }) {
  const { isOpen, toggle } = useContext(MakeRowsOpen);
  const open = isOpen(row.id);
  const models = row.make.models.length;
  return (
    <div className="flex items-start gap-1">
      <button
        type="button"
        aria-expanded={open}
        disabled={models === 0}
        onClick={() => toggle(row.id)}
        className="-my-1 inline-grid size-8 shrink-0 place-items-center rounded-lg text-zinc-600 hover:bg-zinc-100 disabled:opacity-30"
        aria-label={`${open ? 'Skjul' : 'Vis'} modeller under ${row.make.name}`}
      >
        <ChevronRight
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`}
        />
      </button>
      <div className="min-w-0">
        <span className="font-semibold text-zinc-950">{row.make.name}</span>
        <span className="block text-xs text-zinc-600">
          {models === 0 ? 'Ingen modeller endnu' : countNoun(row.full.models.length, ['model', 'modeller'])}
          <ListingCount count={row.make.listing_count} />
        </span>
        <Aliases aliases={row.make.aliases} className="lg:hidden" />
      </div>
    </div>
  );
}

function ModelName({ row }: { row: Extract<MakeTableRow, { kind: 'model' }> }) {
  const defaults = modelDefaults(row.model);
  return (
    <div className="min-w-0 pl-9">
      <span className="font-medium text-zinc-950">{row.model.name}</span>
      <Aliases aliases={row.model.aliases} className="lg:hidden" />
      {defaults.length > 0 ? (
        <span className="block text-xs text-zinc-600 md:hidden">{defaults.join(' · ')}</span>
      ) : null}
      <span className="block text-xs text-zinc-600 sm:hidden">
        {countNoun(row.model.listing_count, ['annonce', 'annoncer'])}
      </span>
    </div>
  );
}

/** On a phone the "Annoncer" column gives way to the actions; the count reads under the name. */
function ListingCount({ count }: { count: number }) {
  return <span className="sm:hidden"> · {countNoun(count, ['annonce', 'annoncer'])}</span>;
}

const modelOf = (row: MakeTableRow) => (row.kind === 'model' ? row.model : null);

/** The CSV: one line per model (a make without models gets one line of its own). */
export const makeCsvColumns: readonly CsvColumn<MakeTableRow>[] = [
  { header: 'Mærke', value: (row) => row.full.name },
  { header: 'Mærkets aliaser', value: (row) => row.full.aliases.join(', ') },
  { header: 'Model', value: (row) => modelOf(row)?.name },
  { header: 'Modellens aliaser', value: (row) => modelOf(row)?.aliases.join(', ') },
  {
    header: 'Karrosseri',
    value: (row) => {
      const body = modelOf(row)?.default_body_type;
      return body ? bodyTypeLabel(body) : null;
    },
  },
  {
    header: 'Drivmiddel',
    value: (row) => {
      const fuel = modelOf(row)?.default_fuel_type;
      return fuel ? fuelLabel(fuel) : null;
    },
  },
  { header: 'Sæder', value: (row) => modelOf(row)?.default_seats },
  { header: 'Døre', value: (row) => modelOf(row)?.default_doors },
  { header: 'Annoncer', value: (row) => entryOf(row).listing_count },
  { header: 'Mærke-id', value: (row) => row.full.id },
  { header: 'Model-id', value: (row) => modelOf(row)?.id },
];
