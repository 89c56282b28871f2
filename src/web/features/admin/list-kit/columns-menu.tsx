import type { RowData } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import type { ListTableModel } from './use-list-table';

/** "Kolonner": a checkbox per column the admin may hide; the choice is remembered for the list. */
export function ColumnsMenu<TRow extends RowData>({ list }: { list: ListTableModel<TRow> }) {
  const [open, setOpen] = useState(false);
  const columns = list.table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  // The boxes exist only while the menu is open, so their labels never compete with the filters' labels.
  return (
    <details className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`${buttonClass('secondary', 'sm')} cursor-pointer list-none`}>
        <Columns3 aria-hidden="true" className="size-4" />
        Kolonner
      </summary>
      {open ? (
        <fieldset className="absolute left-0 z-20 mt-1 w-56 sm:right-0 sm:left-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-zinc-200">
          <legend className="sr-only">Vis kolonner</legend>
          {columns.map((column) => {
            const { meta, header } = column.columnDef;
            const label = meta?.label ?? (typeof header === 'string' ? header : column.id);
            return (
              <label
                key={column.id}
                className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm hover:bg-zinc-50 sm:min-h-9"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {label}
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </details>
  );
}
