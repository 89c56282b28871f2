import { Check } from 'lucide-react';
import { formatNumber } from '../../../../domain/format/format-danish';

export type PickItem = { name: string; count: number };

/** Checkbox rows with counts; native checkboxes, so Space toggles and screen readers say "markeret". */
export function PickList({
  title,
  items,
  isSelected,
  onToggle,
}: {
  title: string;
  items: readonly PickItem[];
  isSelected: (name: string) => boolean;
  onToggle: (name: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="mt-4 first:mt-0">
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      <ul className="divide-y divide-zinc-100">
        {items.map((item) => {
          const checked = isSelected(item.name);
          return (
            <li key={item.name}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 hover:bg-zinc-50">
                <span className="relative grid size-5 shrink-0 place-items-center">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => onToggle(item.name)}
                    className="peer size-5 cursor-pointer appearance-none rounded-md ring-1 ring-zinc-400 ring-inset checked:bg-brand-700 checked:ring-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  />
                  <Check
                    aria-hidden="true"
                    className="pointer-events-none absolute size-3.5 text-white opacity-0 peer-checked:opacity-100"
                  />
                </span>
                <span className="flex-1 text-sm text-zinc-900">{item.name}</span>
                <span className="numeric text-xs text-zinc-500">{formatNumber(item.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
